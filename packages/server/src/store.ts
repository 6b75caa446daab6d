// Storage of games: a game is its seed, set-up (decks) and answer log. The server only ever appends
// answers and updates a game's status, so any store with transactions can hold it (SQLite today,
// PostgreSQL next: see docs/architecture.md).
import type { Answer, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { SagaSetup } from '@arbiter/battle-spirits';
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

/** What the status of a game changes to along with an answer (the game ended). */
export interface GameUpdate {
  status?: GameStatus;
  seats?: GameRecord['seats'];
  initialHash?: string;
  result?: JsonObject | null;
  updatedAt: number;
}

export interface GameStore {
  /** Creates the tables if needed. */
  open(): Promise<void>;
  createGame(g: GameRecord): Promise<void>;
  updateGame(id: string, u: GameUpdate): Promise<void>;
  /**
   * Appends one answer and applies `u` in one transaction. Resolves only once it is durable: the
   * server acknowledges an answer after this and never before.
   */
  appendAnswer(gameId: string, a: StoredAnswer, u: GameUpdate): Promise<void>;
  getGame(id: string): Promise<GameRecord | null>;
  answers(gameId: string): Promise<StoredAnswer[]>;
  /** Games with these statuses, newest first. */
  listGames(statuses: GameStatus[], limit: number): Promise<GameRecord[]>;
  close(): Promise<void>;
}

export function setupOf(g: GameRecord): SagaSetup {
  const b = g.seats[1];
  if (!b) throw new Error(`Game ${g.id} has only one player.`);
  return { decks: [g.seats[0].deck.slice(), b.deck.slice()], names: [g.seats[0].name, b.name] };
}
