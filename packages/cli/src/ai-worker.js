// Entry of an AI worker thread: registers tsx (no build step), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./ai-worker-main.ts');
