import { describe, expect, it } from 'vitest';
import { Game, randomInt, seedRng, type GameState } from '@arbiter/engine';
import {
  checkDeck,
  createSagaModule,
  readSagaPool,
  sagaCardCoverage,
  type CardRegistry,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';
import { expectConservation } from './helpers.ts';

// Random games between random legal decks of every implemented pool card: at every decision a clone
// and a serialize/restore round trip must equal the original and play on identically (issue 19: a
// hand-written clone once dropped the symbols an effect gives a card). ARBITER_PROPERTY_POOL_GAMES
// sets the number of games (long runs: a few hundred).
const GAMES = Number(process.env.ARBITER_PROPERTY_POOL_GAMES ?? 24);
const CHUNK = 3;
const chunks: number[] = [];
for (let s = 1; s <= GAMES; s += CHUNK) chunks.push(s);

const pool = await readSagaPool();
const reg: CardRegistry = pool.registry;
const saga = createSagaModule(reg);
const implemented = sagaCardCoverage(pool)
  .sets.flatMap((s) => s.cards)
  .filter((c) => c.implemented && !reg.get(c.id).token)
  .map((c) => c.id);

/** A legal 50-card deck (5-1-1-1) of implemented cards drawn at random, at most four of a name. */
function randomDeck(rng: number[]): string[] {
  const deck: string[] = [];
  const names = new Map<string, number>();
  while (deck.length < 50) {
    const id = implemented[randomInt(rng, implemented.length)]!;
    const card = reg.get(id);
    const key = card.number ?? card.name;
    const copies = Math.min(4 - (names.get(key) ?? 0), 1 + randomInt(rng, 3), 50 - deck.length);
    for (let i = 0; i < copies; i++) deck.push(id);
    names.set(key, (names.get(key) ?? 0) + Math.max(copies, 0));
  }
  return deck;
}

/** The state without its log, plus the log's length (what the state hash reads). */
function body(s: GameState<SagaData>): string {
  const { log, ...rest } = s;
  return `${JSON.stringify(rest)}#${log.length}`;
}

describe('random games with the implemented pool: clone and restore (property)', () => {
  it('the pool has implemented cards to build decks from', () => {
    expect(implemented.length).toBeGreaterThan(100);
  });

  it.each(chunks)(
    'seeds %i..: a clone and a restored copy equal the original and play on identically',
    async (first) => {
      const last = Math.min(GAMES, first + CHUNK - 1);
      for (let seed = first; seed <= last; seed++) {
        await new Promise((resolve) => setImmediate(resolve));
        const deckRng = seedRng(seed ^ 0x3c6ef372);
        const decks: [string[], string[]] = [randomDeck(deckRng), randomDeck(deckRng)];
        for (const d of decks) expect(checkDeck(reg, d)).toEqual([]);
        const setup: SagaSetup = { decks, names: ['Pool A', 'Pool B'] };
        const g = Game.create<SagaData, SagaSetup>(saga, setup, seed, { recordHashes: false });
        const rng = seedRng(seed ^ 0x1b873593);
        const want = [decks[0].slice().sort(), decks[1].slice().sort()];
        let answers = 0;
        while (!g.over) {
          const where = `seed ${seed} answer ${answers}`;
          const text = g.serialize();
          const before = body(g.state);
          const logLength = g.state.log.length;
          const copy = g.clone();
          const restored = Game.restore<SagaData, SagaSetup>(saga, text, setup, seed);
          if (body(copy.state) !== before) throw new Error(`${where}: the clone differs from the original`);
          if (body(restored.state) !== before) throw new Error(`${where}: the restored copy differs`);
          const answer = g.randomAnswer(rng);
          const id = g.decision!.id;
          // The copies play first: the original must not move with them (nothing shared).
          for (const other of [copy, restored]) {
            const r = other.respond(id, answer);
            if (!r.ok) throw new Error(`${where}: a copy refused the answer: ${r.error.message}`);
          }
          if (body(g.state) !== before) throw new Error(`${where}: playing the clone changed the original`);
          const r = g.respond(id, answer);
          if (!r.ok) throw new Error(`${where}: legal answer refused: ${r.error.message}`);
          const after = body(g.state);
          const events = JSON.stringify(g.state.log.slice(logLength));
          for (const [name, other] of [
            ['clone', copy],
            ['restored copy', restored],
          ] as const) {
            if (body(other.state) !== after) throw new Error(`${where}: the ${name} played on differently`);
            if (JSON.stringify(other.state.log.slice(logLength)) !== events) {
              throw new Error(`${where}: the ${name} logged different events`);
            }
          }
          answers++;
          expectConservation(g.state.data, want, seed, reg);
          if (answers > 50_000) throw new Error(`seed ${seed}: game did not end`);
        }
      }
    },
  );
});
