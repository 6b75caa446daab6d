// Battle Spirits in the random-play property test (packages/engine/test/games.ts lists every game):
// Saga's test cards (vanilla and effect decks) and starter decks with the real card pool, and the
// Eternal format's built-in decks with the BS01 pool.
import { viewLog, type Viewer } from '@arbiter/engine';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  createSagaModule,
  ETERNAL_DECK_DIR,
  ETERNAL_POOL_DIR,
  loadSagaPool,
  starterDecks,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';
import { decksFor, expectConservation, saga, viewLeaks } from './helpers.ts';

const PRIVATE = new Set(['deck', 'hand', 'burst']);

/** A log entry from `from` on that tells a viewer who may not know it which card went where privately. */
function logLeak(events: ReturnType<typeof viewLog>, viewer: Viewer, from: number): string | null {
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.p === viewer) continue;
    if (e.t === 'draw' && ('card' in e || 'id' in e)) return `draw ${i} shows the card`;
    if (e.t === 'move' && PRIVATE.has(e.from as string) && PRIVATE.has(e.to as string) && 'card' in e) {
      return `move ${i} shows the card`;
    }
    if (e.t === 'setBurst' && ('newId' in e || 'card' in e)) return `setBurst ${i} shows the card`;
  }
  return null;
}

const sorted = new WeakMap<SagaSetup, string[][]>();
/** Each player's cards sorted, as conservation compares them (once per game). */
function sortedDecks(s: SagaSetup): string[][] {
  let decks = sorted.get(s);
  if (!decks) sorted.set(s, (decks = s.decks.map((d) => d.slice().sort())));
  return decks;
}

/** Arbiter's own test cards: vanilla decks, effect decks, or one of each (decksFor). */
export const SAGA_TEST_CARDS: PropertyGame<SagaData, SagaSetup> = {
  name: 'Battle Spirits Saga, test cards',
  module: saga,
  games: Number(process.env.ARBITER_PROPERTY_GAMES ?? 1000),
  chunk: 50,
  setup: (seed) => ({ decks: decksFor(seed) }),
  salt: 0x5bd1e995,
  invariants: (game, seed) => expectConservation(game.state.data, sortedDecks(game.setup), seed),
  leak: (game, viewer, logFrom) =>
    viewLeaks(game, viewer, game.module) ?? logLeak(viewLog(game.state.log, viewer), viewer, logFrom),
  leakEvery: 1,
  cloneEvery: 7,
};

const pool = await loadSagaPool();
const poolModule = createSagaModule(pool);
const starters = Object.values(starterDecks());

/** The built-in starter decks with the real card definitions, every ordered pair in turn (issue 4). */
export const SAGA_STARTER_DECKS: PropertyGame<SagaData, SagaSetup> = {
  name: 'Battle Spirits Saga, starter decks',
  module: poolModule,
  games: Number(process.env.ARBITER_PROPERTY_STARTER_GAMES ?? 98),
  chunk: 14,
  setup: (seed) => {
    const a = starters[seed % starters.length]!;
    const b = starters[Math.floor(seed / starters.length) % starters.length]!;
    return { decks: [a.cards, b.cards], names: [a.name, b.name] };
  },
  salt: 0x2545f491,
  invariants: (game, seed) => expectConservation(game.state.data, sortedDecks(game.setup), seed, pool),
  leak: (game, viewer) => viewLeaks(game, viewer, game.module),
  leakEvery: 11,
  cloneEvery: 0,
};

const eternalPool = await loadSagaPool({ dir: ETERNAL_POOL_DIR });
const eternalDecks = Object.values(starterDecks(ETERNAL_DECK_DIR));

/** Eternal's built-in 40-card decks (BS01) under Eternal's rules, every ordered pair in turn (issue 18). */
export const ETERNAL_BUILT_IN_DECKS: PropertyGame<SagaData, SagaSetup> = {
  name: 'Battle Spirits Eternal, built-in decks',
  module: createSagaModule(eternalPool),
  games: Number(process.env.ARBITER_PROPERTY_ETERNAL_GAMES ?? 40),
  chunk: 10,
  setup: (seed) => {
    const a = eternalDecks[seed % eternalDecks.length]!;
    const b = eternalDecks[Math.floor(seed / eternalDecks.length) % eternalDecks.length]!;
    return { decks: [a.cards, b.cards], names: [a.name, b.name], format: 'eternal' };
  },
  salt: 0x27d4eb2f,
  invariants: (game, seed) => expectConservation(game.state.data, sortedDecks(game.setup), seed, eternalPool),
  leak: (game, viewer) => viewLeaks(game, viewer, game.module),
  leakEvery: 1,
  cloneEvery: 7,
};
