// The property check of information states, for any card game whose zones carry their ObjectRefs
// (zoneInfoState): at a decision, the state as one viewer may know it is walked whole for anything
// naming a card the viewer cannot see. It relies on two arrangements of the games it plays:
// - object ids start far above every other number of a state (`firstId`), so a number, or digits in
//   a string, equal to the id of an object the viewer cannot see now is a leak (ids follow the deck
//   lists' order, so an id tells which card it is);
// - every copy in the decks has a definition and name of its own, so the definition or name of a
//   hidden card the viewer has never seen, appearing anywhere (a field, a label, a prompt), is a leak.
//   The open deck lists are the exception.
// The deciding player's information state must also stay playable: a world drawn from it by the
// game's determinizer accepts a random legal answer.
import {
  randomLegalAnswer,
  respond,
  seedRng,
  viewLog,
  type Game,
  type GameModule,
  type GameState,
  type Json,
  type PlayerIndex,
  type Viewer,
} from '@arbiter/engine';
import { hiddenCards, visibleIds, type ObjectRefs, type ZoneModel } from './zones.ts';

/**
 * Each copy of a card in `decks` as a definition of its own (`<id>X<n>`, named "<name> {<n>}"), as
 * infoStateLeak's identity check needs: the decks in those ids, and the new definitions to add to
 * the game's catalog.
 */
export function distinctCopies<T extends { id: string; name: string }>(
  decks: readonly (readonly string[])[],
  get: (id: string) => T,
): { decks: string[][]; copies: T[] } {
  const copies: T[] = [];
  const made = new Map<string, number>();
  const copy = (id: string): string => {
    const n = (made.get(id) ?? 0) + 1;
    made.set(id, n);
    const def = get(id);
    copies.push({ ...def, id: `${id}X${n}`, name: `${def.name} {${n}}` });
    return `${id}X${n}`;
  };
  return { decks: decks.map((d) => d.map(copy)), copies };
}

/** The module, its games numbering objects from `first` (infoStateLeak's `firstId`). */
export function numberedFrom<D extends object, S, M extends GameModule<D, S>>(
  module: M & GameModule<D, S>,
  first: number,
): M {
  return {
    ...module,
    init(ctx, setup) {
      ctx.state.nextObject = first;
      return module.init(ctx, setup);
    },
  };
}

export interface InfoLeakGame<D extends object, S> {
  module: GameModule<D, S>;
  zones: ZoneModel<D> & { refs: ObjectRefs };
  /** The first object id of the games checked. */
  firstId: number;
  /** A card definition's name. */
  name(def: string): string;
  /** The open deck lists of a game, one per player (each list in any order). */
  lists(game: Game<D, S>): readonly (readonly string[])[];
  /** One world the viewer's information state could be (the game's determinizer). */
  determinize(game: Game<D, S>, info: GameState<D>, viewer: PlayerIndex, rng: number[]): GameState<D>;
}

/** The definitions each viewer has seen so far in a game (open zones, its own, its log). */
const seenIn = new WeakMap<object, Map<Viewer, Set<string>>>();

function cardsIn(v: Json, out: Set<string>): void {
  if (Array.isArray(v)) for (const x of v) cardsIn(x, out);
  else if (v !== null && typeof v === 'object')
    for (const k in v) {
      const x = v[k]!;
      if (k === 'card' && typeof x === 'string') out.add(x);
      else cardsIn(x, out);
    }
}

/** Calls `f` on every leaf of a JSON value, the deck lists (string arrays equal to one) left out. */
function leaves(v: Json, path: string, lists: ReadonlySet<string>, f: (path: string, x: Json) => void): void {
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'string') && lists.has(JSON.stringify(v.slice().sort()))) return;
    v.forEach((x, i) => leaves(x, `${path}[${i}]`, lists, f));
  } else if (v !== null && typeof v === 'object') {
    for (const k in v) leaves(v[k]!, path ? `${path}.${k}` : k, lists, f);
  } else f(path, v);
}

/** What `viewer`'s information state tells it of cards it cannot see, or null. */
export function infoStateLeak<D extends object, S>(
  g: InfoLeakGame<D, S>,
  game: Game<D, S>,
  viewer: Viewer,
  logFrom: number,
): string | null {
  const state = game.state;
  let byViewer = seenIn.get(game);
  if (!byViewer) seenIn.set(game, (byViewer = new Map()));
  let seen = byViewer.get(viewer);
  if (!seen) byViewer.set(viewer, (seen = new Set()));
  const visible = visibleIds(g.zones, state, viewer);
  for (const z of g.zones.zones(state.data)) for (const c of z.cards) if (visible.has(c.id)) seen.add(c.def);
  cardsIn(viewLog(state.log, viewer).slice(logFrom) as unknown as Json, seen);

  const info = g.module.infoState!(state, viewer);
  const secret = new Map<string, string>();
  for (const c of hiddenCards(g.zones, state, viewer).flat()) {
    if (seen.has(c.def)) continue;
    secret.set(c.def, c.def);
    secret.set(g.name(c.def), c.def);
  }
  const lists = new Set(g.lists(game).map((l) => JSON.stringify(l.slice().sort())));
  const stamps = g.zones.refs.stamps ?? new Set<string>();
  let leak: string | null = null;
  leaves(info as Json, '', lists, (path, x) => {
    // The next id the kernel will give is a counter, not an object, and so are the game's stamps of it.
    if (leak || path === 'nextObject' || stamps.has(path.slice(path.lastIndexOf('.') + 1))) return;
    if (typeof x === 'number' && x >= g.firstId && !visible.has(x))
      leak = `${path} is ${x}, an object it cannot see`;
    if (typeof x !== 'string') return;
    for (const m of x.matchAll(/\d{10,}/g))
      if (!visible.has(Number(m[0]))) leak = `${path} ("${x}") names ${m[0]}, an object it cannot see`;
    for (const [text, def] of secret)
      if (x.includes(text)) leak = `${path} ("${x}") names ${def}, a card it cannot see`;
  });
  if (leak || viewer === 'spectator' || state.pending?.player !== viewer) return leak;
  const rng = seedRng(state.nextDecision);
  const world = g.determinize(game, info as unknown as GameState<D>, viewer, rng);
  const r = respond(g.module, world, world.pending!.id, randomLegalAnswer(g.module, world, rng));
  return r.ok ? null : `its determinized information state refused a legal answer: ${r.error.message}`;
}
