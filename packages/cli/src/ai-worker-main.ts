// An AI worker thread: plays the games it is sent, one at a time, and sends back their records.
import { parentPort } from 'node:worker_threads';
import { jobHost, playJob, type GameJob } from './ai-games.ts';

const port = parentPort;
if (!port) throw new Error('ai-worker-main.ts runs only as a worker thread.');
port.on('message', async (job: GameJob) => {
  try {
    port.postMessage({ ok: true, record: playJob(await jobHost(job), job) });
  } catch (e) {
    port.postMessage({ ok: false, index: job.index, error: e instanceof Error ? e.message : String(e) });
  }
});
