// The shared store: PostgreSQL through `pg`, for several server processes on one database. The
// tables are the SQLite store's plus a lease per game (`owner`, `lease_until`): each open or active game
// is owned by one process at a time, which renews its leases by a heartbeat while it lives. Another
// process takes a game over only once its lease has expired, with a conditional UPDATE, so two
// processes never both own it; every write checks the owner in its own transaction, under the game
// row's lock, so a process that lost a game can never write to it again. Lease times are the
// database's clock (clock_timestamp()), never the processes' clocks.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Answer, JsonObject, PlayerIndex } from '@arbiter/engine';
import {
  NotOwnerError,
  type Claim,
  type GameRecord,
  type GameStatus,
  type GameStore,
  type GameUpdate,
  type Leases,
  type ListCursor,
  type StoredAnswer,
} from './store.ts';

export interface PostgresStoreOptions {
  /** How long a lease lasts without renewal (default: $ARBITER_LEASE_MS, else 15 s). */
  leaseMs?: number;
  /** This process's owner id (default: host/pid/random). */
  owner?: string;
  /** Renew the leases every leaseMs / 3 (default true; tests turn it off to let leases lapse). */
  heartbeat?: boolean;
  /** Connections in the pool (default 10). */
  poolSize?: number;
}

export const DEFAULT_LEASE_MS = 15_000;

interface GameRow {
  id: string;
  game: string;
  format: string;
  ruleset: string;
  seed: number;
  seats: string;
  status: string;
  initial_hash: string;
  result: string | null;
  created_at: string;
  updated_at: string;
}

interface AnswerRow {
  idx: number;
  decision: number;
  player: number;
  answer: string;
  hash: string;
}

// JSON is kept as text (as in SQLite): answers and seats come back exactly as they were written.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  format TEXT NOT NULL,
  ruleset TEXT NOT NULL,
  seed INTEGER NOT NULL,
  seats TEXT NOT NULL,
  status TEXT NOT NULL,
  initial_hash TEXT NOT NULL,
  result TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  owner TEXT,
  lease_until TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS games_status ON games (status, created_at);
CREATE INDEX IF NOT EXISTS games_owner ON games (owner);
CREATE TABLE IF NOT EXISTS answers (
  game_id TEXT NOT NULL REFERENCES games (id),
  idx INTEGER NOT NULL,
  decision INTEGER NOT NULL,
  player SMALLINT NOT NULL,
  answer TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (game_id, idx)
);
`;

/** Any number: the advisory lock that serializes schema creation between processes starting at once. */
const SCHEMA_LOCK = 0x4172_6269;

/** `clock_timestamp() + $n ms`, for a lease that starts now. */
const leaseEnd = (param: string): string =>
  `clock_timestamp() + (${param}::integer * interval '1 millisecond')`;

const LIVE: GameStatus[] = ['open', 'active'];

function toRecord(r: GameRow): GameRecord {
  return {
    id: r.id,
    game: r.game,
    format: r.format,
    ruleset: r.ruleset,
    seed: Number(r.seed),
    seats: JSON.parse(r.seats) as GameRecord['seats'],
    status: r.status as GameStatus,
    initialHash: r.initial_hash,
    result: r.result === null ? null : (JSON.parse(r.result) as JsonObject),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export class PostgresStore implements GameStore, Leases {
  readonly leases: Leases = this;
  readonly owner: string;
  readonly leaseMs: number;
  private pool: pg.Pool | null = null;
  /** Games this process owns (open or active), whose leases the heartbeat renews. */
  private readonly owned = new Set<string>();
  private readonly lostHandlers: ((gameId: string) => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;

  constructor(
    readonly url: string,
    private readonly opts: PostgresStoreOptions = {},
  ) {
    const fromEnv = Number(process.env.ARBITER_LEASE_MS);
    this.leaseMs = Math.round(opts.leaseMs ?? (fromEnv > 0 ? fromEnv : DEFAULT_LEASE_MS));
    if (!(this.leaseMs >= 100)) throw new Error(`A lease of ${this.leaseMs} ms is too short (at least 100).`);
    this.owner = opts.owner ?? `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  }

  private get db(): pg.Pool {
    if (!this.pool) throw new Error('The PostgreSQL store is not open.');
    return this.pool;
  }

  async open(): Promise<void> {
    const pool = new pg.Pool({ connectionString: this.url, max: this.opts.poolSize ?? 10 });
    // An idle connection that breaks (the database restarts) is dropped from the pool, not fatal.
    pool.on('error', () => undefined);
    this.pool = pool;
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await c.query(SCHEMA);
    });
    if (this.opts.heartbeat !== false) {
      this.timer = setInterval(() => void this.heartbeat(), Math.max(50, Math.floor(this.leaseMs / 3)));
    }
  }

  private async transaction<T>(fn: (c: PoolClient) => Promise<T>): Promise<T> {
    const c = await this.db.connect();
    let broken: Error | undefined;
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      try {
        await c.query('ROLLBACK');
      } catch (r) {
        broken = r instanceof Error ? r : new Error(String(r));
      }
      throw e;
    } finally {
      c.release(broken);
    }
  }

  // ---- leases ----

  async claim(gameId: string): Promise<Claim> {
    const won = await this.db.query(
      `UPDATE games SET owner = $2, lease_until = ${leaseEnd('$3')}
       WHERE id = $1 AND status = ANY($4::text[])
         AND (owner = $2 OR owner IS NULL OR lease_until IS NULL OR lease_until < clock_timestamp())
       RETURNING id`,
      [gameId, this.owner, this.leaseMs, LIVE],
    );
    if (won.rowCount === 1) {
      this.owned.add(gameId);
      return { ok: true };
    }
    const r = await this.db.query<{ owner: string | null; remaining: number | null }>(
      `SELECT owner, GREATEST(0, EXTRACT(EPOCH FROM (lease_until - clock_timestamp())) * 1000)::float8 AS remaining
       FROM games WHERE id = $1`,
      [gameId],
    );
    // No such game, or it is no longer open or active: nobody owns it (the caller reads it again).
    const row = r.rows[0];
    return { ok: false, owner: row?.owner ?? '', remainingMs: Math.ceil(row?.remaining ?? 0) };
  }

  onLost(fn: (gameId: string) => void): void {
    this.lostHandlers.push(fn);
  }

  async orphans(limit: number): Promise<string[]> {
    const r = await this.db.query<{ id: string }>(
      `SELECT id FROM games
       WHERE status = ANY($1::text[]) AND (lease_until IS NULL OR lease_until < clock_timestamp())
       ORDER BY created_at LIMIT $2`,
      [LIVE, limit],
    );
    return r.rows.map((x) => x.id);
  }

  /** Renews every lease this process holds; reports the games whose lease another process took. */
  heartbeat(): Promise<void> {
    // One renewal at a time: a slow database does not pile them up.
    this.beating ??= this.renew().finally(() => (this.beating = null));
    return this.beating;
  }

  private async renew(): Promise<void> {
    if (!this.pool || this.owned.size === 0) return;
    const ids = [...this.owned];
    let kept: Set<string>;
    try {
      const r = await this.db.query<{ id: string }>(
        `UPDATE games SET lease_until = ${leaseEnd('$3')} WHERE owner = $1 AND id = ANY($2::text[]) RETURNING id`,
        [this.owner, ids, this.leaseMs],
      );
      kept = new Set(r.rows.map((x) => x.id));
    } catch {
      return; // the database is unreachable: try again at the next beat (the leases may lapse meanwhile)
    }
    for (const id of ids) {
      if (kept.has(id) || !this.owned.has(id)) continue;
      this.owned.delete(id);
      for (const fn of this.lostHandlers) fn(id);
    }
  }

  /** Ends this process's leases now, so that another process may take its games at once. */
  async release(): Promise<void> {
    if (!this.pool || this.owned.size === 0) return;
    await this.db.query(
      `UPDATE games SET lease_until = clock_timestamp() WHERE owner = $1 AND id = ANY($2::text[])`,
      [this.owner, [...this.owned]],
    );
    this.owned.clear();
  }

  // ---- games ----

  async createGame(g: GameRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO games (id, game, format, ruleset, seed, seats, status, initial_hash, result, created_at,
         updated_at, owner, lease_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ${leaseEnd('$13')})`,
      [
        g.id,
        g.game,
        g.format,
        g.ruleset,
        g.seed,
        JSON.stringify(g.seats),
        g.status,
        g.initialHash,
        g.result === null ? null : JSON.stringify(g.result),
        g.createdAt,
        g.updatedAt,
        this.owner,
        this.leaseMs,
      ],
    );
    if (LIVE.includes(g.status)) this.owned.add(g.id);
  }

  /** Applies `u` if this process owns the game; false when it does not (nothing changed). */
  private async update(c: PoolClient | pg.Pool, id: string, u: GameUpdate): Promise<boolean> {
    const sets = ['updated_at = $3', `lease_until = ${leaseEnd('$4')}`];
    const args: (string | number | null)[] = [id, this.owner, u.updatedAt, this.leaseMs];
    const set = (column: string, value: string | number | null): void => {
      args.push(value);
      sets.push(`${column} = $${args.length}`);
    };
    if (u.status !== undefined) set('status', u.status);
    if (u.seats !== undefined) set('seats', JSON.stringify(u.seats));
    if (u.initialHash !== undefined) set('initial_hash', u.initialHash);
    if (u.result !== undefined) set('result', u.result === null ? null : JSON.stringify(u.result));
    // The row lock this takes orders the write against any claim: a claim waits for it, then sees the
    // renewed lease; a write after a claim sees the new owner and changes nothing.
    const r = await c.query(`UPDATE games SET ${sets.join(', ')} WHERE id = $1 AND owner = $2`, args);
    return r.rowCount === 1;
  }

  private settled(id: string, u: GameUpdate): void {
    if (u.status !== undefined && !LIVE.includes(u.status)) this.owned.delete(id);
  }

  async updateGame(id: string, u: GameUpdate): Promise<void> {
    if (!(await this.update(this.db, id, u))) {
      const exists = await this.db.query('SELECT 1 FROM games WHERE id = $1', [id]);
      if (exists.rowCount === 1) throw this.lost(id);
      return;
    }
    this.settled(id, u);
  }

  async appendAnswer(gameId: string, a: StoredAnswer, u: GameUpdate): Promise<void> {
    await this.transaction(async (c) => {
      // The ownership check comes first and locks the game's row until the answer is committed.
      if (!(await this.update(c, gameId, u))) throw this.lost(gameId);
      await c.query(
        'INSERT INTO answers (game_id, idx, decision, player, answer, hash) VALUES ($1, $2, $3, $4, $5, $6)',
        [gameId, a.index, a.decision, a.player, JSON.stringify(a.answer), a.hash],
      );
    });
    this.settled(gameId, u);
  }

  /** A write found another owner: the game is no longer this process's. */
  private lost(gameId: string): NotOwnerError {
    this.owned.delete(gameId);
    return new NotOwnerError(gameId);
  }

  async getGame(id: string): Promise<GameRecord | null> {
    const r = await this.db.query<GameRow>('SELECT * FROM games WHERE id = $1', [id]);
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  async answers(gameId: string): Promise<StoredAnswer[]> {
    const r = await this.db.query<AnswerRow>(
      'SELECT idx, decision, player, answer, hash FROM answers WHERE game_id = $1 ORDER BY idx',
      [gameId],
    );
    return r.rows.map((x) => ({
      index: x.idx,
      decision: x.decision,
      player: x.player as PlayerIndex,
      answer: JSON.parse(x.answer) as Answer | 'concede',
      hash: x.hash,
    }));
  }

  async listGames(statuses: GameStatus[], limit: number, after?: ListCursor): Promise<GameRecord[]> {
    if (statuses.length === 0) return [];
    const r = after
      ? await this.db.query<GameRow>(
          `SELECT * FROM games WHERE status = ANY($1::text[])
             AND (created_at < $3 OR (created_at = $3 AND id < $4))
           ORDER BY created_at DESC, id DESC LIMIT $2`,
          [statuses, limit, after.createdAt, after.id],
        )
      : await this.db.query<GameRow>(
          'SELECT * FROM games WHERE status = ANY($1::text[]) ORDER BY created_at DESC, id DESC LIMIT $2',
          [statuses, limit],
        );
    return r.rows.map(toRecord);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    try {
      await this.release();
    } catch {
      // The database is gone: the leases lapse on their own.
    }
    await this.pool?.end();
    this.pool = null;
  }
}
