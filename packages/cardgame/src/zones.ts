// Areas and who may see them, for any card game: a game describes its areas once (which cards lie
// in each and who may look at them), and the generic pieces built on that description (views that
// leak nothing, the AI's determinizer, the leak property tests) never learn the game's data layout.
import type { Determinizer } from '@arbiter/ai';
import {
  cloneState,
  randomInt,
  seedRng,
  shuffleInPlace,
  type GameState,
  type Json,
  type JsonObject,
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

/** The definition of a card that an information state hides (info.ts). */
export const HIDDEN_CARD = '?';

/** Where a game's state names card objects besides its areas: what an information state renames. */
export interface ObjectRefs {
  /** Keys whose numbers, or arrays of numbers, are object ids (negative numbers are not ids). */
  ids: ReadonlySet<string>;
  /** Keys whose strings begin with an object id: "<id>:<rest>". */
  keyed: ReadonlySet<string>;
  /**
   * [card key, id key] pairs: in an object holding both, the card key names the definition of the
   * object under the id key, and is hidden with it. A card key may be a path one object down
   * ("data.card": the card of a pending trigger's source).
   */
  cards: readonly (readonly [string, string])[];
  /**
   * Keys whose strings carry object ids elsewhere than at their start (a decision option's id kept
   * in a procedure's locals: "magic:<id>"): each match of the key's global pattern is a prefix
   * (group 1) and an object id (group 2).
   */
  inStrings?: ReadonlyMap<string, RegExp>;
  /**
   * Keys whose numbers are the object counter's value at some moment (an order in time, 8-8's
   * "latest change"), not objects: kept as they are, and the leak test knows them for what they are.
   */
  stamps?: ReadonlySet<string>;
}

/** Sets the card string at `cardKey` ("card" or "data.card") of an object, when there is one. */
export function setCardAt(o: JsonObject, cardKey: string, def: string): void {
  const [first, second] = cardKey.split('.') as [string, string | undefined];
  if (second === undefined) {
    if (typeof o[first] === 'string') o[first] = def;
    return;
  }
  const inner = o[first];
  if (inner && typeof inner === 'object' && !Array.isArray(inner) && typeof inner[second] === 'string')
    o[first] = { ...inner, [second]: def };
}

function cardAt(o: JsonObject, cardKey: string): Json | undefined {
  const [first, second] = cardKey.split('.') as [string, string | undefined];
  const v = o[first];
  if (second === undefined) return v;
  return v && typeof v === 'object' && !Array.isArray(v) ? v[second] : undefined;
}

/** Every object of a JSON value, depth first (for the pairs of ObjectRefs.cards). */
function eachObject(v: Json, f: (o: JsonObject) => void): void {
  if (Array.isArray(v)) for (const x of v) eachObject(x, f);
  else if (v !== null && typeof v === 'object') {
    f(v);
    for (const k in v) eachObject(v[k]!, f);
  }
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
  /** Where the state names card objects, for information states (info.ts). */
  refs?: ObjectRefs;
  /**
   * For a game whose copies share card objects with their original (its `cloneData`): gives a copy
   * its own objects for every card that may be hidden, before the determinizer or the leak test
   * writes their definitions.
   */
  ownHidden?(data: D): void;
}

/**
 * The cards `viewer` knows although their area hides them: those the game says (`model.known`) and
 * those its own pending decision shows it (options naming a card object and its card, such as the
 * cards of its deck it searches through).
 */
export function knownTo<D extends object>(
  model: ZoneModel<D>,
  state: GameState<D>,
  viewer: Viewer,
): Set<number> {
  const out = new Set<number>(model.known?.(state, viewer) ?? []);
  const d = state.pending;
  if (d && d.player === viewer)
    for (const o of d.options) if (typeof o.obj === 'number' && typeof o.card === 'string') out.add(o.obj);
  return out;
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
  const out = knownTo(model, state, viewer);
  for (const z of model.zones(state.data)) if (canSee(z, viewer)) for (const c of z.cards) out.add(c.id);
  return out;
}

/** The cards hidden from `viewer`, per owner, in area order (for determinizers and leak tests). */
export function hiddenCards<D extends object>(
  model: ZoneModel<D>,
  state: GameState<D>,
  viewer: Viewer,
): [CardObject[], CardObject[]] {
  const known = knownTo(model, state, viewer);
  const out: [CardObject[], CardObject[]] = [[], []];
  for (const z of model.zones(state.data)) {
    if (canSee(z, viewer)) continue;
    for (const c of z.cards) if (!known.has(c.id)) out[c.owner].push(c);
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
  model.ownHidden?.(s.data);
  s.log = [];
  const known = knownTo(model, state, player);
  const seen: [string[], string[]] = [[], []];
  const hidden: [CardObject[], CardObject[]] = [[], []];
  for (const z of model.zones(s.data)) {
    const visible = canSee(z, player);
    for (const c of z.cards) {
      if (visible || known.has(c.id)) seen[c.owner].push(c.def);
      else hidden[c.owner].push(c);
    }
  }
  const drawn = new Map<number, string>();
  for (const p of [0, 1] as const) {
    const pool = without(decks[p], seen[p]);
    shuffleInPlace(rng, pool);
    // Sorted by id so that the draw does not depend on where the hidden cards lie.
    const slots = hidden[p].slice().sort((a, b) => a.id - b.id);
    for (let i = 0; i < slots.length; i++) {
      slots[i]!.def = pool[i % Math.max(1, pool.length)] ?? slots[i]!.def;
      drawn.set(slots[i]!.id, slots[i]!.def);
    }
  }
  // An information state hid the card named beside a hidden object (ObjectRefs.cards): it is the
  // card drawn for that object in this world.
  const refs = model.refs;
  if (refs) {
    const fill = (o: JsonObject): void => {
      for (const [cardKey, idKey] of refs.cards) {
        const id = o[idKey];
        const def = typeof id === 'number' ? drawn.get(id) : undefined;
        if (def !== undefined && cardAt(o, cardKey) === HIDDEN_CARD) setCardAt(o, cardKey, def);
      }
    };
    eachObject(s.frames as unknown as Json, fill);
    eachObject(s.triggers as unknown as Json, fill);
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
  model.ownHidden?.(s.data);
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

/**
 * The determinizer of a game whose hidden cards are all in its zone model (DBSCG, Vanguard):
 * `determinizeZones` with the deck lists, taken as known to both players.
 */
export function zonesDeterminizer<D extends object>(
  model: ZoneModel<D>,
  decks: readonly [readonly string[], readonly string[]],
): Determinizer<D> {
  return {
    determinize: (module, state, player, rng) =>
      determinizeZones(model, state, player, decks, rng, module.cloneData),
  };
}
