// Shared by the server tests: a server on port 0 over a fresh SQLite file, and a pair of bots.
import { afterAll, beforeAll, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { randomInt, seedRng, verifyReplay, type JsonObject, type Replay } from '@arbiter/engine';
import { readSagaPool, sagaCardCoverage, type SagaSetup } from '@arbiter/battle-spirits';
import {
  loadCatalog,
  runBot,
  startServer,
  type ArbiterServer,
  type BotOptions,
  type BotResult,
} from '../src/index.ts';

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'arbiter-server-')), 'games.sqlite');
}

export async function testServer(opts: Parameters<typeof startServer>[0] = {}): Promise<ArbiterServer> {
  return startServer({ port: 0, db: `sqlite:${tempDb()}`, ...opts });
}

/** A test file's server, started before its tests and closed after them. */
export function serverForTests(): () => ArbiterServer {
  let server: ArbiterServer | undefined;
  beforeAll(async () => {
    server = await testServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}

export interface PairResult {
  gameId: string;
  bots: [BotResult, BotResult];
}

/** Two bots through the protocol: the first creates the game, the second joins it. */
export async function playPair(
  server: string,
  a: Omit<BotOptions, 'server'>,
  b: Omit<BotOptions, 'server'>,
): Promise<PairResult> {
  let gameId = '';
  let joined: Promise<BotResult> | null = null;
  const first = runBot({
    server,
    ...a,
    onSeat: (s) => {
      gameId = s.gameId;
      a.onSeat?.(s);
      joined = runBot({ server, ...b, gameId: s.gameId });
    },
  });
  const r0 = await first;
  const r1 = await joined!;
  return { gameId, bots: [r0, r1] };
}

/** POSTs a JSON body (a string is sent as it is) and reads the JSON answer. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; body: JsonObject }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as JsonObject };
}

export async function getJson(url: string): Promise<{ status: number; body: JsonObject }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as JsonObject };
}

export async function replayOf(server: ArbiterServer, gameId: string): Promise<Replay<SagaSetup>> {
  const r = await getJson(`${server.url}/v1/games/${gameId}/replay`);
  if (r.status !== 200) throw new Error(`replay: ${JSON.stringify(r.body)}`);
  return r.body as unknown as Replay<SagaSetup>;
}

export async function verify(replay: Replay<SagaSetup>) {
  const { module } = await loadCatalog();
  return verifyReplay(module, replay);
}

/**
 * The finished game's replay, fetched from the server on `port`, verifies and ends as both bots saw
 * it, and holds every answer either bot had acknowledged, at its decision, as given.
 */
export async function expectAcknowledgedInReplay(port: number, r0: BotResult, r1: BotResult): Promise<void> {
  const replay = (await getJson(`http://127.0.0.1:${port}/v1/games/${r0.gameId}/replay`))
    .body as unknown as Replay<SagaSetup>;
  const check = await verify(replay);
  expect(check.ok).toBe(true);
  expect(check.game.state.result).toEqual(r0.result);
  expect(r1.result).toEqual(r0.result);
  const byDecision = new Map(replay.answers.map((x) => [x.decision, x]));
  for (const [seat, r] of [r0, r1].entries()) {
    for (const x of r.accepted) {
      expect(byDecision.get(x.seq)?.answer).toEqual(x.answer);
      expect(byDecision.get(x.seq)?.player).toBe(seat);
    }
  }
  expect(r0.accepted.length + r1.accepted.length).toBeGreaterThan(40);
}

/** A pool card Arbiter does not implement yet (the first by set and number): decks holding it are refused. */
export async function unimplementedCard(): Promise<string> {
  const cov = sagaCardCoverage(await readSagaPool());
  const card = cov.sets.flatMap((s) => s.cards).find((c) => !c.implemented);
  if (!card) throw new Error('Every pool card is implemented: this test needs another refused card.');
  return card.id;
}

/** Plays seat 0 through the WebSocket with random answers among the offered options until the end. */
export function playRandomly(url: string, gameId: string, token: string, seed: number): Promise<JsonObject> {
  const rng = seedRng(seed);
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/v1/play`);
  const tried = new Map<number, number>();
  // The single options a decision has refused (Vanguard offers calls its grade rule then refuses,
  // 8.5.2.1.1.2): never sent again, so that a game with many of them still moves on.
  const refused = new Map<number, Set<string>>();
  let last: { seq: number; choose: string[] } | null = null;
  return new Promise((resolve, reject) => {
    const send = (m: JsonObject): void => ws.send(JSON.stringify({ v: 1, ...m }));
    ws.on('open', () => send({ type: 'attach', gameId, token }));
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as JsonObject;
      if (msg.type !== 'state') return;
      const view = msg.view as JsonObject;
      if (view.result) {
        ws.close();
        resolve(view.result as JsonObject);
        return;
      }
      const d = view.decision as {
        id: number;
        player: number;
        options?: { id: string }[];
        min: number;
        max: number;
      } | null;
      if (!d || d.player !== 0 || !d.options) return;
      const n = (tried.get(d.id) ?? 0) + 1;
      tried.set(d.id, n);
      // A random subset of the allowed size; a refused one (a payment's colours) is tried again.
      const no = refused.get(d.id);
      const pool = d.options.map((o) => o.id).filter((id) => !no?.has(id));
      const k = d.min + randomInt(rng, Math.max(0, Math.min(d.max, pool.length) - d.min + 1));
      const choose: string[] = [];
      while (choose.length < k) choose.push(pool.splice(randomInt(rng, pool.length), 1)[0]!);
      last = { seq: d.id, choose };
      send({ type: 'answer', gameId, token, seq: d.id, answer: { choose }, ref: `${d.id}:${n}` });
    });
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as JsonObject;
      // A refused answer (ILLEGAL_ANSWER) is answered again with the state the server sends back.
      if (msg.type === 'error' && msg.code === 'ILLEGAL_ANSWER') {
        if (last?.choose.length === 1) {
          const no = refused.get(last.seq) ?? new Set<string>();
          refused.set(last.seq, no.add(last.choose[0]!));
        }
        send({ type: 'attach', gameId, token });
      }
      // Over the connection's message rate (docs/protocol.md) the answer was dropped: a player that
      // answers at once (Vanguard's free rear-guard exchanges) gets there. Ask for the state again
      // after a pause and answer it afresh.
      if (msg.type === 'error' && msg.code === 'RATE_LIMITED')
        setTimeout(() => send({ type: 'attach', gameId, token }), 1000);
    });
  });
}
