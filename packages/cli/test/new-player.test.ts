// What a new player met in the terminal and with the CLI (issue 20): `arbiter play` that never ends,
// replays of real cards that do not verify, deck files that crash, and a narration that treats "You"
// as a name. Each test here failed before its fix.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBot, startServer } from '@arbiter/server';
import { arbiter } from './run-cli.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(ROOT, 'packages/cli/bin/arbiter.js');
const tmp = mkdtempSync(join(tmpdir(), 'arbiter-new-player-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = arbiter;

/**
 * `arbiter play` with an input that stays open, as a terminal's does: `lines` are typed once the
 * game asks its first question. Resolves with the exit code once the process ends by itself (the
 * test's timeout fails it otherwise).
 */
function playOpen(args: string[], lines: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, 'play', ...args], { cwd: ROOT });
    let out = '';
    let typed = false;
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      out += s;
      if (!typed && out.includes('Choose one')) {
        typed = true;
        child.stdin.write(lines.map((l) => `${l}\n`).join(''));
      }
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, out }));
  });
}

describe('arbiter play ends with its game', () => {
  it('exits after a concession although the input is still open', async () => {
    const r = await playOpen(['--opponent', 'random', '--seed', '4'], ['concede']);
    expect(r.out).toContain('Result: AI wins');
    expect(r.code).toBe(0);
  });
});

describe('replays of games with real cards verify', () => {
  it('arbiter play --replay-out, then arbiter replay', async () => {
    const file = join(tmp, 'play.json');
    const r = await playOpen(
      [
        '--opponent',
        'random',
        '--deck',
        'ST03',
        '--opponent-deck',
        'ST04',
        '--seed',
        '9',
        '--replay-out',
        file,
      ],
      ['1', '1', 'concede'],
    );
    expect(r.code).toBe(0);
    const v = await cli('replay', file);
    expect(v.err).toBe('');
    expect(v.code).toBe(0);
    expect(v.out).toContain('Replay verified');
    expect(v.out.trimEnd().split('\n').pop()).toBe('Result: AI wins');
  });

  it("the server's replay endpoint, then arbiter replay", async () => {
    const server = await startServer({ port: 0, db: `sqlite:${join(tmp, 'games.sqlite')}`, web: false });
    try {
      const ws = server.url.replace(/^http/, 'ws');
      const r = await runBot({ server: ws, deck: 'ST01', ai: 'random', vs: 'random' });
      const res = await fetch(`${server.url}/v1/games/${r.gameId}/replay`);
      expect(res.status).toBe(200);
      const file = join(tmp, 'server.json');
      writeFileSync(file, await res.text());
      const v = await cli('replay', file, '--quiet');
      expect(v.err).toBe('');
      expect(v.code).toBe(0);
      expect(v.out).toMatch(/^Replay verified: \d+ answers\./);
    } finally {
      await server.close();
    }
  });
});

describe('a deck file with a problem is bad input in every command that plays it', () => {
  const deck = join(tmp, 'bad.deck');
  writeFileSync(deck, '# name: Bad\n4 ST01-001\n4 XX99-999\n');

  it.each([
    ['play', ['play', '--deck', deck]],
    ['play (opponent)', ['play', '--opponent-deck', deck]],
    ['bot', ['bot', '--server', 'ws://127.0.0.1:9', '--deck', deck]],
  ])('%s: exit 2, each card and the rule named, no internal error', async (_name, args) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err).not.toMatch(/internal error/);
    expect(r.err).toContain(
      'XX99-999: XX99-999 is not a known Battle Spirits Saga card (4 copies). (rule 5-1-1-1)',
    );
    expect(r.err).toContain('A deck has 50 to 60 cards; this one has 8. (rule 5-1-1-1)');
    // One line per problem, not one per copy of the card.
    expect(r.err.match(/XX99-999: /g)).toHaveLength(1);
  });
});
