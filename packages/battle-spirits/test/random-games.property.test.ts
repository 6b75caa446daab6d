import { describe, expect, it } from 'vitest';
import { seedRng, verifyReplay, viewLog, type Viewer } from '@arbiter/engine';
import { decksFor, expectConservation, newGame, saga, viewLeaks } from './helpers.ts';

const GAMES = Number(process.env.ARBITER_PROPERTY_GAMES ?? 1000);
const PRIVATE = new Set(['deck', 'hand', 'burst']);

/** A log entry that tells a viewer who may not know it which card went where privately. */
function logLeak(events: ReturnType<typeof viewLog>, viewer: Viewer, from: number): string | null {
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.p === viewer) continue;
    if (e.t === 'draw' && ('card' in e || 'id' in e)) return `draw ${i} shows the card to ${String(viewer)}`;
    if (e.t === 'move' && PRIVATE.has(e.from as string) && PRIVATE.has(e.to as string) && 'card' in e) {
      return `move ${i} shows the card to ${String(viewer)}`;
    }
    if (e.t === 'setBurst' && ('newId' in e || 'card' in e)) return `setBurst ${i} shows the card`;
  }
  return null;
}

const CHUNK = 50;
const chunks: number[] = [];
for (let s = 1; s <= GAMES; s += CHUNK) chunks.push(s);

describe('random games (property)', () => {
  it.each(chunks)(
    'seeds %i.. end without error, conserve cards and cores, replay exactly, leak nothing',
    async (first) => {
      const last = Math.min(GAMES, first + CHUNK - 1);
      const results = { p1: 0, p2: 0, draw: 0 };
      for (let seed = first; seed <= last; seed++) {
        // Let the test worker answer its messages between games.
        await new Promise((resolve) => setImmediate(resolve));
        const decks = decksFor(seed);
        const g = newGame(seed, { decks }, true);
        const rng = seedRng(seed ^ 0x5bd1e995);
        const want = [decks[0].slice().sort(), decks[1].slice().sort()];
        const logSeen: Record<string, number> = { '0': 0, '1': 0, spectator: 0 };
        let answers = 0;
        while (!g.over) {
          const d = g.decision!;
          const r = g.respond(d.id, g.randomAnswer(rng));
          if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
          answers++;
          expectConservation(g.state.data, want, seed);
          if (answers % 7 === 0) {
            // The hand-written clone copies everything.
            expect(JSON.stringify(g.clone().state)).toBe(JSON.stringify(g.state));
          }
          for (const v of [0, 1, 'spectator'] as Viewer[]) {
            const leak = viewLeaks(g, v);
            if (leak) throw new Error(`seed ${seed} answer ${answers}: ${leak} (viewer ${String(v)})`);
            const events = viewLog(g.state.log, v);
            const ll = logLeak(events, v, logSeen[String(v)]!);
            if (ll) throw new Error(`seed ${seed}: ${ll}`);
            logSeen[String(v)] = events.length;
          }
          if (answers > 50_000) throw new Error(`seed ${seed}: game did not end`);
        }
        const res = g.state.result!;
        if (res.winner === 0) results.p1++;
        else if (res.winner === 1) results.p2++;
        else results.draw++;
        // Replay reproduces every state hash.
        const check = verifyReplay(saga, JSON.parse(JSON.stringify(g.replay())));
        if (!check.ok) throw new Error(`seed ${seed}: ${check.message}`);
      }
      expect(results.p1 + results.p2 + results.draw).toBe(last - first + 1);
    },
  );
});
