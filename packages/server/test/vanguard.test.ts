// The server hosts Cardfight!! Vanguard (issue 17, "Tests and surfaces"): the lobby lists it with its
// trial decks, its cards come with generated text, games against each server AI (random, heuristic,
// ISMCTS) and between two players of the lobby are played to their end through the protocol, and
// each replay verifies.
import { describe, expect, it } from 'vitest';
import { verifyReplay, type JsonObject, type Replay } from '@arbiter/engine';
import { vgHost } from '@arbiter/vanguard';
import { getJson, playPair, playRandomly, postJson, serverForTests } from './helpers.ts';

const started = serverForTests();

async function verified(gameId: string): Promise<Replay<never>> {
  const replay = (await getJson(`${started().url}/v1/games/${gameId}/replay`))
    .body as unknown as Replay<never>;
  expect(replay.game).toBe('vanguard');
  expect(verifyReplay((await vgHost()).module, replay).message).toMatch(/verified/);
  return replay;
}

describe('Cardfight!! Vanguard on the server', () => {
  it('GET /v1 lists the game with its trial decks; its cards come with generated text', async () => {
    const v1 = (await getJson(`${started().url}/v1`)).body;
    const vg = (v1.games as { game: string; format: string; decks: string[] }[]).find(
      (g) => g.game === 'vanguard',
    );
    expect(vg).toMatchObject({ format: 'g-era' });
    expect(vg!.decks).toEqual(expect.arrayContaining(['TD01', 'TD02']));
    const cards = (await getJson(`${started().url}/v1/cards?game=vanguard`)).body;
    const list = cards.cards as JsonObject[];
    // 2.4 to 2.8: the facts a board shows; the text is the project's own (a string per card).
    const trigger = list.find((c) => c.trigger === 'critical')!;
    expect(trigger).toMatchObject({ type: 'trigger_unit', grade: 0, critical: 1 });
    expect(list.some((c) => typeof c.text === 'string' && c.text.length > 0)).toBe(true);
    // 2.10, section 11: each skill icon comes with its reminder, generated (skillReminder), for the table.
    const twin = list.find((c) => (c.skills as string[]).includes('twin_drive'))!;
    expect((twin.reminders as Record<string, string>).twin_drive).toMatch(/\+1 drive.*\(11\.2\.3\)/);
    for (const c of list)
      expect(Object.keys(c.reminders as Record<string, string>).sort()).toEqual(
        [...(c.skills as string[])].sort(),
      );
    const decks = (await getJson(`${started().url}/v1/decks?game=vanguard`)).body.decks as {
      id: string;
      cards: { id: string; count: number }[];
    }[];
    expect(decks.map((d) => d.id)).toEqual(vg!.decks);
    for (const d of decks) {
      // 5.2.2: each trial deck passes the deck check (50 cards, trigger limits).
      const check = await postJson(`${started().url}/v1/decks/check`, {
        game: 'vanguard',
        deck: { cards: d.cards },
      });
      expect(check.body, d.id).toMatchObject({ valid: true, size: 50 });
    }
  });

  for (const ai of ['random', 'heuristic', 'ismcts'] as const) {
    it(`plays a game against the server's ${ai} AI to its end; the replay verifies`, async () => {
      const created = await postJson(`${started().url}/v1/games`, {
        game: 'vanguard',
        format: 'g-era',
        deck: 'TD01',
        opponent: { ai, deck: 'TD02' },
      });
      expect(created.status).toBe(201);
      const { gameId, token } = created.body as { gameId: string; token: string };
      const result = await playRandomly(started().url, gameId, token, 11);
      expect(result.reason).toBeTypeOf('string');
      const replay = await verified(gameId);
      expect(replay.answers.length).toBeGreaterThan(20);
    }, 300_000);
  }

  it('two players of the lobby (a created game and its join) play it to the end', async () => {
    const { gameId, bots } = await playPair(
      started().url.replace(/^http/, 'ws'),
      { game: 'vanguard', format: 'g-era', deck: 'TD01', ai: 'random', vs: 'human', seed: 3 },
      { deck: 'TD02', ai: 'heuristic', seed: 4 },
    );
    expect(bots[0].result).toEqual(bots[1].result);
    expect(bots[0].result.reason).toBeTypeOf('string');
    const info = (await getJson(`${started().url}/v1/games/${gameId}`)).body;
    expect(info.game).toBe('vanguard');
    await verified(gameId);
  }, 300_000);
});
