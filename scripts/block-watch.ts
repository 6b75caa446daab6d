// A diagnostic, loaded by vitest.config.ts only when ARBITER_BLOCK_WATCH is set (a number of ms): prints
// each stretch longer than that during which a test worker's event loop did not run, with what the worker
// was doing (collecting a file, running a test, or after one). A worker blocked for 60 s cannot read vitest's
// reply to its progress message, and vitest then fails a run whose every test passed ("Timeout calling
// onTaskUpdate"); this finds the test to split or make yield (`await new Promise(setImmediate)` between games).
import { afterEach, beforeEach, expect } from 'vitest';

interface Watch {
  doing: string;
}

const limit = Number(process.env.ARBITER_BLOCK_WATCH);
const TICK_MS = 250;
// One watch per worker: a worker runs several files, and each file loads this module afresh.
const key = Symbol.for('arbiter.blockWatch');
const holder = globalThis as { [key]?: Watch };
const watch: Watch = holder[key] ?? startWatch();
watch.doing = `collecting ${expect.getState().testPath ?? 'a file'}`;

function startWatch(): Watch {
  const w: Watch = { doing: '' };
  holder[key] = w;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const blocked = now - last - TICK_MS;
    last = now;
    if (blocked > limit)
      process.stderr.write(`[block-watch] ${Math.round(blocked)} ms blocked: ${w.doing}\n`);
  }, TICK_MS);
  timer.unref();
  return w;
}

beforeEach((ctx) => {
  watch.doing = `running ${ctx.task.file.name} > ${ctx.task.name}`;
});
afterEach((ctx) => {
  watch.doing = `after ${ctx.task.file.name} > ${ctx.task.name}`;
});
