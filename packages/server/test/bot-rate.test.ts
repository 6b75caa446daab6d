// `arbiter bot` over a connection's message rate (docs/protocol.md): the server drops a message past
// the rate with RATE_LIMITED, unread. A bot that answers at once gets there; before this test's fix
// it took the dropped answer for sent and waited for a state that never came (the game then waited
// for the idle rule's concession, ten minutes on defaults).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyReplay, type JsonObject, type Replay } from '@arbiter/engine';
import { loadCatalogs, runBot, type ArbiterServer } from '../src/index.ts';
import { getJson, testServer } from './helpers.ts';

let server: ArbiterServer | undefined;
beforeAll(async () => {
  // A rate a bot answering at once exceeds many times in a game.
  server = await testServer({ rate: { burst: 1, perSecond: 10 } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a bot over the message rate', () => {
  it('sends a dropped answer again and plays its game to the end', async () => {
    const limited: JsonObject[] = [];
    const r = await runBot({
      server: server!.url,
      game: 'dbscg',
      format: 'standard',
      deck: 'TRAINING-RED',
      vs: 'random',
      ai: 'random',
      seed: 3,
      onMessage: (m) => {
        if (m.type === 'error' && m.code === 'RATE_LIMITED') limited.push(m);
      },
    });
    expect(r.result.reason).toBeTypeOf('string');
    // The rate was exceeded (else this test tests nothing), and no answer the server dropped was lost.
    expect(limited.length).toBeGreaterThan(0);
    const replay = (await getJson(`${server!.url}/v1/games/${r.gameId}/replay`))
      .body as unknown as Replay<never>;
    const host = (await loadCatalogs()).get('dbscg');
    expect(verifyReplay(host.module, replay).message).toMatch(/verified/);
    const mine = replay.answers.filter((a) => a.player === r.seat && a.answer !== 'concede');
    expect(mine.map((a) => a.answer)).toEqual(r.accepted.map((a) => a.answer));
    expect(replay.answers.some((a) => a.answer === 'concede')).toBe(false);
  }, 300_000);
});
