// The card coverage counts a card only when each keyword skill of it is shown by a scenario naming
// it that cites the keyword's rule: naming a card is not enough (10-4 [Blocker], 10-16 [Barrier], 10-7 [Strike]).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dbsCardCoverage, keywordAbilities, loadDbsPool } from '@arbiter/dbscg';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A scenario directory with one scenario naming `card` and citing `rules`. */
function scenarioDir(card: string, rules: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'dbs-coverage-'));
  dirs.push(dir);
  const doc = [
    'game: dbscg',
    'name: naming',
    `rules: [${rules.join(', ')}]`,
    'start:',
    '  p1:',
    `    battle: [${card}]`,
  ];
  writeFileSync(join(dir, 'naming.yaml'), `${doc.join('\n')}\n`);
  return dir;
}

describe('DBSCG card coverage of keyword skills', () => {
  it('lists the keywords that ask for a scenario, deck-construction keywords left out', () => {
    expect(
      keywordAbilities([
        { kind: 'keyword', spec: { k: 'blocker' } },
        { kind: 'keyword', spec: { k: 'barrier' } },
      ]),
    ).toEqual([
      { label: '[Blocker]', rules: ['10-4'] },
      { label: '[Barrier]', rules: ['10-16'] },
    ]);
    expect(keywordAbilities([{ kind: 'keyword', spec: { k: 'ultimate' } }])).toEqual([]);
  });

  it('does not count a card a scenario names without citing its keywords; counts it once they are cited', async () => {
    const pool = await loadDbsPool();
    const row = (dir: string) =>
      dbsCardCoverage(pool, [dir])
        .sets.flatMap((s) => s.cards)
        .find((c) => c.id === 'TB1-032')!;
    // Focused Mind Piccolo: [Blocker], [Barrier] and a [Permanent] skill.
    const bare = row(scenarioDir('TB1-032', ['2-6-4']));
    expect(bare.scenarios).toHaveLength(1);
    expect(bare.implemented).toBe(false);
    expect(bare.missing).toBe('no scenario naming it cites the rule of [Blocker] (10-4), [Barrier] (10-16)');
    expect(row(scenarioDir('TB1-032', ['10-4-1'])).missing).toBe(
      'no scenario naming it cites the rule of [Barrier] (10-16)',
    );
    expect(row(scenarioDir('TB1-032', ['10-4-1', '10-16-1'])).implemented).toBe(true);
  });

  it('counts every one of the TB1/BT3 keyword cards of the last round with the project scenarios', async () => {
    const pool = await loadDbsPool();
    const rows = dbsCardCoverage(pool).sets.flatMap((s) => s.cards);
    const ids = [
      'TB1-006',
      'TB1-017',
      'TB1-018',
      'TB1-021',
      'TB1-032',
      'TB1-059',
      'TB1-089',
      'BT3-059',
      'BT3-061',
      'BT3-088',
    ];
    for (const id of ids) expect(rows.find((c) => c.id === id)?.missing, id).toBeUndefined();
  });
});
