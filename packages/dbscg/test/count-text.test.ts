// Conditions that count cards read from their owner's side: "the opponent has 2 or more ...", never
// "you have 2 or more the opponent's ..." (the generated text must read as a sentence, issue 16).
import { describe, expect, it } from 'vitest';
import { cardText, loadDbsPool } from '@arbiter/dbscg';
import { conditionText } from '../src/text-common.ts';

describe('count conditions name the owner once, before the number', () => {
  it("the opponent's cards: the opponent has them (BT3-097, BT3-102)", async () => {
    const { catalog } = await loadDbsPool();
    const tora = cardText(catalog.get('BT3-097'), catalog).join('\n');
    expect(tora).toContain('If the opponent has 2 or more Rest Mode Battle Cards');
    expect(tora).not.toMatch(/or more the opponent's/);
    expect(cardText(catalog.get('BT3-102'), catalog).join('\n')).toContain(
      'the opponent has 1 or more Rest Mode Battle Cards',
    );
  });

  it('each side, none, and an area named after a character', () => {
    const rested = { type: 'battle', mode: 'rest' } as const;
    expect(conditionText({ count: { side: 'opp', zone: 'battle', filter: rested }, min: 2 })).toBe(
      'the opponent has 2 or more Rest Mode Battle Cards',
    );
    expect(conditionText({ count: { side: 'own', zone: 'battle' }, max: 0 })).toBe(
      'you have no Battle Cards',
    );
    expect(conditionText({ count: { side: 'opp', zone: 'battle' }, max: 0 })).toBe(
      'the opponent has no Battle Cards',
    );
    expect(
      conditionText({ count: { side: 'opp', zone: 'drop', filter: { trait: ['God'] } }, min: 1, max: 3 }),
    ).toBe('the opponent has 1 to 3 《God》 in their Drop Area');
    expect(conditionText({ count: { side: 'both', zone: 'drop', filter: { name: 'Ghost' } }, min: 2 })).toBe(
      "there are 2 or more {Ghost} in either player's Drop Area",
    );
  });
});
