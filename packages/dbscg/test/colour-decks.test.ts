// The project's built-in deck of each colour (issue 16): red, blue, green and yellow from BT1, then
// decks built from later sets (a blue one of BT2), each a leader and 50 cards of its colour, legal by deck construction (5-1), every card implemented, and offered
// by the host among the built-in decks. The random-play property test plays them (property-games.ts).
import { describe, expect, it } from 'vitest';
import {
  DBS_BUILT_IN,
  checkDbsDeck,
  dbsHost,
  deckCards,
  loadDbsPool,
  readDbsColourDecks,
} from '@arbiter/dbscg';

const LISTS = readDbsColourDecks();

describe('DBSCG built-in decks of each colour', () => {
  it('are one deck per colour, red, blue, green and yellow, then a blue BT2 deck, every card of the leader colour', async () => {
    const { catalog } = await loadDbsPool();
    const colours = LISTS.map((l) => catalog.get(l.cards[0]!.card).colors.join('/'));
    expect(colours).toEqual(['red', 'blue', 'green', 'yellow', 'blue']);
    // The BT2 deck is of BT2's cards (its leader aside).
    const bt2 = LISTS[4]!;
    expect(
      bt2.cards.slice(1).every((c) => c.card.startsWith('BT2-')),
      bt2.id,
    ).toBe(true);
    for (const l of LISTS) {
      const [leader, ...deck] = deckCards(l);
      expect(catalog.get(leader!).type, l.id).toBe('leader');
      const colour = catalog.get(leader!).colors[0]!;
      for (const id of deck) expect(catalog.get(id).colors, `${l.id} ${id}`).toEqual([colour]);
    }
  });

  it('5-1-2, 5-1-3, 5-1-3-1: a leader and 50 cards, at most 4 of a number, every card implemented', async () => {
    const host = await dbsHost();
    const { catalog } = await loadDbsPool();
    for (const l of LISTS) {
      const cards = DBS_BUILT_IN[l.id]!.cards;
      expect(cards).toEqual(deckCards(l));
      expect(cards).toHaveLength(51);
      expect(checkDbsDeck(catalog, { leader: cards[0], deck: cards.slice(1) }), l.id).toEqual([]);
      expect(host.problems(cards), l.id).toEqual([]);
      expect(host.namedDecks().has(l.id), l.id).toBe(true);
    }
  });
});
