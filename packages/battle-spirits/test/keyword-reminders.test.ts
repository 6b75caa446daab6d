// Keyword reminders (issue 22): every Saga keyword has one, section 11's citing their rule, the four
// the rules leave to the cards (Link, Feast, Agile, Bloodcurse) worded from our definitions; Eternal's
// say what its cards do in Eternal (Awaken takes only from spirits, formats.ts awakenSource).
import { describe, expect, it } from 'vitest';
import { formatHost } from '../src/index.ts';
import { keywordReminders } from '../src/keyword-reminders.ts';
import { ETERNAL_ONLY_KEYWORDS, KEYWORDS } from '../src/vocab.ts';

describe('keyword reminders', () => {
  it('every Saga keyword has a reminder, keyed by its label; section 11 ones cite their rule (11-1 to 11-15)', () => {
    const saga = KEYWORDS.filter((k) => !ETERNAL_ONLY_KEYWORDS.includes(k));
    const r = keywordReminders(saga, 'saga');
    expect(Object.keys(r)).toHaveLength(saga.length);
    expect(r['Awaken']).toMatch(/\(11-1\)\.$/);
    expect(r['A.T. Field']).toMatch(/\(11-13\)\.$/);
    for (const k of ['Link', 'Feast', 'Agile', 'Bloodcurse']) {
      expect(r[k], k).toBeTruthy();
      expect(r[k], k).not.toMatch(/11-\d/);
    }
  });

  it("Eternal's are its own: Awaken takes from spirits only, no Saga rule numbers, none for keywords its cards lack", () => {
    const r = keywordReminders(KEYWORDS, 'eternal');
    expect(Object.keys(r).sort()).toEqual(['Awaken', 'Confront', 'Swift']);
    expect(r['Awaken']).toMatch(/spirits/);
    expect(r['Awaken']).not.toBe(keywordReminders(['awaken'], 'saga')['Awaken']);
    for (const text of Object.values(r)) expect(text).not.toMatch(/\(11-\d+\)/);
  });

  it('GET /v1/cards gives an Eternal card with Swift its reminder (was none before)', async () => {
    const cards = (await formatHost('eternal')).cards();
    const swift = cards.find((c) => Array.isArray(c.keywords) && c.keywords.includes('Swift'));
    expect(swift, 'an implemented Eternal card with Swift').toBeDefined();
    expect(swift!['reminders']).toEqual({ Swift: keywordReminders(['swift'], 'eternal')['Swift'] });
  });
});
