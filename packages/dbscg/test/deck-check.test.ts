// Deck construction (5-1) and the keyword rules that change it (10-14, 10-17, 10-18-1, 10-31).
import { describe, expect, it } from 'vitest';
import { checkDbsDeck, DbsCatalog, TEST_CARDS, TEST_DECKS, type DbsCardDef } from '@arbiter/dbscg';

const extra: DbsCardDef[] = [
  {
    id: 'TST-SIX',
    name: 'Six Allowed',
    type: 'battle',
    colors: ['red'],
    power: 10000,
    cost: { total: 1, colors: {} },
    combo: null,
    characters: [],
    traits: [],
    eras: [],
    skills: [{ kind: 'permanent', effect: [{ c: 'deckLimit', n: 6 }] }],
  },
  {
    id: 'TST-ONE',
    name: 'Only One',
    type: 'battle',
    colors: ['red'],
    power: 10000,
    cost: { total: 1, colors: {} },
    combo: null,
    characters: [],
    traits: [],
    eras: [],
    skills: [{ kind: 'permanent', effect: [{ c: 'deckLimit', n: 1 }] }],
  },
];
const cat = new DbsCatalog(TEST_CARDS).with(extra);

/** Twelve vanilla-ish card numbers, four each: 48 legal cards to add to. */
const BASE = [
  'DBT-010',
  'DBT-011',
  'DBT-012',
  'DBT-014',
  'DBT-016',
  'DBT-017',
  'DBT-015',
  'DBT-018',
  'DBT-020',
  'DBT-021',
  'DBT-022',
  'DBT-027',
].flatMap((id) => [id, id, id, id]);
const deckOf = (...more: string[]): { leader: string; deck: string[] } => ({
  leader: 'DBT-001',
  deck: [...BASE, ...more],
});
const rules = (list: { leader: string; deck: string[] }): string[] =>
  checkDbsDeck(cat, list).map((p) => p.rule);

describe('DBSCG deck construction (5-1)', () => {
  it('the test decks are legal (5-1-3, 10-14-1, 10-17, 10-31-1)', () => {
    expect(checkDbsDeck(cat, TEST_DECKS.red)).toEqual([]);
    expect(checkDbsDeck(cat, TEST_DECKS.blue)).toEqual([]);
  });

  it('5-1-2: exactly one Leader Card, outside the deck', () => {
    expect(rules({ ...deckOf('DBT-023', 'DBT-023'), leader: 'DBT-010' })).toEqual(['5-1-2']);
    expect(rules({ ...deckOf('DBT-023', 'DBT-023'), leader: 'NOPE-1' })).toEqual(['5-1-2']);
    const p = checkDbsDeck(cat, deckOf('DBT-023', 'DBT-002'));
    expect(p.map((x) => x.rule)).toEqual(['5-1-2']);
    expect(p[0]!.card).toBe('DBT-002');
    expect(p[0]!.message).toContain('Azure Mentor');
  });

  it('5-1-3: a deck holds exactly 50 Battle and Extra Cards', () => {
    expect(rules(deckOf('DBT-023', 'DBT-023'))).toEqual([]);
    expect(rules(deckOf('DBT-023'))).toEqual(['5-1-3']);
    expect(rules(deckOf('DBT-023', 'DBT-023', 'DBT-023'))).toEqual(['5-1-3']);
    expect(checkDbsDeck(cat, deckOf('DBT-023'))[0]!.message).toContain('49');
    expect(rules(deckOf('DBT-023', 'NOPE-2'))).toEqual(['5-1-3']);
  });

  it('5-1-3-1, 2-15-2-1: at most 4 cards of one card number, each named', () => {
    const p = checkDbsDeck(cat, deckOf('DBT-010', 'DBT-023'));
    expect(p.map((x) => x.rule)).toEqual(['5-1-3-1']);
    expect(p[0]).toMatchObject({ card: 'DBT-010' });
    expect(p[0]!.message).toContain('Red Sparring Partner');
  });

  it('5-1-3-2, 5-1-3-2-1, 5-1-3-2-2: a [Permanent] deck-construction skill replaces the 4-copy limit, up or down', () => {
    const six = BASE.slice(0, 44).concat(Array<string>(6).fill('TST-SIX'));
    expect(rules({ leader: 'DBT-001', deck: six })).toEqual([]);
    const seven = BASE.slice(0, 43).concat(Array<string>(7).fill('TST-SIX'));
    expect(rules({ leader: 'DBT-001', deck: seven })).toEqual(['5-1-3-2']);
    expect(rules(deckOf('TST-ONE', 'TST-ONE'))).toEqual(['5-1-3-2']);
    expect(rules(deckOf('TST-ONE', 'DBT-023'))).toEqual([]);
  });

  it('10-14-1: one card with [Ultimate] in a deck', () => {
    expect(rules(deckOf('DBT-114', 'DBT-023'))).toEqual([]);
    const p = checkDbsDeck(cat, deckOf('DBT-114', 'DBT-114'));
    expect(p.map((x) => x.rule)).toEqual(['10-14-1']);
    expect(p[0]!.cards).toEqual(['DBT-114']);
  });

  it('10-17: four cards with [Super Combo] in all', () => {
    const four = BASE.slice(0, 44).concat(['DBT-133', 'DBT-133', 'DBT-133', 'DBT-133', 'DBT-023', 'DBT-023']);
    expect(rules({ leader: 'DBT-001', deck: four })).toEqual([]);
    const five = BASE.slice(0, 44).concat(['DBT-133', 'DBT-133', 'DBT-133', 'DBT-133', 'DBT-133', 'DBT-023']);
    expect(rules({ leader: 'DBT-001', deck: five })).toEqual(['5-1-3-1', '10-17']);
  });

  it('10-31-1: any number of copies of a [Dragon Ball] card, seven in all', () => {
    const seven = BASE.slice(0, 43).concat(Array<string>(7).fill('DBT-115'));
    expect(rules({ leader: 'DBT-001', deck: seven })).toEqual([]);
    const eight = BASE.slice(0, 42).concat(Array<string>(8).fill('DBT-115'));
    expect(rules({ leader: 'DBT-001', deck: eight })).toEqual(['10-31-1']);
  });

  it('10-18-1: tokens are made by effects, never part of a deck', () => {
    const p = checkDbsDeck(cat, deckOf('DBT-T01', 'DBT-023'));
    expect(p.map((x) => x.rule)).toEqual(['10-18-1']);
    expect(p[0]!.card).toBe('DBT-T01');
  });
});
