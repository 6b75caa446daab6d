// The end screen's summary (issue 22): how long the game lasted and what each player had left, in
// the counts its board gives (board.ts `standing`: life or damage, deck, hand).

/** One count of what a player has left at the end ("Life", 0). */
export interface Standing {
  what: string;
  n: number;
}

/** "After 1 turn", "After 7 turns" (nothing before the first turn began). */
export function turnsPlayed(turns: number): string {
  if (turns < 1) return 'Before the first turn';
  return `After ${turns} turn${turns === 1 ? '' : 's'}`;
}

/** A player's counts in one line: "Life 0 · Deck 28 · Hand 5". */
export function standingLine(left: readonly Standing[]): string {
  return left.map((s) => `${s.what} ${s.n}`).join(' · ');
}
