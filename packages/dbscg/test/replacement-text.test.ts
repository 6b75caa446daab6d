// The text generated for replacement effects (8-2-2-3, 8-9): a card's KO, or damage to a life.
import { describe, expect, it } from 'vitest';
import { cardText, DbsCatalog, TEST_CARDS } from '@arbiter/dbscg';
import { checkCardDef } from '../src/skill-schema.ts';
import { battle, cost } from '../src/test-card-kit.ts';

const ward = battle('TST-WARD', 'Ward', 'red', 10000, cost(1), null, [
  {
    kind: 'permanent',
    effect: [
      { c: 'replace', event: 'damage', instead: [{ do: 'deckTop', n: 2, to: 'drop' }] },
      { c: 'replace', event: 'damage', side: 'opp', optional: true, instead: [{ do: 'draw', n: 1 }] },
      { c: 'replace', event: 'ko', instead: [{ do: 'rest', target: { side: 'self' } }] },
    ],
  },
]);
const cat = new DbsCatalog(TEST_CARDS).with([ward]);

describe('replacement effects in words', () => {
  it('8-2-2-3, 8-9-2-2: the damage about to reach (whose) life, or the KO about to happen, and what happens in its place', () => {
    const text = cardText(ward, cat).join('\n');
    expect(text).toContain(
      'Whenever your life is about to take damage: move the first 2 cards of your deck into the Drop Area in its place.',
    );
    expect(text).toContain(
      "Whenever the opponent's life is about to take damage: you may draw 1 card in its place.",
    );
    expect(text).toContain(
      'Whenever this card is about to be KO-ed: set this card to Rest Mode in its place.',
    );
  });

  it('refuses a damage replacement that names a card, and a KO replacement that names a side', () => {
    const bad =
      (effect: object): (() => unknown) =>
      () =>
        checkCardDef({ ...ward, skills: [{ kind: 'permanent', effect: [effect] }] });
    expect(bad({ c: 'replace', event: 'damage', target: { side: 'self' }, instead: [] })).toThrow(
      /damage replacement a side/,
    );
    expect(bad({ c: 'replace', event: 'ko', side: 'own', instead: [] })).toThrow(/damage replacement a side/);
  });
});
