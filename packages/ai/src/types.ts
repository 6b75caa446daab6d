import type { Answer, GameModule, GameState, PlayerIndex } from '@arbiter/engine';

/** Any game module, whatever its set-up type: the AIs only answer decisions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule<D extends object> = GameModule<D, any>;

/**
 * A player. It is asked only when the pending decision is its own, and must not change `state`.
 * Every agent is seeded: the same seed and the same sequence of decisions give the same answers.
 */
export interface Agent<D extends object = object> {
  readonly name: string;
  choose(module: AnyModule<D>, state: GameState<D>): Answer;
}

/**
 * Game knowledge for the heuristic and for ISMCTS: how good a state is for a player. It must read
 * only what that player may see (the states it gets are determinized anyway).
 */
export interface Evaluator<D extends object> {
  /** Higher is better for `player`, about zero when even. Never called on a finished game. */
  evaluate(state: GameState<D>, player: PlayerIndex): number;
  /** The evaluation gap that means "clearly ahead": scales evaluations into win chances. */
  readonly scale: number;
  /**
   * True when `now` is far enough from `before` to be judged (e.g. another turn has begun): the
   * heuristic stops looking ahead there.
   */
  horizon?(before: GameState<D>, now: GameState<D>): boolean;
}

/**
 * Game knowledge for ISMCTS: one possible world consistent with what `player` sees. It returns a
 * copy of `state` in which everything hidden from `player` (the opponent's hand, deck orders, a
 * face-down card, the game's own random generator) is redrawn with `rng`, and must not depend on the
 * hidden parts of `state`: two states that differ only there give the same copy for the same `rng`.
 */
export interface Determinizer<D extends object> {
  determinize(module: AnyModule<D>, state: GameState<D>, player: PlayerIndex, rng: number[]): GameState<D>;
}
