// The Dragon Ball Super Card Game's built-in decks of the real card pool in the random-play property
// test (packages/engine/test/games.ts lists every game): the tournament-era lists and the project's
// deck of each colour (issue 16), each against another in turn, with the pool's own definitions.
import { viewLog } from '@arbiter/engine';
import { viewLeak } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  createDbsModule,
  deckCards,
  DBS_ZONES,
  loadDbsPool,
  readDbsColourDecks,
  readDbsDecks,
  type DbsData,
  type DbsSetup,
} from '../src/index.ts';
import { expectConserved, logLeak } from './property-games.ts';

const pool = await loadDbsPool();
const DECKS = [...readDbsDecks(), ...readDbsColourDecks()].map((l) => ({
  name: l.name,
  cards: deckCards(l),
}));
/** The cards of the decks, leaders aside: what hidden cards become in the non-interference check. */
const ids = [...new Set(DECKS.flatMap((d) => d.cards.slice(1)))].sort();
const REPLACEMENTS: [string[], string[]] = [ids.slice().reverse(), ids.slice(7).concat(ids.slice(0, 7))];

/**
 * Game `seed` plays deck `seed mod n` against another deck: the offset grows every n games, so
 * n × (n - 1) games meet every ordered pair once.
 */
function setupOf(seed: number): DbsSetup {
  const n = DECKS.length;
  const a = DECKS[seed % n]!;
  const b = DECKS[(seed + 1 + (Math.floor(seed / n) % (n - 1))) % n]!;
  return {
    players: [
      { name: a.name, leader: a.cards[0]!, deck: a.cards.slice(1) },
      { name: b.name, leader: b.cards[0]!, deck: b.cards.slice(1) },
    ],
  };
}

/**
 * The built-in decks of the real pool. ARBITER_PROPERTY_DBSCG_POOL_GAMES sets the number of games
 * (every ordered pair of the nine decks: 72); the default plays each deck twice as the first player.
 */
export const DBSCG_POOL_DECKS: PropertyGame<DbsData, DbsSetup> = {
  name: 'Dragon Ball Super Card Game, built-in decks of the card pool',
  module: createDbsModule(pool.catalog),
  games: Number(process.env.ARBITER_PROPERTY_DBSCG_POOL_GAMES ?? 2 * DECKS.length),
  chunk: DECKS.length,
  setup: setupOf,
  salt: 0x68e31da4,
  invariants: (game, seed) => expectConserved(pool.catalog, game.state.data, game.setup, seed),
  leak: (game, viewer, logFrom) =>
    viewLeak(game.module, DBS_ZONES, game.state, viewer, REPLACEMENTS) ??
    logLeak(viewLog(game.state.log, viewer), viewer, logFrom),
  leakEvery: 7,
  cloneEvery: 11,
};
