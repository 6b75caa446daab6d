// The Dragon Ball Super Card Game in the random-play property test (packages/engine/test/games.ts
// lists every game): Arbiter's test decks, red against blue and blue against red.
import { viewLog, type Viewer } from '@arbiter/engine';
import { viewLeak } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  createDbsModule,
  DbsCatalog,
  DBS_ZONES,
  TEST_CARDS,
  testSetup,
  type DbsData,
  type DbsSetup,
} from '../src/index.ts';

const cat = new DbsCatalog(TEST_CARDS);
const ids = TEST_CARDS.filter((c) => c.type !== 'leader' && !c.token).map((c) => c.id);
/** What the hidden cards become in the other world of the non-interference check (viewLeak). */
const REPLACEMENTS: [string[], string[]] = [ids.slice().reverse(), ids.slice(3).concat(ids.slice(0, 3))];

/**
 * Every card object a player owns, wherever it is (cards beneath others and cards the opponent
 * controls, 11-5, included), tokens aside: effects make them (10-18-1) and they leave the game when
 * they leave play (10-18-7).
 */
function allCards(cat: DbsCatalog, d: DbsData, p: 0 | 1): string[] {
  const out: string[] = [];
  for (const pl of d.players) {
    for (const c of [
      pl.leader,
      ...pl.deck,
      ...pl.hand,
      ...pl.life,
      ...pl.drop,
      ...pl.warp,
      ...pl.battle,
      ...pl.combo,
      ...pl.energy,
      ...pl.removed,
    ]) {
      for (const x of [c, ...c.under]) if (x.owner === p && !cat.get(x.def).token) out.push(x.def);
    }
  }
  return out.sort();
}

/**
 * A log entry from `from` on whose public part names a card that moved between areas the viewer
 * cannot see (3-1-3: deck and life to nobody, a hand to its owner only).
 */
export function logLeak(events: ReturnType<typeof viewLog>, viewer: Viewer, from: number): string | null {
  const secret = (area: unknown, p: unknown): boolean =>
    area === 'deck' || area === 'life' || (area === 'hand' && p !== viewer);
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.t !== 'move') continue;
    const dest = e.toP ?? e.p;
    if (secret(e.from, e.p) && secret(e.to, dest) && ('card' in e || 'id' in e || 'newId' in e))
      return `move ${i} from ${String(e.from)} to ${String(e.to)} names the card`;
  }
  return null;
}

/** Every card of each player's deck list is still in the game, somewhere (tokens aside). */
export function expectConserved(cat: DbsCatalog, d: DbsData, setup: DbsSetup, seed: number): void {
  const want = sortedDecks(setup);
  for (const p of [0, 1] as const) {
    const have = allCards(cat, d, p);
    if (JSON.stringify(have) !== JSON.stringify(want[p]))
      throw new Error(`seed ${seed}: player ${p + 1}'s cards are not conserved`);
  }
}

const wanted = new WeakMap<DbsSetup, string[][]>();
/** Each player's cards sorted, leader included, as conservation compares them (once per game). */
export function sortedDecks(s: DbsSetup): string[][] {
  let decks = wanted.get(s);
  if (!decks) wanted.set(s, (decks = s.players.map((p) => [p.leader, ...p.deck].sort())));
  return decks;
}

/**
 * Arbiter's DBSCG test decks. ARBITER_PROPERTY_DBSCG_GAMES sets the number of games (a long soak:
 * thousands); the default keeps the run under a minute on two cores.
 */
export const DBSCG_TEST_CARDS: PropertyGame<DbsData, DbsSetup> = {
  name: 'Dragon Ball Super Card Game, test cards',
  module: createDbsModule(cat),
  games: Number(process.env.ARBITER_PROPERTY_DBSCG_GAMES ?? 100),
  chunk: 25,
  setup: (seed) => (seed % 2 === 0 ? testSetup('red', 'blue') : testSetup('blue', 'red')),
  salt: 0x2545f491,
  invariants: (game, seed) => expectConserved(cat, game.state.data, game.setup, seed),
  leak: (game, viewer, logFrom) =>
    viewLeak(game.module, DBS_ZONES, game.state, viewer, REPLACEMENTS) ??
    logLeak(viewLog(game.state.log, viewer), viewer, logFrom),
  leakEvery: 1,
  cloneEvery: 5,
};
