// Storage of games: a game is its seed, set-up (decks) and answer log. The server only ever appends
// answers and updates a game's status, so any store with transactions can hold it: SQLite for one
// server process, PostgreSQL for several, which then own games through leases (docs/architecture.md).
import type { Answer, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { HostedGame } from '@arbiter/cardgame';
import type { AiLevel } from './protocol.ts';

export type GameStatus = 'open' | 'active' | 'finished' | 'abandoned' | 'failed';

export interface SeatRecord {
  name: string;
  /** Display name of the deck ("Starter ST01 (red)", or "custom"). */
  deckName: string;
  deck: string[];
  /** sha256 of the seat token (hex); the token itself is never stored. Empty for an AI seat. */
  tokenHash: string;
  ai: AiLevel | null;
}

export interface GameRecord {
  id: string;
  /** "battle-spirits" and "saga": what the lobby offered. */
  game: string;
  format: string;
  ruleset: string;
  seed: number;
  seats: [SeatRecord, SeatRecord | null];
  status: GameStatus;
  /** Hash of the state before any answer (set when the game starts). */
  initialHash: string;
  result: JsonObject | null;
  createdAt: number;
  updatedAt: number;
}

export interface StoredAnswer {
  /** 0, 1, 2 ...: position in the game's answer log. */
  index: number;
  /** Decision id answered; 0 for a concession. */
  decision: number;
  player: PlayerIndex;
  answer: Answer | 'concede';
  /** State hash after the answer. */
  hash: string;
}

/** Where a page of a game list ends: the last game's creation time and id. */
export interface ListCursor {
  createdAt: number;
  id: string;
}

/** What the status of a game changes to along with an answer (the game ended). */
export interface GameUpdate {
  status?: GameStatus;
  seats?: GameRecord['seats'];
  initialHash?: string;
  result?: JsonObject | null;
  updatedAt: number;
}

/** Whether this process got a game: `ok`, or who holds it and for how long still. */
export type Claim = { ok: true } | { ok: false; owner: string; remainingMs: number };

/**
 * Ownership of games when several server processes share one database. Each open or active game is
 * owned by one process at a time through a lease (owner id and expiry) that the owner renews while it
 * lives. Another process may claim a game only once its lease has expired; a write by a process that
 * no longer owns the game fails with `NotOwnerError`, in the same transaction as the check.
 */
export interface Leases {
  /** This process's owner id. */
  readonly owner: string;
  /** How long a lease lasts without renewal. */
  readonly leaseMs: number;
  /** Takes the game if nobody else holds an unexpired lease on it (or this process holds it already). */
  claim(gameId: string): Promise<Claim>;
  /** Called with a game this process owned and lost (its lease lapsed and another process took it). */
  onLost(fn: (gameId: string) => void): void;
  /** Open or active games whose lease has expired (their process died or stalled): up for taking. */
  orphans(limit: number): Promise<string[]>;
}

/** A write refused because another server process owns the game now. */
export class NotOwnerError extends Error {
  constructor(readonly gameId: string) {
    super(`Game ${gameId} is owned by another server process.`);
  }
}

export interface GameStore {
  /** Present when several processes share the store (PostgreSQL); absent for one process (SQLite). */
  readonly leases?: Leases;
  /** Creates the tables if needed. */
  open(): Promise<void>;
  /** With leases: the new game is owned by this process. */
  createGame(g: GameRecord): Promise<void>;
  /** With leases: only by the owner (else `NotOwnerError`). */
  updateGame(id: string, u: GameUpdate): Promise<void>;
  /**
   * Appends one answer and applies `u` in one transaction. Resolves only once it is durable: the
   * server acknowledges an answer after this and never before. With leases: only by the owner, checked
   * in the same transaction (else `NotOwnerError`, and nothing is written).
   */
  appendAnswer(gameId: string, a: StoredAnswer, u: GameUpdate): Promise<void>;
  getGame(id: string): Promise<GameRecord | null>;
  answers(gameId: string): Promise<StoredAnswer[]>;
  /**
   * Games with these statuses, newest first (by creation time, then id, both descending); with
   * `after`, only those that come after that game in this order (the lobby's pages).
   */
  listGames(statuses: GameStatus[], limit: number, after?: ListCursor): Promise<GameRecord[]>;
  /** With leases: also gives up this process's leases so that others may take its games at once. */
  close(): Promise<void>;
}

/** The set-up of a stored game, as its game's host builds it from the seats' names and decks. */
export function setupOf(host: HostedGame, g: GameRecord): unknown {
  const b = g.seats[1];
  if (!b) throw new Error(`Game ${g.id} has only one player.`);
  return host.setup([g.seats[0].name, b.name], [g.seats[0].deck.slice(), b.deck.slice()]);
}
