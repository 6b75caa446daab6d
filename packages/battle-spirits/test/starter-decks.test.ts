import { describe, expect, it } from 'vitest';
import { checkDeck, readSagaPool, sagaCardCoverage, starterDecks } from '../src/index.ts';

const COLOURS: Record<string, string[]> = {
  ST01: ['red'],
  ST02: ['purple'],
  ST03: ['white'],
  ST04: ['yellow'],
  ST05: ['green'],
  ST06: ['blue'],
  ST07: ['purple', 'red', 'yellow'],
};

describe('built-in starter decks (issue: one legal, playable deck per starter set)', () => {
  it('exist for ST01 to ST07, are legal (5-1-1-1) and hold only implemented cards', async () => {
    const decks = starterDecks();
    expect(Object.keys(decks)).toEqual(Object.keys(COLOURS));
    const pool = await readSagaPool();
    const reg = pool.registry;
    const implemented = new Set<string>();
    for (const s of sagaCardCoverage(pool).sets)
      for (const c of s.cards) if (c.implemented) implemented.add(c.id);
    for (const [set, deck] of Object.entries(decks)) {
      expect(checkDeck(reg, deck.cards), set).toEqual([]);
      const missing = deck.cards.filter((id) => !implemented.has(id));
      expect(missing, `${set}: cards not implemented`).toEqual([]);
      // From the set itself, or BSS01-BSS03 cards of the set's colours.
      for (const id of deck.cards) {
        if (id.startsWith(`${set}-`)) continue;
        expect(id, set).toMatch(/^BSS0[123]-/);
        expect(
          reg.get(id).colors.every((c) => COLOURS[set]!.includes(c)),
          `${set}: ${id} is not of its colours`,
        ).toBe(true);
      }
      // Mostly the set's own cards when it has enough of them.
      expect(deck.cards.filter((id) => id.startsWith(`${set}-`)).length, set).toBeGreaterThan(20);
    }
  });
});
