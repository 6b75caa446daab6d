// Entry point for a server process of its own (the crash test spawns it with `node --import tsx`):
// `main.ts [--port N] [--db URL]`; prints "listening <port>" once ready.
import { parseArgs } from 'node:util';
import { startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    'decision-timeout-ms': { type: 'string' },
  },
});
const server = await startServer({
  port: Number(values.port ?? process.env.PORT ?? 8080),
  db: values.db ?? process.env.DATABASE_URL,
  hub: values['decision-timeout-ms'] ? { decisionTimeoutMs: Number(values['decision-timeout-ms']) } : {},
});
process.stdout.write(`listening ${server.port}\n`);
const stop = (): void => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
