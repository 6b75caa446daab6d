// Taking an action back (Decision.back) in random games: whenever a decision may be taken back, a
// random player sometimes does, and the game must be exactly where the action started (the same
// choice, the same options, the same data and log), replays must verify, and no legal answer is lost.
import { describe, expect, it } from 'vitest';
import { Game, seedRng, randomInt, verifyReplay, type Decision, type GameState } from '@arbiter/engine';
import { createSagaModule, loadSagaPool, starterDecks, type SagaData, type SagaSetup } from '../src/index.ts';
import { decksFor, newGame } from './helpers.ts';

const GAMES = Number(process.env.ARBITER_PROPERTY_BACK_GAMES ?? 60);
/** Where actions start: the position a taken-back action must return to. */
const STARTS = new Set(['mainAction', 'flash', 'attackAction']);

interface Snapshot {
  decision: Pick<Decision, 'player' | 'kind' | 'options' | 'prompt'>;
  data: string;
  log: number;
  triggers: string;
}

function snapshot(state: GameState<SagaData>): Snapshot {
  const d = state.pending!;
  // The loop follow-up (12-1) is bookkeeping of answers, not the game.
  const { loop: _loop, ...data } = state.data;
  return {
    decision: { player: d.player, kind: d.kind, options: d.options, prompt: d.prompt },
    data: JSON.stringify(data),
    log: state.log.length,
    triggers: JSON.stringify(state.triggers),
  };
}

/** Plays one game at random, taking back about a third of the actions that may be; returns how many. */
function playWithBacks(g: Game<SagaData, SagaSetup>, seed: number): number {
  const rng = seedRng(seed ^ 0x1b873593);
  let start: Snapshot | null = null;
  let backs = 0;
  let answers = 0;
  while (!g.over) {
    const d = g.decision!;
    if (STARTS.has(d.kind)) start = snapshot(g.state);
    if (d.back === true && backs < 200 && randomInt(rng, 3) === 0) {
      expect(start, `seed ${seed}: ${d.kind} may be taken back, but no action started`).not.toBeNull();
      const r = g.respond(d.id, { back: true });
      if (!r.ok) throw new Error(`seed ${seed}: back refused at ${d.kind}: ${r.error.message}`);
      backs++;
      expect(snapshot(g.state), `seed ${seed}: back at ${d.kind}`).toEqual(start);
      continue;
    }
    if (d.back !== true && randomInt(rng, 10) === 0) {
      // Elsewhere it is refused with a reason, and nothing changes.
      const before = JSON.stringify(g.state);
      const r = g.respond(d.id, { back: true });
      expect(r.ok, `seed ${seed}: back accepted at ${d.kind}`).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('CANNOT_GO_BACK');
      if (!r.ok) expect(r.error.message).toMatch(/\(\d+-\d+/);
      expect(JSON.stringify(g.state)).toBe(before);
    }
    const r = g.respond(d.id, g.randomAnswer(rng));
    if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
    if (++answers > 50_000) throw new Error(`seed ${seed}: game did not end`);
  }
  const check = verifyReplay(g.module, JSON.parse(JSON.stringify(g.replay())));
  if (!check.ok) throw new Error(`seed ${seed}: ${check.message}`);
  return backs;
}

describe('taking actions back in random games (property)', () => {
  it('test decks: back returns to the choice the action started from, nothing changed', async () => {
    let backs = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      await new Promise((resolve) => setImmediate(resolve));
      backs += playWithBacks(newGame(seed, { decks: decksFor(seed) }, true), seed);
    }
    expect(backs).toBeGreaterThan(GAMES);
  });

  it('starter decks (real cards: Swift, Awaken, magic with choices, attack costs)', async () => {
    const pool = createSagaModule(await loadSagaPool());
    const decks = Object.values(starterDecks());
    let backs = 0;
    for (let seed = 1; seed <= GAMES / 2; seed++) {
      await new Promise((resolve) => setImmediate(resolve));
      const a = decks[seed % decks.length]!;
      const b = decks[(seed * 3 + 1) % decks.length]!;
      const g = Game.create<SagaData, SagaSetup>(pool, { decks: [a.cards, b.cards] }, seed);
      backs += playWithBacks(g, seed);
    }
    expect(backs).toBeGreaterThan(GAMES / 2);
  });
});
