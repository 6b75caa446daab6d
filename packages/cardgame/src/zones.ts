// Areas and who may see them, for any card game: a game describes its areas once (which cards lie
// in each and who may look at them), and the generic pieces built on that description (views that
// leak nothing, the AI's determinizer, the leak property tests) never learn the game's data layout.
import {
  cloneState,
  randomInt,
  seedRng,
  shuffleInPlace,
  type GameState,
  type PlayerIndex,
  type Viewer,
} from '@arbiter/engine';

/**
 * Who may look at the cards of an area:
 * - `public`: everyone (a field, a discard pile);
 * - `owner`: only the player whose area it is (a hand);
 * - `hidden`: nobody, the owner included (a deck, face-down life cards).
 */
export type Visibility = 'public' | 'owner' | 'hidden';

/** The least every card object has: an object id, its definition, its owner. */
export interface CardObject {
  id: number;
  def: string;
  owner: PlayerIndex;
}

/** One area of one player, as the game lays it out. */
export interface ZoneContents<C extends CardObject = CardObject> {
  player: PlayerIndex;
  zone: string;
  visibility: Visibility;
  /** The cards, in the area's order (a deck's top first). */
  cards: C[];
}

/** How a game lays out its areas. */
export interface ZoneModel<D extends object> {
  /** Every area of both players, cards stacked beneath others included where they are public. */
  zones(data: D): ZoneContents[];
  /**
   * Cards a viewer knows although their area hides them (looked at, revealed to that player); the
   * default is none.
   */
  known?(state: GameState<D>, viewer: Viewer): ReadonlySet<number>;
}

/** May `viewer` see the cards of this area? */
export function canSee(z: ZoneContents, viewer: Viewer): boolean {
  if (z.visibility === 'public') return true;
  if (z.visibility === 'owner') return viewer === z.player;
  return false;
}

/** The object ids `viewer` may see: public areas, its own private ones, and cards it knows. */
export function visibleIds<D extends object>(
  model: ZoneModel<D>,
  state: GameState<D>,
  viewer: Viewer,
): Set<number> {
  const out = new Set<number>(model.known?.(state, viewer) ?? []);
  for (const z of model.zones(state.data)) if (canSee(z, viewer)) for (const c of z.cards) out.add(c.id);
  return out;
}

/** The cards hidden from `viewer`, per owner, in area order (for determinizers and leak tests). */
export function hiddenCards<D extends object>(
  model: ZoneModel<D>,
  state: GameState<D>,
  viewer: Viewer,
): [CardObject[], CardObject[]] {
  const known = model.known?.(state, viewer);
  const out: [CardObject[], CardObject[]] = [[], []];
  for (const z of model.zones(state.data)) {
    if (canSee(z, viewer)) continue;
    for (const c of z.cards) if (!known?.has(c.id)) out[c.owner].push(c);
  }
  return out;
}

/** Removes one copy of each of `seen` from `list` (a multiset difference). */
function without(list: readonly string[], seen: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const s of seen) left.set(s, (left.get(s) ?? 0) + 1);
  const out: string[] = [];
  for (const x of list) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}

/**
 * One world consistent with what `player` sees: every card hidden from it gets a definition drawn
 * from its owner's deck list less the cards of that owner it can see; object ids and area sizes stay.
 * The game's own random generator is reseeded and the log (which holds secrets) is dropped. The
 * result depends only on what `player` sees and on `rng`: deck lists are taken as known to both.
 */
export function determinizeZones<D extends object>(
  model: ZoneModel<D>,
  state: GameState<D>,
  player: PlayerIndex,
  decks: readonly [readonly string[], readonly string[]],
  rng: number[],
  cloneData?: (d: D) => D,
): GameState<D> {
  const s = cloneState(state, cloneData);
  s.log = [];
  const known = model.known?.(state, player);
  const seen: [string[], string[]] = [[], []];
  const hidden: [CardObject[], CardObject[]] = [[], []];
  for (const z of model.zones(s.data)) {
    const visible = canSee(z, player);
    for (const c of z.cards) {
      if (visible || known?.has(c.id)) seen[c.owner].push(c.def);
      else hidden[c.owner].push(c);
    }
  }
  for (const p of [0, 1] as const) {
    const pool = without(decks[p], seen[p]);
    shuffleInPlace(rng, pool);
    // Sorted by id so that the draw does not depend on where the hidden cards lie.
    const slots = hidden[p].slice().sort((a, b) => a.id - b.id);
    for (let i = 0; i < slots.length; i++)
      slots[i]!.def = pool[i % Math.max(1, pool.length)] ?? slots[i]!.def;
  }
  s.rng = seedRng(randomInt(rng, 0x7fffffff));
  return s;
}

/**
 * A copy of the state in which every card hidden from `viewer` gets another definition from
 * `replacements` (per owner, cycled): the leak property test checks that the viewer's view is the
 * same in both. Definitions are exchanged only among hidden cards and the replacement list.
 */
export function swapHidden<D extends object>(
  model: ZoneModel<D>,
  state: GameState<D>,
  viewer: Viewer,
  replacements: readonly [readonly string[], readonly string[]],
  cloneData?: (d: D) => D,
): GameState<D> {
  const s = cloneState(state, cloneData);
  const hidden = hiddenCards(model, s, viewer);
  for (const p of [0, 1] as const) {
    const repl = replacements[p];
    if (repl.length === 0) continue;
    hidden[p].forEach((c, i) => {
      (c as CardObject).def = repl[i % repl.length]!;
    });
  }
  return s;
}
