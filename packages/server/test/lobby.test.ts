// The lobby under a flood: one client creates games at a bounded rate and keeps a bounded number
// open, open games nobody attends expire, and the lists come in pages that reach every game.
// Clients are told apart by X-Forwarded-For (the servers here trust it, as behind a proxy).
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { JsonObject } from '@arbiter/engine';
import { clientKey, DEFAULT_LOBBY_LIMITS, type ArbiterServer, type GameRecord } from '../src/index.ts';
import { testServer } from './helpers.ts';

const servers: ArbiterServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function serverWith(opts: Parameters<typeof testServer>[0]): Promise<ArbiterServer> {
  const s = await testServer({ web: false, trustProxy: true, ...opts });
  servers.push(s);
  return s;
}

async function call(
  server: ArbiterServer,
  path: string,
  client: string,
  body?: unknown,
): Promise<{ status: number; body: JsonObject }> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': client,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as JsonObject };
}

const openGame = (server: ArbiterServer, client: string) =>
  call(server, '/v1/games', client, { game: 'battle-spirits', format: 'saga', deck: 'ST01', name: client });
const aiGame = (server: ArbiterServer, client: string) =>
  call(server, '/v1/games', client, {
    game: 'battle-spirits',
    format: 'saga',
    deck: 'ST01',
    opponent: { ai: 'random' },
  });

/** Waits (bounded) until `check` holds. */
async function until(check: () => Promise<boolean>, what: string, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

function expectRateLimited(r: { status: number; body: JsonObject }, message: RegExp): void {
  expect(r.status).toBe(429);
  const e = r.body.error as { code: string; message: string };
  expect(Object.keys(e)).toEqual(['code', 'message']);
  expect(e.code).toBe('RATE_LIMITED');
  expect(e.message).toMatch(message);
}

describe('the lobby under a flood', () => {
  it('one client keeps at most openPerClient games open; the others still create and see theirs', async () => {
    const server = await serverWith({});
    const { openPerClient } = DEFAULT_LOBBY_LIMITS;
    let created = 0;
    for (let i = 0; i < 50; i++) {
      const r = await openGame(server, '10.0.0.1');
      if (r.status === 201) created++;
      else expectRateLimited(r, /games waiting for a second player, the most it may have/);
    }
    expect(created).toBe(openPerClient);
    // Another client is not held back, and its game is on the lobby's first page.
    const other = await openGame(server, '10.0.0.2');
    expect(other.status).toBe(201);
    const page = await call(server, '/v1/games?status=open', '10.0.0.3');
    const ids = (page.body.games as { gameId: string }[]).map((g) => g.gameId);
    expect(ids).toContain(other.body.gameId);
    expect(ids).toHaveLength(openPerClient + 1);
  });

  it('creation is rate-limited per client (a burst, then so many a minute), AI games included', async () => {
    const server = await serverWith({
      hub: { lobby: { ...DEFAULT_LOBBY_LIMITS, createBurst: 3, createPerMinute: 60 } },
    });
    for (let i = 0; i < 3; i++) expect((await aiGame(server, '10.0.1.1')).status).toBe(201);
    expectRateLimited(await aiGame(server, '10.0.1.1'), /3 at once, then 60 a minute\. Try again in 1 s/);
    expect((await aiGame(server, '10.0.1.2')).status).toBe(201);
    // The bucket refills: one a second here.
    await until(async () => (await aiGame(server, '10.0.1.1')).status === 201, 'a refill');
  });

  it('the lobby as a whole holds at most openMax open games', async () => {
    const server = await serverWith({ hub: { lobby: { ...DEFAULT_LOBBY_LIMITS, openMax: 3 } } });
    for (let i = 0; i < 3; i++) expect((await openGame(server, `10.0.2.${i}`)).status).toBe(201);
    expectRateLimited(await openGame(server, '10.0.2.9'), /The lobby is full \(3 games waiting/);
    // A game against the AI is not an open game.
    expect((await aiGame(server, '10.0.2.9')).status).toBe(201);
  });

  it('an open game whose creator is not attached expires, and frees its place', async () => {
    const server = await serverWith({
      hub: { openUnattendedMs: 1500, lobby: { ...DEFAULT_LOBBY_LIMITS, openPerClient: 1 } },
    });
    const gone = async (id: unknown) =>
      (await call(server, `/v1/games/${String(id)}`, '10.0.3.9')).status === 404;
    // Never attached: abandoned, and the client may open another.
    const left = await openGame(server, '10.0.3.1');
    expect(left.status).toBe(201);
    expect((await openGame(server, '10.0.3.1')).status).toBe(429);
    await until(() => gone(left.body.gameId), 'the unattended game expires');
    const stored = await server.hub.store.getGame(String(left.body.gameId));
    expect(stored?.status).toBe('abandoned');

    // Attached: it stays open while the creator is there, and expires once the creator leaves.
    const kept = await openGame(server, '10.0.3.1');
    expect(kept.status).toBe(201);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/v1/play`);
    await new Promise<void>((resolve) => {
      ws.on('open', () =>
        ws.send(JSON.stringify({ v: 1, type: 'attach', gameId: kept.body.gameId, token: kept.body.token })),
      );
      ws.on('message', (d) => {
        if ((JSON.parse(String(d)) as JsonObject).type === 'attached') resolve();
      });
    });
    await new Promise((r) => setTimeout(r, 3000));
    expect(await gone(kept.body.gameId)).toBe(false);
    ws.close();
    await until(() => gone(kept.body.gameId), 'the game its creator left expires');
  });
});

describe('the lobby in pages', () => {
  it('pages follow one another newest first, reach every game, and refuse bad parameters', async () => {
    const server = await serverWith({});
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push(String((await openGame(server, `10.0.4.${i}`)).body.gameId));
    const all = (await call(server, '/v1/games?status=open&limit=100', 'x')).body;
    expect(all.next).toBeNull();
    const order = (all.games as { gameId: string }[]).map((g) => g.gameId);
    expect(order.slice().sort()).toEqual(made.slice().sort());
    expect(order[0]).toBe(made[6]);

    const paged: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const q: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const page = (await call(server, `/v1/games?status=open&limit=3${q}`, 'x')).body;
      const games = page.games as { gameId: string }[];
      sizes.push(games.length);
      paged.push(...games.map((g) => g.gameId));
      cursor = page.next as string | null;
      if (cursor === null) break;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(paged).toEqual(order);

    for (const q of ['limit=0', 'limit=101', 'limit=x', 'cursor=nothing', 'status=abandoned', 'other=1']) {
      const r = await call(server, `/v1/games?${q}`, 'x');
      expect(r.status, q).toBe(400);
      expect((r.body.error as { code: string }).code, q).toBe('BAD_MESSAGE');
    }
  });

  it('a page holds 50 games unless asked for fewer', async () => {
    const server = await serverWith({});
    for (let i = 0; i < 60; i++) {
      const record: GameRecord = {
        id: `finished-${String(i).padStart(2, '0')}`,
        game: 'battle-spirits',
        format: 'saga',
        ruleset: 'r',
        seed: i,
        seats: [{ name: 'a', deckName: 'd', deck: [], tokenHash: '', ai: null }, null],
        status: 'finished',
        initialHash: '',
        result: null,
        createdAt: 1000 + i,
        updatedAt: 1000 + i,
      };
      await server.hub.store.createGame(record);
    }
    const first = (await call(server, '/v1/games?status=finished', 'x')).body;
    expect(first.games).toHaveLength(50);
    const second = (await call(server, `/v1/games?status=finished&cursor=${String(first.next)}`, 'x')).body;
    expect((second.games as { gameId: string }[]).map((g) => g.gameId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `finished-${String(9 - i).padStart(2, '0')}`),
    );
    expect(second.next).toBeNull();
  });
});

describe('clientKey', () => {
  it('counts an IPv4 address, an IPv4-mapped one as IPv4, and an IPv6 address by its /64', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
