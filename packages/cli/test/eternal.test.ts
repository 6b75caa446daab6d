// The terminal surfaces play Battle Spirits Eternal with `--format eternal` (issue 18): demo, replay
// (which finds the format in the file's set-up), play, sim and bot, on the format's built-in decks.
import { arbiter as cli } from './run-cli.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '@arbiter/server';
import { playInTerminal } from '../src/play.ts';

const tmp = mkdtempSync(join(tmpdir(), 'arbiter-eternal-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';

describe('arbiter --format eternal', () => {
  const file = join(tmp, 'demo.json');

  it('demo plays a whole Eternal game with its built-in decks; replay verifies it as Eternal', async () => {
    const a = await cli('demo', '--format', 'eternal', '--seed', '3', '--replay-out', file);
    expect(a.code, a.err).toBe(0);
    expect(a.out).toContain('Arbiter demo: BS01 red and purple vs BS01 white and green, seed 3');
    expect(lastLine(a.out)).toMatch(/^Result: (BS01 red and purple wins|BS01 white and green wins|draw)$/);
    const replay = JSON.parse(readFileSync(file, 'utf8')) as { setup: { format?: string } };
    expect(replay.setup.format).toBe('eternal');
    const r = await cli('replay', file, '--quiet');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Replay verified');
    expect(lastLine(r.out)).toBe(lastLine(a.out));
  });

  it('play starts an Eternal game: the set-up asks for a redraw (E281)', async () => {
    const out: string[] = [];
    const lines = ['concede'];
    const played = await playInTerminal(
      { format: 'eternal', opponent: 'random', seed: '2', seat: 1 },
      { next: () => Promise.resolve(lines.shift() ?? null) },
      (l) => out.push(l),
    );
    const text = out.join('\n');
    expect(text).toContain('Arbiter (Battle Spirits Eternal): you are Player 1 (BS01 red and purple)');
    expect(text).toContain('or redraw (the whole hand back into the deck, shuffle, four new cards)?');
    expect(played.result).toMatch(/AI wins/);
  });

  it('sim plays Eternal games between its built-in decks; an unknown format is refused', async () => {
    const r = await cli('sim', '--format', 'eternal', '--games', '2', '--workers', '1', '--no-progress');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(
      /^Simulation: BS01-A \(random\) vs BS01-B \(random\), 2 games, .*Battle Spirits Eternal$/m,
    );
    const bad = await cli('sim', '--format', 'modern', '--games', '1');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Unknown format "modern" for battle-spirits (known: saga, eternal)');
  });

  it('bot plays an Eternal game on a server, which records it as Eternal', async () => {
    const server = await startServer({ port: 0, db: `sqlite:${join(tmp, 'games.sqlite')}`, web: false });
    try {
      const ws = server.url.replace(/^http/, 'ws');
      const r = await cli('bot', '--server', ws, '--format', 'eternal', '--ai', 'random', '--vs', 'random');
      expect(r.code, r.err).toBe(0);
      const id = /^Game (\S+): seat 1$/m.exec(r.out)?.[1];
      expect(lastLine(r.out)).toMatch(/^Result: this bot (wins|loses) \(.+\), turn \d+, \d+ answers$/);
      const info = (await (await fetch(`${server.url}/v1/games/${id}`)).json()) as { format?: string };
      expect(info.format).toBe('eternal');
    } finally {
      await server.close();
    }
  }, 600_000); // A bot and a server AI: minutes on a loaded machine (a time limit, not a speed claim).
});
