// Plays many AI games on K worker threads. Each game is a self-contained job with its own seed, so
// the records are the same whatever K and whichever thread played which game.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { progressBar } from './ai-progress.ts';
import { jobHost, playJob, type GameJob, type GameRecord } from './ai-games.ts';

export const defaultWorkers = (): number => Math.max(1, availableParallelism());

/** `runJobs` with a progress bar (when stderr is a terminal), and the wall time it took. */
export async function runJobsWithProgress(
  jobs: GameJob[],
  workers: number,
  label: string,
  progress: boolean,
): Promise<{ records: GameRecord[]; seconds: number }> {
  const bar = progressBar(jobs.length, label, progress);
  const t0 = performance.now();
  try {
    const records = await runJobs(jobs, workers, (_, done) => bar.tick(done));
    return { records, seconds: (performance.now() - t0) / 1000 };
  } finally {
    bar.stop();
  }
}

type WorkerReply = { ok: true; record: GameRecord } | { ok: false; index: number; error: string };

/**
 * Plays every job and returns the records in job order. `workers` 1 plays them in this thread;
 * more start that many worker threads (never more than there are jobs). `onRecord` is called as
 * each game ends, in the order they end.
 */
export async function runJobs(
  jobs: GameJob[],
  workers: number,
  onRecord: (r: GameRecord, done: number) => void = () => {},
): Promise<GameRecord[]> {
  const out: GameRecord[] = new Array<GameRecord>(jobs.length);
  if (workers <= 1 || jobs.length <= 1) {
    for (let i = 0; i < jobs.length; i++) {
      out[i] = playJob(await jobHost(jobs[i]!), jobs[i]!);
      onRecord(out[i]!, i + 1);
      await new Promise((r) => setImmediate(r)); // lets a progress bar redraw
    }
    return out;
  }
  const k = Math.min(workers, jobs.length);
  const posOf = new Map(jobs.map((j, i) => [j.index, i]));
  let next = 0;
  let done = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker): void => {
        if (next < jobs.length) w.postMessage(jobs[next++]);
      };
      for (let i = 0; i < k; i++) {
        const w = new Worker(new URL('./ai-worker.js', import.meta.url));
        pool.push(w);
        w.on('message', (m: WorkerReply) => {
          if (!m.ok) {
            reject(new Error(`Game ${m.index + 1}: ${m.error}`));
            return;
          }
          out[posOf.get(m.record.index)!] = m.record;
          done++;
          onRecord(m.record, done);
          if (done === jobs.length) resolve();
          else feed(w);
        });
        w.on('error', reject);
        w.on('exit', (code) => {
          if (done < jobs.length && code !== 0) reject(new Error(`A worker thread stopped (code ${code}).`));
        });
        feed(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return out;
}
