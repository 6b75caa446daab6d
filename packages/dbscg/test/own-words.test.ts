// The card text players read is generated in our own words, never the printed skill sentences
// (developers' guide, "Data and text"). Until ruleset dbscg-1.077/3 the generator followed the
// printed wording: the median card shared 10 words in a row with its printed text, one 40.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostOwnWordsReport, remindersAgainstRulebook } from '@arbiter/cardgame';
import { describe, expect, it } from 'vitest';
import { DBS_DATA_DIR, DBSCG } from '@arbiter/dbscg';

/** The rulebook, beside the card data in the shared folder. */
const RULEBOOK = join(
  DBS_DATA_DIR,
  '..',
  '..',
  'rules',
  'dragon-ball-super-card-game-rule-manual-v1.077.txt',
);

describe('DBSCG card text in our own words', () => {
  it('no implemented card shares more than 12 words in a row with its printed skills; the median card 5 or fewer', async () => {
    const printed = new Map<string, string>();
    const dir = join(DBS_DATA_DIR, 'cards');
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')))
      for (const c of JSON.parse(readFileSync(join(dir, f), 'utf8')) as { number: string; skill?: string }[])
        printed.set(c.number, c.skill ?? '');
    const r = hostOwnWordsReport((await DBSCG.host()).cards(), printed);
    expect(r.cards).toBeGreaterThan(100);
    expect(r.median).toBeLessThanOrEqual(5);
    expect(r.worst[0]![1], JSON.stringify(r.worst)).toBeLessThanOrEqual(12);
  });

  it('no keyword reminder shares more than 12 words in a row with the rulebook (issue 22: reminders are ours too)', async () => {
    const runs = remindersAgainstRulebook((await DBSCG.host()).cards(), readFileSync(RULEBOOK, 'utf8'));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]![1], JSON.stringify(runs.slice(0, 3))).toBeLessThanOrEqual(12);
  });
});
