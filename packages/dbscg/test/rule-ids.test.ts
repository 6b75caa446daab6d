// The rule ids coverage counts (`arbiter rules coverage --game dbscg`): every numbered rule of the
// manual, as the committed list has them for where the manual is not available.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleIds } from '@arbiter/cardgame';
import { DBS_RULEBOOK, DBS_RULEBOOK_NAME, DBS_ROOT, parseDbsRuleIds } from '@arbiter/dbscg';

const book = join(DBS_ROOT, '..', 'shared', 'rules', DBS_RULEBOOK_NAME);

describe('the rule ids of the DBSCG manual', () => {
  it('reads a rule number written against a bracket, as "8-1-3-1.[Activate]"', () => {
    const ids = parseDbsRuleIds(readFileSync(book, 'utf8'), book);
    expect(ids).toEqual(expect.arrayContaining(['5-1-3-2', '8-1-3-1', '8-1-5-1']));
    // The committed list is the manual's.
    expect(JSON.parse(readFileSync(DBS_RULEBOOK.idsFile, 'utf8')).ids).toEqual(ids);
    expect(loadRuleIds(DBS_RULEBOOK, DBS_ROOT).ids).toEqual(ids);
  });
});
