// The rule ids of the Vanguard comprehensive rules (coverage.ts).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultRulebook, readCommittedIds } from '@arbiter/cardgame';
import { compareVgRuleIds, parseVgRuleIds, VG_ROOT, VG_RULEBOOK, vgRuleIdsIn } from '../src/index.ts';

const book = defaultRulebook(VG_RULEBOOK, VG_ROOT);

describe('Vanguard rule ids', () => {
  it.runIf(existsSync(book))("the committed list is the rulebook's", () => {
    expect(parseVgRuleIds(readFileSync(book, 'utf8'))).toEqual(readCommittedIds(VG_RULEBOOK.idsFile));
  });

  it('reads ids at the start of lines in any order, and sorts them by number', () => {
    const text =
      '7.4.1.10. The turn player\n7.4.1.2. Each\n11.2.3.1 .“Twin Drive!!”\n2000. Also\nSection 7.\n7.4. Attack Step';
    expect(parseVgRuleIds(text)).toEqual(['7.4', '7.4.1.2', '7.4.1.10', '11.2.3.1']);
    expect(compareVgRuleIds('2.9', '2.10')).toBeLessThan(0);
  });

  it('finds dotted rule ids in a test title, not versions or longer numbers', () => {
    expect(vgRuleIdsIn('ride (8.5.2.1.1.1) and 7.5, ruleset vanguard-g/1, 1.077.2')).toEqual([
      '8.5.2.1.1.1',
      '7.5',
    ]);
  });
});
