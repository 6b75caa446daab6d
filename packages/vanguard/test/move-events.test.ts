// The written form of a move (events.ts, `moveCard`): the log, its hashes and replays keep each
// event's keys in the order they were written, so a faster way of building the event must write the
// same keys in the same order (issue 15). Seeded random games between the trial decks.
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type JsonObject, type LogEntry } from '@arbiter/engine';
import { createVgModule, loadVgPool, vgDeckCards, type VgSetup } from '../src/index.ts';

const pool = loadVgPool();
const module = createVgModule(pool.catalog);

/** The move's own keys, in order: always the first four, then those an option sets. */
const MOVE_KEYS = ['t', 'p', 'from', 'to'];
const OPTIONAL_KEYS = ['rested', 'faceDown', 'top', 'ridden'];
/** The moved card's identity: in the event when the move is public, else in its secret part. */
const IDENTITY_KEYS = ['newId', 'card', 'id'];

function movesOf(seed: number, a: number, b: number): LogEntry[] {
  const setup: VgSetup = {
    players: [
      { name: 'p1', deck: vgDeckCards(pool.decks[a]!) },
      { name: 'p2', deck: vgDeckCards(pool.decks[b]!) },
    ],
  };
  const g = Game.create(module, setup, seed);
  const rng = seedRng(seed ^ 0x5eed);
  while (!g.over) expect(g.respond(g.decision!.id, g.randomAnswer(rng)).ok).toBe(true);
  return g.state.log.filter((e) => e.event.t === 'move');
}

/** `keys` is `expected` with some of its optional members left out, in the same order. */
function inOrder(keys: string[], required: string[], optional: string[]): boolean {
  const want = [...required, ...optional];
  let at = 0;
  for (const k of keys) {
    const i = want.indexOf(k, at);
    if (i < 0) return false;
    at = i + 1;
  }
  return required.every((k) => keys.includes(k));
}

describe('Vanguard move events', () => {
  it('3.12, 4.1.4: a public move names the card after its own keys, a hidden one in its secret part', () => {
    let publicMoves = 0;
    let hiddenMoves = 0;
    for (let i = 0; i < 4; i++) {
      for (const e of movesOf(i + 1, i % pool.decks.length, (i + 3) % pool.decks.length)) {
        const keys = Object.keys(e.event);
        const own = keys.filter((k) => !IDENTITY_KEYS.includes(k));
        expect(inOrder(own, MOVE_KEYS, OPTIONAL_KEYS)).toBe(true);
        if (e.secret) {
          hiddenMoves++;
          expect(keys).toEqual(own);
          expect(inOrder(Object.keys(e.secret.data), ['newId', 'card'], ['id'])).toBe(true);
        } else {
          publicMoves++;
          // The identity comes last, newId first.
          expect(keys.slice(own.length)).toEqual(IDENTITY_KEYS.slice(0, keys.length - own.length));
          expect(keys.length - own.length).toBeGreaterThanOrEqual(2);
          expect(typeof (e.event as JsonObject).newId).toBe('number');
        }
      }
    }
    expect(publicMoves).toBeGreaterThan(100);
    expect(hiddenMoves).toBeGreaterThan(100);
  });
});
