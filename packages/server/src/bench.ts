// `npm run bench:server`: K concurrent bot games against one server process. The server runs in a
// process of its own (as in production); the bots (random AI) share this one. The last line is JSON:
// {"concurrentGames", "answersPerSecond", "p50Ms", "p99Ms", "rssMbPerGame"}.
// BENCH_GAMES sets K (default 500).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './catalog.ts';
import { runBot, type BotResult } from './bot.ts';

const K = Number(process.env.BENCH_GAMES ?? 500);
const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** CPU seconds a process has used (user + system). */
function cpuSeconds(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const child = spawn(
  process.execPath,
  [...nodeArgs, '--import', 'tsx', main, '--port', '0', '--db', `sqlite:${join(dir, 'bench.sqlite')}`],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const port = await new Promise<number>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += String(d);
    const m = /listening (\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
await loadCatalog();
const server = `ws://127.0.0.1:${port}`;
const baseRss = rssMb(child.pid!);
let peakRss = baseRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssMb(child.pid!));
}, 250);

const latencies: number[] = [];
const onAccepted = (ms: number): void => {
  latencies.push(ms);
};
const t0 = performance.now();
const cpu0 = cpuSeconds(child.pid!);
const myCpu0 = process.cpuUsage();
let done = 0;
const games = Array.from(
  { length: K },
  (_, i) =>
    new Promise<[BotResult, BotResult]>((resolve, reject) => {
      let joined: Promise<BotResult> | null = null;
      runBot({
        server,
        deck: i % 2 ? 'ST01' : 'ST02',
        ai: 'random',
        seed: i * 2 + 1,
        onAccepted,
        reconnectMs: 5_000,
        onSeat: (s) => {
          joined = runBot({
            server,
            deck: i % 2 ? 'ST03' : 'ST01',
            ai: 'random',
            seed: i * 2 + 2,
            gameId: s.gameId,
            onAccepted,
          });
        },
      })
        .then(async (a) => {
          const b = await joined!;
          if (++done % 50 === 0) process.stderr.write(`${done}/${K} games\n`);
          resolve([a, b]);
        })
        .catch(reject);
    }),
);
const results = await Promise.allSettled(games);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, rssMb(child.pid!));
const serverCpu = cpuSeconds(child.pid!) - cpu0;
const myCpu = process.cpuUsage(myCpu0);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dir, { recursive: true, force: true });

const failed = results.filter((r) => r.status === 'rejected');
latencies.sort((a, b) => a - b);
const pct = (p: number): number =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const round = (x: number): number => Math.round(x * 100) / 100;
console.log(
  `${K} games (${failed.length} failed), ${latencies.length} answers in ${seconds.toFixed(1)} s; server RSS ${baseRss.toFixed(0)} MB before, ${peakRss.toFixed(0)} MB at peak`,
);
console.log(
  `CPU: server ${serverCpu.toFixed(1)} s (${((serverCpu * 1000) / Math.max(1, latencies.length)).toFixed(2)} ms per answer), bots ${((myCpu.user + myCpu.system) / 1e6).toFixed(1)} s`,
);
if (failed.length > 0) console.log(`first failure: ${String((failed[0] as PromiseRejectedResult).reason)}`);
console.log(
  JSON.stringify({
    concurrentGames: K,
    answersPerSecond: round(latencies.length / seconds),
    p50Ms: round(pct(50)),
    p99Ms: round(pct(99)),
    rssMbPerGame: round((peakRss - baseRss) / K),
  }),
);
