// A diagnostic, loaded by vitest.config.ts only when ARBITER_BLOCK_WATCH is set (a number of ms): prints
// each stretch longer than that during which a test worker's event loop did not run, with the test that was
// running. A worker blocked for 60 s cannot read vitest's reply to its progress message, and vitest then
// fails a run whose every test passed ("Timeout calling onTaskUpdate"); this finds the test to split or make
// yield (`await new Promise(setImmediate)` between games).
import { beforeEach } from 'vitest';

const limit = Number(process.env.ARBITER_BLOCK_WATCH);
const TICK_MS = 250;
let current = '(collecting the file)';
let last = performance.now();

beforeEach((ctx) => {
  current = `${ctx.task.file.name} > ${ctx.task.name}`;
});

const timer = setInterval(() => {
  const now = performance.now();
  const blocked = now - last - TICK_MS;
  last = now;
  if (blocked > limit)
    process.stderr.write(`[block-watch] ${Math.round(blocked)} ms blocked during ${current}\n`);
}, TICK_MS);
timer.unref();
