// Eternal rule ids and coverage. Titles here name no Eternal rule ids on purpose: they would count as
// covering those rules.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARBITER_ROOT,
  BATTLE_SPIRITS,
  ETERNAL_EXEMPT_FILE,
  ETERNAL_RULEBOOK,
  ETERNAL_RULE_IDS_FILE,
  eternalRuleIdsIn,
  parseEternalRuleIds,
  parseRuleExemptions,
  readCommittedRuleIds,
  ruleIdsIn,
} from '../src/index.ts';
import { defaultRulebook, loadRuleIds } from '@arbiter/cardgame';

// Invented text in the manual's layout: a navigation page, headings, paragraphs, marks, questions
// and a glossary.
const MANUAL = [
  '', // line 1
  '# TOP', // 2
  '[Link](#)', // 3
  '# TABLES', // 4
  'A table has legs.', // 5
  '', // 6
  '- A dashed statement.', // 7
  '  - A nested one.', // 8
  '※ A note.', // 9
  '\\*An escaped note.', // 10
  '**[!]** A callout is a paragraph.', // 11
  '① A first step.', // 12
  '◆ A condition.', // 13
  '## Chairs', // 14
  'Q1. A question?', // 15
  'A1. Its answer.', // 16
  '•A bullet.', // 17
  '# GLOSSARY', // 18
  '## [A]', // 19
  '**Arm:** a part.', // 20
  'Back: another part.', // 21
  '# AFTER', // 22
  'Back: a paragraph again.', // 23
].join('\n');

describe('reading the Eternal manual', () => {
  it('takes headings and marked statements by line, glossary entries, not paragraphs or answers', () => {
    expect(parseEternalRuleIds(MANUAL)).toEqual(
      ['2', '4', '7', '8', '9', '10', '12', '13', '14', '15', '17', '18', '19', '20', '21', '22'].map(
        (n) => `E${n}`,
      ),
    );
  });

  it('refuses a text without sections', () => {
    expect(() => parseEternalRuleIds('words\n- a list', 'x.txt')).toThrow('x.txt: no sections found');
  });

  it('reads its ids in titles, and the two books do not read each other', () => {
    expect(eternalRuleIdsIn('(E12, E1063): twice E12; E2E, BSE12, E12.5, 7-1-3')).toEqual(['E12', 'E1063']);
    expect(ruleIdsIn('E12-3 and E497')).toEqual([]);
  });
});

describe('the Eternal manual', () => {
  const book = defaultRulebook(ETERNAL_RULEBOOK, ARBITER_ROOT);
  const committed = (): string[] => readCommittedRuleIds(ETERNAL_RULE_IDS_FILE);

  it.skipIf(!existsSync(book))('committed rule id list equals the one read from the manual', () => {
    expect(committed()).toEqual(parseEternalRuleIds(readFileSync(book, 'utf8'), book));
  });

  it('falls back to the committed list without the manual', () => {
    expect(loadRuleIds(ETERNAL_RULEBOOK, '/no/such/repository')).toMatchObject({
      fromBook: false,
      ids: committed(),
    });
  });

  it('exemptions and the citations of tests and scenarios name rules of the manual', async () => {
    const exempt = parseRuleExemptions(readFileSync(ETERNAL_EXEMPT_FILE, 'utf8'), ETERNAL_EXEMPT_FILE);
    const { report, problems } = await BATTLE_SPIRITS.ruleCoverage('eternal', {});
    expect([report.unknownCitations, problems]).toEqual([[], []]);
    expect(report.total).toBe(committed().length);
    expect(report.rules.filter((r) => r.reason !== undefined)).toHaveLength(exempt.reasons.size);
  });
});
