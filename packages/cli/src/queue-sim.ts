// `arbiter sim --queue`: puts a run's games on a BullMQ queue of its own and collects what the
// `arbiter worker` processes send back. Each job carries its game's seed, so the records are the same
// as a local run's whichever worker played which game.
import { Queue, QueueEvents, type Job } from 'bullmq';
import { progressBar } from './ai-progress.ts';
import type { GameJob, GameRecord } from './ai-games.ts';
import { CheckFailed } from './errors.ts';
import {
  GAME_JOB_NAME,
  HEARTBEAT_MS,
  QUEUE_PREFIX,
  RUNS_KEY,
  gameJobId,
  newRunQueueName,
  type GameResult,
} from './queue-protocol.ts';
import { connectRedis, parseRedisUrl, redisLabel, stopReconnecting } from './queue-redis.ts';

export interface QueueInfo {
  /** The Redis URL, without a password. */
  url: string;
  /** The run's own queue, removed when the run ends. */
  name: string;
  /** Games played, by worker name. */
  workers: Record<string, number>;
}

export interface QueueRunOptions {
  label: string;
  progress: boolean;
  /** For a line on stderr while no worker has taken a game. */
  warn?: (line: string) => void;
  /** How long to wait before saying that no worker has shown up. */
  idleWarningMs?: number;
}

const ADD_CHUNK = 500;
/** How often the queue's counts are checked, in case an event was missed. */
const RECONCILE_MS = 3_000;

/** Plays `jobs` through the queue at `url` and returns the records in job order. */
export async function runJobsOnQueue(
  url: string,
  jobs: GameJob[],
  o: QueueRunOptions,
): Promise<{ records: GameRecord[]; seconds: number; queue: QueueInfo }> {
  const address = parseRedisUrl(url);
  // The queue shares this connection; the events' blocking reads get duplicates of it.
  const connection = await connectRedis(address);
  const name = newRunQueueName();
  const info: QueueInfo = { url: redisLabel(address), name, workers: {} };
  const queue = new Queue<GameJob, GameResult>(name, { connection, prefix: QUEUE_PREFIX });
  // From the stream's start: no event is missed between starting to listen and adding the jobs.
  const events = new QueueEvents<GameResult>(name, { connection, prefix: QUEUE_PREFIX, lastEventId: '0-0' });
  const posOf = new Map(jobs.map((j, i) => [gameJobId(j.index), i]));
  const out = new Array<GameRecord>(jobs.length);
  let done = 0;
  const bar = progressBar(jobs.length, o.label, o.progress);
  const timers: NodeJS.Timeout[] = [];
  let onSignal: (() => void) | null = null;
  let troubled = false;
  let finishing = false;
  const t0 = performance.now();
  try {
    // BullMQ reconnects by itself; say so once, as the run may stall meanwhile.
    const trouble = (e: Error): void => {
      if (troubled || finishing) return;
      troubled = true;
      o.warn?.(`arbiter: Redis connection trouble (${e.message}); retrying.`);
    };
    queue.on('error', trouble);
    events.on('error', trouble);
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    await connection.zadd(RUNS_KEY, Date.now(), name);
    timers.push(
      setInterval(() => void connection.zadd(RUNS_KEY, Date.now(), name).catch(() => {}), HEARTBEAT_MS),
    );

    await new Promise<void>((resolve, reject) => {
      const accept = (jobId: string, result: GameResult | undefined): void => {
        const pos = posOf.get(jobId);
        if (pos === undefined || out[pos] !== undefined || !result?.record) return;
        out[pos] = result.record;
        info.workers[result.worker] = (info.workers[result.worker] ?? 0) + 1;
        bar.tick(++done);
        if (done === jobs.length) resolve();
      };
      const failed = (jobId: string, reason: string): void => {
        const pos = posOf.get(jobId);
        reject(new CheckFailed(`Game ${pos === undefined ? jobId : pos + 1} failed on a worker: ${reason}`));
      };
      events.on('completed', ({ jobId, returnvalue }) => accept(jobId, returnvalue));
      events.on('failed', ({ jobId, failedReason }) => failed(jobId, failedReason));
      onSignal = () => reject(new CheckFailed('interrupted; the run and its queue were removed.'));
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);

      // A missed event must not hang the run: the counts say when results wait to be read.
      let warned = false;
      const reconcile = async (): Promise<void> => {
        const counts = await queue.getJobCounts('completed', 'failed', 'active');
        if ((counts.failed ?? 0) > 0) {
          const [job] = await queue.getJobs(['failed'], 0, 0);
          if (job?.id) failed(job.id, job.failedReason);
        }
        if ((counts.completed ?? 0) > done) {
          const finished: Job<GameJob, GameResult>[] = await queue.getJobs(['completed']);
          for (const job of finished) if (job.id) accept(job.id, job.returnvalue);
        }
        const idleMs = o.idleWarningMs ?? 10_000;
        if (!warned && done === 0 && !counts.active && performance.now() - t0 > idleMs) {
          warned = true;
          o.warn?.(
            `arbiter: no worker has taken a game yet; start some with: arbiter worker --queue ${info.url}`,
          );
        }
      };
      timers.push(setInterval(() => void reconcile().catch(() => {}), RECONCILE_MS));

      void (async () => {
        for (let i = 0; i < jobs.length; i += ADD_CHUNK) {
          await queue.addBulk(
            jobs.slice(i, i + ADD_CHUNK).map((job) => ({
              name: GAME_JOB_NAME,
              data: job,
              opts: { jobId: gameJobId(job.index), attempts: 1 },
            })),
          );
        }
      })().catch(reject);
    });
    return { records: out, seconds: (performance.now() - t0) / 1000, queue: info };
  } finally {
    finishing = true;
    bar.stop();
    for (const t of timers) clearInterval(t);
    if (onSignal) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    // Clean up: the run's keys go, and workers stop listening once it leaves the registry.
    stopReconnecting(connection); // with Redis away, the clean-up fails instead of waiting for it
    await connection.zrem(RUNS_KEY, name).catch(() => {});
    await events.close().catch(() => {});
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close().catch(() => {});
    connection.disconnect();
  }
}
