// The embedded store: one SQLite file in WAL mode through better-sqlite3 (synchronous calls).
// Every write (games created and updated, answers appended) goes, in order, to a writer thread with a
// connection of its own, so that the commit's fsync (synchronous=FULL: milliseconds, tens of them on a
// busy disk) never stops the server's event loop. Writes that arrive while a commit is in progress, or
// in the same tick, are committed together in one transaction (group commit): one fsync for many
// games, and every caller still waits for its own write to be durable. A third thread copies the WAL
// into the database file (checkpoints, CHECKPOINTER), so that no commit pays for it. Reads use the
// main thread's connection (WAL: readers see every committed write). An in-memory database
// (`:memory:`) has only the one connection, and writes on the main thread.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { Answer, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { GameRecord, GameStatus, GameStore, GameUpdate, ListCursor, StoredAnswer } from './store.ts';

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
  created_at: number;
  updated_at: number;
}

interface AnswerRow {
  idx: number;
  decision: number;
  player: number;
  answer: string;
  hash: string;
}

/** One statement of a write: SQL and its arguments. */
type Op = [sql: string, args: (string | number | null)[]];

interface Pending {
  ops: Op[];
  resolve: () => void;
  reject: (e: Error) => void;
}

const INSERT_ANSWER =
  'INSERT INTO answers (game_id, idx, decision, player, answer, hash) VALUES (?, ?, ?, ?, ?, ?)';
const INSERT_GAME = `INSERT INTO games (id, game, format, ruleset, seed, seats, status, initial_hash, result, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * The writer thread (plain JavaScript, so that it runs the same under tsx, vitest or a build): it
 * receives batches of statements and runs each batch in one transaction, then answers with the
 * batch's id and an error message if the transaction failed (then nothing of the batch is written).
 */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
// With a checkpointer thread, the commits never copy the WAL into the database themselves.
if (workerData.checkpointer) db.pragma('wal_autocheckpoint = 0');
const statements = new Map();
const prepared = (sql) => {
  let st = statements.get(sql);
  if (!st) { st = db.prepare(sql); statements.set(sql, st); }
  return st;
};
const run = db.transaction((ops) => { for (const [sql, args] of ops) prepared(sql).run(...args); });
parentPort.on('message', (m) => {
  if (m.close) { db.close(); parentPort.postMessage({ closed: true }); return; }
  try {
    run(m.ops);
    parentPort.postMessage({ id: m.id });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ ready: true });
`;

/**
 * The checkpointer thread (plain JavaScript, as the writer): copies the WAL into the database file
 * (a PASSIVE checkpoint: it never waits for, nor blocks, the writer's commits) every CHECKPOINT_MS,
 * and again at once while more than BURST_FRAMES are left. A checkpoint that completes between two
 * commits lets the writer's next transaction start the WAL afresh. Without it SQLite's automatic checkpoint runs
 * inside the commit that takes the WAL past 1000 pages: that commit (and every answer waiting for it)
 * paid for copying the pages and for the database file's fsync. Durability is the same: a commit is
 * durable once the WAL is fsynced (synchronous=FULL), checkpoint or not. Should the WAL still grow
 * past RESTART_FRAMES (checkpoints that never catch up), a RESTART checkpoint makes the writer wait
 * once rather than let it grow for good.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
let timer = null;
let closed = false;
const step = () => {
  timer = null;
  if (closed) return;
  let left = 0;
  try {
    const t = performance.now();
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    left = r.log - r.checkpointed;
    if (r.log > workerData.restartFrames) db.pragma('wal_checkpoint(RESTART)');
    parentPort.postMessage({ checkpointMs: performance.now() - t, frames: r.log });
  } catch (e) {
    left = 0; // busy or failed: tried again at the next period
  }
  // Far behind (a burst of commits): go on at once; a few frames behind: at the next period.
  timer = setTimeout(step, left > workerData.burstFrames ? 0 : workerData.everyMs);
};
parentPort.on('message', (m) => {
  if (m.close) { closed = true; if (timer) clearTimeout(timer); db.close(); parentPort.postMessage({ closed: true }); }
});
timer = setTimeout(step, workerData.everyMs);
parentPort.postMessage({ ready: true });
`;

/** How often the checkpointer copies the WAL into the database, and when it makes the writer wait. */
const CHECKPOINT_MS = 1000;
const BURST_FRAMES = 1000;
const RESTART_FRAMES = 20_000;

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
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games (status, created_at);
CREATE TABLE IF NOT EXISTS answers (
  game_id TEXT NOT NULL REFERENCES games (id),
  idx INTEGER NOT NULL,
  decision INTEGER NOT NULL,
  player INTEGER NOT NULL,
  answer TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;
`;

function toRecord(r: GameRow): GameRecord {
  return {
    id: r.id,
    game: r.game,
    format: r.format,
    ruleset: r.ruleset,
    seed: r.seed,
    seats: JSON.parse(r.seats) as GameRecord['seats'],
    status: r.status as GameStatus,
    initialHash: r.initial_hash,
    result: r.result === null ? null : (JSON.parse(r.result) as JsonObject),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export class SqliteStore implements GameStore {
  private db: Database.Database | null = null;
  private queue: Pending[] = [];
  /** The writer thread (none for `:memory:`), and the batch it is committing. */
  private writer: Worker | null = null;
  private inFlight: { id: number; batch: Pending[] } | null = null;
  private batchId = 0;
  private closing: (() => void) | null = null;
  /** Commits so far and how long they took (from posting a batch to the writer's answer). */
  readonly commits = { count: 0, writes: 0, ms: [] as number[] };
  /** Checkpoints of the checkpointer thread so far, and how long they took (milliseconds). */
  readonly checkpoints = { count: 0, ms: 0, maxMs: 0 };
  private checkpointer: Worker | null = null;
  private postedAt = 0;
  /** The write queued last. */
  private last: Promise<void> = Promise.resolve();
  /** Prepared statements by their SQL (preparing one costs more than running it). */
  private statements = new Map<string, Database.Statement>();
  private scheduled = false;

  constructor(readonly file: string) {}

  private get conn(): Database.Database {
    if (!this.db) throw new Error('The SQLite store is not open.');
    return this.db;
  }

  private prepared(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.conn.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  async open(): Promise<void> {
    if (this.file !== ':memory:') mkdirSync(dirname(this.file), { recursive: true });
    const db = new Database(this.file);
    db.pragma('journal_mode = WAL');
    // FULL: a committed answer survives a power cut too, not only a crash of the process.
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    this.db = db;
    if (this.file !== ':memory:') await this.startWriter();
  }

  private async startWriter(): Promise<void> {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    // ARBITER_SQLITE_CHECKPOINT=commit: SQLite's automatic checkpoint inside the commits, as before
    // the checkpointer thread (to measure the two side by side).
    const checkpointer = process.env.ARBITER_SQLITE_CHECKPOINT !== 'commit';
    const w = new Worker(WRITER, { eval: true, workerData: { module, file: this.file, checkpointer } });
    await new Promise<void>((resolve, reject) => {
      w.once('message', () => resolve());
      w.once('error', reject);
    });
    w.on('message', (m: { id?: number; error?: string; closed?: boolean }) => {
      if (m.closed) {
        this.closing?.();
        return;
      }
      const f = this.inFlight;
      if (!f || f.id !== m.id) return;
      this.inFlight = null;
      this.commits.count++;
      this.commits.writes += f.batch.length;
      if (this.commits.ms.length < 1_000_000) this.commits.ms.push(performance.now() - this.postedAt);
      if (m.error === undefined) for (const p of f.batch) p.resolve();
      else for (const p of f.batch) p.reject(new Error(m.error));
      this.flush();
    });
    w.on('error', (e) => this.writerLost(e));
    w.on('exit', () => this.writerLost(new Error('The SQLite writer thread stopped.')));
    this.writer = w;
    if (checkpointer) await this.startCheckpointer(module);
  }

  private async startCheckpointer(module: string): Promise<void> {
    const c = new Worker(CHECKPOINTER, {
      eval: true,
      workerData: {
        module,
        file: this.file,
        everyMs: CHECKPOINT_MS,
        burstFrames: BURST_FRAMES,
        restartFrames: RESTART_FRAMES,
      },
    });
    await new Promise<void>((resolve, reject) => {
      c.once('message', () => resolve());
      c.once('error', reject);
    });
    c.on('message', (m: { checkpointMs?: number }) => {
      if (m.checkpointMs === undefined) return;
      this.checkpoints.count++;
      this.checkpoints.ms += m.checkpointMs;
      this.checkpoints.maxMs = Math.max(this.checkpoints.maxMs, m.checkpointMs);
    });
    // A checkpointer that dies loses nothing (commits are durable in the WAL): the WAL only grows
    // until the next start, whose first checkpoint copies it.
    c.on('error', () => undefined);
    c.unref();
    this.checkpointer = c;
  }

  /** The writer thread died: every write in progress or queued fails (none is acknowledged). */
  private writerLost(e: Error): void {
    if (!this.writer) return;
    this.writer = null;
    const lost = [...(this.inFlight?.batch ?? []), ...this.queue];
    this.inFlight = null;
    this.queue = [];
    for (const p of lost) p.reject(e);
    this.closing?.();
  }

  /** Queues a write; it is committed with the others of its tick (or of the commit in progress). */
  private write(ops: Op[]): Promise<void> {
    if (!this.db) return Promise.reject(new Error('The SQLite store is not open.'));
    const p = new Promise<void>((resolve, reject) => {
      this.queue.push({ ops, resolve, reject });
      if (!this.scheduled && !this.inFlight) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
    this.last = p;
    return p;
  }

  async createGame(g: GameRecord): Promise<void> {
    await this.write([
      [
        INSERT_GAME,
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
        ],
      ],
    ]);
  }

  private update(id: string, u: GameUpdate): Op {
    const sets = ['updated_at = ?'];
    const args: (string | number | null)[] = [u.updatedAt];
    if (u.status !== undefined) {
      sets.push('status = ?');
      args.push(u.status);
    }
    if (u.seats !== undefined) {
      sets.push('seats = ?');
      args.push(JSON.stringify(u.seats));
    }
    if (u.initialHash !== undefined) {
      sets.push('initial_hash = ?');
      args.push(u.initialHash);
    }
    if (u.result !== undefined) {
      sets.push('result = ?');
      args.push(u.result === null ? null : JSON.stringify(u.result));
    }
    args.push(id);
    return [`UPDATE games SET ${sets.join(', ')} WHERE id = ?`, args];
  }

  async updateGame(id: string, u: GameUpdate): Promise<void> {
    await this.write([this.update(id, u)]);
  }

  appendAnswer(gameId: string, a: StoredAnswer, u: GameUpdate): Promise<void> {
    return this.write([
      [INSERT_ANSWER, [gameId, a.index, a.decision, a.player, JSON.stringify(a.answer), a.hash]],
      this.update(gameId, u),
    ]);
  }

  /** Commits everything queued in one transaction: in the writer thread, or here for `:memory:`. */
  private flush(): void {
    if (this.inFlight || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    if (this.writer) {
      const id = ++this.batchId;
      this.inFlight = { id, batch };
      this.postedAt = performance.now();
      this.writer.postMessage({ id, ops: batch.flatMap((p) => p.ops) });
      return;
    }
    try {
      const db = this.conn;
      db.transaction(() => {
        for (const p of batch) for (const [sql, args] of p.ops) this.prepared(sql).run(...args);
      })();
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      for (const p of batch) p.reject(err);
      return;
    }
    for (const p of batch) p.resolve();
  }

  async getGame(id: string): Promise<GameRecord | null> {
    const r = this.prepared('SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
    return r ? toRecord(r) : null;
  }

  async answers(gameId: string): Promise<StoredAnswer[]> {
    const rows = this.prepared(
      'SELECT idx, decision, player, answer, hash FROM answers WHERE game_id = ? ORDER BY idx',
    ).all(gameId) as AnswerRow[];
    return rows.map((r) => ({
      index: r.idx,
      decision: r.decision,
      player: r.player as PlayerIndex,
      answer: JSON.parse(r.answer) as Answer | 'concede',
      hash: r.hash,
    }));
  }

  async listGames(statuses: GameStatus[], limit: number, after?: ListCursor): Promise<GameRecord[]> {
    if (statuses.length === 0) return [];
    const page = after ? 'AND (created_at < ? OR (created_at = ? AND id < ?))' : '';
    const rows = this.conn
      .prepare(
        `SELECT * FROM games WHERE status IN (${statuses.map(() => '?').join(', ')}) ${page}
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(...statuses, ...(after ? [after.createdAt, after.createdAt, after.id] : []), limit) as GameRow[];
    return rows.map(toRecord);
  }

  async close(): Promise<void> {
    // Writes commit in order: once the last one has settled, every queued write is committed.
    await this.last.catch(() => undefined);
    const w = this.writer;
    if (w) {
      this.writer = null;
      await new Promise<void>((resolve) => {
        this.closing = resolve;
        w.postMessage({ close: true });
      });
      this.closing = null;
      await w.terminate();
      const c = this.checkpointer;
      this.checkpointer = null;
      if (c) {
        await new Promise<void>((resolve) => {
          c.on('message', (m: { closed?: boolean }) => m.closed && resolve());
          c.on('exit', () => resolve());
          c.postMessage({ close: true });
        });
        await c.terminate();
      }
    } else if (this.queue.length > 0) this.flush();
    this.db?.close();
    this.db = null;
    this.statements.clear();
  }
}
