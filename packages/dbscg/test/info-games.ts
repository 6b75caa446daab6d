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
import type { Game, Viewer } from '@arbiter/engine';
import { distinctCopies, infoStateLeak, numberedFrom, type InfoLeakGame } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  createDbsModule,
  DbsCatalog,
  dbsDeterminizer,
  DBS_ZONES,
  TEST_CARDS,
  TEST_DECKS,
  type DbsData,
  type DbsModule,
  type DbsSetup,
} from '../src/index.ts';

/** The first object id of these games: far from any other number of a state. */
export const DISTINCT_IDS = 1_000_000_000;

// Each copy of a card in the test decks as a definition of its own: `DBT-011X2`, "Red Brawler {2}".
const base = new DbsCatalog(TEST_CARDS);
const lists = (['red', 'blue'] as const).map((c) => [TEST_DECKS[c].leader, ...TEST_DECKS[c].deck]);
const copied = distinctCopies(lists, (id) => base.get(id));
const [red, blue] = copied.decks as [string[], string[]];
const decks = {
  red: { leader: red[0]!, deck: red.slice(1) },
  blue: { leader: blue[0]!, deck: blue.slice(1) },
};
const cat = base.with(copied.copies);
/** The DBSCG module, its games numbering objects from DISTINCT_IDS. */
const module: DbsModule = numberedFrom(createDbsModule(cat), DISTINCT_IDS);

function setupOf(seed: number): DbsSetup {
  const [a, b] = seed % 2 === 0 ? (['red', 'blue'] as const) : (['blue', 'red'] as const);
  return {
    players: [
      { name: 'Red Player', leader: decks[a].leader, deck: decks[a].deck.slice() },
      { name: 'Blue Player', leader: decks[b].leader, deck: decks[b].deck.slice() },
    ],
  };
}

/** The shared information-state check (@arbiter/cardgame's infoStateLeak) over these games. */
const INFO: InfoLeakGame<DbsData, DbsSetup> = {
  module,
  zones: DBS_ZONES,
  firstId: DISTINCT_IDS,
  name: (def) => cat.get(def).name,
  // The open deck lists: each player's with its leader, and without.
  lists: (game) => [
    ...game.setup.players.map((p) => [p.leader, ...p.deck]),
    ...game.setup.players.map((p) => p.deck),
  ],
  // The deciding player's AI plays on it: a world redrawn from the deck lists.
  determinize: (game, info, viewer, rng) =>
    dbsDeterminizer(game.setup.players.map((p) => [p.leader, ...p.deck]) as [string[], string[]]).determinize(
      module,
      info,
      viewer,
      rng,
    ),
};

/** What the information state of `viewer` tells it about cards it cannot see, or null. */
export function infoLeak(game: Game<DbsData, DbsSetup>, viewer: Viewer, logFrom: number): string | null {
  return infoStateLeak(INFO, game, viewer, logFrom);
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
