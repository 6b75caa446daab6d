// The Eternal format's card facts (BS01), generated from the shared Japanese card data.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BATTLE_SPIRITS,
  ETERNAL_DATA_DIR,
  ETERNAL_POOL_DIR,
  eternalCardFacts,
  generateEternalFacts,
  rawLevels,
  readSagaFacts,
  type CardFacts,
} from '../src/index.ts';

// Invented cards in the data's shape (not copies of it).
const TABS = '\t'.repeat(8);
const spirit = {
  id: 'BS99-001',
  name: 'テスト竜',
  set: 'BS99',
  type: 'spirit',
  colors: ['red'],
  cost: 4,
  costAlleviationColor: 'red',
  costAlleviationCount: 2,
  family: ['竜'],
  text: `[Lv1-Lv2]【神速】 one${TABS}[Lv2] two`,
  _rawDtDd: { 'BP/コア': '2000\n\t\t 1\n   \n  5000\n\t 3', 作品アイコン: '-', 'A question?': 'An answer.' },
};

function facts(raw: object): { card: CardFacts | undefined; warnings: string[] } {
  const warnings: string[] = [];
  return { card: eternalCardFacts(raw, (m) => warnings.push(m)), warnings };
}

describe('Eternal card facts', () => {
  it('reads levels from the raw BP/core field: BP then cores per level, a dash for none', () => {
    expect(rawLevels('1000 1  3000\n 3', 'spirit')).toEqual([
      { level: 1, cores: 1, bp: 1000 },
      { level: 2, cores: 3, bp: 3000 },
    ]);
    expect(rawLevels('- 0 - 3 - -', 'nexus')).toEqual([
      { level: 1, cores: 0 },
      { level: 2, cores: 3 },
    ]);
    expect(rawLevels('1000 1 3000', 'spirit')).toMatch(/odd number/);
    expect(rawLevels('- 1', 'spirit')).toMatch(/level 1 has BP/);
  });

  it('a spirit: one symbol of its own colour, its reductions, keywords and ability count', () => {
    const { card, warnings } = facts(spirit);
    expect(card).toEqual({
      id: 'BS99-001',
      name: 'テスト竜',
      type: 'spirit',
      colors: ['red'],
      cost: 4,
      reduction: ['red', 'red'],
      symbols: [['red']],
      spiritTypes: ['竜'],
      levels: [
        { level: 1, cores: 1, bp: 2000 },
        { level: 2, cores: 3, bp: 5000 },
      ],
      keywords: [{ keyword: 'swift' }],
      printedAbilities: 2,
    });
    // Only BS01's symbols are known to follow the reading.
    expect(warnings).toEqual(['BS99-001: set BS99 has no symbol reading; one own-colour symbol assumed']);
  });

  it('magic has no symbol and no levels; a vanilla card prints no ability', () => {
    const { card } = facts({ ...spirit, set: 'BS01', type: 'magic', text: null, _rawDtDd: {} });
    expect(card).toMatchObject({ symbols: [], levels: [], printedAbilities: 0, keywords: [] });
  });

  it('flags a card whose text or Q&A speaks of symbols', () => {
    const qa = { ...spirit._rawDtDd, 'シンボルは?': '...' };
    expect(facts({ ...spirit, set: 'BS01', _rawDtDd: qa }).warnings).toEqual([
      'BS99-001: its text or Q&A speaks of symbols: check the one-own-colour-symbol reading',
    ]);
  });

  it('leaves out a card whose levels are missing, saying why', () => {
    const { card, warnings } = facts({ ...spirit, _rawDtDd: { 作品アイコン: '-' } });
    expect(card).toBeUndefined();
    expect(warnings).toEqual(['BS99-001: no BP/コア on the detail page; card left out']);
  });
});

describe.skipIf(!existsSync(ETERNAL_DATA_DIR))('the generated BS01 facts (with the shared data)', () => {
  const generated = generateEternalFacts(join(ETERNAL_DATA_DIR, 'cards'));

  it('are in sync with the generator: regenerating gives the committed facts', () => {
    const committed = JSON.parse(readFileSync(join(ETERNAL_POOL_DIR, 'BS01.json'), 'utf8')) as unknown;
    expect(generated.sets.BS01).toEqual(committed);
  });

  it('BS01-014 is left out (its page is missing); every other card is there', () => {
    expect(generated.warnings).toEqual(['BS01/BS01-014: no BP/コア on the detail page; card left out']);
    const ids = generated.sets.BS01!.map((c) => c.id);
    expect(ids).toHaveLength(152);
    expect(ids).not.toContain('BS01-014');
  });
});

describe('the committed BS01 facts', () => {
  const bs01 = readSagaFacts(ETERNAL_POOL_DIR).find((s) => s.set === 'BS01')!.cards;
  const card = (id: string): CardFacts => bs01.find((c) => c.id === id)!;

  it('pass the pool schema, one own-colour symbol per spirit and nexus and none per magic', () => {
    for (const c of bs01) expect(c.symbols).toEqual(c.type === 'magic' ? [] : [[c.colors[0]]]);
  });

  it('take the levels the data lost from the raw field (SOURCE.md defect 4)', () => {
    expect(card('BS01-022').levels).toEqual([
      { level: 1, cores: 1, bp: 3000 },
      { level: 2, cores: 2, bp: 4000 },
    ]);
    expect(card('BS01-101').levels).toEqual([
      { level: 1, cores: 0 },
      { level: 2, cores: 3 },
    ]);
    expect(card('BS01-X03').levels.map((l) => l.cores)).toEqual([1, 3, 9]);
  });

  it('hold no sentence of effect text', () => {
    const text = readFileSync(resolve(ETERNAL_POOL_DIR, 'BS01.json'), 'utf8');
    expect(text).not.toMatch(/召喚時|アタック時|フラッシュ|する。/);
  });
});

describe('the Eternal pool', () => {
  it("is the format's card coverage: BS01 without BS01-014, counted on Eternal scenarios only", async () => {
    const cov = await BATTLE_SPIRITS.cardCoverage('eternal');
    expect(cov.sets.map((x) => [x.set, x.cards.length])).toEqual([['BS01', 152]]);
    expect(cov.total).toBe(152);
    expect(cov.problems).toEqual([]);
    // Saga's coverage does not see it.
    const saga = await BATTLE_SPIRITS.cardCoverage('saga');
    expect(saga.sets.some((x) => x.set === 'BS01')).toBe(false);
  });
});
