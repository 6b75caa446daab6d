// A throwaway PostgreSQL cluster for the PostgreSQL store's tests: Debian's binaries (installed by
// scripts/ensure-postgres.sh when missing), initdb into a temporary directory, the server on a free
// loopback port with its unix socket in that directory, one database; `stop()` stops it and removes
// everything. As root, the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ENSURE = fileURLToPath(new URL('../../../scripts/ensure-postgres.sh', import.meta.url));

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/arbiter */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** PostgreSQL's binaries, installing them if needed; or why they cannot be had. */
export function postgresBinaries(): { bin: string } | { missing: string } {
  try {
    const out = execFileSync(ENSURE, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 600_000,
    });
    const bin = out.trim().split('\n').pop() ?? '';
    if (!bin) return { missing: 'scripts/ensure-postgres.sh printed no directory' };
    return { bin };
  } catch (e) {
    const err = e as { stderr?: string | Buffer; message: string };
    const detail = String(err.stderr ?? '').trim() || err.message;
    return { missing: `scripts/ensure-postgres.sh failed: ${detail.split('\n').slice(-3).join(' / ')}` };
  }
}

/** Starts a cluster (throws if PostgreSQL is there but will not start: that is a failure, not a skip). */
export async function startCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[], opts: ExecFileSyncOptions = {}): void => {
    const cmd = join(bin, tool);
    const o: ExecFileSyncOptions = { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, cwd: dir, ...opts };
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], o);
    else execFileSync(cmd, args, o);
  };
  const port = await freePort();
  let started = false;
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
    started = true;
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('CREATE DATABASE arbiter');
    await admin.end();
  } catch (e) {
    let log = '';
    try {
      log = readFileSync(join(dir, 'postgres.log'), 'utf8').slice(-2000);
    } catch {
      // no log yet
    }
    if (started) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    const err = e as { stderr?: string | Buffer; message: string };
    throw new Error(`The test cluster did not start: ${err.message} ${String(err.stderr ?? '')} ${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/arbiter`,
    port,
    dir,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
