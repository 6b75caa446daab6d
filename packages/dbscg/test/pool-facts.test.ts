// The facts generator (pool/generate.ts) reads the data's skill text only to count skills and keep
// keyword heads; these raw cards are made up in the data's shape, with test sentences.
import { describe, expect, it } from 'vitest';
import { factsOf, loadDbsPool, tokenFacts, tokenId } from '@arbiter/dbscg';

const raw = {
  number: 'TST-010',
  name: 'Test Card',
  rarity: 'C',
  type: 'Battle',
  color: 'Green',
  set: 'TST',
  power: '10000',
  energy: '2(G)',
  comboEnergy: '0',
  comboPower: '5000',
  character: 'Tester',
  specialTrait: 'Trial',
  era: 'Test Era',
  skill: '',
};

describe('DBSCG card facts from the data', () => {
  it('counts one skill per "|"-separated head, and keeps keyword heads', () => {
    const f = factsOf({ ...raw, skill: '[Blocker] (a test reminder) | [Auto] When tested, test.' });
    expect(f.skills).toBe(2);
    expect(f.keywords).toEqual(['Blocker']);
    expect(f.note).toBeUndefined();
  });

  it('reads a head closed by "}" as a skill, with a note', () => {
    const f = factsOf({ ...raw, skill: '[Double Strike] (a test reminder) | [Auto} When tested, test.' });
    expect(f.skills).toBe(2);
    expect(f.note).toContain('[Auto}');
  });

  it('counts a skill printed after a reminder text with no "|" before it, with a note', () => {
    const f = factsOf({ ...raw, type: 'Extra', skill: '[Field] (a test reminder)[Permanent] A test rule.' });
    expect(f.skills).toBe(2);
    expect(f.keywords).toEqual(['Field']);
    expect(f.note).toContain('[Permanent]');
    const g = factsOf({ ...raw, skill: '[Permanent] A test rule.[Auto] When tested, test.' });
    expect(g.skills).toBe(2);
  });

  it('reads a leader name with a lost space before its "/" as two sides, with a note', () => {
    const f = factsOf({
      ...raw,
      type: 'Leader',
      name: 'Front Test/ Back Test',
      power: '10000 // 15000',
      energy: '',
    });
    expect(f.name).toBe('Front Test');
    expect(f.back?.name).toBe('Back Test');
    expect(f.note).toContain('two sides');
  });

  it('10-18-2: keeps the tokens a skill describes, with only the numbers the text gives', () => {
    const f = factsOf({
      ...raw,
      skill:
        '[Auto] When tested, test. (Tester tokens have 15000 power) | [Auto] Test. (Tester tokens have 15000 power)',
    });
    expect(f.tokens).toEqual([{ name: 'Tester', power: 15000, combo: null }]);
    expect(tokenFacts('(Trial Jr. tokens have 10,000 power, 0 combo costs, and 5000 combo power.)')).toEqual([
      { name: 'Trial Jr.', power: 10000, combo: { cost: 0, power: 5000 } },
    ]);
    expect(factsOf(raw).tokens).toBeUndefined();
  });

  it('10-18-2: the pool holds each token as a colourless, costless Battle Card no deck may hold', async () => {
    const { catalog, facts } = await loadDbsPool();
    const ghost = catalog.get(tokenId('Ghost'));
    expect(ghost).toMatchObject({
      name: 'Ghost',
      type: 'battle',
      token: true,
      power: 15000,
      colors: [],
      cost: null,
    });
    expect(catalog.get(tokenId('Cell Jr.')).combo).toEqual({ cost: 0, power: 5000 });
    // Tokens are not cards of a set: coverage counts the data's cards only.
    expect(facts.some((f) => f.id === ghost.id)).toBe(false);
  });
});
