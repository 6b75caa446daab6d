// Last-known information (Saga 8-10-1, DBSCG 8-6-5-1-2): kept as a card leaves its zone, read once it
// has left; read on the card itself while it is still there.
import { describe, expect, it } from 'vitest';
import { asItWas, lastKnown } from '../src/index.ts';

interface Card {
  id: number;
  base: number;
  boost: number;
  rest: boolean;
}
interface Last {
  power: number;
  rest: boolean;
}
const READERS = { power: (c: Card) => c.base + c.boost, rest: (c: Card) => c.rest };

describe('last-known information', () => {
  it('keeps each characteristic as the game reads it now, in the readers order', () => {
    const card: Card = { id: 7, base: 5000, boost: 2000, rest: true };
    const last = lastKnown<Card, Last>(card, READERS);
    expect(last).toEqual({ power: 7000, rest: true });
    expect(Object.keys(last)).toEqual(['power', 'rest']);
    // A record, not a view of the card: later changes to the object do not reach it.
    card.boost = 0;
    expect(last.power).toBe(7000);
  });

  it('reads the card while it is in the zone, its last-known value once it has left', () => {
    const card: Card = { id: 7, base: 5000, boost: 2000, rest: false };
    const last: Last = { power: 9000, rest: true };
    expect(asItWas(card, last, 'power', READERS.power)).toBe(7000);
    expect(asItWas(card, last, 'rest', READERS.rest)).toBe(false);
    expect(asItWas<Card, Last, 'power'>(undefined, last, 'power', READERS.power)).toBe(9000);
    expect(asItWas<Card, Last, 'rest'>(undefined, last, 'rest', READERS.rest)).toBe(true);
  });

  it('has nothing to read for a card that left without a record', () => {
    expect(asItWas<Card, Last, 'power'>(undefined, null, 'power', READERS.power)).toBeUndefined();
    expect(asItWas<Card, Last, 'power'>(undefined, undefined, 'power', READERS.power)).toBeUndefined();
  });
});
