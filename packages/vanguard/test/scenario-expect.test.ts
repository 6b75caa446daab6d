// A Vanguard scenario's final `expect` (docs/scenarios.md, "Top-level keys") is checked after the
// script, with the expectations every game shares (the card-game layer's `commonExpectation`).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadVgPool, runVgScenarioFile, vgBuiltInDecks } from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const START = readFileSync(join(here, '../../../scenarios/vanguard/preparation/start.yaml'), 'utf8');

describe('a Vanguard scenario checks its final expect', () => {
  const pool = loadVgPool();
  const dir = mkdtempSync(join(tmpdir(), 'vg-expect-'));
  const run = (expectYaml: string) => {
    const file = join(dir, 's.yaml');
    writeFileSync(file, `${START.trimEnd()}\nexpect:\n${expectYaml}`);
    const decks = new Map(Object.entries(vgBuiltInDecks()).map(([k, d]) => [k, d.cards]));
    return runVgScenarioFile(file, pool.catalog, decks);
  };

  it('passes when it holds and names the key, both values and "expect" when it does not', () => {
    expect(run('  winner: none\n  decision: p1 ride\n  turn: 1\n').failures).toEqual([]);
    expect(run('  winner: p2\n  decision: ride\n  p1: { hand: 7 }\n').failures).toEqual([
      'expect: winner: expected p2, got none (the game is not over)',
      'expect, p1: hand holds 6 cards, expected 7',
    ]);
  });
});
