// Lists of names in the table's sentences, whatever the game (no browser API: unit tests read it).
/** Names in a sentence: "A", "A or B", "A, B or C" (`last`: the word before the last name). */
export function listWords(names: readonly string[], last = 'or'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]!}`;
}
