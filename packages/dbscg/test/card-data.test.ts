// Card data (section 2): what a card definition must be, checked when the catalog is built.
import { describe, expect, it } from 'vitest';
import { DbsCatalog, type DbsCardDef } from '@arbiter/dbscg';
import { checkCardDef } from '../src/skill-schema.ts';

const battle: DbsCardDef = {
  id: 'TST-001',
  name: 'Test Battler',
  type: 'battle',
  colors: ['red'],
  power: 10000,
  cost: { total: 1, colors: { red: 1 } },
  combo: { cost: 0, power: 5000 },
  characters: ['Tester'],
  traits: ['Trial'],
  eras: ['Test Era'],
  skills: [],
};
const extra: DbsCardDef = {
  ...battle,
  id: 'TST-002',
  name: 'Test Extra',
  type: 'extra',
  power: 0,
  combo: null,
  characters: [],
  traits: [],
  eras: [],
};
const leader: DbsCardDef = {
  ...battle,
  id: 'TST-003',
  name: 'Test Leader',
  type: 'leader',
  cost: null,
  combo: null,
};

const refused = (def: DbsCardDef): string => {
  try {
    new DbsCatalog([def]);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return '';
};

describe('DBSCG card data', () => {
  it('2-3-2, 2-4-1-1: a card is a Leader, Battle or Extra Card, of the five colours', () => {
    expect(() => checkCardDef({ ...battle, type: 'spirit' })).toThrow(/type/);
    expect(() => checkCardDef({ ...battle, colors: ['purple'] })).toThrow(/colors/);
    expect(checkCardDef(battle).type).toBe('battle');
    expect(new DbsCatalog([battle, extra, leader]).all()).toHaveLength(3);
  });

  it('2-5-4, 2-6-5, 2-7-3, 2-8-2: an Extra Card has no character name, special trait, era or power', () => {
    expect(refused({ ...extra, characters: ['Tester'] })).toMatch(/2-5-4/);
    expect(refused({ ...extra, traits: ['Trial'] })).toMatch(/2-6-5/);
    expect(refused({ ...extra, eras: ['Test Era'] })).toMatch(/2-7-3/);
    expect(refused({ ...extra, power: 5000 })).toMatch(/2-8-2/);
    expect(refused(leader)).toBe('');
  });

  it('2-9-2, 2-10-2: only Battle Cards have combo power and combo cost', () => {
    expect(refused({ ...extra, combo: { cost: 0, power: 5000 } })).toMatch(/2-9-2/);
    expect(refused({ ...leader, combo: { cost: 0, power: 5000 } })).toMatch(/2-9-2/);
  });

  it('2-11-2: only Battle and Extra Cards have an energy cost', () => {
    expect(refused({ ...leader, cost: { total: 1, colors: {} } })).toMatch(/2-11-2/);
    expect(refused({ ...battle, cost: null })).toMatch(/2-11-2/);
    expect(refused({ ...extra, cost: null })).toMatch(/2-11-2/);
  });

  it('2-15-1: every card has a card number, its id', () => {
    expect(refused({ ...battle, id: 'not a number' })).toMatch(/card number/);
    expect(new DbsCatalog([battle]).get('TST-001').name).toBe('Test Battler');
  });
});
