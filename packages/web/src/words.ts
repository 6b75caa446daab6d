// Players' names as the table says them, whatever the game.
import { seatName } from './api.ts';

/** A name as a reader tells it from another: without case, accents, spaces, punctuation or symbols. */
function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\p{M}\p{P}\p{S}\s]/gu, '')
    .toLowerCase();
}

/**
 * The players' names as the table says them: as chosen, unless one could pass for the other (the same
 * letters once case, accents, spaces and punctuation are set aside, or the other seat's label): then
 * each with its seat, "Ann (Player 1)" and "ann (Player 2)".
 */
export function sayNames(names: readonly [string, string]): [string, string] {
  const [a, b] = names.map(nameKey) as [string, string];
  const alike = a === b || a === nameKey(seatName(1)) || b === nameKey(seatName(0));
  return alike ? [`${names[0]} (${seatName(0)})`, `${names[1]} (${seatName(1)})`] : [names[0], names[1]];
}
