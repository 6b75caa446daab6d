// Figures on the real card pool for `npm run bench` (issue 15): games between the built-in starter
// decks ST01-ST07, which play the pool's cards with their effects. Every game is seeded; only the
// clock varies. This file uses only APIs that older commits have too, so that
// `npm run bench -- --compare REF` can run it against REF's engine.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { HeuristicAgent, IsmctsAgent, agentSeed, playOut } from '@arbiter/ai';
import { Game, randomLegalAnswer, respond, seedRng, type GameState } from '@arbiter/engine';
import {
  createSagaModule,
  loadSagaPool,
  sagaDeterminizer,
  sagaEvaluator,
  starterDecks,
  type SagaData,
  type SagaModule,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { cpuNow, measured, type Measured } from './stats.ts';

export interface StarterFigures {
  starterGamesPerSecond: Measured;
  starterAnswersPerSecond: Measured;
  heuristicGamesPerSecond: Measured;
  starterIsmctsIterationsPerSecond: Measured;
  starterCloneMicros: Measured;
  starterStateBytes: Measured;
  heapBytesPerGame: Measured;
}

export interface StarterOptions {
  runs: number;
  /** Heuristic-against-heuristic games per run. */
  heuristicGames: number;
  /** ISMCTS: positions searched per run, and iterations per position. */
  positions: number;
  iterations: number;
  clones: number;
}

export const STARTER_DEFAULTS: StarterOptions = {
  runs: 5,
  heuristicGames: 2,
  positions: 6,
  iterations: 40,
  clones: 5_000,
};

type Pair = { setup: SagaSetup; label: string };

/** Runs of the 42 random games played before any is timed. */
const WARM_UP_RUNS = 5;

/** Every ordered pair of different starter decks (42 for ST01-ST07), in a fixed order. */
function pairs(): Pair[] {
  const decks = starterDecks();
  const ids = Object.keys(decks).sort();
  const out: Pair[] = [];
  for (const a of ids)
    for (const b of ids) {
      if (a === b) continue;
      out.push({
        setup: { decks: [decks[a]!.cards, decks[b]!.cards], names: [a, b] },
        label: `${a}-${b}`,
      });
    }
  return out;
}

/** Plays game `i` of the pairs with random answers, stopping after `limit` answers. */
function playRandom(
  module: SagaModule,
  pair: Pair,
  seed: number,
  limit = Infinity,
): { game: Game<SagaData, SagaSetup>; answers: number } {
  const game = Game.create(module, pair.setup, seed, { recordHashes: false });
  const rng = seedRng(seed ^ 0x5eed);
  let answers = 0;
  while (!game.over && answers < limit) {
    const r = game.respond(game.decision!.id, game.randomAnswer(rng));
    if (!r.ok) throw new Error(`${pair.label} seed ${seed}: a random answer was refused: ${r.error.message}`);
    answers++;
  }
  return { game, answers };
}

function randomRun(module: SagaModule, ps: Pair[]): { games: number; answers: number; ms: number } {
  let answers = 0;
  const t0 = cpuNow();
  ps.forEach((p, i) => (answers += playRandom(module, p, i + 1).answers));
  return { games: ps.length, answers, ms: cpuNow() - t0 };
}

/** Main-step decisions with several options from turn 4 on: the positions ISMCTS is timed on. */
function ismctsPositions(
  module: SagaModule,
  ps: Pair[],
  n: number,
): { state: GameState<SagaData>; pair: Pair }[] {
  const out: { state: GameState<SagaData>; pair: Pair }[] = [];
  for (let i = 0; out.length < n && i < ps.length * 4; i++) {
    const pair = ps[(i * 5) % ps.length]!;
    const g = Game.create(module, pair.setup, 100 + i, { recordHashes: false });
    const rng = seedRng(100 + i);
    while (!g.over) {
      const d = g.decision!;
      if (d.kind === 'mainAction' && d.options.length >= 3 && g.state.data.turn >= 4) {
        out.push({ state: g.clone().state, pair });
        break;
      }
      respond(module, g.state, d.id, randomLegalAnswer(module, g.state, rng));
    }
  }
  return out;
}

function ismctsRun(
  module: SagaModule,
  positions: { state: GameState<SagaData>; pair: Pair }[],
  iterations: number,
): number {
  const evaluator = sagaEvaluator(module.registry);
  let done = 0;
  const t0 = cpuNow();
  positions.forEach(({ state, pair }, i) => {
    const ai = new IsmctsAgent<SagaData>({
      evaluator,
      determinizer: sagaDeterminizer(pair.setup.decks),
      seed: i + 1,
      iterations,
    });
    ai.choose(module, state);
    done += ai.lastSearch?.iterations ?? 0;
  });
  return (done * 1000) / (cpuNow() - t0);
}

function heuristicRun(module: SagaModule, ps: Pair[], games: number): number {
  const evaluator = sagaEvaluator(module.registry);
  const t0 = cpuNow();
  for (let i = 0; i < games; i++) {
    const pair = ps[(i * 11) % ps.length]!;
    const seed = 1 + i;
    const determinizer = sagaDeterminizer(pair.setup.decks);
    const g = Game.create(module, pair.setup, seed, { recordHashes: false });
    playOut(module, g.state, [
      new HeuristicAgent<SagaData>({ evaluator, determinizer, seed: agentSeed(seed, 0) }),
      new HeuristicAgent<SagaData>({ evaluator, determinizer, seed: agentSeed(seed, 1) }),
    ]);
  }
  return (games * 1000) / (cpuNow() - t0);
}

function cloneRun(games: Game<SagaData, SagaSetup>[], clones: number): number {
  let keep = 0;
  const t0 = cpuNow();
  for (let i = 0; i < clones; i++) keep += games[i % games.length]!.clone().state.nextObject;
  const ms = cpuNow() - t0;
  if (keep === 0) throw new Error('unreachable'); // keeps the clones from being optimised away
  return (ms * 1000) / clones;
}

/** The garbage collector, to measure the heap at rest. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Heap bytes held by each live mid-game game (its state with its log, and whatever the engine keeps for it). */
function heapPerGame(make: () => Game<SagaData, SagaSetup>[]): number {
  const gc = collector();
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const games = make();
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  if (games.length === 0) throw new Error('unreachable');
  return (after - before) / games.length;
}

export async function starterBench(o: StarterOptions = STARTER_DEFAULTS): Promise<StarterFigures> {
  const module = createSagaModule(await loadSagaPool());
  const ps = pairs();

  // Warm-up: the JIT needs a few hundred games of this much code before it settles (the first run of
  // the 42 games takes several times as long as the fifth), and the figures are those of a long run.
  for (let i = 0; i < WARM_UP_RUNS; i++) randomRun(module, ps);
  const runs = Array.from({ length: o.runs }, () => randomRun(module, ps));

  // Mid-game: halfway through each pair's game.
  const midGames = (): Game<SagaData, SagaSetup>[] =>
    ps.map((p, i) => {
      const total = playRandom(module, p, i + 1).answers;
      return playRandom(module, p, i + 1, Math.floor(total / 2)).game;
    });
  const mids = midGames();
  cloneRun(mids, o.clones);
  const clone = Array.from({ length: o.runs }, () => cloneRun(mids, o.clones));
  const sizes = mids.map((g) => g.serialize().length);
  const heap = Array.from({ length: Math.min(o.runs, 3) }, () => heapPerGame(midGames));

  const positions = ismctsPositions(module, ps, o.positions);
  ismctsRun(module, positions, o.iterations); // warm-up
  const ismcts = Array.from({ length: o.runs }, () => ismctsRun(module, positions, o.iterations));

  heuristicRun(module, ps, o.heuristicGames); // warm-up
  const heuristic = Array.from({ length: o.runs }, () => heuristicRun(module, ps, o.heuristicGames));

  return {
    starterGamesPerSecond: measured(runs.map((r) => (r.games * 1000) / r.ms)),
    starterAnswersPerSecond: measured(runs.map((r) => (r.answers * 1000) / r.ms)),
    heuristicGamesPerSecond: measured(heuristic),
    starterIsmctsIterationsPerSecond: measured(ismcts),
    starterCloneMicros: measured(clone),
    starterStateBytes: measured(sizes),
    heapBytesPerGame: measured(heap),
  };
}
