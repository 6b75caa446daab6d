// A target whose filter names a character, special trait or card name: the generated text still
// says which area the cards are in (8-5-3: a target is chosen in an area), not only "your ＜Gotenks＞".
import { describe, expect, it } from 'vitest';
import { cardText, loadDbsPool } from '@arbiter/dbscg';
import { targetText } from '../src/text-common.ts';

describe('targets named by character, trait or name say their area', () => {
  it('a card played from the Drop Area says so (BT2-032, BT2-122)', async () => {
    const { catalog } = await loadDbsPool();
    expect(cardText(catalog.get('BT2-032'), catalog).join('\n')).toContain(
      'Put 1 of your ＜Gotenks＞ with power 15000 or less in your Drop Area into play.',
    );
    expect(cardText(catalog.get('BT2-122'), catalog).join('\n')).toContain('＜Meta-Cooler＞');
    expect(cardText(catalog.get('BT2-122'), catalog).join('\n')).toContain('in your Drop Area into play');
  });

  it('each area, each side; Battle Cards and unnamed cards read as before', () => {
    const gotenks = { character: ['Gotenks'] };
    expect(targetText({ side: 'own', zone: 'hand', filter: gotenks })).toBe(
      '1 of your ＜Gotenks＞ in your hand',
    );
    expect(targetText({ side: 'opp', zone: 'drop', filter: { trait: ['God'] } })).toBe(
      "1 of the opponent's 《God》 in the opponent's Drop Area",
    );
    expect(targetText({ side: 'both', zone: 'drop', filter: { name: 'Ghost' }, count: 2 })).toBe(
      "2 of {Ghost} in either player's Drop Area",
    );
    expect(targetText({ side: 'own', zone: 'under', filter: gotenks })).toBe(
      '1 of your ＜Gotenks＞ under this card',
    );
    expect(targetText({ side: 'own', zone: 'field', filter: gotenks })).toBe(
      '1 of your ＜Gotenks＞ in your Leader Area or Battle Area',
    );
    expect(targetText({ side: 'own', filter: gotenks })).toBe('1 of your ＜Gotenks＞');
    expect(targetText({ side: 'own', zone: 'drop', filter: { colors: ['red'] } })).toBe(
      '1 of your red Drop Area cards',
    );
    // A Battle Card filter in an area holding other kinds too says so (BT3-111's Warp).
    expect(targetText({ side: 'own', zone: 'warp', filter: { type: 'battle' } })).toBe(
      '1 of your Warp Battle Cards',
    );
  });

  it('10-13-3: [Union-Fusion] says its cards go from the hand to the Drop Area, not under it (SD6-04)', async () => {
    const { catalog } = await loadDbsPool();
    const text = cardText(catalog.get('SD6-04'), catalog).join('\n');
    expect(text).toContain('from your hand to the Drop Area');
    expect(text).not.toContain('stacked over');
  });
});
