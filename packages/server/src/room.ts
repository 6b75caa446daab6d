// A game held in memory by the hub (hub.ts): its record, its game being played, who watches it,
// its AI seats and timers, and the queue that runs its operations one at a time. Also how a
// played game is created and how seat tokens and state hashes are compared.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Game, type PlayerIndex, type Viewer } from '@arbiter/engine';
import type { Agent } from '@arbiter/ai';
import type { HostedGame, HostedPlay } from '@arbiter/cardgame';
import { ownedElsewhere } from './errors.ts';
import { setupOf, type GameRecord } from './store.ts';

/** One connection as the hub sees it: where to send, and whether it wants information states. */
export interface Peer {
  send(text: string): void;
}

export interface Watcher {
  viewer: Viewer;
  info: boolean;
}

export type PlayedGame = HostedPlay;

/**
 * The state hash (a serialization of the whole state) is stored with every HASH_EVERY-th answer
 * (answer index 15, 31, ...), with the answer that ends a game, and with the state before any
 * answer; the other answers store an empty hash. Restoring a game replays every answer and checks
 * every stored hash, so a replay that goes astray is caught within HASH_EVERY answers and at the end.
 */
export const HASH_EVERY = 16;

/** Whether the answer at `index` (0-based) stores its state hash. */
export function isHashCheckpoint(index: number, over: boolean): boolean {
  return over || (index + 1) % HASH_EVERY === 0;
}

/** A game as the server plays it: hashes only where they are stored (see HASH_EVERY). */
export function newGame(host: HostedGame, r: GameRecord): PlayedGame {
  const game: PlayedGame = Game.create(host.module, setupOf(host, r), r.seed, { recordHashes: false });
  game.initialHash = game.hash();
  return game;
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export class Room {
  game: PlayedGame | null = null;
  readonly watchers = new Map<Peer, Watcher>();
  agents: [Agent<object> | null, Agent<object> | null] = [null, null];
  timer: NodeJS.Timeout | null = null;
  /** How many answers of the AI to decide the rules refused, for that decision. */
  aiRefusals = { decision: -1, n: 0 };
  /** An open game whose creator is not attached: abandoned when this fires (openUnattendedMs). */
  unattended: NodeJS.Timeout | null = null;
  /** The client that created an open game (for its limits), when this process created it. */
  client: string | null = null;
  /** Another server process owns the game now: this copy is stale and takes no more operations. */
  lost = false;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(public record: GameRecord) {}

  /** Runs room operations one at a time, in arrival order: no answer overtakes another's write. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const p = this.chain.then(() => {
      if (this.lost) throw ownedElsewhere(this.record.id);
      return fn();
    });
    this.chain = p.catch(() => undefined);
    return p;
  }

  seatOf(token: string): PlayerIndex | null {
    const h = sha256(token);
    for (const p of [0, 1] as PlayerIndex[]) {
      const s = this.record.seats[p];
      if (s && s.tokenHash && sameHash(s.tokenHash, h)) return p;
    }
    return null;
  }
}

/** Watchers that get the same state message: the same viewer, with or without information states. */
export function watcherKey(w: Watcher): string {
  return `${String(w.viewer)}:${w.info}`;
}

/** Stops the room's timers (its next move or timeout, and the unattended creator's). */
export function stopTimers(room: Room): void {
  if (room.timer) clearTimeout(room.timer);
  if (room.unattended) clearTimeout(room.unattended);
  room.timer = null;
  room.unattended = null;
}
