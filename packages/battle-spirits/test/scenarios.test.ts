import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findScenarioFiles,
  formatScenarioResult,
  parseScenario,
  ScenarioFormatError,
  loadScenarioRegistry,
  runScenario,
  runScenarioFiles,
} from '../src/index.ts';

// The pool's card definitions load asynchronously; scenarios play them.
beforeAll(async () => {
  await loadScenarioRegistry();
});

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const scenarioDir = join(root, 'scenarios', 'saga');

/** The test's title: the scenario's name and rules, or the file when it cannot be parsed. */
function title(file: string): string {
  const rel = relative(root, file);
  try {
    const sc = parseScenario(readFileSync(file, 'utf8'), rel);
    return `${sc.name} [${sc.rules.join(', ')}]`;
  } catch {
    return rel;
  }
}

describe('scenarios', () => {
  const files = findScenarioFiles([scenarioDir]);
  it('finds the scenario files and skips pending/', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(files.some((f) => f.split(/[\\/]/).includes('pending'))).toBe(false);
  });
  for (const file of files) {
    it(title(file), () => {
      const r = runScenario(readFileSync(file, 'utf8'), { file: relative(root, file) });
      if (!r.ok) expect.fail(formatScenarioResult(r));
    });
  }
});

const BASE = `
name: Runner self-test
rules: [7-1-5-3-1]
start:
  turn: 2
  step: attack
  p1:
    field: [Cinder Hound, Ember Whelp]
  p2:
    life: 3
`;

describe('the scenario runner', () => {
  it('reports a wrong assertion with expected and actual values and where', () => {
    const r = runScenario(
      `${BASE}
script:
  - p1 attackAction: attack Cinder Hound
  - expect:
      p2: {life: 1}
then: stop
expect:
  p1: {field: [{card: Cinder Hound, exhausted: false}, Ember Whelp]}
`,
      { file: 'wrong.yaml' },
    );
    expect(r.ok).toBe(false);
    expect(r.file).toBe('wrong.yaml');
    expect(r.rules).toEqual(['7-1-5-3-1']);
    expect(r.failures).toEqual([
      'step 2 (line 14) `expect`: p2.life: expected 1, got 2',
      'expect: p1.field[0] (Cinder Hound).exhausted: expected false, got true',
    ]);
    expect(formatScenarioResult(r)).toMatch(
      /^FAIL Runner self-test \[7-1-5-3-1\] \(wrong\.yaml\)\n {4}step 2/,
    );
  });

  it('checks what each player sees with `seenBy` (3-1-3)', () => {
    const r = runScenario(`${BASE}
    hand: [Kindle]
    deck: [Tide Sprite, Reef Guard]
then: stop
expect:
  seenBy:
    p1:
      p2: {hand: [Kindle], handCount: 1, deck: hidden, field: 0}
      p1: {field: [Cinder Hound, Ember Whelp], burst: none}
    p2:
      p2: {hand: hidden, deckCount: 3, life: 2}
      p1: {field: [Ember Whelp, Cinder Hound]}
`);
    expect(r.failures).toEqual([
      'expect: seenBy.p1.p2.hand: expected [Kindle], got hidden',
      'expect: seenBy.p2.p1.field: expected [Ember Whelp, Cinder Hound], got [Cinder Hound, Ember Whelp]',
      'expect: seenBy.p2.p2.life: expected 2, got 3',
      'expect: seenBy.p2.p2.deckCount: expected 3, got 2',
      'expect: seenBy.p2.p2.hand: expected hidden, got [Kindle]',
    ]);
  });

  it('fails on a decision of another kind or player, naming what the game waits for', () => {
    const r = runScenario(`${BASE}
script:
  - p2 block: none
`);
    expect(r.ok).toBe(false);
    expect(r.failures[0]).toMatch(
      /^step 1 \(line \d+\) `p2 block: none`: expected p2 block, but the game waits for p1 attackAction/,
    );
  });

  it('fails when the script ends at an unscripted decision, unless it says `then: stop`', () => {
    const open = runScenario(`${BASE}
script:
  - p1 attackAction: attack Cinder Hound
`);
    expect(open.ok).toBe(false);
    expect(open.failures[0]).toMatch(/end of script: the game still waits for p1 attackAction/);
    const stop = runScenario(`${BASE}
script:
  - p1 attackAction: attack Cinder Hound
then: stop
`);
    expect(stop.failures).toEqual([]);
  });

  it('fails when a reference matches no option, listing the options', () => {
    const r = runScenario(`${BASE}
script:
  - p1 attackAction: attack Tide Sprite
`);
    expect(r.failures[0]).toMatch(
      /no "attack" option is for "Tide Sprite".*offers: attack:\d+ \(Attack with Cinder Hound/,
    );
  });

  it('fails when an expected refusal is accepted, or refused for another reason', () => {
    const accepted = runScenario(`${BASE}
script:
  - p1 attackAction: end
    refused: UNKNOWN_OPTION
`);
    expect(accepted.failures[0]).toMatch(
      /expected the answer .* to be refused with UNKNOWN_OPTION, but it was accepted/,
    );
    const other = runScenario(`${BASE}
script:
  - p1 attackAction: end
    by: p2
    refused: STALE_DECISION
then: stop
`);
    expect(other.failures).toHaveLength(1);
    expect(other.failures[0]).toMatch(/expected refusal STALE_DECISION, got WRONG_PLAYER/);
  });

  it('rejects a malformed file with errors naming the field and line', () => {
    const bad = `
name: Broken
rules: [7-1-1]
start:
  turn: two
  p1:
    lif: 3
    field: [{card: Ember Whelp, cores: many}]
script:
  - p1 attackAction: end
    refuse: UNKNOWN_OPTION
`;
    const r = runScenario(bad, { file: 'bad.yaml' });
    expect(r.ok).toBe(false);
    expect(r.name).toBe('bad.yaml');
    expect(r.failures).toContain('invalid scenario: start.turn (line 5): expected number, received string');
    expect(r.failures).toContain('invalid scenario: start.p1 (line 7): Unrecognized key: "lif"');
    expect(r.failures).toContain(
      'invalid scenario: start.p1.field[0].cores (line 8): expected number, received string',
    );
    expect(() => parseScenario(bad, 'bad.yaml')).toThrow(ScenarioFormatError);
  });

  it('names the script step of a malformed step', () => {
    expect(() =>
      parseScenario(`${BASE}
script:
  - p1 attackAction: end
    refuse: UNKNOWN_OPTION
`),
    ).toThrow(/script\[0\] \(line \d+\): one decision per step, found "p1 attackAction", "refuse"/);
    expect(() => parseScenario('name: x\nrules: [1-1-1]\nscript: []\n')).toThrow(/exactly one of `start`/);
  });

  it('reports an unknown card in the starting state', () => {
    const r = runScenario(`${BASE.replace('Ember Whelp]', 'Ember Whelpp]')}
then: stop
`);
    expect(r.failures).toEqual([
      'setup: start.p1.field[1]: no card "Ember Whelpp" (give a card id or name; define test cards under `cards`)',
    ]);
  });

  it('runs the complete examples of docs/scenarios.md', () => {
    const doc = readFileSync(join(root, 'docs/scenarios.md'), 'utf8');
    const blocks = [...doc.matchAll(/```yaml\n(name:[\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const b of blocks) {
      const r = runScenario(b, { file: 'docs/scenarios.md' });
      if (!r.ok) expect.fail(formatScenarioResult(r));
    }
  });

  it('runs files and folders, skipping pending/, with sorted results', () => {
    const results = runScenarioFiles([join(scenarioDir, 'saga/victory')]);
    const names = results.map((r) => relative(scenarioDir, r.file));
    expect(names).toEqual([...names].sort());
    expect(results.every((r) => r.ok)).toBe(true);
    const missing = runScenarioFiles([join(scenarioDir, 'no-such.yaml')]);
    expect(missing[0]!.ok).toBe(false);
    expect(missing[0]!.failures[0]).toMatch(/cannot read the file/);
  });
});
