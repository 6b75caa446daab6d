import type { GameState, PlayerIndex } from '@arbiter/engine';
import type { Evaluator } from './types.ts';

/** Value of a won game, above any evaluation. */
export const WIN = 1e9;

/** The evaluation of `state` for `player`, with finished games at plus or minus WIN (a draw is 0). */
export function valueOf<D extends object>(
  ev: Evaluator<D>,
  state: GameState<D>,
  player: PlayerIndex,
): number {
  const r = state.result;
  if (r) return r.winner === null ? 0 : r.winner === player ? WIN : -WIN;
  return ev.evaluate(state, player);
}

/** The same as a win chance in [0, 1] (logistic in the evaluation, scaled by `ev.scale`). */
export function winChance<D extends object>(
  ev: Evaluator<D>,
  state: GameState<D>,
  player: PlayerIndex,
): number {
  const r = state.result;
  if (r) return r.winner === null ? 0.5 : r.winner === player ? 1 : 0;
  return 1 / (1 + Math.exp(-ev.evaluate(state, player) / ev.scale));
}
