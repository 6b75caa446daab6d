// Entry point for a server process of its own (the crash and failover tests spawn it with
// `node --import tsx`): `main.ts [--port N] [--db sqlite:PATH | --db postgres://...] [--lease-ms N]`
// (or PORT, DATABASE_URL, ARBITER_LEASE_MS); prints "listening <port>" once ready. ARBITER_LOBBY_LIMITS=off
// lifts the lobby's limits per client (the server benchmark creates hundreds of games from one address).
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { NO_LOBBY_LIMITS } from './lobby-limits.ts';
import { PostgresStore } from './pg-store.ts';
import { DEFAULT_DB, startServer } from './server.ts';
import { SqliteStore } from './sqlite-store.ts';
import { stageTimes } from './stages.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    'decision-timeout-ms': { type: 'string' },
    /** PostgreSQL: how long a game's lease lasts without renewal (the failover test makes it short). */
    'lease-ms': { type: 'string' },
  },
});
const db = values.db ?? process.env.DATABASE_URL ?? DEFAULT_DB;
const postgres = db.startsWith('postgres://') || db.startsWith('postgresql://');
if (values['lease-ms'] && !postgres) throw new Error('--lease-ms is for a postgres:// database.');
const server = await startServer({
  port: Number(values.port ?? process.env.PORT ?? 8080),
  ...(postgres && values['lease-ms']
    ? { store: new PostgresStore(db, { leaseMs: Number(values['lease-ms']) }) }
    : { db }),
  hub: {
    ...(values['decision-timeout-ms'] ? { decisionTimeoutMs: Number(values['decision-timeout-ms']) } : {}),
    ...(process.env.ARBITER_LOBBY_LIMITS === 'off' ? { lobby: NO_LOBBY_LIMITS } : {}),
  },
});
process.stdout.write(`listening ${server.port}\n`);
// ARBITER_STATS=1 (the benchmark sets it): on SIGUSR2, print one line of JSON with the event loop's
// delay and the SQLite commits' durations since the last one (milliseconds).
if (process.env.ARBITER_STATS === '1') {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const gc = { count: 0, ms: 0, maxMs: 0, maxKind: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.count++;
      gc.ms += e.duration;
      if (e.duration > gc.maxMs) {
        gc.maxMs = e.duration;
        gc.maxKind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  process.stdout.write('stats on SIGUSR2\n');
  process.on('SIGUSR2', () => {
    const ms = (ns: number): number => Math.round(ns / 1e4) / 100;
    const store = server.hub.store;
    const commits = store instanceof SqliteStore ? store.commits : null;
    const c = commits ? commits.ms.slice().sort((a, b) => a - b) : [];
    const at = (p: number): number =>
      Math.round((c[Math.min(c.length - 1, Math.floor(p * c.length))] ?? 0) * 100) / 100;
    process.stdout.write(
      `stats ${JSON.stringify({
        loopDelayP50Ms: ms(loop.percentile(50)),
        loopDelayP99Ms: ms(loop.percentile(99)),
        loopDelayMaxMs: ms(loop.max),
        commits: commits?.count ?? 0,
        writesPerCommit:
          commits && commits.count ? Math.round((commits.writes / commits.count) * 10) / 10 : 0,
        commitP50Ms: at(0.5),
        commitP99Ms: at(0.99),
        commitMaxMs: at(1),
        checkpoints: store instanceof SqliteStore ? store.checkpoints.count : 0,
        checkpointMs: store instanceof SqliteStore ? Math.round(store.checkpoints.ms) : 0,
        checkpointMaxMs: store instanceof SqliteStore ? Math.round(store.checkpoints.maxMs) : 0,
        gcCount: gc.count,
        gcMs: Math.round(gc.ms),
        gcMaxMs: Math.round(gc.maxMs * 100) / 100,
        // perf_hooks.constants: 1 minor (scavenge), 2 major (mark-compact), 4 incremental, 8 weak callbacks
        gcMaxKind: gc.maxKind,
      })}\n`,
    );
    // The hub's stages (stages.ts): a line of their own, which the benchmark prints as it is.
    if (stageTimes) process.stdout.write(`stages ${JSON.stringify(stageTimes.summary())}\n`);
    stageTimes?.reset();
    loop.reset();
    gc.count = 0;
    gc.ms = 0;
    gc.maxMs = 0;
    gc.maxKind = 0;
    if (store instanceof SqliteStore) {
      store.checkpoints.count = 0;
      store.checkpoints.ms = 0;
      store.checkpoints.maxMs = 0;
    }
    if (commits) {
      commits.ms.length = 0;
      commits.count = 0;
      commits.writes = 0;
    }
  });
}
const stop = (): void => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
