// The web table's end-to-end tests (real server, real Chromium): `npm run test:e2e` at the root.
// Kept apart from the root vitest run until they are part of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/web/test/**/*.e2e.ts'],
    testTimeout: 300_000, // whole games in a browser: generous, for a loaded machine
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
