// Loaded before every test file (vitest.config.ts). Vitest runs a file's synchronous tests one after another
// without giving the event loop a turn, so a file of many quick tests (1,500 Saga scenarios: 35 s) kept its
// worker from reading any message for the whole file; past 60 s on a loaded machine vitest fails a run whose
// every test passed ("Timeout calling onTaskUpdate", found with scripts/block-watch.ts). One turn of the event
// loop before each test lets the worker read its messages.
import { beforeEach } from 'vitest';

beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
