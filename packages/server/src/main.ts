// Entry point for a server process of its own (the crash and failover tests spawn it with
// `node --import tsx`): `main.ts [--port N] [--db sqlite:PATH | --db postgres://...] [--lease-ms N]`
// (or PORT, DATABASE_URL, ARBITER_LEASE_MS); prints "listening <port>" once ready.
import { parseArgs } from 'node:util';
import { PostgresStore } from './pg-store.ts';
import { DEFAULT_DB, startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    'decision-timeout-ms': { type: 'string' },
    /** PostgreSQL: how long a game's lease lasts without renewal (the failover test makes it short). */
    'lease-ms': { type: 'string' },
  },
});
const db = values.db ?? process.env.DATABASE_URL ?? DEFAULT_DB;
const postgres = db.startsWith('postgres://') || db.startsWith('postgresql://');
if (values['lease-ms'] && !postgres) throw new Error('--lease-ms is for a postgres:// database.');
const server = await startServer({
  port: Number(values.port ?? process.env.PORT ?? 8080),
  ...(postgres && values['lease-ms']
    ? { store: new PostgresStore(db, { leaseMs: Number(values['lease-ms']) }) }
    : { db }),
  hub: values['decision-timeout-ms'] ? { decisionTimeoutMs: Number(values['decision-timeout-ms']) } : {},
});
process.stdout.write(`listening ${server.port}\n`);
const stop = (): void => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
