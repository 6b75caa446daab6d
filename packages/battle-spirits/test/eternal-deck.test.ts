// The Eternal deck check, on the BS01 pool.
import { describe, expect, it } from 'vitest';
import { checkEternalDeck, ETERNAL_POOL_DIR, readSagaPool, type SagaCard } from '../src/index.ts';

const { registry, sets } = await readSagaPool({ dir: ETERNAL_POOL_DIR });
const ids = sets[0]!.cards.map((c) => c.id);
/** `n` different BS01 cards, `copies` of each. */
const deck = (n: number, copies: number): string[] =>
  ids.slice(0, n).flatMap((id) => Array<string>(copies).fill(id));

describe('the Eternal deck check', () => {
  it('E225: forty cards or more, with no upper limit', () => {
    expect(checkEternalDeck(registry, deck(14, 3).slice(0, 40))).toEqual([]);
    expect(checkEternalDeck(registry, deck(50, 3))).toEqual([]);
    expect(checkEternalDeck(registry, deck(13, 3))).toEqual([
      { rule: 'E225', message: 'An Eternal deck has 40 or more cards; this one has 39.' },
    ]);
  });

  it('E229: at most three cards with the same name', () => {
    const four = [...deck(14, 3), ids[0]!];
    const name = registry.get(ids[0]!).name;
    expect(checkEternalDeck(registry, four)).toEqual([
      { rule: 'E229', card: name, message: `4 cards named "${name}"; at most 3 are allowed.` },
    ]);
  });

  it('E235: unknown cards are refused, and a restricted or banned name keeps to its limit', () => {
    const name = registry.get(ids[1]!).name;
    expect(checkEternalDeck(registry, [...deck(14, 3), 'BS01-014', 'BS01-014'])).toEqual([
      { rule: 'E235', card: 'BS01-014', message: 'BS01-014 is not a known card (2 copies).' },
    ]);
    expect(checkEternalDeck(registry, deck(14, 3), new Map([[name, 1]]))).toEqual([
      { rule: 'E235', card: name, message: `3 cards named "${name}"; at most 1 is allowed.` },
    ]);
    expect(checkEternalDeck(registry, deck(14, 3), new Map([[name, 0]]))).toEqual([
      { rule: 'E235', card: name, message: `3 cards named "${name}"; it is banned.` },
    ]);
  });

  it('E1309: a token card cannot be in a deck', () => {
    const token: SagaCard = { ...registry.get(ids[0]!), id: 'TK-1', name: 'トークン', token: true };
    expect(checkEternalDeck(registry.with([token]), [...deck(14, 3), 'TK-1'])).toEqual([
      { rule: 'E1309', card: 'TK-1', message: 'トークン is a token, not a deck card.' },
    ]);
  });
});
