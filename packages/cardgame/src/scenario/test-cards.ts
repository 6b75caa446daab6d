// A scenario's own test cards (`cards:`): definitions of cards made up for a scenario, to test a
// mechanic that no card of the game's data has (a Vanguard G unit, for example). The game parses
// them with its own card schema; an id the game's pool already holds is refused, so that a test card
// never changes or shadows a real card's facts.

/**
 * The test cards of a scenario document, parsed by `parse` (which throws with the card and field at
 * fault), or none when the document has no `cards` key.
 */
export function scenarioTestCards<T extends { id: string }>(
  doc: Readonly<Record<string, unknown>>,
  parse: (list: unknown, where: string) => T[],
  known: (id: string) => boolean,
): T[] {
  if (doc.cards === undefined) return [];
  if (!Array.isArray(doc.cards)) throw new Error('cards: expected a list of test card definitions');
  const cards = parse(doc.cards, 'cards');
  const seen = new Set<string>();
  for (const c of cards) {
    if (known(c.id))
      throw new Error(`cards: ${c.id} is a card of the game's data; a test card needs its own id`);
    if (seen.has(c.id)) throw new Error(`cards: ${c.id} is defined twice`);
    seen.add(c.id);
  }
  return cards;
}
