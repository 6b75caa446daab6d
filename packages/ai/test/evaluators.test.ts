// sideEvaluator: every card game's board evaluation is one side's worth less the other's, judged
// again once another turn has begun.
import { describe, expect, it } from 'vitest';
import type { GameState } from '@arbiter/engine';
import { sideEvaluator } from '../src/index.ts';

interface Board {
  turn: number;
  worth: [number, number];
}
const at = (turn: number, worth: [number, number]) => ({ data: { turn, worth } }) as GameState<Board>;

describe('sideEvaluator', () => {
  const ev = sideEvaluator(
    25,
    (s: GameState<Board>) => s.data.worth,
    (w, p) => w[p],
  );
  it("is the player's side less the other's, with the game's scale", () => {
    expect(ev.scale).toBe(25);
    expect(ev.evaluate(at(1, [7, 3]), 0)).toBe(4);
    expect(ev.evaluate(at(1, [7, 3]), 1)).toBe(-4);
  });
  it('reaches its horizon when another turn has begun, not before', () => {
    expect(ev.horizon?.(at(3, [0, 0]), at(3, [5, 0]))).toBe(false);
    expect(ev.horizon?.(at(3, [0, 0]), at(4, [0, 0]))).toBe(true);
  });
});
