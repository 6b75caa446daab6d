import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    // Set-up hooks start real servers; on a loaded machine that takes more than the default 10 s.
    hookTimeout: 120_000,
  },
});
