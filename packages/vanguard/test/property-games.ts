// Cardfight!! Vanguard in the random-play property test (packages/engine/test/games.ts lists every
// game): the eight trial decks against each other, their cards as vanilla units with the real facts.
import { viewLog, type JsonObject, type Viewer } from '@arbiter/engine';
import { viewLeak } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  CIRCLES,
  createVgModule,
  loadVgPool,
  vgDeckCards,
  VG_ZONES,
  type VgData,
  type VgSetup,
} from '../src/index.ts';

const pool = loadVgPool();
const decks = pool.decks.map(vgDeckCards);
const ids = [...new Set(decks.flat())];
/** What the hidden cards become in the other world of the non-interference check (viewLeak). */
const REPLACEMENTS: [string[], string[]] = [ids.slice().reverse(), ids.slice(5).concat(ids.slice(0, 5))];

/** Every card a player owns, wherever it is, sorted by definition. */
export function vgAllCards(d: VgData, p: 0 | 1): string[] {
  const pl = d.players[p];
  const field = CIRCLES.map((c) => pl.field[c]).filter((c) => c !== null);
  return [
    ...pl.deck,
    ...pl.hand,
    ...pl.drop,
    ...pl.soul,
    ...pl.damage,
    ...pl.bind,
    ...pl.trigger,
    ...pl.gzone,
    ...pl.removed,
    ...pl.gc,
    ...field,
  ]
    .map((c) => c.def)
    .sort();
}

/**
 * A log entry from `from` on whose public part names a card or object that moved between places the
 * viewer cannot see (4.2.2 the deck to nobody, 4.3.2 a hand to its owner only, 5.4.3 a face-down
 * first vanguard to its owner only).
 */
export function vgLogLeak(events: JsonObject[], viewer: Viewer, from: number): string | null {
  const secret = (place: unknown, p: unknown, faceDown: boolean): boolean =>
    place === 'deck' || ((place === 'hand' || (place === 'VC' && faceDown)) && p !== viewer);
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.t !== 'move') continue;
    const down = e.faceDown === true;
    if (secret(e.from, e.p, false) && secret(e.to, e.p, down) && ('card' in e || 'id' in e || 'newId' in e))
      return `move ${i} from ${String(e.from)} to ${String(e.to)} names the card`;
  }
  return null;
}

const sorted = new WeakMap<VgSetup, string[][]>();
function sortedDecks(s: VgSetup): string[][] {
  let d = sorted.get(s);
  if (!d) sorted.set(s, (d = s.players.map((p) => p.deck.slice().sort())));
  return d;
}

/**
 * The trial decks, each against another. ARBITER_PROPERTY_VANGUARD_GAMES sets the number of games
 * (a long soak: thousands); the default keeps the run short on two cores.
 */
export const VANGUARD_TRIAL_DECKS: PropertyGame<VgData, VgSetup> = {
  name: 'Cardfight!! Vanguard, trial decks',
  module: createVgModule(pool.catalog),
  games: Number(process.env.ARBITER_PROPERTY_VANGUARD_GAMES ?? 40),
  chunk: 20,
  setup: (seed) => ({
    players: [
      { name: 'p1', deck: decks[seed % decks.length]! },
      { name: 'p2', deck: decks[(seed * 3 + 1) % decks.length]! },
    ],
  }),
  salt: 0x5bd1e995,
  invariants(game, seed) {
    const want = sortedDecks(game.setup);
    for (const p of [0, 1] as const)
      if (JSON.stringify(vgAllCards(game.state.data, p)) !== JSON.stringify(want[p]))
        throw new Error(`seed ${seed}: player ${p + 1}'s cards are not conserved`);
    // 3.9.1.1: one vanguard; 3.10.1.1: one card per rear-guard circle (by construction of the field).
    for (const p of [0, 1] as const)
      if (game.state.data.players[p].trigger.length > 1 && !game.state.data.battle)
        throw new Error(`seed ${seed}: cards left in player ${p + 1}'s trigger zone`);
  },
  leak: (game, viewer, logFrom) =>
    viewLeak(game.module, VG_ZONES, game.state, viewer, REPLACEMENTS) ??
    vgLogLeak(viewLog(game.state.log, viewer), viewer, logFrom),
  leakEvery: 1,
  cloneEvery: 5,
};
