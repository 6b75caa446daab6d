import { runNode } from './run-cli.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ladderJobs, ladderRows } from '../src/ladder.ts';
import { runSim, simJobs } from '../src/sim.ts';
import type { GameRecord } from '../src/ai-games.ts';
import { gameHost } from '../src/games.ts';
import { wilson } from '../src/ai-stats.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(ROOT, 'packages/cli/bin/arbiter.js');
const tmp = mkdtempSync(join(tmpdir(), 'arbiter-sim-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// Run from another folder: worker threads must find tsx on their own.
const cli = (...args: string[]) => runNode([BIN, ...args], tmp);
const timeless = (rs: GameRecord[]) => rs.map(({ ms: _ms, ...r }) => r);

describe('arbiter sim', () => {
  it('gives the same games and figures with one worker thread and with two', async () => {
    const o = {
      decks: ['vanilla-red', 'effects-blue'] as [string, string],
      ai: [{ kind: 'heuristic' }, { kind: 'random' }] as const,
      games: 6,
      seed: 'k-test',
      progress: false,
    };
    const one = await runSim({ ...o, ai: [...o.ai], workers: 1 });
    const two = await runSim({ ...o, ai: [...o.ai], workers: 2 });
    expect(timeless(two.records)).toEqual(timeless(one.records));
    expect(one.records.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(one.records.map((r) => r.seed)).size).toBe(6);
    const { wallSeconds: _a, avgMsPerGame: _b, workers: _c, ...s1 } = one.summary;
    const { wallSeconds: _d, avgMsPerGame: _e, workers: _f, ...s2 } = two.summary;
    expect(s2).toEqual(s1);
    expect(s1.wins[0] + s1.wins[1] + s1.draws).toBe(6);
  });

  it('plays the starter decks with the real card definitions, the same on one thread or two', async () => {
    const o = {
      decks: ['ST03', 'st05'] as [string, string],
      ai: [{ kind: 'random' }, { kind: 'random' }] as const,
      games: 4,
      seed: 'starters',
      progress: false,
    };
    const one = await runSim({ ...o, ai: [...o.ai], workers: 1 });
    const two = await runSim({ ...o, ai: [...o.ai], workers: 2 });
    expect(timeless(two.records)).toEqual(timeless(one.records));
    expect(one.records.every((r) => r.decks[0] === 'ST03' && r.reason.length > 0)).toBe(true);
  });

  it('plays on worker threads from a fresh command, with JSON and CSV output', async () => {
    const json = join(tmp, 'sim.json');
    const csv = join(tmp, 'sim.csv');
    const r = await cli('sim', '--games', '4', '--workers', '2', '--seed', '5', '--json', json, '--csv', csv);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^Simulation: vanilla-red \(random\) vs vanilla-blue \(random\), 4 games, seed 5, 2 worker/,
    );
    expect(r.stdout).toMatch(/First player: \d+ wins, win rate/);
    const data = JSON.parse(readFileSync(json, 'utf8')) as { summary: { games: number }; games: unknown[] };
    expect(data.summary.games).toBe(4);
    expect(data.games).toHaveLength(4);
    const rows = readFileSync(csv, 'utf8').trimEnd().split('\n');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toBe('game,seed,deck1,deck2,ai1,ai2,winner,first,turns,decisions,ms,reason');
    // Same seed, one worker: the same games.
    const again = await cli(
      'sim',
      '--games',
      '4',
      '--workers',
      '1',
      '--seed',
      '5',
      '--json',
      join(tmp, 'sim1.json'),
    );
    const d1 = JSON.parse(readFileSync(join(tmp, 'sim1.json'), 'utf8')) as { games: GameRecord[] };
    expect(again.status).toBe(0);
    expect(timeless(d1.games)).toEqual(timeless(data.games as GameRecord[]));
  });

  it('refuses an unknown deck or AI with exit code 2', async () => {
    const a = await cli('sim', '--deck', 'no-such-deck', '--games', '1');
    expect(a.status).toBe(2);
    expect(a.stderr).toMatch(/Unknown deck "no-such-deck"/);
    const b = await cli('sim', '--ai', 'genius', '--games', '1');
    expect(b.status).toBe(2);
    expect(b.stderr).toMatch(/Unknown AI "genius"/);
  });

  it('derives a different seed for every game, from the base seed and the index only', async () => {
    const o = { decks: ['vanilla-red', 'vanilla-blue'] as [string, string], workers: 1, seed: '3' };
    const a = simJobs({ ...o, ai: [{ kind: 'random' }, { kind: 'random' }], games: 5 });
    const b = simJobs({ ...o, ai: [{ kind: 'random' }, { kind: 'random' }], games: 8 });
    expect(b.slice(0, 5).map((j) => j.seed)).toEqual(a.map((j) => j.seed));
    expect(new Set(b.map((j) => j.seed)).size).toBe(8);
  });

  it('knows the built-in decks by name', async () => {
    expect([...(await gameHost('battle-spirits')).namedDecks().keys()]).toEqual(
      expect.arrayContaining(['vanilla-red', 'vanilla-blue', 'effects-red', 'effects-blue', 'ST01']),
    );
    // The tournament-era lists and the project's colour decks first, then the test-card decks.
    const dbs = [...(await gameHost('dbscg')).namedDecks().keys()];
    expect(dbs.slice(-2)).toEqual(['TRAINING-RED', 'TRAINING-BLUE']);
    expect(dbs).toEqual(expect.arrayContaining(['S1-G-BROLY', 'ARBITER-RED-HIT', 'ARBITER-YELLOW-GINYU']));
  });
});

describe('arbiter ai ladder', () => {
  const o = {
    games: 8,
    workers: 1,
    seed: '1',
    iterations: 10,
    decks: ['vanilla-red', 'vanilla-blue'] as [string, string],
  };

  it('has every AI play both decks from both seats, with the same game seeds in every match', async () => {
    const jobs = ladderJobs(o);
    expect(jobs).toHaveLength(24);
    const first = jobs.slice(0, 8);
    const seen = new Set(
      first.map((j) => {
        const seat = j.ai[0].kind === 'heuristic' ? 0 : 1;
        return `${seat}:${j.decks[seat]}`;
      }),
    );
    expect(seen.size).toBe(4);
    expect(jobs.slice(8, 16).map((j) => j.seed)).toEqual(first.map((j) => j.seed));
  });

  it('counts wins for the first-named AI whichever seat it had', async () => {
    const jobs = ladderJobs(o);
    const records = jobs.map((j): GameRecord => {
      const aSeat = j.ai[0].kind === (j.index < 8 ? 'heuristic' : 'ismcts') ? 0 : 1;
      return {
        index: j.index,
        seed: j.seed,
        decks: j.decks,
        ai: ['', ''],
        winner: aSeat,
        first: 0,
        turns: 10,
        decisions: 50,
        reason: '',
        ms: 1,
      };
    });
    const rows = ladderRows(o, records);
    expect(rows.map((r) => r.wins)).toEqual([8, 8, 8]);
    expect(rows[0]!.rate).toEqual(wilson(8, 8));
  });

  it('writes the strength table', async () => {
    const out = join(tmp, 'strength.md');
    const r = await cli('ai', 'ladder', '--games', '2', '--iterations', '5', '--workers', '2', '--out', out);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('heuristic vs random');
    const md = readFileSync(out, 'utf8');
    expect(md).toContain('| match | games | wins |');
    expect(md).toContain('| ismcts (5 it.) vs heuristic | 2 |');
    expect(md).toContain('Generated by `npx arbiter ai ladder --games 2 --iterations 5 --seed 1`');
  });
});

describe('Wilson interval', () => {
  it('is centred near the rate and narrows with more games', async () => {
    const a = wilson(45, 50);
    expect(a.low).toBeCloseTo(0.786, 2);
    expect(a.high).toBeCloseTo(0.957, 2);
    const b = wilson(450, 500);
    expect(b.high - b.low).toBeLessThan(a.high - a.low);
  });
});
