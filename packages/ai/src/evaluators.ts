// The shape every card game's board evaluation takes: what one side has minus what the other has,
// judged again once another turn has begun. A game gives its weights and its `side`; the AIs of this
// package read the Evaluator.
import type { GameState, PlayerIndex } from '@arbiter/engine';
import type { Evaluator } from './types.ts';

/**
 * An evaluation of `player`'s side less the other player's, both read from `read(state)` (the data,
 * or as Saga reads it, with a summoning's decided payment applied), with `scale` points meaning
 * "clearly ahead"; the heuristic looks no further than the next turn.
 */
export function sideEvaluator<D extends { turn: number }, V>(
  scale: number,
  read: (state: GameState<D>) => V,
  side: (v: V, player: PlayerIndex) => number,
): Evaluator<D> {
  return {
    scale,
    evaluate(state, player) {
      const v = read(state);
      return side(v, player) - side(v, player === 0 ? 1 : 0);
    },
    horizon: (before, now) => now.data.turn !== before.data.turn,
  };
}
