// The card text players read is generated in our own words, never the printed effect sentences
// (developers' guide, "Data and text"). Before ruleset battle-spirits-saga/1.6.0/3 the generator followed
// the printed wording: of the 579 implemented cards the median shared 7 words in a row with its printed
// timing and effect text, 53 cards more than 12, BSS06-062 32.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostOwnWordsReport, remindersAgainstRulebook } from '@arbiter/cardgame';
import { describe, expect, it } from 'vitest';
import { formatHost, SAGA_DATA_DIR } from '../src/index.ts';

/** The data's printed text of each card: every effect's timing condition and details ("N/A" left out). */
function printedTexts(): Map<string, string> {
  const printed = new Map<string, string>();
  const dir = join(SAGA_DATA_DIR, 'cards');
  for (const set of readdirSync(dir))
    for (const f of readdirSync(join(dir, set)).filter((x) => x.endsWith('.json'))) {
      const c = JSON.parse(readFileSync(join(dir, set, f), 'utf8')) as {
        ID: string;
        effects?: { condition?: string; details?: string }[];
      };
      const parts = (c.effects ?? []).flatMap((e) => [e.condition ?? '', e.details ?? '']);
      printed.set(c.ID, parts.filter((p) => p !== 'N/A').join('\n'));
    }
  return printed;
}

/** The rulebook, beside the card data in the shared folder. */
const RULEBOOK = join(
  SAGA_DATA_DIR,
  '..',
  '..',
  'rules',
  'battle-spirits-saga-comprehensive-rules-v1.6.0.txt',
);

const ETERNAL_MANUAL = join(
  SAGA_DATA_DIR,
  '..',
  '..',
  'rules',
  'battle-spirits-eternal-official-manual-v17.txt',
);

describe('Saga card text in our own words', () => {
  it('no implemented card shares more than 12 words in a row with its printed effects; the median card 5 or fewer', async () => {
    const r = hostOwnWordsReport((await formatHost('saga')).cards(), printedTexts());
    expect(r.cards).toBeGreaterThan(500);
    expect(r.median).toBeLessThanOrEqual(5);
    expect(r.worst[0]![1], JSON.stringify(r.worst)).toBeLessThanOrEqual(12);
  });

  it('no keyword reminder shares more than 12 words in a row with the rulebook (issue 22: reminders are ours too)', async () => {
    const runs = remindersAgainstRulebook((await formatHost('saga')).cards(), readFileSync(RULEBOOK, 'utf8'));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]![1], JSON.stringify(runs.slice(0, 3))).toBeLessThanOrEqual(12);
  });

  it("Eternal's keyword reminders share no more than 12 words in a row with the Eternal manual", async () => {
    const cards = (await formatHost('eternal')).cards();
    const runs = remindersAgainstRulebook(cards, readFileSync(ETERNAL_MANUAL, 'utf8'));
    // Awaken and Swift at least: the keywords of the implemented Eternal cards.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]![1], JSON.stringify(runs.slice(0, 3))).toBeLessThanOrEqual(12);
  });
});
