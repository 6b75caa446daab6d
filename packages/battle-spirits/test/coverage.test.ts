// Rule coverage. Titles here name no rule ids on purpose: they would count as covering those rules.
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  BATTLE_SPIRITS,
  computeRuleCoverage,
  CoverageInputError,
  defaultSagaRulebook,
  loadSagaRuleIds,
  parseRuleExemptions,
  parseRuleIds,
  readCommittedRuleIds,
  ruleIdsIn,
  SAGA_EXEMPT_FILE,
  scanTestSource,
} from '../src/index.ts';

// Invented text in the rulebook's layout: contents, chapters, headings, dashes, wrapped lines.
const BOOK = [
  'Made-up Rules',
  'Contents',
  '1 Basics\t2',
  '2 Fighting\t5',
  '',
  '1 Basics',
  '1-1 Tables',
  '1-1-1 A table has legs. See (2-1-1) for',
  '2-1-1 details.',
  '- 1-1-2 A dashed rule, wrapped over',
  'two lines.',
  ' - 1-1-2-1 A dashed rule after a space.',
  '1-2 Chairs',
  '2 Fighting',
  '2-1 Swords',
  '2-1-1 A sword is sharp.',
  '©New Topics and Changes',
  '- Changed 2-1-1.',
  '- Added 3-1.',
].join('\n');

describe('reading the rulebook', () => {
  it('takes the numbered lines in order, not the contents, chapters, references or change log', () => {
    // A wrapped line that starts with a reference breaks the order: an error, not a rule.
    expect(() => parseRuleIds(BOOK, 'book.txt')).toThrow(
      'book.txt: rule 1-1-2 (line 10) comes after 2-1-1 (line 9)',
    );
    const book = BOOK.replace('for\n2-1-1 details.', 'for details.');
    expect(parseRuleIds(book)).toEqual(['1-1', '1-1-1', '1-1-2', '1-1-2-1', '1-2', '2-1', '2-1-1']);
  });

  it('refuses a text without numbered rules', () => {
    expect(() => parseRuleIds('just words\n1 A chapter', 'x.txt')).toThrow(CoverageInputError);
  });

  it('finds rule ids cited in titles, but not dates or versions', () => {
    expect(ruleIdsIn('(Saga 8-6-3, 8-5-2-4): twice 8-6-3')).toEqual(['8-6-3', '8-5-2-4']);
    expect(ruleIdsIn('released 2024-05-27, v1.6.0, 5-a, x1-2')).toEqual([]);
  });
});

describe('reading test titles', () => {
  const SOURCE = `
    describe('battles 7-1', () => {
      it('blocks 7-1-3-1', () => {});
      it.each([1, 2])(\`damage \${'x'} 7-1-5-3-1 case %s\`, () => {});
      for (const f of files) it(title(f), () => {});
      describe.skip('skipped 7-1-4', () => { it('inner 7-1-4-1', () => {}); });
      it.todo('later 7-1-6-1');
    });
    test('plain ' + '1-2-4', () => { expect(x).toMatch(/(/); });
    describe(name, () => { it.skipIf(slow)('nested in a computed title 6-3-3', () => {}); });
  `;

  it('cites ids of describe blocks and tests, with the describe path, skipping tests that do not run', () => {
    expect(scanTestSource(ts, 'f.test.ts', SOURCE)).toEqual([
      { id: '7-1', test: 'f.test.ts › battles 7-1' },
      { id: '7-1-3-1', test: 'f.test.ts › battles 7-1 › blocks 7-1-3-1' },
      { id: '7-1-5-3-1', test: 'f.test.ts › battles 7-1 › damage ${…} 7-1-5-3-1 case %s' },
      { id: '1-2-4', test: 'f.test.ts › plain 1-2-4' },
      { id: '6-3-3', test: 'f.test.ts › (computed title) › nested in a computed title 6-3-3' },
    ]);
  });
});

describe('computing coverage', () => {
  const ids = ['1-1', '1-1-1', '1-1-2', '1-2'];
  const exempt = parseRuleExemptions('1-1: heading\n1-2: heading\n', 'ex.yaml');

  it('counts exempt rules with tests as covered, so exempt, covered and uncovered add up', () => {
    const r = computeRuleCoverage(
      ids,
      [
        { id: '1-1-1', test: 'a' },
        { id: '1-1-1', test: 'a' },
        { id: '1-1-1', test: 'b' },
        { id: '1-2', test: 'c' },
        { id: '1-9', test: 'typo' },
      ],
      exempt,
    );
    expect(r.rules).toEqual([
      { id: '1-1', status: 'exempt', tests: [], reason: 'heading' },
      { id: '1-1-1', status: 'covered', tests: ['a', 'b'] },
      { id: '1-1-2', status: 'uncovered', tests: [] },
      { id: '1-2', status: 'covered', tests: ['c'], reason: 'heading' },
    ]);
    expect([r.exempt, r.covered, r.total]).toEqual([1, 2, 4]);
    expect(r.unknownCitations).toEqual([{ id: '1-9', test: 'typo' }]);
  });

  it('refuses exemptions of ids that are not rules, or without a reason', () => {
    const bad = parseRuleExemptions('1-1: heading\n1-3: heading\n9-9-9: x\n', 'ex.yaml');
    expect(() => computeRuleCoverage(ids, [], bad)).toThrow('ex.yaml: not rules of the rulebook: 1-3, 9-9-9');
    expect(() => parseRuleExemptions('1-1:\n', 'ex.yaml')).toThrow(/1-1: every exemption needs a reason/);
    expect(() => parseRuleExemptions('1-1: a\n1-1: b\n', 'ex.yaml')).toThrow(CoverageInputError);
    expect(() => parseRuleExemptions('- 1-1\n', 'ex.yaml')).toThrow(/a mapping/);
  });
});

describe('the Saga rules', () => {
  const book = defaultSagaRulebook();

  it.skipIf(!existsSync(book))('committed rule id list equals the one read from the rulebook', () => {
    expect(readCommittedRuleIds()).toEqual(parseRuleIds(readFileSync(book, 'utf8'), book));
  });

  it('falls back to the committed list without the rulebook, but not when one is asked for', () => {
    const absent = loadSagaRuleIds(undefined, '/no/such/repository');
    expect(absent).toMatchObject({ fromBook: false, ids: readCommittedRuleIds() });
    expect(() => loadSagaRuleIds('/no/such/book.txt')).toThrow('No such file: /no/such/book.txt');
  });

  it('exemptions name rules of the book, each with a reason', () => {
    const exempt = parseRuleExemptions(readFileSync(SAGA_EXEMPT_FILE, 'utf8'), SAGA_EXEMPT_FILE);
    expect(() => computeRuleCoverage(readCommittedRuleIds(), [], exempt)).not.toThrow();
  });

  it('no test or scenario cites a rule id that is not in the rulebook', async () => {
    const { report, problems } = await BATTLE_SPIRITS.ruleCoverage('saga', {});
    expect(report.unknownCitations).toEqual([]);
    expect(problems).toEqual([]);
    expect(report.total).toBe(readCommittedRuleIds().length);
  });
});
