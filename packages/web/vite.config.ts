// Vite builds the web table into dist/; `arbiter serve` serves it at `/` (packages/server/src/server.ts).
// `npm run dev -w @arbiter/web` serves it with hot reload and forwards the protocol to a server on :8080.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: {
    proxy: {
      '/v1/play': { target: 'ws://127.0.0.1:8080', ws: true },
      '/v1': 'http://127.0.0.1:8080',
    },
    // The games' boards word their logs with their packages' own sentences (battle-spirits/src/describe.ts,
    // dbscg/src/narrate.ts), outside this package.
    fs: { allow: ['../..'] },
  },
});
