// The PostgreSQL store on a real PostgreSQL (a throwaway cluster of Debian's binaries, see
// pg-cluster.ts): leases keep two stores from both owning a game, and two server processes share one
// database: one is killed (SIGKILL) mid-game, and the other takes its game over by itself once the
// dead process's lease has expired; the bots then reconnect to it with their seat tokens. The game
// ends exactly as an uninterrupted replay of the same answers, and no acknowledged answer is lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject, Replay } from '@arbiter/engine';
import type { SagaSetup } from '@arbiter/battle-spirits';
import { runBot, startServer, type BotResult } from '../src/index.ts';
import { PostgresStore } from '../src/pg-store.ts';
import { NotOwnerError, type GameRecord } from '../src/store.ts';
import { expectAcknowledgedInReplay, getJson, verify } from './helpers.ts';
import { postgresBinaries, startCluster, type PgCluster } from './pg-cluster.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const LEASE_MS = 2_000;

let cluster: PgCluster | null = null;
let skipReason = '';
const children: ChildProcess[] = [];
const stores: PostgresStore[] = [];

beforeAll(async () => {
  const bins = postgresBinaries();
  if ('missing' in bins) {
    skipReason = `SKIPPED: PostgreSQL could not be installed, so the PostgreSQL store is not tested (${bins.missing}).`;
    console.warn(skipReason);
    return;
  }
  cluster = await startCluster(bins.bin);
}, 600_000);

afterAll(async () => {
  for (const s of stores.splice(0)) await s.close().catch(() => undefined);
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGKILL');
      await exited(c);
    }
  }
  await cluster?.stop();
}, 60_000);

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function startProcess(db: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--port', '0', '--db', db, '--lease-ms', String(LEASE_MS)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.stderr!.on('data', (d: Buffer) => (err += String(d)));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

/** What a load balancer does: one address for the clients, forwarding to a server that can be changed. */
function startProxy(): Promise<{ port: number; target: number | null; server: Server }> {
  const state = { port: 0, target: null as number | null, server: createServer() };
  state.server.on('connection', (client: Socket) => {
    if (state.target === null) {
      client.destroy();
      return;
    }
    const upstream = connect(state.target, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return new Promise((resolve) => {
    state.server.listen(0, '127.0.0.1', () => {
      state.port = (state.server.address() as { port: number }).port;
      resolve(state);
    });
  });
}

/** Attaches with a seat token straight to a server; resolves with its first answer (attached or error). */
function attachOnce(port: number, gameId: string, token: string): Promise<JsonObject> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/play`);
    ws.on('error', reject);
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as JsonObject;
      if (m.type === 'welcome') ws.send(JSON.stringify({ v: 1, type: 'attach', gameId, token }));
      else {
        ws.close();
        resolve(m);
      }
    });
  });
}

function record(id: string): GameRecord {
  const seat = { name: 'p', deckName: 'd', deck: ['ST01-001'], tokenHash: '', ai: null };
  return {
    id,
    game: 'battle-spirits',
    format: 'saga',
    ruleset: 'test',
    seed: 1,
    seats: [seat, { ...seat }],
    status: 'active',
    initialHash: 'h0',
    result: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  };
}

async function store(owner: string, leaseMs: number): Promise<PostgresStore> {
  const s = new PostgresStore(cluster!.url, { owner, leaseMs, heartbeat: false });
  stores.push(s);
  await s.open();
  return s;
}

const answer = (index: number) => ({
  index,
  decision: index + 1,
  player: 0 as const,
  answer: 'concede' as const,
  hash: `h${index + 1}`,
});

describe('PostgreSQL store', () => {
  it('leases: two stores never both own a game, and a store that lost a game cannot write to it', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    // A lease long enough to outlast the checks below on a loaded machine; then it is left to lapse.
    const first = await store('first', 3_000);
    const ids = Array.from({ length: 20 }, (_, i) => `lease-${i}`);
    for (const id of ids) await first.createGame(record(id));
    const others = await Promise.all(['a', 'b', 'c'].map((o) => store(o, 60_000)));

    // While the lease runs, nobody else may claim or write; the owner may.
    const refused = await others[0]!.claim(ids[0]!);
    expect(refused).toMatchObject({ ok: false, owner: 'first' });
    expect(refused.ok === false && refused.remainingMs).toBeGreaterThan(0);
    await expect(others[0]!.appendAnswer(ids[0]!, answer(0), { updatedAt: 1 })).rejects.toBeInstanceOf(
      NotOwnerError,
    );
    await expect(others[0]!.updateGame(ids[0]!, { status: 'failed', updatedAt: 1 })).rejects.toBeInstanceOf(
      NotOwnerError,
    );
    await first.appendAnswer(ids[0]!, answer(0), { updatedAt: 2 });

    // The lease lapses (no heartbeat): all four race for every game; exactly one wins each.
    await new Promise((r) => setTimeout(r, 3_100));
    const all = [first, ...others];
    const claims = await Promise.all(ids.map((id) => Promise.all(all.map((s) => s.claim(id)))));
    for (const c of claims) expect(c.filter((x) => x.ok).length).toBe(1);

    const lost: string[] = [];
    first.onLost((id) => lost.push(id));
    await first.heartbeat();
    for (const [i, id] of ids.entries()) {
      const winner = all[claims[i]!.findIndex((x) => x.ok)]!;
      const next = id === ids[0] ? 1 : 0;
      for (const s of all) {
        if (s === winner) continue;
        await expect(s.appendAnswer(id, answer(next), { updatedAt: 3 })).rejects.toBeInstanceOf(
          NotOwnerError,
        );
      }
      await winner.appendAnswer(id, answer(next), { updatedAt: 3 });
      expect((await winner.answers(id)).map((a) => a.index)).toEqual(next === 1 ? [0, 1] : [0]);
      expect(lost.includes(id)).toBe(winner !== first);
    }
  });

  it('--db postgres://: two servers in one database; each game is played by its owner only', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const [one, two] = await Promise.all([
      startServer({ port: 0, db: cluster!.url, web: false }),
      startServer({ port: 0, db: cluster!.url, web: false }),
    ]);
    try {
      const res = await fetch(`${one.url}/v1/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'battle-spirits', format: 'saga', deck: 'ST01' }),
      });
      const open = (await res.json()) as { gameId: string; token: string };
      // The other server can describe the game but not play it: one owns it and is alive.
      expect((await getJson(`${two.url}/v1/games/${open.gameId}`)).body).toMatchObject({ status: 'open' });
      const join = await fetch(`${two.url}/v1/games/${open.gameId}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deck: 'ST02' }),
      });
      expect(join.status).toBe(409);
      expect(((await join.json()) as { error: { code: string } }).error.code).toBe('OWNED_ELSEWHERE');
      expect(await attachOnce(two.port, open.gameId, open.token)).toMatchObject({
        type: 'error',
        code: 'OWNED_ELSEWHERE',
      });
      // A game against a server AI on the first; its replay from the second.
      const r = await runBot({ server: one.url, deck: 'ST01', ai: 'random', seed: 5, vs: 'random' });
      const check = await verify(
        (await getJson(`${two.url}/v1/games/${r.gameId}/replay`)).body as unknown as Replay<SagaSetup>,
      );
      expect(check.ok).toBe(true);
      expect(check.game.state.result).toEqual(r.result);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('failover: SIGKILL one of two server processes mid-game; the game ends on the other as its replay', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const url = cluster!.url;
    const [a, b] = await Promise.all([startProcess(url), startProcess(url)]);
    const proxy = await startProxy();
    proxy.target = a.port;
    const server = `ws://127.0.0.1:${proxy.port}`;
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      let acked = 0;
      let seat0 = { gameId: '', token: '' };
      let failover: Promise<JsonObject> | null = null;
      let adopted = '';
      const counter = (m: { type?: unknown }): void => {
        if (m.type !== 'accepted' || ++acked !== 40) return;
        // Mid-game, right after an acknowledgement: kill -9 A. The balancer has nowhere to send the
        // bots until B may take the game: its lease must expire first (B refuses it until then).
        a.child.kill('SIGKILL');
        proxy.target = null;
        failover = (async () => {
          await exited(a.child);
          const early = await attachOnce(b.port, seat0.gameId, seat0.token);
          // No client can reach B yet: B adopts the game by itself once A's lease has expired.
          for (;;) {
            const r = await db.query<{ owner: string | null; status: string }>(
              'SELECT owner, status FROM games WHERE id = $1',
              [seat0.gameId],
            );
            if (r.rows[0]?.owner?.includes(`/${b.child.pid}/`)) {
              adopted = r.rows[0].status;
              break;
            }
            await new Promise((res) => setTimeout(res, 50));
          }
          proxy.target = b.port;
          return early;
        })();
      };
      let joined: Promise<BotResult> | null = null;
      const r0 = await runBot({
        server,
        deck: 'ST01',
        ai: 'random',
        seed: 21,
        reconnectMs: 60_000,
        onMessage: counter,
        onSeat: (s) => {
          seat0 = s;
          joined = runBot({
            server,
            deck: 'ST02',
            ai: 'random',
            seed: 22,
            gameId: s.gameId,
            reconnectMs: 60_000,
            onMessage: counter,
          });
        },
      });
      const r1 = await joined!;
      expect(failover).not.toBeNull();
      const early = await failover!;
      // Before the lease expired, B said the game is owned elsewhere (and did not take it).
      expect(early).toMatchObject({ type: 'error', code: 'OWNED_ELSEWHERE' });
      // B took the game over while it was still being played, before any bot came back.
      expect(adopted).toBe('active');
      expect(r0.reconnects + r1.reconnects).toBeGreaterThan(0);

      // B owns the game now and holds its whole log.
      const owner = await db.query<{ owner: string; status: string }>(
        'SELECT owner, status FROM games WHERE id = $1',
        [r0.gameId],
      );
      expect(owner.rows[0]?.status).toBe('finished');
      expect(owner.rows[0]?.owner).toContain(`/${b.child.pid}/`);

      // Every acknowledged answer is in the log, at its decision, as given (those acknowledged by A too).
      await expectAcknowledgedInReplay(b.port, r0, r1);
    } finally {
      await db.end();
      proxy.server.close();
      b.child.kill('SIGTERM');
      await exited(b.child);
    }
  }, 240_000); // about 30 s on an idle machine
});
