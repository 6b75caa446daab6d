// `npm run bench`: throughput and size figures of the kernel with the Saga module (and DBSCG's
// random-game rate), on one core.
// Timing uses the clock here only; the games themselves stay deterministic (seeded).
import { performance } from 'node:perf_hooks';
import { Game, seedRng } from '@arbiter/engine';
import {
  CardRegistry,
  createSagaModule,
  VANILLA_CARDS,
  VANILLA_DECKS,
  type SagaData,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { createDbsModule, DbsCatalog, TEST_CARDS, testSetup } from '@arbiter/dbscg';
import { aiBench } from './ai-bench.ts';

const RUNS = 5;
const GAMES_PER_RUN = 200;
const CLONES_PER_RUN = 10_000;
const SIZE_SAMPLES = 9;

const module = createSagaModule(new CardRegistry(VANILLA_CARDS));
const setup: SagaSetup = {
  decks: [VANILLA_DECKS['vanilla-red']!.cards, VANILLA_DECKS['vanilla-blue']!.cards],
  names: ['Vanilla Red', 'Vanilla Blue'],
};

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Plays game `seed` with random answers, stopping after `limit` answers; returns the game and count. */
function play(seed: number, limit = Infinity): { game: Game<SagaData, SagaSetup>; answers: number } {
  const game = Game.create(module, setup, seed, { recordHashes: false });
  const rng = seedRng(seed ^ 0x5eed);
  let answers = 0;
  while (!game.over && answers < limit) {
    const d = game.decision!;
    const r = game.respond(d.id, game.randomAnswer(rng));
    if (!r.ok) throw new Error(`Game ${seed}: a random answer was refused: ${r.error.message}`);
    answers++;
  }
  return { game, answers };
}

/** A state halfway through game `seed`. */
function midGame(seed: number): Game<SagaData, SagaSetup> {
  const total = play(seed).answers;
  return play(seed, Math.floor(total / 2)).game;
}

function gameRun(): { games: number; answers: number; ms: number } {
  let answers = 0;
  const t0 = performance.now();
  for (let s = 1; s <= GAMES_PER_RUN; s++) answers += play(s).answers;
  return { games: GAMES_PER_RUN, answers, ms: performance.now() - t0 };
}

function cloneRun(game: Game<SagaData, SagaSetup>): number {
  let keep = 0;
  const t0 = performance.now();
  for (let i = 0; i < CLONES_PER_RUN; i++) keep += game.clone().state.nextObject;
  const ms = performance.now() - t0;
  if (keep === 0) throw new Error('unreachable'); // keeps the clones from being optimised away
  return (ms * 1000) / CLONES_PER_RUN;
}

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits });

console.log(`Arbiter bench: Battle Spirits Saga, vanilla decks, random players, ${RUNS} runs (medians)`);
gameRun(); // warm-up: lets the JIT settle before anything is measured
const runs = Array.from({ length: RUNS }, gameRun);
const gamesPerSecond = median(runs.map((r) => (r.games * 1000) / r.ms));
const answersPerSecond = median(runs.map((r) => (r.answers * 1000) / r.ms));
console.log(
  `games:   ${fmt(gamesPerSecond, 1)} complete games/s (${GAMES_PER_RUN} games per run, no hashes)`,
);
console.log(
  `answers: ${fmt(answersPerSecond)} answers/s (${fmt(runs[0]!.answers / GAMES_PER_RUN)} answers per game)`,
);

const mid = midGame(1);
cloneRun(mid);
const cloneMicros = median(Array.from({ length: RUNS }, () => cloneRun(mid)));
console.log(`clone:   ${fmt(cloneMicros, 1)} µs per mid-game state (${CLONES_PER_RUN} clones per run)`);

const sizes = Array.from({ length: SIZE_SAMPLES }, (_, i) => midGame(i + 1).serialize().length);
const stateBytes = median(sizes);
console.log(`state:   ${fmt(stateBytes)} bytes serialized, mid-game (median of ${SIZE_SAMPLES} games)`);

aiBench(module, { positions: 3, iterations: 100, games: 2 }); // warm-up
const ai = aiBench(module);
console.log(
  `ismcts:  ${fmt(ai.ismctsIterationsPerSecond)} iterations/s; heuristic: ${fmt(ai.heuristicDecisionsPerSecond)} decisions/s`,
);

// The Dragon Ball Super Card Game: random games between the DBSCG test decks.
const DBS_GAMES_PER_RUN = 40;
const dbsModule = createDbsModule(new DbsCatalog(TEST_CARDS));
function dbsRun(): { games: number; answers: number; ms: number } {
  let answers = 0;
  const t0 = performance.now();
  for (let s = 1; s <= DBS_GAMES_PER_RUN; s++) {
    const game = Game.create(dbsModule, s % 2 ? testSetup('red', 'blue') : testSetup('blue', 'red'), s, {
      recordHashes: false,
    });
    const rng = seedRng(s ^ 0x5eed);
    while (!game.over) {
      const d = game.decision!;
      const r = game.respond(d.id, game.randomAnswer(rng));
      if (!r.ok) throw new Error(`DBSCG game ${s}: a random answer was refused: ${r.error.message}`);
      answers++;
    }
  }
  return { games: DBS_GAMES_PER_RUN, answers, ms: performance.now() - t0 };
}
dbsRun();
const dbsRuns = Array.from({ length: RUNS }, dbsRun);
const dbscgGamesPerSecond = median(dbsRuns.map((r) => (r.games * 1000) / r.ms));
console.log(
  `dbscg:   ${fmt(dbscgGamesPerSecond, 1)} complete games/s, test decks (${fmt(dbsRuns[0]!.answers / DBS_GAMES_PER_RUN)} answers per game)`,
);

console.log(
  JSON.stringify({
    gamesPerSecond: Number(gamesPerSecond.toFixed(2)),
    answersPerSecond: Math.round(answersPerSecond),
    cloneMicros: Number(cloneMicros.toFixed(2)),
    stateBytes,
    ismctsIterationsPerSecond: Math.round(ai.ismctsIterationsPerSecond),
    heuristicDecisionsPerSecond: Math.round(ai.heuristicDecisionsPerSecond),
    dbscgGamesPerSecond: Number(dbscgGamesPerSecond.toFixed(2)),
  }),
);
