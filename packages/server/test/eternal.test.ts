// The server hosts Battle Spirits Eternal beside Saga (the same game, another format): its built-in
// decks pass Eternal's deck check (E225, E229), a Saga deck does not, and a game against a server AI
// plays to its end through the protocol, its replay verifying with the Eternal host's module.
import { describe, expect, it } from 'vitest';
import { verifyReplay, type JsonObject, type Replay } from '@arbiter/engine';
import { eternalHost } from '@arbiter/battle-spirits';
import { runBot } from '../src/index.ts';
import { getJson, postJson, serverForTests } from './helpers.ts';

const server = serverForTests();

describe('Battle Spirits Eternal on the server', () => {
  it('GET /v1 lists both formats; Eternal decks and cards are asked for with format=eternal', async () => {
    const v1 = (await getJson(`${server().url}/v1`)).body;
    const games = v1.games as { game: string; format: string; title: string; decks: string[] }[];
    expect(games.filter((g) => g.game === 'battle-spirits').map((g) => g.format)).toEqual([
      'saga',
      'eternal',
    ]);
    const eternal = games.find((g) => g.format === 'eternal')!;
    expect(eternal).toMatchObject({ title: 'Battle Spirits Eternal', decks: ['BS01-A', 'BS01-B'] });
    const cards = (await getJson(`${server().url}/v1/cards?game=battle-spirits&format=eternal`)).body;
    expect(cards.format).toBe('eternal');
    expect((cards.cards as JsonObject[]).map((c) => c.id)).toContain('BS01-001');
    expect((await getJson(`${server().url}/v1/cards?game=battle-spirits&format=standard`)).status).toBe(404);
    // Without a format the game's first: Saga.
    expect((await getJson(`${server().url}/v1/decks?game=battle-spirits`)).body.format).toBe('saga');
    const r = await getJson(`${server().url}/v1/decks?game=battle-spirits&format=eternal`);
    const decks = r.body.decks as { id: string; cards: { id: string; count: number }[] }[];
    expect(decks.map((d) => d.id)).toEqual(['BS01-A', 'BS01-B']);
    for (const d of decks) {
      const check = await postJson(`${server().url}/v1/decks/check`, {
        game: 'battle-spirits',
        format: 'eternal',
        deck: { cards: d.cards },
      });
      expect(check.body, d.id).toMatchObject({ valid: true, size: 40 });
      // The same list is no Saga deck (50 or more cards, 5-1-1-1).
      const saga = await postJson(`${server().url}/v1/decks/check`, {
        game: 'battle-spirits',
        deck: { cards: d.cards },
      });
      expect(saga.body.valid, d.id).toBe(false);
    }
  });

  it("checks Eternal deck lists with the manual's rules", async () => {
    const bad = await postJson(`${server().url}/v1/decks/check`, {
      game: 'battle-spirits',
      format: 'eternal',
      text: '4 BS01-001\n3 BS01-002',
    });
    expect(bad.body.valid).toBe(false);
    const problems = (bad.body.problems as string[]).join('\n');
    expect(problems).toMatch(/40 or more cards; this one has 7\. \(rule E225\)/);
    expect(problems).toMatch(/4 cards named "ゴラドン"; at most 3 are allowed\. \(rule E229\)/);
  });

  it('a bot plays a game against a server AI to its end; the replay verifies as an Eternal game', async () => {
    const r = await runBot({
      server: server().url.replace(/^http/, 'ws'),
      game: 'battle-spirits',
      format: 'eternal',
      deck: 'BS01-A',
      ai: 'random',
      vs: 'heuristic',
      seed: 11,
    });
    expect(r.result.reason).toBeTypeOf('string');
    const replay = (await getJson(`${server().url}/v1/games/${r.gameId}/replay`)).body as unknown as Replay<{
      format?: string;
    }>;
    expect(replay.setup.format).toBe('eternal');
    const check = verifyReplay((await eternalHost()).module, replay as Replay<never>);
    expect(check.message).toMatch(/verified/);
    expect(check.game.state.result).toEqual(r.result);
  }, 300_000);
});
