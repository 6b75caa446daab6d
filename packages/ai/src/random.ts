import { randomLegalAnswer, seedRng, type Answer, type GameState } from '@arbiter/engine';
import type { Agent, AnyModule } from './types.ts';

/** Uniform over the legal answers (a uniform draw of the right shape, retried, for huge distributions). */
export class RandomAgent<D extends object = object> implements Agent<D> {
  readonly name = 'random';
  private readonly rng: number[];
  constructor(seed: number) {
    this.rng = seedRng(seed);
  }
  choose(module: AnyModule<D>, state: GameState<D>): Answer {
    return randomLegalAnswer(module, state, this.rng);
  }
}
