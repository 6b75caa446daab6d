// The server hosts the Dragon Ball Super Card Game beside Saga: its cards, deck checks and a game
// against a server AI played to its end through the protocol, whose replay verifies.
import { describe, expect, it } from 'vitest';
import { verifyReplay, type JsonObject, type Replay } from '@arbiter/engine';
import { dbsHost } from '@arbiter/dbscg';
import { runBot } from '../src/index.ts';
import { getJson, playRandomly, postJson, serverForTests } from './helpers.ts';

const server = serverForTests();

describe('DBSCG on the server', () => {
  it('GET /v1 lists the game with its built-in decks; its cards come with generated text', async () => {
    const v1 = (await getJson(`${server().url}/v1`)).body;
    expect(v1.games).toContainEqual(expect.objectContaining({ game: 'dbscg', format: 'standard' }));
    const cards = (await getJson(`${server().url}/v1/cards?game=dbscg`)).body;
    expect(cards.game).toBe('dbscg');
    const list = cards.cards as JsonObject[];
    const champion = list.find((c) => c.id === 'DBT-013')!;
    expect(champion).toMatchObject({ type: 'battle', power: 25000 });
    expect((champion.text as string[]).join(' ')).toMatch(/On entering play/);
    // Each keyword comes with its reminder, generated from the manual's definition (keywordReminder).
    const blocker = list.find((c) => (c.keywords as string[]).includes('[Blocker]'))!;
    expect((blocker.reminders as Record<string, string>)['[Blocker]']).toMatch(/attacked/);
    for (const c of list) expect(Object.keys(c.reminders as Record<string, string>)).toEqual(c.keywords);
    expect((await getJson(`${server().url}/v1/cards?game=chess`)).status).toBe(404);
  });

  it('GET /v1/decks gives each built-in deck of a game with its list, and each passes the deck check', async () => {
    const v1 = (await getJson(`${server().url}/v1`)).body;
    const named = (v1.games as { game: string; decks: string[] }[]).find((g) => g.game === 'dbscg')!.decks;
    const r = await getJson(`${server().url}/v1/decks?game=dbscg`);
    expect(r.status).toBe(200);
    const decks = r.body.decks as { id: string; name: string; cards: { id: string; count: number }[] }[];
    expect(decks.map((d) => d.id)).toEqual(named);
    for (const d of decks) {
      expect(d.name.length).toBeGreaterThan(0);
      const check = await postJson(`${server().url}/v1/decks/check`, {
        game: 'dbscg',
        deck: { cards: d.cards },
      });
      expect(check.body, d.id).toMatchObject({ valid: true, size: 51 });
    }
    const saga = (await getJson(`${server().url}/v1/decks`)).body;
    expect(saga.game).toBe('battle-spirits');
    expect((saga.decks as unknown[]).length).toBeGreaterThan(0);
    expect((await getJson(`${server().url}/v1/decks?game=chess`)).status).toBe(404);
  });

  it('checks DBSCG deck lists with the rules of 5-1', async () => {
    const ok = await postJson(`${server().url}/v1/decks/check`, {
      game: 'dbscg',
      text: '1 DBT-001\n4 DBT-010\n4 DBT-011\n4 DBT-012\n4 DBT-013\n4 DBT-014\n4 DBT-016\n4 DBT-017\n4 DBT-015\n4 DBT-018\n4 DBT-020\n4 DBT-021\n4 DBT-022\n2 DBT-027',
    });
    expect(ok.body).toMatchObject({ valid: true, size: 51 });
    const bad = await postJson(`${server().url}/v1/decks/check`, {
      game: 'dbscg',
      text: '5 DBT-010\n1 DBT-011\n60 NOPE-1',
    });
    expect(bad.body.valid).toBe(false);
    const problems = (bad.body.problems as string[]).join('\n');
    expect(problems).toMatch(/5 copies of .*\(DBT-010\); at most 4 .* \(rule 5-1-3-1\)/);
    expect(problems).toMatch(/needs one Leader Card; this list has none\. \(rule 5-1-2\)/);
    expect(problems).toMatch(/exactly 50 cards; this one has 66\. \(rule 5-1-3\)/);
    // 60 copies of an unknown card are one line with their count, not 60 lines.
    expect(problems).toMatch(/NOPE-1 is not a known card\. \(rule 5-1-3\) \(60 times\)/);
    expect(bad.body.problems).toHaveLength(4);
  });

  it('plays a game against a server AI to its end; the replay verifies', async () => {
    const created = await postJson(`${server().url}/v1/games`, {
      game: 'dbscg',
      format: 'standard',
      deck: 'TRAINING-RED',
      opponent: { ai: 'heuristic' },
    });
    expect(created.status).toBe(201);
    const { gameId, token } = created.body as { gameId: string; token: string };
    const result = await playRandomly(server().url, gameId, token, 7);
    expect(result.reason).toBeTypeOf('string');
    const replay = (await getJson(`${server().url}/v1/games/${gameId}/replay`))
      .body as unknown as Replay<unknown>;
    expect(replay.game).toBe('dbscg');
    const check = verifyReplay((await dbsHost()).module, replay as Replay<never>);
    expect(check.message).toMatch(/verified/);
    expect(check.game.state.result).toEqual(result);
  }, 300_000);

  it('a bot plays it through the protocol on its information states, hidden cards as placeholders', async () => {
    const infos: JsonObject[] = [];
    const r = await runBot({
      server: server().url.replace(/^http/, 'ws'),
      game: 'dbscg',
      format: 'standard',
      deck: 'TRAINING-BLUE',
      ai: 'heuristic',
      vs: 'random',
      seed: 5,
      onMessage: (m) => {
        if (m.type === 'state' && m.infoState) infos.push(m.infoState as JsonObject);
      },
    });
    expect(r.result.reason).toBeTypeOf('string');
    expect(r.accepted.length).toBeGreaterThan(10);
    expect(infos.length).toBeGreaterThan(10);
    for (const info of infos) {
      const data = info.data as {
        players: { hand: { id: number; def: string }[]; deck: { def: string }[] }[];
        declared: { id: number } | null;
        counters: { id: number }[];
      };
      // The other hand is placeholders but for a card it has revealed there (a play declared, 6-3-1-2-1-1;
      // a [Counter] activated, 10-10-2).
      const revealed = new Set([data.declared?.id, ...data.counters.map((c) => c.id)]);
      const other = data.players[1 - r.seat]!;
      for (const c of other.hand) expect(c.def === '?' || revealed.has(c.id), JSON.stringify(c)).toBe(true);
      expect(data.players[r.seat]!.deck.every((c) => c.def === '?')).toBe(true);
      expect(info.log).toEqual([]);
    }
  }, 300_000);
});
