// The embedded store: one SQLite file in WAL mode through better-sqlite3 (synchronous calls).
// Answers that arrive in the same tick are written in one transaction (group commit): one fsync for
// many games, and every caller still waits for its own answer to be durable.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Answer, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { GameRecord, GameStatus, GameStore, GameUpdate, StoredAnswer } from './store.ts';

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

interface Pending {
  gameId: string;
  a: StoredAnswer;
  u: GameUpdate;
  resolve: () => void;
  reject: (e: Error) => void;
}

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
  private insert: Database.Statement | null = null;
  private scheduled = false;

  constructor(readonly file: string) {}

  private get conn(): Database.Database {
    if (!this.db) throw new Error('The SQLite store is not open.');
    return this.db;
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
  }

  async createGame(g: GameRecord): Promise<void> {
    this.conn
      .prepare(
        `INSERT INTO games (id, game, format, ruleset, seed, seats, status, initial_hash, result, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
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
      );
  }

  private update(id: string, u: GameUpdate): void {
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
    this.conn.prepare(`UPDATE games SET ${sets.join(', ')} WHERE id = ?`).run(...args);
  }

  async updateGame(id: string, u: GameUpdate): Promise<void> {
    this.update(id, u);
  }

  appendAnswer(gameId: string, a: StoredAnswer, u: GameUpdate): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ gameId, a, u, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      const db = this.conn;
      const insert = (this.insert ??= db.prepare(
        'INSERT INTO answers (game_id, idx, decision, player, answer, hash) VALUES (?, ?, ?, ?, ?, ?)',
      ));
      db.transaction(() => {
        for (const p of batch) {
          insert.run(p.gameId, p.a.index, p.a.decision, p.a.player, JSON.stringify(p.a.answer), p.a.hash);
          this.update(p.gameId, p.u);
        }
      })();
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      for (const p of batch) p.reject(err);
      return;
    }
    for (const p of batch) p.resolve();
  }

  async getGame(id: string): Promise<GameRecord | null> {
    const r = this.conn.prepare('SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
    return r ? toRecord(r) : null;
  }

  async answers(gameId: string): Promise<StoredAnswer[]> {
    const rows = this.conn
      .prepare('SELECT idx, decision, player, answer, hash FROM answers WHERE game_id = ? ORDER BY idx')
      .all(gameId) as AnswerRow[];
    return rows.map((r) => ({
      index: r.idx,
      decision: r.decision,
      player: r.player as PlayerIndex,
      answer: JSON.parse(r.answer) as Answer | 'concede',
      hash: r.hash,
    }));
  }

  async listGames(statuses: GameStatus[], limit: number): Promise<GameRecord[]> {
    if (statuses.length === 0) return [];
    const rows = this.conn
      .prepare(
        `SELECT * FROM games WHERE status IN (${statuses.map(() => '?').join(', ')})
         ORDER BY created_at DESC LIMIT ?`,
      )
      .all(...statuses, limit) as GameRow[];
    return rows.map(toRecord);
  }

  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    this.db?.close();
    this.db = null;
  }
}
