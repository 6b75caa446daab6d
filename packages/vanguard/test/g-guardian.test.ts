// 11.14.1: G guardian is an ability of G units (the cards of the G zone, 4.11); a definition giving
// it to another card, or with an empty cost, is refused with the card's field named.
import { describe, expect, it } from 'vitest';
import { VgCardDefSchema, VgCatalog, vgCardProblem } from '../src/cards.ts';
import { vgCardText } from '../src/abilities/text.ts';

const G_GUARDIAN = {
  id: 'TEST-GG01',
  set: 'TEST',
  name: 'Test G Guardian',
  type: 'g_unit',
  grade: 4,
  power: 15000,
  shield: 15000,
  critical: 1,
  trigger: null,
  skills: [],
  sentinel: false,
  clan: 'Royal Paladin',
  race: 'Angel',
  nation: 'United Sanctuary',
  printedAbilities: 0,
  gGuardian: { discard: 1, discardFilter: { gradeMin: 1 } },
};

describe('G guardian in a card definition (11.14.1)', () => {
  it('is accepted on a G unit', () => {
    expect(vgCardProblem(G_GUARDIAN)).toBeNull();
  });
  it('is refused on a unit that is not a G unit', () => {
    expect(vgCardProblem({ ...G_GUARDIAN, type: 'normal_unit', grade: 3 })).toBe(
      'field "gGuardian": a normal_unit cannot have G guardian',
    );
  });
  it('is refused with a cost that pays nothing', () => {
    expect(vgCardProblem({ ...G_GUARDIAN, gGuardian: {} })).toMatch(/^field "gGuardian"/);
  });
});

describe('G guardian in the card text (11.14.1)', () => {
  it('is generated from the definition, with its cost', () => {
    const cat = new VgCatalog([VgCardDefSchema.parse(G_GUARDIAN)]);
    const text = vgCardText(cat.get('TEST-GG01'), cat);
    expect(text).toContain('[G Guardian]');
    expect(text).toContain('[discard 1 grade 1 or greater card from hand]');
    expect(text).toContain('G zone face up instead');
  });
});
