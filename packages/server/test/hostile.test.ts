// Test 4: hostile input. Every bad message gets an error reply and changes nothing; the game and
// the server carry on.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { JsonObject } from '@arbiter/engine';
import { runBot, type ArbiterServer } from '../src/index.ts';
import { getJson, postJson, replayOf, testServer, verify } from './helpers.ts';

let server: ArbiterServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

/** A raw client: sends text, collects every reply. */
class Raw {
  readonly got: JsonObject[] = [];
  private waiters: (() => void)[] = [];
  closed: number | null = null;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      this.got.push(JSON.parse(String(d)) as JsonObject);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code) => {
      this.closed = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }
  static open(url: string): Promise<Raw> {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/v1/play`);
    const raw = new Raw(ws);
    return new Promise((resolve) => ws.on('open', () => resolve(raw)));
  }
  /** Sends and waits for the next message of `type` (or any reply). */
  async ask(text: string, type?: string): Promise<JsonObject> {
    const from = this.got.length;
    this.ws.send(text);
    for (;;) {
      const m = this.got.slice(from).find((x) => type === undefined || x.type === type);
      if (m) return m;
      if (this.closed !== null) throw new Error(`closed ${this.closed}`);
      await new Promise<void>((r) => this.waiters.push(r));
    }
  }
  last(type: string): JsonObject | undefined {
    return [...this.got].reverse().find((m) => m.type === type);
  }
}

async function fetchText(url: string, init?: RequestInit): Promise<{ status: number; body: string }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
}

const post = (path: string, body: unknown) => postJson(`${server.url}${path}`, body);

describe('hostile input', () => {
  it('the lobby refuses bad requests with an error', async () => {
    expect((await post('/v1/games', '{"game":')).status).toBe(400);
    expect(
      (await post('/v1/games', JSON.stringify({ game: 'chess', format: 'saga', deck: 'ST01' }))).status,
    ).toBe(404); // UNKNOWN_GAME: the server hosts the games GET /v1 lists
    const bad = await post(
      '/v1/games',
      JSON.stringify({ game: 'battle-spirits', format: 'saga', deck: ['ST01-001', 'NOPE-1'] }),
    );
    expect(bad.status).toBe(422);
    const err = bad.body.error as JsonObject;
    expect(err.code).toBe('INVALID_DECK');
    // The same words as `arbiter deck check`.
    expect(err.problems).toContain('NOPE-1: NOPE-1 is not a known Battle Spirits Saga card. (rule 5-1-1-1)');
    expect(
      (await post('/v1/games', JSON.stringify({ game: 'battle-spirits', format: 'saga', deck: 'ST99' })))
        .status,
    ).toBe(422);
    expect((await post('/v1/games', 'x'.repeat(100_000))).status).toBe(413);
    expect((await getJson(`${server.url}/v1/games/nope`)).status).toBe(404);
    expect((await post('/v1/games/nope/join', JSON.stringify({ deck: 'ST01' }))).status).toBe(404);
  });

  it('errors of the framework and of the HTTP parser answer {error: {code, message}} too', async () => {
    /** A request as raw bytes on a socket: the status line and the body of the answer. */
    const raw = (text: string): Promise<{ status: number; body: string }> =>
      new Promise((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.end(text));
        let got = '';
        socket.setEncoding('utf8').on('data', (d: string) => (got += d));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = got.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body });
        });
      });
    const games = `${server.url}/v1/games`;
    const json = { 'content-type': 'application/json' };
    const cases: [string, Promise<{ status: number; body: string }>, number, string][] = [
      ['no route', fetchText(`${server.url}/v1/nothing-here`), 404, 'NOT_FOUND'],
      ['an over-long path part', fetchText(`${games}/${'x'.repeat(500)}`), 414, 'TOO_LARGE'],
      ['a path that is no URL', fetchText(`${games}/%E0%A4%A`), 400, 'BAD_MESSAGE'],
      [
        'a body that is not JSON',
        fetchText(games, { method: 'POST', headers: json, body: '{"game":' }),
        400,
        'BAD_JSON',
      ],
      ['an empty JSON body', fetchText(games, { method: 'POST', headers: json, body: '' }), 400, 'BAD_JSON'],
      [
        'a body that is not JSON at all',
        fetchText(games, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' }),
        415,
        'BAD_MESSAGE',
      ],
      [
        'a body too large',
        fetchText(games, { method: 'POST', headers: json, body: 'x'.repeat(100_000) }),
        413,
        'TOO_LARGE',
      ],
      [
        'a request line over 16 KiB',
        raw(`GET /v1/games/${'y'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
        431,
        'TOO_LARGE',
      ],
      ['not HTTP', raw('HELLO THERE\r\n\r\n'), 400, 'BAD_MESSAGE'],
    ];
    for (const [what, answer, status, code] of cases) {
      const r = await answer;
      expect(r.status, what).toBe(status);
      const body = JSON.parse(r.body) as { error: { code: string; message: string } };
      expect(Object.keys(body), what).toEqual(['error']);
      expect(Object.keys(body.error), what).toEqual(['code', 'message']);
      expect(body.error.code, what).toBe(code);
      expect(body.error.message.length, what).toBeLessThan(200);
    }
  });

  it('seat tokens are 32 random bytes; attached echoes the ref of attach and spectate', async () => {
    const created = await post(
      '/v1/games',
      JSON.stringify({ game: 'battle-spirits', format: 'saga', deck: 'ST01' }),
    );
    const token = String(created.body.token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const gameId = String(created.body.gameId);
    const c = await Raw.open(server.url);
    const seat = await c.ask(
      JSON.stringify({ v: 1, type: 'attach', gameId, token, ref: 'mine' }),
      'attached',
    );
    expect(seat).toMatchObject({ seat: 0, ref: 'mine' });
    const watch = await c.ask(JSON.stringify({ v: 1, type: 'spectate', gameId, ref: 'look' }), 'attached');
    expect(watch).toMatchObject({ seat: null, ref: 'look' });
    const plain = await c.ask(JSON.stringify({ v: 1, type: 'spectate', gameId }), 'attached');
    expect('ref' in plain).toBe(false);
    c.ws.close();
  });

  it('bad WebSocket messages get errors; the game carries on and ends as its replay', async () => {
    const created = await post(
      '/v1/games',
      JSON.stringify({ game: 'battle-spirits', format: 'saga', deck: 'ST01' }),
    );
    const gameId = String(created.body.gameId);
    const t0 = String(created.body.token);
    expect((await getJson(`${server.url}/v1/games/${gameId}/replay`)).status).toBe(409);
    const joined = await post(`/v1/games/${gameId}/join`, JSON.stringify({ deck: 'ST02' }));
    const t1 = String(joined.body.token);
    expect((await post(`/v1/games/${gameId}/join`, JSON.stringify({ deck: 'ST02' }))).status).toBe(409);

    const c = await Raw.open(server.url);
    const err = async (msg: unknown): Promise<string> => {
      const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
      return String((await c.ask(text, 'error')).code);
    };
    expect(await err('{not json')).toBe('BAD_JSON');
    expect(await err('[1,2]')).toBe('BAD_MESSAGE');
    expect(await err({ type: 'ping' })).toBe('UNSUPPORTED_VERSION');
    expect(await err({ v: 2, type: 'ping' })).toBe('UNSUPPORTED_VERSION');
    expect(await err({ v: 1, type: 'hack' })).toBe('UNKNOWN_TYPE');
    expect(await err({ v: 1, type: 'attach', gameId })).toBe('BAD_MESSAGE');
    expect(await err({ v: 1, type: 'attach', gameId, token: 'wrong' })).toBe('BAD_TOKEN');
    expect(await err({ v: 1, type: 'attach', gameId: 'nope', token: t0 })).toBe('NO_GAME');
    expect(await err({ v: 1, type: 'ping', extra: 1 })).toBe('BAD_MESSAGE');
    expect(await err({ v: 1, type: 'ping', pad: 'x'.repeat(20_000) })).toBe('TOO_LARGE');

    // Attached as seat 1 (t1): learn the current decision.
    await c.ask(JSON.stringify({ v: 1, type: 'attach', gameId, token: t1 }), 'state');
    const state = c.last('state')!;
    const seq = state.seq as number;
    const decider = (state.view as JsonObject).decision as JsonObject;
    const mine = decider.player === 1 ? t1 : t0;
    const theirs = decider.player === 1 ? t0 : t1;
    const answer = { choose: ['nothing-such'] };
    expect(await err({ v: 1, type: 'answer', gameId, token: 'forged', seq, answer })).toBe('BAD_TOKEN');
    expect(await err({ v: 1, type: 'answer', gameId, seq, answer })).toBe('BAD_MESSAGE');
    expect(await err({ v: 1, type: 'answer', gameId, token: theirs, seq, answer })).toBe('NOT_YOUR_DECISION');
    expect(await err({ v: 1, type: 'answer', gameId, token: mine, seq: seq + 5, answer })).toBe(
      'STALE_DECISION',
    );
    expect(await err({ v: 1, type: 'answer', gameId, token: mine, seq, answer })).toBe('ILLEGAL_ANSWER');
    expect(await err({ v: 1, type: 'answer', gameId, token: mine, seq, answer: { evil: true } })).toBe(
      'BAD_MESSAGE',
    );

    // A flood: the excess is refused with RATE_LIMITED, one error each, and the server stays up.
    const before = c.got.length;
    for (let i = 0; i < 600; i++) c.ws.send(JSON.stringify({ v: 1, type: 'ping', ref: String(i) }));
    await c.ask(JSON.stringify({ v: 1, type: 'ping', ref: 'last' }));
    while (c.got.length - before < 601) await new Promise((r) => setTimeout(r, 20));
    const flood = c.got.slice(before);
    expect(flood.filter((m) => m.code === 'RATE_LIMITED').length).toBeGreaterThan(100);
    expect(flood.filter((m) => m.type === 'pong').length).toBeGreaterThan(100);

    // Nothing above changed the game: the decision is still the same one.
    const info = await getJson(`${server.url}/v1/games/${gameId}`);
    expect(info.body.status).toBe('active');

    // Far too large: the socket is closed, the server carries on.
    const big = await Raw.open(server.url);
    big.ws.send('x'.repeat(2 * 1024 * 1024));
    await new Promise<void>((r) => big.ws.on('close', () => r()));
    expect(big.closed).toBe(1009);
    c.ws.close();

    // The two seats finish the game with bots resuming their tokens.
    const [r0, r1] = await Promise.all([
      runBot({ server: server.url, deck: 'ST01', ai: 'random', seed: 5, resume: { gameId, token: t0 } }),
      runBot({ server: server.url, deck: 'ST02', ai: 'random', seed: 6, resume: { gameId, token: t1 } }),
    ]);
    expect(r0.seat).toBe(0);
    expect(r1.seat).toBe(1);
    const replay = await replayOf(server, gameId);
    expect(replay.answers[0]!.decision).toBe(seq);
    const check = await verify(replay);
    expect(check.ok).toBe(true);
    expect(check.game.state.result).toEqual(r0.result);
  });
});
