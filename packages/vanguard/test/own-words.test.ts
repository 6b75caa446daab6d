// The card text players read is generated in our own words, never the printed ability sentences
// (developers' guide, "Data and text"). Before ruleset vanguard-g/3 the median ability text shared
// 16 words in a row with the printed English text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostOwnWordsReport, remindersAgainstRulebook } from '@arbiter/cardgame';
import { describe, expect, it } from 'vitest';
import { VANGUARD, VG_DATA_DIR } from '@arbiter/vanguard';

/** The rulebook, beside the card data in the shared folder. */
const RULEBOOK = join(VG_DATA_DIR, '..', '..', 'rules', 'cardfight-vanguard-comprehensive-rules.txt');

describe('Vanguard card text in our own words', () => {
  it('no implemented card shares more than 12 words in a row with its printed text; the median card 5 or fewer', async () => {
    const printed = new Map<string, string>();
    const dir = join(VG_DATA_DIR, 'cards');
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const set = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
        cards: { id: string; en?: { text?: string } }[];
      };
      for (const c of set.cards) printed.set(c.id, c.en?.text ?? '');
    }
    const r = hostOwnWordsReport((await VANGUARD.host()).cards(), printed);
    expect(r.cards).toBeGreaterThan(50);
    expect(r.median).toBeLessThanOrEqual(5);
    expect(r.worst[0]![1], JSON.stringify(r.worst)).toBeLessThanOrEqual(12);
  });

  it('no keyword reminder shares more than 12 words in a row with the rulebook (issue 22: reminders are ours too)', async () => {
    const runs = remindersAgainstRulebook((await VANGUARD.host()).cards(), readFileSync(RULEBOOK, 'utf8'));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]![1], JSON.stringify(runs.slice(0, 3))).toBeLessThanOrEqual(12);
  });
});
