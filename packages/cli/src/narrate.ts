import type { GameResult, PlayerIndex } from '@arbiter/engine';

/**
 * The last line of a demo, a replay or a terminal game: `Result: <name> wins`, `Result: draw`, or
 * `Result: you win` for the seat told about in the second person.
 */
export function resultLine(
  result: GameResult | null,
  names: readonly [string, string],
  you?: PlayerIndex,
): string {
  if (!result) return 'Result: unfinished';
  if (result.winner === null) return 'Result: draw';
  if (result.winner === you) return 'Result: you win';
  return `Result: ${names[result.winner]} wins`;
}
