// An AI seat whose answer the rules refuse never stalls a server game (developers' guide: no game
// hangs). Until 0860b6a the hub swallowed the refusal and never asked the AI again, and the game
// waited for good (seen with Vanguard's calls that its grade rule refuses). Here the AI misbehaves on
// purpose, so the retry and the concession are exercised on every run, not only when a random AI
// happens to pick a refused option.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@arbiter/ai';
import { verifyReplay, type Replay } from '@arbiter/engine';
import type { HostedGame } from '@arbiter/cardgame';
import { loadCatalogs, type ArbiterServer, type Catalogs } from '../src/index.ts';
import { getJson, playRandomly, postJson, testServer } from './helpers.ts';

/** How the test AI misbehaves: an answer naming no option, on some of its turns to answer. */
type Misbehaviour = (call: number) => boolean;

let misbehave: Misbehaviour = () => false;
const calls = { total: 0, refused: 0 };

/** The hosted games, with every AI wrapped so that it answers what `misbehave` says. */
async function misbehavingCatalogs(): Promise<Catalogs> {
  const real = await loadCatalogs();
  const wrap = (h: HostedGame): HostedGame => {
    const host = Object.create(h) as HostedGame;
    host.agent = (...args: Parameters<HostedGame['agent']>): Agent<object> => {
      const inner = h.agent(...args) as Agent<object>;
      return {
        name: `${inner.name} (misbehaving)`,
        choose(module, state) {
          const n = calls.total++;
          if (!misbehave(n)) return inner.choose(module, state);
          calls.refused++;
          return { choose: ['no-such-option'] };
        },
      };
    };
    return host;
  };
  const hosts = real.hosts.map(wrap);
  return {
    hosts,
    get(game, format) {
      const h = real.get(game, format);
      return hosts[real.hosts.indexOf(h)]!;
    },
  };
}

let server: ArbiterServer | undefined;
beforeAll(async () => {
  server = await testServer({ catalogs: await misbehavingCatalogs() });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function gameAgainstAi(): Promise<{ gameId: string; token: string }> {
  const created = await postJson(`${server!.url}/v1/games`, {
    game: 'dbscg',
    format: 'standard',
    deck: 'TRAINING-RED',
    opponent: { ai: 'random' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { gameId: string; token: string };
}

async function replayOf(gameId: string): Promise<Replay<never>> {
  const replay = (await getJson(`${server!.url}/v1/games/${gameId}/replay`)).body as unknown as Replay<never>;
  const host = (await loadCatalogs()).get(replay.game);
  expect(verifyReplay(host.module, replay).message).toMatch(/verified/);
  return replay;
}

describe('an AI seat whose answers the rules refuse', () => {
  it('is asked again after a refused answer, and the game goes on to its end', async () => {
    calls.total = calls.refused = 0;
    misbehave = (n) => n % 3 === 0; // every third answer names no option
    const { gameId, token } = await gameAgainstAi();
    const result = await playRandomly(server!.url, gameId, token, 5);
    expect(result.reason).toBeTypeOf('string');
    const replay = await replayOf(gameId);
    // The AI answered: its accepted answers are in the replay, and none of them is a concession.
    const aiAnswers = replay.answers.filter((a) => a.player === 1);
    expect(aiAnswers.length).toBeGreaterThan(0);
    expect(aiAnswers.some((a) => a.answer === 'concede')).toBe(false);
    // Each refused answer was followed by another question: nothing refused reached the replay.
    expect(calls.refused).toBeGreaterThan(0);
    expect(aiAnswers.length).toBe(calls.total - calls.refused);
  }, 300_000);

  it('concedes after 20 refused answers to one decision, rather than stall the game', async () => {
    calls.total = calls.refused = 0;
    misbehave = () => true;
    const { gameId, token } = await gameAgainstAi();
    const result = await playRandomly(server!.url, gameId, token, 6);
    // DBSCG 1-2-4: a player may surrender at any time; the AI gives up and the other player wins.
    expect(result.winner).toBe(0);
    expect(result.conceded).toBe(1); // the seat that conceded, for clients to name (docs/protocol.md)
    const replay = await replayOf(gameId);
    const last = replay.answers[replay.answers.length - 1]!;
    expect(last).toMatchObject({ player: 1, answer: 'concede' });
    expect(replay.answers.filter((a) => a.player === 1)).toHaveLength(1);
    expect(calls.refused).toBe(20);
  }, 300_000);
});
