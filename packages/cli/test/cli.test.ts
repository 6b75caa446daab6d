import { runNode } from './run-cli.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScenarios } from '../src/scenario.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(ROOT, 'packages/cli/bin/arbiter.js');
const tmp = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const r = await runNode([BIN, ...args], ROOT);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';

describe('arbiter demo', () => {
  it('plays a complete game, the same one for the same seed and another for another seed', async () => {
    const a = await cli('demo', '--seed', '11');
    const b = await cli('demo', '--seed', '11');
    const c = await cli('demo', '--seed', '12');
    expect(a.code).toBe(0);
    expect(lastLine(a.out)).toMatch(/^Result: (Vanilla Red wins|Vanilla Blue wins|draw)$/);
    expect(a.out).toContain('Turn 1: ');
    expect(a.out).toContain('  Main step');
    expect(b.out).toBe(a.out);
    expect(c.code).toBe(0);
    expect(c.out).not.toBe(a.out);
  });

  it('uses a fixed default seed', async () => {
    expect((await cli('demo')).out).toBe((await cli('demo', '--seed', '1')).out);
  });
});

describe('arbiter replay', () => {
  const file = join(tmp, 'game.json');

  it('verifies the replay written by demo --replay-out', async () => {
    const demo = await cli('demo', '--seed', '5', '--replay-out', file);
    expect(demo.code).toBe(0);
    const r = await cli('replay', file);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Replay verified');
    expect(lastLine(r.out)).toBe(lastLine(demo.out));
    const q = await cli('replay', file, '--quiet');
    expect(q.code).toBe(0);
    expect(q.out.trim().split('\n')).toHaveLength(2);
  });

  it('rejects a replay with one hash changed', async () => {
    const replay = JSON.parse(readFileSync(file, 'utf8')) as { answers: { hash: string }[] };
    const a = replay.answers[10]!;
    a.hash = a.hash.startsWith('0') ? `1${a.hash.slice(1)}` : `0${a.hash.slice(1)}`;
    const bad = join(tmp, 'bad-hash.json');
    writeFileSync(bad, JSON.stringify(replay));
    const r = await cli('replay', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/hash differs after answer 11/);
  });

  it('rejects a replay with one answer changed', async () => {
    const replay = JSON.parse(readFileSync(file, 'utf8')) as { answers: { answer: unknown }[] };
    replay.answers[3]!.answer = { choose: ['no-such-option'] };
    const bad = join(tmp, 'bad-answer.json');
    writeFileSync(bad, JSON.stringify(replay));
    const r = await cli('replay', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Answer 4 was refused/);
  });

  it('rejects a file that is not a replay', async () => {
    const bad = join(tmp, 'not-replay.json');
    writeFileSync(bad, JSON.stringify({ hello: 'world' }));
    const r = await cli('replay', bad);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not an Arbiter replay/);
  });

  it('names the games it knows for a replay of an unknown game (exit 2)', async () => {
    const replay = JSON.parse(readFileSync(file, 'utf8')) as { game: string };
    replay.game = 'no-such-game';
    const bad = join(tmp, 'unknown-game.json');
    writeFileSync(bad, JSON.stringify(replay));
    const r = await cli('replay', bad);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/plays no game "no-such-game" \(known: battle-spirits-saga, dbscg, vanguard\)/);
  });

  it('says so when the set-up does not hold two decks, with no type error (exit 2)', async () => {
    const dbs = join(tmp, 'dbs.json');
    expect((await cli('demo', '--game', 'dbscg', '--seed', '2', '--replay-out', dbs)).code).toBe(0);
    const saga = JSON.parse(readFileSync(file, 'utf8')) as { setup: { decks: unknown[] } };
    saga.setup.decks = saga.setup.decks.slice(0, 1);
    const oneDbsPlayer = JSON.parse(readFileSync(dbs, 'utf8')) as { setup: { players: unknown[] } };
    oneDbsPlayer.setup.players = oneDbsPlayer.setup.players.slice(0, 1);
    for (const [name, replay] of [
      ['saga-one-deck.json', saga],
      ['dbs-one-player.json', oneDbsPlayer],
    ] as const) {
      writeFileSync(join(tmp, name), JSON.stringify(replay));
      const r = await cli('replay', join(tmp, name));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/set-up does not hold two players' decks of card ids/);
      expect(r.err).not.toMatch(/undefined|is not a function/);
    }
  });
});

describe('output to a reader that stops early', () => {
  it('ends quietly when the pipe closes (`arbiter demo | head -1`), with no stack trace', async () => {
    const child = spawn(process.execPath, [BIN, 'demo', '--seed', '3'], { cwd: ROOT });
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
    // The reader goes away before the output comes, as `head -1` does after its line: every write
    // of the command then meets a closed pipe (a chunk read first could hold the whole output).
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).toBe('');
    expect(code).toBe(0);
  });
});

describe('bad input', () => {
  it('lists the commands in --help', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    for (const c of ['demo', 'replay', 'scenario']) expect(r.out).toContain(c);
  });

  it('gives every command a --help', async () => {
    for (const args of [['demo'], ['replay'], ['scenario'], ['scenario', 'run']]) {
      const r = await cli(...args, '--help');
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.out).toContain('Usage: arbiter');
    }
  });

  it('exits 2 with a message for a missing file', async () => {
    const r = await cli('replay', join(tmp, 'missing.json'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('No such file');
    expect(r.err).not.toMatch(/\n\s+at /);
    const s = await cli('scenario', 'run', join(tmp, 'missing-folder'));
    expect(s.code).toBe(2);
    expect(s.err).toContain('No such file or folder');
  });

  it('exits 2 with a message for invalid JSON', async () => {
    const bad = join(tmp, 'broken.json');
    writeFileSync(bad, '{"format": ');
    const r = await cli('replay', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain('is not valid JSON');
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('refuses an output file in a missing folder before playing, not after (exit 2)', async () => {
    const missing = join(tmp, 'no-such-folder', 'out.json');
    const r = await cli('sim', '--games', '1', '--workers', '1', '--no-progress', '--json', missing);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`Cannot write ${missing}`);
    expect(r.out).not.toContain('Simulation:');
  });

  it('exits 2 with a message for an unknown option or command', async () => {
    const r = await cli('demo', '--no-such-option');
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown option '--no-such-option'");
    expect((await cli('no-such-command')).code).toBe(2);
    expect((await cli('replay')).code).toBe(2); // missing argument
  });
});

describe('scenario report', () => {
  it('prints a line per scenario, the failures and the summary', async () => {
    const report = await runScenarios([tmp], async () => [
      { file: 'a.yaml', name: 'attack', rules: ['7-1-1'], ok: true, failures: [] },
      {
        file: 'b.yaml',
        name: 'block',
        rules: ['7-1-3', '7-1-5'],
        ok: false,
        failures: ['expected 1 life, got 2'],
      },
    ]);
    expect(report.lines).toEqual([
      'PASS attack [7-1-1] (a.yaml)',
      'FAIL block [7-1-3, 7-1-5] (b.yaml)',
      '     expected 1 life, got 2',
      '1 passed, 1 failed',
    ]);
    expect(report.failed).toBe(1);
  });

  it("prints each scenario's notes, and its event log when asked", async () => {
    let asked: unknown;
    const report = await runScenarios(
      [tmp],
      async (_paths, opts) => {
        asked = opts;
        return [
          {
            file: 'a.yaml',
            name: 'attack',
            rules: ['7-1-1'],
            ok: true,
            failures: [],
            notes: ['step 2: before it, p2 flash was answered `pass` by default (strict: false)'],
            events: ['events:', '  start:', '    0 {t: step, step: attack, p: p1}'],
          },
        ];
      },
      { events: true },
    );
    expect(asked).toEqual({ events: true });
    expect(report.lines).toEqual([
      'PASS attack [7-1-1] (a.yaml)',
      '     note: step 2: before it, p2 flash was answered `pass` by default (strict: false)',
      '     events:',
      '       start:',
      '         0 {t: step, step: attack, p: p1}',
      '1 passed, 0 failed',
    ]);
  });

  it('arbiter scenario run --events prints the event log of a real run', async () => {
    const file = join(tmp, 'attack.yaml');
    writeFileSync(
      file,
      [
        'name: An unblocked attack',
        'rules: [7-1-1-1]',
        'start:',
        '  turn: 2',
        '  step: attack',
        '  p1: { field: [Cinder Hound, Ember Whelp], deck: [Tide Sprite] }',
        '  p2: { deck: [Reef Guard] }',
        'script:',
        '  - p1 attackAction: attack Cinder Hound',
        'then: stop',
        '',
      ].join('\n'),
    );
    const plain = await cli('scenario', 'run', file);
    expect(plain.code).toBe(0);
    expect(plain.out).not.toContain('events:');
    const r = await cli('scenario', 'run', '--events', file);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[1]).toBe('     events:');
    expect(r.out).toContain('\n       step 1 (line 9) `p1 attackAction: attack Cinder Hound`:\n');
    expect(r.out).toMatch(/\n {9}\d+ \{t: attack, p: p1, id: \d+\}\n/);
    expect(r.out).toMatch(/\{t: cores, p: p2, from: life, to: reserve, n: 1, soul: false, by: rule/);
    expect(lastLine(r.out)).toBe('1 passed, 0 failed');
  });
});
