// `arbiter rules coverage`. Titles name no rule ids: they would count as covering those rules.
import { runNode } from './run-cli.ts';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARBITER_ROOT, ETERNAL_RULEBOOK, loadSagaRuleIds } from '@arbiter/battle-spirits';
import { loadRuleIds } from '@arbiter/cardgame';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(ROOT, 'packages/cli/bin/arbiter.js');

async function cli(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const r = await runNode([BIN, ...args], ROOT);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const SAGA = ['rules', 'coverage', '--game', 'battle-spirits', '--format', 'saga'];
const lines = (s: string): string[] => s.trimEnd().split('\n');

// The rulebook beside the repository when present, else the committed list, as the command does.
const ids = loadSagaRuleIds().ids;
const full = await cli(...SAGA);
const all = lines(full.out);
const body = all.slice(0, -2);

describe('arbiter rules coverage', () => {
  it('lists every rule of the book in order, then the exempt and covered counts', async () => {
    expect(full.code).toBe(0);
    expect(body.map((l) => l.split('  ')[0])).toEqual(ids);
    expect(all.at(-2)).toMatch(/^exempt \d+$/);
    expect(all.at(-1)).toMatch(/^covered \d+ of \d+$/);
    const exempt = Number(/^exempt (\d+)$/.exec(all.at(-2)!)![1]);
    const [, covered, total] = /^covered (\d+) of (\d+)$/.exec(all.at(-1)!)!.map(Number);
    expect(total).toBe(ids.length);
    expect(exempt).toBe(body.filter((l) => /^\S+ {2}exempt: \S/.test(l)).length);
    const uncovered = body.filter((l) => l.endsWith('  NOT COVERED')).length;
    expect(exempt + covered! + uncovered).toBe(total);
  });

  it('names the scenarios covering a battle rule', async () => {
    const line = body.find((l) => l.startsWith('7-1-5-2-1  '));
    expect(line).toMatch(/scenarios\/saga\/\S+\.yaml › /);
  });

  it('lists only the uncovered rules with --uncovered', async () => {
    const r = await cli(...SAGA, '--uncovered');
    expect(r.code).toBe(0);
    const out = lines(r.out);
    expect(out.slice(0, -2)).toEqual(body.filter((l) => l.endsWith('  NOT COVERED')));
    expect(out.slice(-2)).toEqual(all.slice(-2));
  });

  it('prints the same report as JSON with --json', async () => {
    const r = await cli(...SAGA, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { rules: { id: string }[]; total: number; unknownCitations: unknown[] };
    expect(json.rules.map((x) => x.id)).toEqual(ids);
    expect(json.total).toBe(ids.length);
    expect(json.unknownCitations).toEqual([]);
  });

  it('exits 2 with a message for an unknown game or format, a missing rulebook or a bad option', async () => {
    const game = await cli('rules', 'coverage', '--game', 'chess');
    expect([game.code, game.err]).toEqual([
      2,
      'arbiter: Unknown game "chess" (known: battle-spirits, dbscg, vanguard)\n',
    ]);
    const format = await cli('rules', 'coverage', '--format', 'standard');
    expect(format.code).toBe(2);
    expect(format.err).toMatch(/Unknown format "standard" for battle-spirits \(known: saga, eternal\)/);
    const book = await cli(...SAGA, '--rules', 'no-such-book.txt');
    expect([book.code, book.err]).toEqual([2, 'arbiter: No such file: no-such-book.txt\n']);
    expect((await cli(...SAGA, '--colour')).code).toBe(2);
  });
});

describe('arbiter rules coverage of the Eternal format', () => {
  it('lists every section and statement of the Eternal manual, with exemptions, then the counts', async () => {
    const r = await cli('rules', 'coverage', '--game', 'battle-spirits', '--format', 'eternal');
    expect(r.code).toBe(0);
    const out = lines(r.out);
    const eternalIds = loadRuleIds(ETERNAL_RULEBOOK, ARBITER_ROOT).ids;
    expect(out.slice(0, -2).map((l) => l.split('  ')[0])).toEqual(eternalIds);
    const exempt = Number(/^exempt (\d+)$/.exec(out.at(-2)!)![1]);
    expect(exempt).toBeGreaterThan(0);
    expect(out.at(-1)).toMatch(new RegExp(`^covered \\d+ of ${eternalIds.length}$`));
  });
});
