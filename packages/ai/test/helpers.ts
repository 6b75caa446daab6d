import { HeuristicAgent, IsmctsAgent, RandomAgent, agentSeed, type Agent } from '../src/index.ts';
import { Game, respond, seedRng, randomLegalAnswer, type PlayerIndex } from '@arbiter/engine';
// The Saga module is only a test fixture here: @arbiter/ai itself knows no game.
import {
  CardRegistry,
  EFFECT_CARDS,
  EFFECT_DECKS,
  VANILLA_CARDS,
  VANILLA_DECKS,
  createSagaModule,
  sagaDeterminizer,
  sagaEvaluator,
  type SagaData,
  type SagaSetup,
} from '@arbiter/battle-spirits';

export const module = createSagaModule(new CardRegistry([...VANILLA_CARDS, ...EFFECT_CARDS]));
export const evaluator = sagaEvaluator(module.registry);

export function setupOf(kind: 'vanilla' | 'effects', swap = false): SagaSetup {
  const [a, b] =
    kind === 'vanilla'
      ? [VANILLA_DECKS['vanilla-red']!, VANILLA_DECKS['vanilla-blue']!]
      : [EFFECT_DECKS['effects-red']!, EFFECT_DECKS['effects-blue']!];
  return swap ? { decks: [b.cards.slice(), a.cards.slice()] } : { decks: [a.cards.slice(), b.cards.slice()] };
}

export type Kind = 'random' | 'heuristic' | 'ismcts';

export function agent(kind: Kind, seed: number, setup: SagaSetup, iterations = 30): Agent<SagaData> {
  const determinizer = sagaDeterminizer(setup.decks);
  if (kind === 'random') return new RandomAgent<SagaData>(seed);
  if (kind === 'heuristic') return new HeuristicAgent<SagaData>({ evaluator, determinizer, seed });
  return new IsmctsAgent<SagaData>({ evaluator, determinizer, seed, iterations });
}

/** Random play from the start of game `seed` until `n` answers have been given. */
export function randomPrefix(setup: SagaSetup, seed: number, n: number): Game<SagaData, SagaSetup> {
  const g = Game.create(module, setup, seed, { recordHashes: false });
  const rng = seedRng(seed + 1);
  for (let i = 0; i < n && !g.over; i++)
    respond(module, g.state, g.decision!.id, randomLegalAnswer(module, g.state, rng));
  return g;
}

/** Plays a game with the given agents, checking every answer with the kernel before giving it. */
export function playChecked(
  setup: SagaSetup,
  seed: number,
  agents: [Agent<SagaData>, Agent<SagaData>],
): { game: Game<SagaData, SagaSetup>; answers: string[] } {
  const g = Game.create(module, setup, seed, { recordHashes: false });
  const answers: string[] = [];
  while (!g.over) {
    const d = g.decision!;
    const a = agents[d.player as PlayerIndex].choose(module, g.state);
    const e = g.check(d.id, a);
    if (e) throw new Error(`${agents[d.player].name} gave an illegal answer to ${d.kind}: ${e.message}`);
    g.respond(d.id, a);
    answers.push(JSON.stringify(a));
    if (answers.length > 5000) throw new Error('The game did not end.');
  }
  return { game: g, answers };
}

export { agentSeed };
