// Vanilla AI figures for `npm run bench`: ISMCTS iterations per second and heuristic decisions per second,
// on one core, with the vanilla decks. The searches are seeded; only the clock varies.
import { cpuNow } from './stats.ts';
import { HeuristicAgent, IsmctsAgent, agentSeed, playOut } from '@arbiter/ai';
import { Game, randomLegalAnswer, respond, seedRng, type GameState } from '@arbiter/engine';
import {
  sagaDeterminizer,
  sagaEvaluator,
  VANILLA_DECKS,
  type SagaData,
  type SagaModule,
  type SagaSetup,
} from '@arbiter/battle-spirits';

const setup: SagaSetup = {
  decks: [VANILLA_DECKS['vanilla-red']!.cards, VANILLA_DECKS['vanilla-blue']!.cards],
};

/** Main-step decisions with several options, from random games: the positions ISMCTS is timed on. */
function positions(module: SagaModule, n: number): GameState<SagaData>[] {
  const out: GameState<SagaData>[] = [];
  for (let seed = 1; out.length < n && seed < 1000; seed++) {
    const g = Game.create(module, setup, seed, { recordHashes: false });
    const rng = seedRng(seed);
    let turnSeen = 0;
    while (!g.over && out.length < n) {
      const d = g.decision!;
      if (
        d.kind === 'mainAction' &&
        d.options.length >= 3 &&
        g.state.data.turn >= 4 &&
        g.state.data.turn > turnSeen
      ) {
        turnSeen = g.state.data.turn + 2;
        out.push(g.clone().state);
      }
      respond(module, g.state, d.id, randomLegalAnswer(module, g.state, rng));
    }
  }
  return out;
}

export interface AiBench {
  ismctsIterationsPerSecond: number;
  heuristicDecisionsPerSecond: number;
}

export function aiBench(module: SagaModule, opts = { positions: 12, iterations: 300, games: 10 }): AiBench {
  const evaluator = sagaEvaluator(module.registry);
  const determinizer = sagaDeterminizer(setup.decks);

  const ps = positions(module, opts.positions);
  let iterations = 0;
  let t0 = cpuNow();
  ps.forEach((s, i) => {
    const ai = new IsmctsAgent<SagaData>({
      evaluator,
      determinizer,
      seed: i + 1,
      iterations: opts.iterations,
    });
    ai.choose(module, s);
    iterations += ai.lastSearch?.iterations ?? 0;
  });
  const ismctsIterationsPerSecond = (iterations * 1000) / (cpuNow() - t0);

  let decisions = 0;
  t0 = cpuNow();
  for (let seed = 1; seed <= opts.games; seed++) {
    const g = Game.create(module, setup, seed, { recordHashes: false });
    const played = playOut(module, g.state, [
      new HeuristicAgent<SagaData>({ evaluator, determinizer, seed: agentSeed(seed, 0) }),
      new HeuristicAgent<SagaData>({ evaluator, determinizer, seed: agentSeed(seed, 1) }),
    ]);
    decisions += played.decisions[0] + played.decisions[1];
  }
  const heuristicDecisionsPerSecond = (decisions * 1000) / (cpuNow() - t0);
  return { ismctsIterationsPerSecond, heuristicDecisionsPerSecond };
}
