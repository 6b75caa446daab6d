// The AIs of @arbiter/ai for Saga, by level: used for AI seats on the server and by `arbiter bot`.
import { HeuristicAgent, IsmctsAgent, RandomAgent, type Agent } from '@arbiter/ai';
import { sagaDeterminizer, sagaEvaluator, type SagaData, type SagaModule } from '@arbiter/battle-spirits';
import type { AiLevel } from './protocol.ts';

/** ISMCTS iterations per decision: enough to play well, few enough not to stall a shared server. */
export const SERVER_ISMCTS_ITERATIONS = 100;

export function makeAgent(
  level: AiLevel,
  seed: number,
  module: SagaModule,
  decks: readonly [readonly string[], readonly string[]],
): Agent<SagaData> {
  const evaluator = sagaEvaluator(module.registry);
  const determinizer = sagaDeterminizer(decks);
  switch (level) {
    case 'random':
      return new RandomAgent<SagaData>(seed);
    case 'heuristic':
      return new HeuristicAgent<SagaData>({ evaluator, determinizer, seed });
    case 'ismcts':
      return new IsmctsAgent<SagaData>({
        evaluator,
        determinizer,
        seed,
        iterations: SERVER_ISMCTS_ITERATIONS,
      });
  }
}
