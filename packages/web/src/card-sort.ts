// The deck builder's orders of the card list (no browser needed: the unit tests read it).
export type SortKey = 'cost' | 'name' | 'id';

/** The search results in the order chosen (ties by card number). */
export function sortCards<C extends { id: string; name: string }>(
  cards: readonly C[],
  by: SortKey,
  cost: (c: C) => number,
): C[] {
  const byId = (a: C, b: C) => a.id.localeCompare(b.id, 'en', { numeric: true });
  const order =
    by === 'cost'
      ? (a: C, b: C) => cost(a) - cost(b) || byId(a, b)
      : by === 'name'
        ? (a: C, b: C) => a.name.localeCompare(b.name) || byId(a, b)
        : byId;
  return cards.slice().sort(order);
}
