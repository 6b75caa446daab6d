import { describe, it } from 'vitest';
import { Game, seedRng, verifyReplay, type Viewer } from '@arbiter/engine';
import { createSagaModule, loadSagaPool, starterDecks, type SagaData, type SagaSetup } from '../src/index.ts';
import { expectConservation, viewLeaks } from './helpers.ts';

// The built-in starter decks, with the real card definitions, against each other (issue 4).
const GAMES = Number(process.env.ARBITER_PROPERTY_STARTER_GAMES ?? 98);
const CHUNK = 14;
const chunks: number[] = [];
for (let s = 1; s <= GAMES; s += CHUNK) chunks.push(s);

const reg = await loadSagaPool();
const saga = createSagaModule(reg);
const decks = Object.values(starterDecks());

describe('random games between the starter decks (property)', () => {
  it.each(chunks)('seeds %i.. end, conserve cards and cores, replay exactly, leak nothing', async (first) => {
    const last = Math.min(GAMES, first + CHUNK - 1);
    for (let seed = first; seed <= last; seed++) {
      await new Promise((resolve) => setImmediate(resolve));
      // Every ordered pair of decks in turn.
      const a = decks[seed % decks.length]!;
      const b = decks[Math.floor(seed / decks.length) % decks.length]!;
      const setup: SagaSetup = { decks: [a.cards, b.cards], names: [a.name, b.name] };
      const g = Game.create<SagaData, SagaSetup>(saga, setup, seed, { recordHashes: true });
      const rng = seedRng(seed ^ 0x2545f491);
      const want = [a.cards.slice().sort(), b.cards.slice().sort()];
      let answers = 0;
      while (!g.over) {
        const d = g.decision!;
        const r = g.respond(d.id, g.randomAnswer(rng));
        if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
        answers++;
        expectConservation(g.state.data, want, seed, reg);
        if (answers % 11 === 0) {
          for (const v of [0, 1, 'spectator'] as Viewer[]) {
            const leak = viewLeaks(g, v, saga);
            if (leak) throw new Error(`seed ${seed} answer ${answers}: ${leak} (viewer ${String(v)})`);
          }
        }
        if (answers > 50_000) throw new Error(`seed ${seed}: game did not end`);
      }
      const check = verifyReplay(saga, JSON.parse(JSON.stringify(g.replay())));
      if (!check.ok) throw new Error(`seed ${seed}: ${check.message}`);
    }
  });
});
