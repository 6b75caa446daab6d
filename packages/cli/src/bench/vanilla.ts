// The vanilla figures of `npm run bench`: the kernel with the Saga module and cards without
// abilities, and DBSCG's random-game rate. Timing uses the clock here only; the games themselves stay
// deterministic (seeded).
import { Game, seedRng } from '@arbiter/engine';
import {
  CardRegistry,
  createSagaModule,
  VANILLA_CARDS,
  VANILLA_DECKS,
  type SagaData,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { aiBench } from './vanilla-ai.ts';
import { cpuNow, measured, type Measured } from './stats.ts';

const GAMES_PER_RUN = 200;
const CLONES_PER_RUN = 10_000;
const SIZE_SAMPLES = 9;

const module = createSagaModule(new CardRegistry(VANILLA_CARDS));
const setup: SagaSetup = {
  decks: [VANILLA_DECKS['vanilla-red']!.cards, VANILLA_DECKS['vanilla-blue']!.cards],
  names: ['Vanilla Red', 'Vanilla Blue'],
};

export interface VanillaFigures {
  gamesPerSecond: Measured;
  answersPerSecond: Measured;
  answersPerGame: number;
  cloneMicros: Measured;
  stateBytes: Measured;
  ismctsIterationsPerSecond: Measured;
  heuristicDecisionsPerSecond: Measured;
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
  const t0 = cpuNow();
  for (let s = 1; s <= GAMES_PER_RUN; s++) answers += play(s).answers;
  return { games: GAMES_PER_RUN, answers, ms: cpuNow() - t0 };
}

function cloneRun(game: Game<SagaData, SagaSetup>): number {
  let keep = 0;
  const t0 = cpuNow();
  for (let i = 0; i < CLONES_PER_RUN; i++) keep += game.clone().state.nextObject;
  const ms = cpuNow() - t0;
  if (keep === 0) throw new Error('unreachable'); // keeps the clones from being optimised away
  return (ms * 1000) / CLONES_PER_RUN;
}

export function vanillaBench(runs: number): VanillaFigures {
  gameRun(); // warm-up: lets the JIT settle before anything is measured
  const games = Array.from({ length: runs }, gameRun);
  const mid = midGame(1);
  cloneRun(mid);
  const clone = Array.from({ length: runs }, () => cloneRun(mid));
  const sizes = Array.from({ length: SIZE_SAMPLES }, (_, i) => midGame(i + 1).serialize().length);
  aiBench(module, { positions: 3, iterations: 100, games: 2 }); // warm-up
  const ai = Array.from({ length: Math.min(runs, 3) }, () => aiBench(module));
  return {
    gamesPerSecond: measured(games.map((r) => (r.games * 1000) / r.ms)),
    answersPerSecond: measured(games.map((r) => (r.answers * 1000) / r.ms)),
    answersPerGame: games[0]!.answers / GAMES_PER_RUN,
    cloneMicros: measured(clone),
    stateBytes: measured(sizes),
    ismctsIterationsPerSecond: measured(ai.map((a) => a.ismctsIterationsPerSecond)),
    heuristicDecisionsPerSecond: measured(ai.map((a) => a.heuristicDecisionsPerSecond)),
  };
}
