// `npm run bench:server`: K concurrent bot games against one server process, played like people play.
// The server runs in a process of its own (as in production); the bots (random AI) share this one.
//
// Each of the K game slots starts its pair of bots at a random moment of the ramp-up (connections
// arrive gradually), and starts a new game whenever its game ends, so K games are in play throughout.
// Each bot waits a think time before every answer, drawn uniformly from BENCH_THINK_MS with a seeded
// generator. After the warm-up, answers are measured during a fixed window: the latency from sending
// an answer to its acknowledgement (`accepted`: applied and stored) and, separately, to the next
// `state` the bot receives (the consequence of the answer). Then every bot is stopped.
//
// The last line is JSON: {"concurrentGames", "thinkMs", "answersPerSecond", "p50Ms", "p99Ms",
// "stateP50Ms", "stateP99Ms", "rssMbPerGame", "serverCpuMsPerAnswer", ...}.
//
// Environment:
//   BENCH_GAMES     K, concurrent games (default 500)
//   BENCH_THINK_MS  think time per decision: "MIN-MAX" or "MS" (default 500-1500; 0: answer at once,
//                   the saturation figure)
//   BENCH_RAMP_S    seconds over which the games start (default 10)
//   BENCH_WARMUP_S  seconds from the start before measuring, ramp included (default 20)
//   BENCH_WINDOW_S  seconds measured (default 30)
//   BENCH_SEED      seed of the bots' AIs, think times and start times (default 1)
//   BENCH_NODE_ARGS extra node arguments for the server process (e.g. --cpu-prof)
//   BENCH_SERVER    another server entry point than ./main.ts (e.g. an older copy, to compare)
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './catalog.ts';
import { BotStopped, runBot } from './bot.ts';

const K = Number(process.env.BENCH_GAMES ?? 500);
const thinkSpec = process.env.BENCH_THINK_MS ?? '500-1500';
const [thinkMin, thinkMax] = ((): [number, number] => {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?))?\s*$/.exec(thinkSpec);
  if (!m) throw new Error(`BENCH_THINK_MS: "MIN-MAX" or "MS" in milliseconds, not "${thinkSpec}".`);
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (hi < lo) throw new Error(`BENCH_THINK_MS: ${hi} < ${lo}.`);
  return [lo, hi];
})();
const rampS = Number(process.env.BENCH_RAMP_S ?? 10);
const warmupS = Math.max(rampS, Number(process.env.BENCH_WARMUP_S ?? 20));
const windowS = Number(process.env.BENCH_WINDOW_S ?? 30);
const seed = Number(process.env.BENCH_SEED ?? 1);

/** mulberry32: a small seeded generator of floats in [0, 1). */
function rng(s: number): () => number {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
const main = process.env.BENCH_SERVER ?? fileURLToPath(new URL('./main.ts', import.meta.url));

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
  // Hundreds of games from one address: the lobby's limits per client are lifted.
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ARBITER_STATS: '1', ARBITER_LOBBY_LIMITS: 'off' },
  },
);
let serverStats: Record<string, number> | null = null;
/** A server that prints statistics on SIGUSR2 says so (older ones would die of the signal). */
let statsOnSignal = false;
/** The server's per-stage timings (stages.ts) in the window, as it printed them. */
let serverStages: string | null = null;
child.stdout.on('data', (d: Buffer) => {
  if (/^stats on SIGUSR2$/m.test(String(d))) statsOnSignal = true;
  const m = /^stats (\{.*)$/m.exec(String(d));
  if (m) serverStats = JSON.parse(m[1]!) as Record<string, number>;
  const st = /^stages (\{.*)$/m.exec(String(d));
  if (st) serverStages = st[1]!;
});
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

const t0 = performance.now();
const measureFrom = t0 + warmupS * 1000;
const measureTo = measureFrom + windowS * 1000;
const inWindow = (sentAt: number): boolean => sentAt >= measureFrom && sentAt < measureTo;
const ackMs: number[] = [];
const stateMs: number[] = [];
const onAccepted = (ms: number, sentAt: number): void => {
  if (inWindow(sentAt)) ackMs.push(ms);
};
const onNextState = (ms: number, sentAt: number): void => {
  if (inWindow(sentAt)) stateMs.push(ms);
};
let cpuAtStart = 0;
let cpuAtEnd = 0;
let myCpuAtStart = process.cpuUsage();
let myCpuUs = 0;
const botLoop = monitorEventLoopDelay({ resolution: 5 });
setTimeout(() => {
  cpuAtStart = cpuSeconds(child.pid!);
  myCpuAtStart = process.cpuUsage();
  if (statsOnSignal) child.kill('SIGUSR2'); // the server's statistics start afresh
  botLoop.enable();
}, warmupS * 1000);

const stop = new AbortController();
setMaxListeners(0, stop.signal);
const random = rng(seed);
let gamesEnded = 0;
const failures: string[] = [];

/** One slot: a pair of bots that play game after game until the run stops. */
async function slot(i: number): Promise<void> {
  await new Promise((r) => setTimeout(r, random() * rampS * 1000));
  for (let round = 0; !stop.signal.aborted; round++) {
    const n = (i + round * K) * 2;
    const bot = (b: number) => {
      const think = rng(seed * 7919 + n + b);
      return {
        server,
        ai: 'random' as const,
        seed: seed * 100_003 + n + b,
        onAccepted,
        onNextState,
        signal: stop.signal,
        reconnectMs: 5_000,
        thinkMs: () => thinkMin + think() * (thinkMax - thinkMin),
      };
    };
    let joined: Promise<unknown> | null = null;
    try {
      await runBot({
        ...bot(1),
        deck: i % 2 ? 'ST01' : 'ST02',
        onSeat: (s) => {
          joined = runBot({ ...bot(2), deck: i % 2 ? 'ST03' : 'ST01', gameId: s.gameId });
          joined.catch(() => undefined);
        },
      });
      await joined;
      gamesEnded++;
    } catch (e) {
      if (e instanceof BotStopped || stop.signal.aborted) return;
      failures.push(String(e));
      return;
    }
  }
}

const slots = Array.from({ length: K }, (_, i) => slot(i));
await new Promise((r) => setTimeout(r, (measureTo - performance.now()) | 0));
cpuAtEnd = cpuSeconds(child.pid!);
botLoop.disable();
serverStats = null;
if (statsOnSignal) child.kill('SIGUSR2');
for (let i = 0; statsOnSignal && i < 100 && serverStats === null; i++)
  await new Promise((r) => setTimeout(r, 20));
const mine = process.cpuUsage(myCpuAtStart);
myCpuUs = mine.user + mine.system;
peakRss = Math.max(peakRss, rssMb(child.pid!));
clearInterval(sampler);
stop.abort();
await Promise.allSettled(slots);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dir, { recursive: true, force: true });

const sorted = (xs: number[]): number[] => xs.slice().sort((a, b) => a - b);
const pct = (xs: number[], p: number): number =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const round = (x: number): number => Math.round(x * 100) / 100;
const acks = sorted(ackMs);
const states = sorted(stateMs);
const serverCpu = cpuAtEnd - cpuAtStart;
const thinkMs = thinkMin === thinkMax ? String(thinkMin) : `${thinkMin}-${thinkMax}`;
console.log(
  `${K} games, think ${thinkMs} ms, ramp ${rampS} s, warm-up ${warmupS} s, window ${windowS} s: ` +
    `${acks.length} answers acknowledged in the window, ${gamesEnded} games ended, ${failures.length} failed`,
);
console.log(
  `acknowledgement p50 ${round(pct(acks, 50))} ms, p99 ${round(pct(acks, 99))} ms; next state p50 ` +
    `${round(pct(states, 50))} ms, p99 ${round(pct(states, 99))} ms`,
);
console.log(
  `server RSS ${baseRss.toFixed(0)} MB before, ${peakRss.toFixed(0)} MB at peak; CPU in the window: ` +
    `server ${serverCpu.toFixed(1)} s (${((serverCpu * 1000) / Math.max(1, acks.length)).toFixed(3)} ms per answer), ` +
    `bots ${(myCpuUs / 1e6).toFixed(1)} s`,
);
if (serverStats) console.log(`server in the window: ${JSON.stringify(serverStats)}`);
if (serverStages) console.log(`server stages in the window (ms): ${serverStages}`);
console.log(
  `bots' event loop delay in the window: p50 ${round(botLoop.percentile(50) / 1e6)} ms, p99 ` +
    `${round(botLoop.percentile(99) / 1e6)} ms, max ${round(botLoop.max / 1e6)} ms`,
);
if (failures.length > 0) console.log(`first failure: ${failures[0]}`);
console.log(
  JSON.stringify({
    concurrentGames: K,
    thinkMs,
    answersPerSecond: round(acks.length / windowS),
    p50Ms: round(pct(acks, 50)),
    p99Ms: round(pct(acks, 99)),
    stateP50Ms: round(pct(states, 50)),
    stateP99Ms: round(pct(states, 99)),
    rssMbPerGame: round((peakRss - baseRss) / K),
    serverCpuMsPerAnswer: round((serverCpu * 1000) / Math.max(1, acks.length)),
    windowSeconds: windowS,
    failedGames: failures.length,
  }),
);
