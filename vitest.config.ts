import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    // Set-up hooks start real servers; on a loaded machine that takes more than the default 10 s.
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's 2-core machine. Two workers
    // took the unit and property tests from 1,218 s to 711 s on an idle machine (97 files, all passed).
    maxWorkers: 2,
    // Each test gives the event loop a turn first (scripts/vitest-yield.ts); ARBITER_BLOCK_WATCH=MS reports
    // stretches over MS ms in which a worker's event loop was blocked (scripts/block-watch.ts).
    setupFiles: [
      'scripts/vitest-yield.ts',
      ...(process.env.ARBITER_BLOCK_WATCH ? ['scripts/block-watch.ts'] : []),
    ],
  },
});
