// DBSCG information states in the random-play property test (packages/engine/test/games.ts): at every
// decision of random games, the state as each player may know it (the module's infoState) is walked
// whole, every field, for anything that tells a card the player cannot see:
// - ids: the games run with object ids from 1,000,000,000 (no other number of the state comes near),
//   so any number, or digits in a string, equal to the id of a card the player cannot see now leaks
//   it: ids follow the deck lists' order, so an id tells which card it is;
// - identity: every copy of a card in the decks has a definition (id and name) of its own, so the
//   definition or name of a card the player cannot see, and has never seen, appearing anywhere (in a
//   field, a label, a prompt) leaks it. The open deck lists are the exception.
// And the information state stays playable: the player's AI redraws the hidden cards
// (dbsDeterminizer) and answers on it.
import {
  randomLegalAnswer,
  respond,
  seedRng,
  viewLog,
  type Game,
  type Json,
  type Viewer,
} from '@arbiter/engine';
import { hiddenCards, visibleIds } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  createDbsModule,
  DbsCatalog,
  dbsDeterminizer,
  DBS_ZONES,
  TEST_CARDS,
  TEST_DECKS,
  type DbsCardDef,
  type DbsData,
  type DbsModule,
  type DbsSetup,
} from '../src/index.ts';

/** The first object id of these games: far from any other number of a state. */
export const DISTINCT_IDS = 1_000_000_000;

/** Each copy of a card in the test decks as a definition of its own: `DBT-011X2`, "Red Brawler {2}". */
function uniqueCopies(): {
  cat: DbsCatalog;
  decks: Record<'red' | 'blue', { leader: string; deck: string[] }>;
} {
  const base = new DbsCatalog(TEST_CARDS);
  const copies: DbsCardDef[] = [];
  const made = new Map<string, number>();
  const copy = (id: string): string => {
    const n = (made.get(id) ?? 0) + 1;
    made.set(id, n);
    const def = base.get(id);
    const own = `${id}X${n}`;
    copies.push({ ...def, id: own, name: `${def.name} {${n}}` });
    return own;
  };
  const decks = {
    red: { leader: copy(TEST_DECKS.red.leader), deck: TEST_DECKS.red.deck.map(copy) },
    blue: { leader: copy(TEST_DECKS.blue.leader), deck: TEST_DECKS.blue.deck.map(copy) },
  };
  return { cat: base.with(copies), decks };
}

const { cat, decks } = uniqueCopies();
const base = createDbsModule(cat);
/** The DBSCG module, its games numbering objects from DISTINCT_IDS. */
const module: DbsModule = {
  ...base,
  init(ctx, setup) {
    ctx.state.nextObject = DISTINCT_IDS;
    return base.init(ctx, setup);
  },
};

function setupOf(seed: number): DbsSetup {
  const [a, b] = seed % 2 === 0 ? (['red', 'blue'] as const) : (['blue', 'red'] as const);
  return {
    players: [
      { name: 'Red Player', leader: decks[a].leader, deck: decks[a].deck.slice() },
      { name: 'Blue Player', leader: decks[b].leader, deck: decks[b].deck.slice() },
    ],
  };
}

/** The cards each viewer has seen so far in a game: in open areas, its own, or told in its log. */
const seenIn = new WeakMap<object, Map<Viewer, Set<string>>>();

function cardsIn(v: Json, out: Set<string>): void {
  if (Array.isArray(v)) for (const x of v) cardsIn(x, out);
  else if (v !== null && typeof v === 'object') {
    for (const k in v) {
      const x = v[k]!;
      if (k === 'card' && typeof x === 'string') out.add(x);
      else cardsIn(x, out);
    }
  }
}

function seenBy(game: Game<DbsData, DbsSetup>, viewer: Viewer, logFrom: number): Set<string> {
  let byViewer = seenIn.get(game);
  if (!byViewer) seenIn.set(game, (byViewer = new Map()));
  let seen = byViewer.get(viewer);
  if (!seen) byViewer.set(viewer, (seen = new Set()));
  const visible = visibleIds(DBS_ZONES, game.state, viewer);
  for (const z of DBS_ZONES.zones(game.state.data))
    for (const c of z.cards) if (visible.has(c.id)) seen.add(c.def);
  cardsIn(viewLog(game.state.log, viewer).slice(logFrom) as unknown as Json, seen);
  return seen;
}

/** Paths of a JSON value with the deck lists (arrays holding a player's list, in any order) left out. */
function walkJson(v: Json, path: string, lists: readonly string[], f: (path: string, x: Json) => void): void {
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'string') && lists.includes(JSON.stringify(v.slice().sort()))) return;
    v.forEach((x, i) => walkJson(x, `${path}[${i}]`, lists, f));
  } else if (v !== null && typeof v === 'object') {
    for (const k in v) walkJson(v[k]!, path ? `${path}.${k}` : k, lists, f);
  } else f(path, v);
}

/** What the information state of `viewer` tells it about cards it cannot see, or null. */
export function infoLeak(game: Game<DbsData, DbsSetup>, viewer: Viewer, logFrom: number): string | null {
  const seen = seenBy(game, viewer, logFrom);
  const info = module.infoState!(game.state, viewer);
  const visible = visibleIds(DBS_ZONES, game.state, viewer);
  const hidden = hiddenCards(DBS_ZONES, game.state, viewer)
    .flat()
    .filter((c) => !seen.has(c.def));
  const secret = new Map<string, string>();
  for (const c of hidden) {
    secret.set(c.def, c.def);
    secret.set(cat.get(c.def).name, c.def);
  }
  const lists = game.setup.players.map((p) => JSON.stringify([p.leader, ...p.deck].sort()));
  lists.push(...game.setup.players.map((p) => JSON.stringify(p.deck.slice().sort())));
  let leak: string | null = null;
  walkJson(info as Json, '', lists, (path, x) => {
    // The next id the kernel will give is a counter, not an object.
    if (leak || path === 'nextObject') return;
    if (typeof x === 'number' && x >= DISTINCT_IDS && !visible.has(x))
      leak = `${path} is ${x}, an object it cannot see`;
    if (typeof x !== 'string') return;
    for (const m of x.matchAll(/\d{10,}/g))
      if (!visible.has(Number(m[0]))) leak = `${path} ("${x}") names ${m[0]}, an object it cannot see`;
    for (const [text, def] of secret)
      if (x.includes(text)) leak = `${path} ("${x}") names ${def}, a card it cannot see`;
  });
  if (leak || viewer === 'spectator' || game.state.pending?.player !== viewer) return leak;
  // The deciding player's AI plays on it: a world redrawn from the deck lists, then an answer.
  const rng = seedRng(game.state.nextDecision);
  const lists2 = game.setup.players.map((p) => [p.leader, ...p.deck]) as [string[], string[]];
  const world = dbsDeterminizer(lists2).determinize(module, info as never, viewer, rng);
  const r = respond(module, world, world.pending!.id, randomLegalAnswer(module, world, rng));
  return r.ok ? null : `its determinized information state refused a legal answer: ${r.error.message}`;
}

/**
 * Arbiter's test decks with a definition per copy, and object ids from DISTINCT_IDS: the information
 * states of every viewer after every answer. ARBITER_PROPERTY_DBSCG_INFO_GAMES sets the number of games.
 */
export const DBSCG_INFO_STATES: PropertyGame<DbsData, DbsSetup> = {
  name: 'Dragon Ball Super Card Game, information states',
  module,
  games: Number(process.env.ARBITER_PROPERTY_DBSCG_INFO_GAMES ?? 50),
  chunk: 10,
  setup: setupOf,
  salt: 0x68e31da4,
  invariants: () => {},
  leak: infoLeak,
  leakEvery: 1,
  cloneEvery: 0,
};
