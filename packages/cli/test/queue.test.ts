// `arbiter sim --queue` and `arbiter worker` against a real redis-server started for these tests.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src/ai-games.ts';
import { connectRedis, parseRedisUrl } from '../src/queue-redis.ts';
import type { QueueInfo } from '../src/queue-sim.ts';
import type { SimSummary } from '../src/sim.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(ROOT, 'packages/cli/bin/arbiter.js');
const ENSURE = resolve(ROOT, 'scripts/ensure-redis.sh');
const tmp = mkdtempSync(join(tmpdir(), 'arbiter-queue-'));
const run = promisify(execFile);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the CLI without blocking this process (the workers' output keeps flowing meanwhile). */
async function cli(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, [BIN, ...args], { cwd: tmp, encoding: 'utf8' });
    return { status: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const r = e as { code?: number; stdout?: string; stderr?: string };
    return { status: r.code ?? -1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
  }
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as { port: number };
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await test()) return;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Proc {
  child: ChildProcess;
  out: string;
  exit: Promise<number | null>;
}

function start(command: string, args: string[]): Proc {
  const child = spawn(command, args, { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'] });
  const p: Proc = { child, out: '', exit: new Promise((ok) => child.once('exit', (code) => ok(code))) };
  child.stdout!.on('data', (d: Buffer) => (p.out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (p.out += d.toString()));
  return p;
}

async function stop(p: Proc | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const t = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await p.exit;
  clearTimeout(t);
}

type SimJson = { summary: SimSummary; games: GameRecord[]; queue?: QueueInfo };
const timeless = (rs: GameRecord[]) => rs.map(({ ms: _ms, ...r }) => r);
const steady = ({ wallSeconds: _w, avgMsPerGame: _m, ...s }: SimSummary) => s;

describe('arbiter sim --queue and arbiter worker', () => {
  let redis: Proc | undefined;
  const workers: Proc[] = [];
  let url = '';

  beforeAll(async () => {
    // Not spawnSync: installing redis-server on a fresh machine can take over a minute, and a worker blocked
    // that long misses vitest's 60 s reply window ("Timeout calling onTaskUpdate") though every test passes.
    try {
      await run('sh', ['-c', 'command -v redis-server']);
    } catch {
      try {
        await run('bash', [ENSURE]);
      } catch (e) {
        const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
        throw new Error(`scripts/ensure-redis.sh failed:\n${stdout}${stderr}`);
      }
    }
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = start('redis-server', [
      '--save',
      '',
      '--appendonly',
      'no',
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      tmp,
    ]);
    await until('redis-server', async () => {
      try {
        (await connectRedis(parseRedisUrl(url), 1000)).disconnect();
        return true;
      } catch {
        return false;
      }
    });
    for (const name of ['w1', 'w2'])
      workers.push(
        start(process.execPath, [BIN, 'worker', '--queue', url, '--concurrency', '1', '--name', name]),
      );
    await until('the workers', () => workers.every((w) => w.out.includes('waiting for games')));
  }, 180_000); // Redis and two workers start in a few seconds on an idle machine

  afterAll(async () => {
    await Promise.all(workers.map(stop));
    await stop(redis);
  });

  it('plays the games on both workers, with the same results and summary as a local run', async () => {
    const common = ['sim', '--deck', 'ST01', '--deck', 'ST02', '--ai', 'heuristic', '--games', '8'];
    const q = await cli(...common, '--seed', 'q', '--queue', url, '--json', join(tmp, 'q.json'));
    expect(q.stderr).toBe('');
    expect(q.status).toBe(0);
    const l = await cli(...common, '--seed', 'q', '--workers', '2', '--json', join(tmp, 'l.json'));
    expect(l.status).toBe(0);

    const dq = JSON.parse(readFileSync(join(tmp, 'q.json'), 'utf8')) as SimJson;
    const dl = JSON.parse(readFileSync(join(tmp, 'l.json'), 'utf8')) as SimJson;
    expect(dq.games.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(timeless(dq.games)).toEqual(timeless(dl.games));
    expect(steady(dq.summary)).toEqual(steady(dl.summary));
    // The printed summary too, all but the timing line.
    const untimed = (s: string) => s.split('\n').filter((x) => !x.startsWith('Time:'));
    expect(untimed(q.stdout)).toEqual(untimed(l.stdout));

    // Both workers played, and each says so once the run is over.
    const played = dq.queue!.workers;
    expect(Object.keys(played).sort()).toEqual(['w1', 'w2']);
    expect(played.w1! + played.w2!).toBe(8);
    for (const [i, w] of workers.entries()) {
      const n = played[`w${i + 1}`];
      await until(`w${i + 1}'s report`, () => w.out.includes(`over, played ${n} game(s)`), 5_000);
    }
    // The run's queue is gone: nothing of it is left on the server.
    const c = await connectRedis(parseRedisUrl(url));
    try {
      await until('the clean-up', async () => (await c.keys('arbiter:*')).length === 0);
    } finally {
      c.disconnect();
    }
  });

  it('keeps two runs at once apart', async () => {
    const a = cli('sim', '--games', '6', '--seed', 'a', '--queue', url, '--json', join(tmp, 'a.json'));
    const b = cli('sim', '--games', '6', '--seed', 'b', '--queue', url, '--json', join(tmp, 'b.json'));
    const [ra, rb] = await Promise.all([a, b]);
    expect([ra.status, rb.status]).toEqual([0, 0]);
    const ja = JSON.parse(readFileSync(join(tmp, 'a.json'), 'utf8')) as SimJson;
    const jb = JSON.parse(readFileSync(join(tmp, 'b.json'), 'utf8')) as SimJson;
    expect(ja.queue!.name).not.toBe(jb.queue!.name);
    const la = await cli(
      'sim',
      '--games',
      '6',
      '--seed',
      'a',
      '--workers',
      '1',
      '--json',
      join(tmp, 'la.json'),
    );
    expect(la.status).toBe(0);
    const jla = JSON.parse(readFileSync(join(tmp, 'la.json'), 'utf8')) as SimJson;
    expect(timeless(ja.games)).toEqual(timeless(jla.games));
    expect(timeless(jb.games)).not.toEqual(timeless(ja.games));
  });

  it('stops a worker cleanly on SIGTERM, saying how many games it played', async () => {
    const w = workers[1]!;
    w.child.kill('SIGTERM');
    expect(await w.exit).toBe(0);
    expect(w.out).toMatch(/Worker w2: stopped, \d+ game\(s\) played/);
  });
});

describe('an unreachable or invalid queue', () => {
  it('fails at once with a one-line error and a non-zero exit code', async () => {
    const port = await freePort(); // nothing listens there
    // "At once": no retry loop (the test's own time limit catches one); not a wall-clock assertion.
    const r = await cli('sim', '--games', '2', '--queue', `redis://127.0.0.1:${port}`);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(`^arbiter: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: .+\\n$`),
    );
    expect(r.stdout).toBe('');
    const w = await cli('worker', '--queue', `redis://127.0.0.1:${port}`);
    expect(w.status).toBe(1);
    expect(w.stderr).toMatch(/^arbiter: cannot reach Redis at .+\n$/);
  });

  it('times out on a server that accepts and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    const { port } = silent.address() as { port: number };
    try {
      const t0 = Date.now();
      await expect(connectRedis({ host: '127.0.0.1', port }, 300)).rejects.toThrow(
        /cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: no answer within 0\.3 s/,
      );
      expect(Date.now() - t0).toBeLessThan(3_000);
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });

  it('refuses a URL that is not redis:// with exit code 2', async () => {
    const r = await cli('sim', '--games', '1', '--queue', 'http://localhost:6379');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--queue wants a Redis URL/);
  });
});
