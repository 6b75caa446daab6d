// Test 1: two bots play complete games through the server; the stored game is the same game
// played in-process with the same seed, decks and answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArbiterServer } from '../src/index.ts';
import { getJson, playPair, replayOf, testServer, verify } from './helpers.ts';

let server: ArbiterServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

describe('two bots through the server', () => {
  it.each([
    ['heuristic', 'heuristic', 'ST01', 'ST02'],
    ['random', 'heuristic', 'ST03', 'ST01'],
  ] as const)('%s vs %s: the result equals the in-process replay', async (aiA, aiB, deckA, deckB) => {
    const { gameId, bots } = await playPair(
      server.url,
      { deck: deckA, ai: aiA, seed: 1 },
      { deck: deckB, ai: aiB, seed: 2 },
    );
    expect(bots[0].seat).toBe(0);
    expect(bots[1].seat).toBe(1);
    expect(bots[0].result).toEqual(bots[1].result);

    const replay = await replayOf(server, gameId);
    const check = await verify(replay);
    expect(check.message).toMatch(/verified/);
    expect(check.ok).toBe(true);
    // Same winner and turns as the game played again in-process.
    expect(check.game.state.result).toEqual(bots[0].result);
    expect(check.game.state.data.turn).toBe(bots[0].turns);
    // The answer log is exactly the answers the two bots had acknowledged, in decision order.
    const acked = [
      ...bots[0].accepted.map((a) => ({ ...a, player: 0 })),
      ...bots[1].accepted.map((a) => ({ ...a, player: 1 })),
    ].sort((x, y) => x.seq - y.seq);
    const logged = replay.answers.filter((a) => a.answer !== 'concede');
    expect(logged.map((a) => ({ seq: a.decision, answer: a.answer, player: a.player }))).toEqual(acked);
    expect(replay.answers.length - logged.length).toBeLessThanOrEqual(1);

    const info = await getJson(`${server.url}/v1/games/${gameId}`);
    expect(info.body.status).toBe('finished');
  });

  it('plays against a server AI', async () => {
    const { runBot } = await import('../src/index.ts');
    const r = await runBot({
      server: server.url.replace('http', 'ws'),
      deck: 'ST02',
      ai: 'random',
      vs: 'random',
      seed: 3,
    });
    const check = await verify(await replayOf(server, r.gameId));
    expect(check.ok).toBe(true);
    expect(check.game.state.result).toEqual(r.result);
  });

  it("with fixed game seeds, a game against the server's AI takes the same course every time (its AI's seed comes from the game's)", async () => {
    const fixed = await testServer({ hub: { seeds: () => 4242 } });
    try {
      const { runBot } = await import('../src/index.ts');
      const courses = [];
      for (let i = 0; i < 2; i++) {
        const r = await runBot({ server: fixed.url, deck: 'ST01', ai: 'random', vs: 'heuristic', seed: 5 });
        courses.push((await replayOf(fixed, r.gameId)).answers.map((a) => [a.player, a.answer]));
      }
      // The AI answered (its seat is 1) and both games logged the same answers, the AI's included.
      expect(courses[0]!.some(([player]) => player === 1)).toBe(true);
      expect(courses[1]).toEqual(courses[0]);
    } finally {
      await fixed.close();
    }
  });
});
