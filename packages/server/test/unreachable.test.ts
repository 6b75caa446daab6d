// A bot that meets a server that is not there yet (restarting): it keeps trying with backoff for
// its bounded time, then says it cannot reach the server; the CLI exits 1 with that one line.
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runNode } from '../../cli/test/run-cli.ts';
import { backoffMs, BotError, runBot, ServerUnreachable, type ArbiterServer } from '../src/index.ts';
import { testServer } from './helpers.ts';

/** A loopback port that nothing listens on (just freed). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('a server that cannot be reached', () => {
  it('backs off exponentially, up to a second between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
  });

  it('a bot gives up after its retry time with "cannot reach the server at URL"', async () => {
    const port = await freePort();
    const bot = runBot({ server: `ws://127.0.0.1:${port}`, deck: 'ST01', vs: 'random', reconnectMs: 1000 });
    await expect(bot).rejects.toThrow(ServerUnreachable);
    await expect(bot).rejects.toThrow(
      new RegExp(
        `^cannot reach the server at http://127\\.0\\.0\\.1:${port} \\(tried for [\\d.]+ s: ECONNREFUSED\\)$`,
      ),
    );
  });

  it('a bot that creates a game while the server restarts plays it once the server is back', async () => {
    const port = await freePort();
    let server: ArbiterServer | null = null;
    const bot = runBot({
      server: `ws://127.0.0.1:${port}`,
      deck: 'ST01',
      ai: 'random',
      vs: 'random',
      seed: 3,
    });
    // The server comes up a moment after the bot's first tries were refused.
    await new Promise((r) => setTimeout(r, 700));
    server = await testServer({ port, web: false });
    try {
      const r = await bot;
      expect(r.result).toBeTruthy();
      expect(r.accepted.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('a refusal is an answer, not an unreachable server: the bot fails with it at once', async () => {
    const server = await testServer({ web: false });
    try {
      const bot = runBot({ server: server.url, deck: 'NO-SUCH-DECK', vs: 'random' });
      const e: unknown = await bot.catch((x: unknown) => x);
      expect(e).toBeInstanceOf(BotError);
      // Before, the refusal was retried like a refused connection and ended as ServerUnreachable.
      expect(e).not.toBeInstanceOf(ServerUnreachable);
      expect((e as BotError).code).toBe('INVALID_DECK');
    } finally {
      await server.close();
    }
  });

  it("a bot that creates a DBSCG game without a format gets the game's own format", async () => {
    const server = await testServer({ web: false });
    try {
      const r = await runBot({
        server: server.url,
        game: 'dbscg',
        deck: 'TRAINING-RED',
        vs: 'random',
        seed: 5,
      });
      expect(r.result).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it('`arbiter bot` exits 1 with one line naming the server', async () => {
    const port = await freePort();
    const root = resolve(import.meta.dirname, '../../..');
    const r = await runNode(
      [
        resolve(root, 'packages/cli/bin/arbiter.js'),
        'bot',
        '--server',
        `ws://127.0.0.1:${port}`,
        '--retry-for',
        '1',
      ],
      root,
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `^arbiter: cannot reach the server at http://127\\.0\\.0\\.1:${port} \\(tried for [\\d.]+ s: ECONNREFUSED\\)\\n$`,
      ),
    );
  });
});
