// `arbiter worker`: a long-running process that plays the games of every `arbiter sim --queue` run on
// a Redis server. Runs announce their queue in a registry; the worker listens on each run's queue while
// it lasts, and plays its games on K worker threads (the same threads as a local run).
import { hostname } from 'node:os';
import { Worker as Thread } from 'node:worker_threads';
import { Queue, Worker } from 'bullmq';
import type { GameJob, GameRecord } from './ai-games.ts';
import { QUEUE_PREFIX, RUNS_KEY, RUN_EXPIRY_MS, type GameResult } from './queue-protocol.ts';
import { connectRedis, parseRedisUrl, redisLabel, stopReconnecting } from './queue-redis.ts';

/** What ai-worker-main.ts sends back for a game. */
type ThreadReply = { ok: true; record: GameRecord } | { ok: false; index: number; error: string };

interface Task {
  job: GameJob;
  resolve(r: GameRecord): void;
  reject(e: Error): void;
}

/**
 * K game threads, started as needed and kept (each loads the card pool once). Games never run on the
 * main thread: it must stay free to renew the jobs' locks while a long game is played.
 */
export class GamePool {
  private readonly idle: Thread[] = [];
  private readonly threads = new Set<Thread>();
  private readonly waiting: Task[] = [];

  constructor(readonly size: number) {}

  play(job: GameJob): Promise<GameRecord> {
    return new Promise<GameRecord>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      let t = this.idle.pop();
      if (!t) {
        if (this.threads.size >= this.size) return;
        t = new Thread(new URL('./ai-worker.js', import.meta.url));
        this.threads.add(t);
      }
      this.run(t, this.waiting.shift()!);
    }
  }

  private run(t: Thread, task: Task): void {
    const cleanup = (): void => {
      t.off('message', onMessage);
      t.off('error', onError);
      t.off('exit', onExit);
    };
    const onMessage = (m: ThreadReply): void => {
      cleanup();
      this.idle.push(t);
      if (m.ok) task.resolve(m.record);
      else task.reject(new Error(m.error));
      this.pump();
    };
    const lost = (why: string): void => {
      cleanup();
      this.threads.delete(t);
      void t.terminate();
      task.reject(new Error(why));
      this.pump();
    };
    const onError = (e: Error): void => lost(`the game thread failed: ${e.message}`);
    const onExit = (code: number): void => lost(`the game thread stopped (code ${code})`);
    t.on('message', onMessage);
    t.on('error', onError);
    t.on('exit', onExit);
    t.postMessage(task.job);
  }

  async close(): Promise<void> {
    const all = [...this.threads];
    this.threads.clear();
    this.idle.length = 0;
    await Promise.all(all.map((t) => t.terminate()));
  }
}

export interface QueueWorkerOptions {
  url: string;
  concurrency: number;
  /** Shown in the runs' results; default `<host>:<pid>`. */
  name?: string;
  log: (line: string) => void;
  /** How often the registry of runs is read. */
  pollMs?: number;
  /** Resolves to stop the worker (tests); by default SIGINT or SIGTERM stops it. */
  stop?: Promise<void>;
}

/** Runs until stopped; returns the number of games played. */
export async function runQueueWorker(o: QueueWorkerOptions): Promise<{ games: number }> {
  const address = parseRedisUrl(o.url);
  // Each run's Worker takes duplicates of this connection; the registry reads go through it.
  const connection = await connectRedis(address);
  const me = o.name ?? `${hostname()}:${process.pid}`;
  const pool = new GamePool(o.concurrency);
  const runs = new Map<string, { worker: Worker<GameJob, GameResult>; counter: { games: number } }>();
  let games = 0;
  let stopping = false;
  let lastError = '';
  const report = (e: unknown): void => {
    const msg = e instanceof Error ? e.message : String(e);
    if (msg !== lastError) o.log(`Worker ${me}: ${msg}`);
    lastError = msg;
  };
  // Says when the server goes away (the poll then waits for it rather than failing).
  connection.on('error', report);

  const listen = (name: string): void => {
    const counter = { games: 0 };
    const worker = new Worker<GameJob, GameResult>(
      name,
      async (job) => {
        const record = await pool.play(job.data);
        counter.games++;
        games++;
        return { record, worker: me };
      },
      // Concurrency K per run: the pool has K threads in all, so runs at once share them.
      { connection, prefix: QUEUE_PREFIX, concurrency: o.concurrency, name: me },
    );
    worker.on('error', report);
    runs.set(name, { worker, counter });
  };
  const unlisten = async (name: string): Promise<void> => {
    const run = runs.get(name);
    if (!run) return;
    runs.delete(name);
    await run.worker.close().catch(report);
    if (run.counter.games > 0) o.log(`Worker ${me}: run ${name} over, played ${run.counter.games} game(s)`);
  };

  // A run whose sim process died stops beating: the first worker to drop it removes its queue.
  const dropExpired = async (): Promise<void> => {
    const cutoff = String(Date.now() - RUN_EXPIRY_MS);
    for (const name of await connection.zrangebyscore(RUNS_KEY, '-inf', cutoff)) {
      if ((await connection.zrem(RUNS_KEY, name)) !== 1) continue;
      const queue = new Queue(name, { connection, prefix: QUEUE_PREFIX });
      await queue.obliterate({ force: true }).finally(() => queue.close());
      o.log(`Worker ${me}: removed the abandoned run ${name}`);
    }
  };

  const poll = async (): Promise<void> => {
    // While the server restarts, ioredis holds these commands and sends them once it has reconnected.
    await dropExpired();
    const live = new Set(await connection.zrange(RUNS_KEY, '0', '-1'));
    if (stopping) return;
    for (const name of live) if (!runs.has(name)) listen(name);
    await Promise.all([...runs.keys()].filter((n) => !live.has(n)).map(unlisten));
  };

  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();
  const loop = (): void => {
    polling = poll()
      .then(() => {
        lastError = ''; // a later failure is news again
      })
      .catch((e: unknown) => {
        if (!stopping) report(e);
      })
      .finally(() => {
        if (!stopping) timer = setTimeout(loop, o.pollMs ?? 500);
      });
  };

  let signals = 0;
  let onSignal: (() => void) | undefined;
  const stopped = new Promise<void>((resolve) => {
    onSignal = () => {
      signals++;
      if (signals === 1) {
        o.log(`Worker ${me}: stopping once the games in play end (again to stop at once)`);
        resolve();
      } else {
        // The abandoned games' locks expire and other workers play them again.
        o.log(`Worker ${me}: stopped at once, ${games} game(s) played`);
        process.exit(130);
      }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    void o.stop?.then(resolve);
  });

  o.log(`Worker ${me}: ${o.concurrency} thread(s), waiting for games on ${redisLabel(address)}`);
  loop();
  try {
    await stopped;
  } finally {
    stopping = true;
    clearTimeout(timer);
    // With Redis away, the poll and the closing Workers fail instead of waiting for it.
    stopReconnecting(connection);
    await polling;
    await Promise.all([...runs.keys()].map(unlisten));
    await pool.close();
    connection.disconnect();
    if (onSignal) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
  o.log(`Worker ${me}: stopped, ${games} game(s) played`);
  return { games };
}
