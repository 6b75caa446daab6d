// The games a server holds: lobby (create, join), seats and their tokens, answers (checked,
// stored, then acknowledged), views pushed to every connection, AI seats, timeouts, and restoring
// unfinished games by replay when the server starts. With a store that has leases (PostgreSQL, several
// server processes), a process plays only the games it owns, and takes over a game whose owner died
// (its lease expired), by replay with the state-hash check: when a client comes for it, or at the
// next periodic sweep for such games, whichever is first.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  Game,
  type Answer,
  type Decision,
  type EngineError,
  type JsonObject,
  type PlayerIndex,
  type Replay,
  type Viewer,
} from '@arbiter/engine';
import type { Agent } from '@arbiter/ai';
import { SAGA_RULESET, type SagaData, type SagaSetup } from '@arbiter/battle-spirits';
import { makeAgent } from './agents.ts';
import type { Catalog } from './catalog.ts';
import type { AiLevel, CreateGame, ErrorCode, JoinGame } from './protocol.ts';
import {
  NotOwnerError,
  setupOf,
  type GameRecord,
  type GameStore,
  type Leases,
  type SeatRecord,
} from './store.ts';

export class ProtocolError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly problems?: string[],
  ) {
    super(message);
  }
}

/** The answer to a client of a game that another server process owns (docs/protocol.md). */
function ownedElsewhere(gameId: string, remainingMs?: number): ProtocolError {
  const wait =
    remainingMs === undefined
      ? ''
      : ` Its lease runs for ${Math.ceil(remainingMs / 100) / 10} s more without renewal.`;
  return new ProtocolError(
    'OWNED_ELSEWHERE',
    `Game ${gameId} is owned by another server process: connect to the server that plays it, or retry` +
      ` here once that server is gone and its lease has expired.${wait}`,
  );
}

/** One connection as the hub sees it: where to send, and whether it wants information states. */
export interface Peer {
  send(text: string): void;
}

export interface HubOptions {
  /** An open game nobody joins is abandoned after this long. */
  openTimeoutMs: number;
  /** The player to decide concedes when they have not answered for this long. */
  decisionTimeoutMs: number;
  /** Finished games stay in memory this long for late viewers (then they come from storage). */
  finishedTtlMs: number;
  /** Where new games get their seeds; random by default, fixed in tests so a failure can be replayed. */
  seeds?: () => number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  openTimeoutMs: 30 * 60_000,
  decisionTimeoutMs: 10 * 60_000,
  finishedTtlMs: 60_000,
};

interface Watcher {
  viewer: Viewer;
  info: boolean;
}

type SagaGame = Game<SagaData, SagaSetup>;

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
function newGame(catalog: Catalog, r: GameRecord): SagaGame {
  const game = Game.create(catalog.module, setupOf(r), r.seed, { recordHashes: false });
  game.initialHash = game.hash();
  return game;
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

class Room {
  game: SagaGame | null = null;
  readonly watchers = new Map<Peer, Watcher>();
  agents: [Agent<SagaData> | null, Agent<SagaData> | null] = [null, null];
  timer: NodeJS.Timeout | null = null;
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

export interface Created {
  gameId: string;
  seat: PlayerIndex;
  token: string;
}

/**
 * Finished games kept replayed for the replay viewer (least recently used out): the last step asked
 * and a copy of the state every REPLAY_SNAP_EVERY answers, so any step is at most that many answers
 * from a kept position.
 */
const REPLAY_CACHE = 8;
const REPLAY_SNAP_EVERY = 16;

export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly replays = new Map<
    string,
    { game: SagaGame; step: number; snaps: Map<number, SagaGame> }
  >();
  private closed = false;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** Unfinished games found in storage at start: restored, and those whose replay failed. */
  readonly restored = { games: 0, failed: [] as string[] };

  constructor(
    readonly store: GameStore,
    readonly catalog: Catalog,
    readonly opts: HubOptions = DEFAULT_HUB_OPTIONS,
  ) {
    store.leases?.onLost((id) => {
      const room = this.rooms.get(id);
      if (room) this.drop(room);
    });
  }

  /**
   * This process lost the game to another one (its lease lapsed: the process stalled or lost the
   * database for longer than a lease): forget it and tell its viewers, who reconnect to the new owner.
   */
  private drop(room: Room): void {
    room.lost = true;
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
    if (this.rooms.get(room.record.id) === room) this.rooms.delete(room.record.id);
    const e = ownedElsewhere(room.record.id);
    const text = JSON.stringify({ type: 'error', code: e.code, message: e.message });
    for (const peer of room.watchers.keys()) peer.send(text);
    room.watchers.clear();
  }

  /** A write refused because another process owns the game: drop the room, answer OWNED_ELSEWHERE. */
  private notOwner(room: Room, e: unknown): unknown {
    if (!(e instanceof NotOwnerError)) return e;
    this.drop(room);
    return ownedElsewhere(room.record.id);
  }

  // ---- lobby ----

  private seat(name: string | undefined, fallback: string, deckIn: CreateGame['deck'], ai: AiLevel | null) {
    const deck = this.catalog.deck(deckIn);
    const token = ai ? '' : randomBytes(24).toString('base64url');
    const seat: SeatRecord = {
      name: name ?? fallback,
      deckName: deck.name,
      deck: deck.cards,
      tokenHash: ai ? '' : sha256(token),
      ai,
    };
    return { seat, token };
  }

  async create(req: CreateGame): Promise<Created> {
    const mine = this.seat(req.name, 'Player 1', req.deck, null);
    const opp = req.opponent;
    const ai = opp === 'human' ? null : this.seat(`${opp.ai} AI`, '', opp.deck ?? 'ST01', opp.ai);
    const now = Date.now();
    const record: GameRecord = {
      id: randomBytes(9).toString('base64url'),
      game: req.game,
      format: req.format,
      ruleset: SAGA_RULESET,
      seed: this.opts.seeds ? this.opts.seeds() : randomInt(0x7fffffff),
      seats: [mine.seat, ai ? ai.seat : null],
      status: 'open',
      initialHash: '',
      result: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.store.createGame(record);
    const room = new Room(record);
    this.rooms.set(record.id, room);
    if (ai) await room.run(() => this.start(room));
    else this.schedule(room);
    return { gameId: record.id, seat: 0, token: mine.token };
  }

  async join(gameId: string, req: JoinGame): Promise<Created> {
    const room = await this.room(gameId);
    const { seat, token } = this.seat(req.name, 'Player 2', req.deck, null);
    return room.run(async () => {
      if (room.record.status !== 'open' || room.record.seats[1]) {
        throw new ProtocolError('GAME_FULL', `Game ${gameId} is not open for joining.`);
      }
      room.record.seats[1] = seat;
      try {
        await this.start(room);
      } catch (e) {
        room.record.seats[1] = null;
        throw this.notOwner(room, e);
      }
      return { gameId, seat: 1 as PlayerIndex, token };
    });
  }

  /** Both seats are taken: the game is created from its seed and decks, and play begins. */
  private async start(room: Room): Promise<void> {
    const r = room.record;
    const game = newGame(this.catalog, r);
    await this.store.updateGame(r.id, {
      status: 'active',
      seats: r.seats,
      initialHash: game.initialHash,
      updatedAt: Date.now(),
    });
    r.status = 'active';
    r.initialHash = game.initialHash;
    this.activate(room, game);
    // Watchers learn the second player (and both deck lists) before the first view.
    for (const [peer, w] of room.watchers) {
      peer.send(
        JSON.stringify({
          type: 'attached',
          ...this.info(room),
          seat: w.viewer === 'spectator' ? null : w.viewer,
        }),
      );
    }
    this.broadcast(room, 0);
    this.schedule(room);
  }

  private activate(room: Room, game: SagaGame): void {
    room.game = game;
    const decks = game.setup.decks;
    room.agents = [0, 1].map((p) => {
      const s = room.record.seats[p];
      return s?.ai ? makeAgent(s.ai, randomInt(0x7fffffff), this.catalog.module, decks) : null;
    }) as Room['agents'];
  }

  info(room: Room): JsonObject {
    const r = room.record;
    return {
      gameId: r.id,
      game: r.game,
      format: r.format,
      status: r.status,
      // Deck lists are open: both players (and their AIs) know them (docs/protocol.md).
      players: r.seats.map((s, i) =>
        s ? { seat: i, name: s.name, deckName: s.deckName, deck: s.deck, ai: s.ai } : null,
      ),
      result: r.result,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  }

  async gameInfo(gameId: string): Promise<JsonObject> {
    if (this.store.leases && !this.rooms.has(gameId)) {
      // Information only: read what is stored rather than take the game from its owner.
      const r = await this.store.getGame(gameId);
      if (!r || r.status === 'abandoned' || r.status === 'failed') {
        throw new ProtocolError('NO_GAME', `No game ${gameId}.`);
      }
      return this.info(new Room(r));
    }
    return this.info(await this.room(gameId));
  }

  async list(status: GameRecord['status']): Promise<JsonObject[]> {
    const rows = await this.store.listGames([status], 200);
    return rows.map((r) => {
      const live = this.rooms.get(r.id);
      return this.info(live ?? new Room(r));
    });
  }

  /**
   * A finished game as `viewer` knew it after `step` answers (all of them by default): the kernel's
   * view and the log redacted exactly as a live `state` message is, never the full state. Replayed
   * from the stored answers; the last position asked and a snapshot every REPLAY_SNAP_EVERY answers
   * are kept (a few games), so any step replays at most that many answers.
   */
  async replayView(gameId: string, viewer: Viewer, step: number | undefined): Promise<JsonObject> {
    const r = await this.store.getGame(gameId);
    if (!r || r.status === 'abandoned' || r.status === 'failed') {
      throw new ProtocolError('NO_GAME', `No game ${gameId}.`);
    }
    if (r.status !== 'finished') {
      throw new ProtocolError(
        'NOT_FINISHED',
        `Game ${gameId} is ${r.status}: replays are for finished games.`,
      );
    }
    const answers = await this.store.answers(gameId);
    const steps = answers.length;
    const at = step ?? steps;
    if (at > steps) {
      throw new ProtocolError(
        'BAD_MESSAGE',
        `step: game ${gameId} has ${steps} answers, so a step from 0 to ${steps}, not ${at}.`,
      );
    }
    // Synchronous from here on: no other request moves the cached game meanwhile.
    let cached = this.replays.get(gameId);
    if (!cached) {
      const first = newGame(this.catalog, r);
      cached = { game: first, step: 0, snaps: new Map([[0, first.clone()]]) };
    }
    this.replays.delete(gameId);
    this.replays.set(gameId, cached);
    while (this.replays.size > REPLAY_CACHE) this.replays.delete(this.replays.keys().next().value!);
    // From the nearest position at or before `at`: the live one or a snapshot (copied, kept intact).
    let snap = 0;
    for (const k of cached.snaps.keys()) if (k <= at && k > snap) snap = k;
    if (cached.step > at || snap > cached.step) {
      cached.game = cached.snaps.get(snap)!.clone();
      cached.step = snap;
    }
    const game = cached.game;
    while (cached.step < at) {
      const a = answers[cached.step]!;
      const res =
        a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
      if (!res.ok) {
        this.replays.delete(gameId);
        throw new Error(`Game ${gameId}: stored answer ${a.index + 1} is refused: ${res.error.message}`);
      }
      cached.step++;
      if (cached.step % REPLAY_SNAP_EVERY === 0 && !cached.snaps.has(cached.step)) {
        cached.snaps.set(cached.step, game.clone());
      }
    }
    const v = game.view(viewer);
    const out: JsonObject = {
      gameId,
      viewer,
      step: at,
      steps,
      view: { viewer: v.viewer, decision: v.decision, result: v.result, game: v.game },
      log: v.log,
    };
    // What the viewer answered to its own decision at this step (never the other seat's answer).
    const next = answers[at];
    const d = game.decision;
    if (next && d && next.player === viewer && next.decision === d.id && next.answer !== 'concede') {
      out.answered = answerLabels(d, next.answer);
    }
    return out;
  }

  async replay(gameId: string): Promise<Replay<SagaSetup>> {
    const r = await this.store.getGame(gameId);
    if (!r) throw new ProtocolError('NO_GAME', `No game ${gameId}.`);
    if (r.status !== 'finished') {
      throw new ProtocolError(
        'NOT_FINISHED',
        `Game ${gameId} is ${r.status}: replays are for finished games.`,
      );
    }
    const answers = await this.store.answers(gameId);
    return {
      format: 'arbiter-replay',
      version: 1,
      game: this.catalog.module.id,
      ruleset: r.ruleset,
      seed: r.seed,
      setup: setupOf(r),
      initialHash: r.initialHash,
      answers: answers.map((a) => ({
        decision: a.decision,
        player: a.player,
        answer: a.answer,
        hash: a.hash,
      })),
      result: r.result,
    };
  }

  // ---- rooms in memory, loaded from storage on demand ----

  private async room(gameId: string): Promise<Room> {
    const live = this.rooms.get(gameId);
    if (live) return live;
    const r = await this.store.getGame(gameId);
    if (!r || r.status === 'abandoned' || r.status === 'failed') {
      throw new ProtocolError('NO_GAME', `No game ${gameId}.`);
    }
    if (this.store.leases && (r.status === 'open' || r.status === 'active')) return this.takeOver(gameId);
    const again = this.rooms.get(gameId);
    if (again) return again;
    const room = new Room(r);
    if (r.status !== 'open') this.activate(room, await this.rebuild(r));
    this.rooms.set(gameId, room);
    if (r.status === 'finished') this.schedule(room);
    return room;
  }

  /**
   * With leases: an open or active game this process does not hold. It claims the game (only once the
   * owner's lease has expired), then reads it afresh (the old owner can write nothing after the claim)
   * and restores it by replay, checking every stored state hash.
   */
  private async takeOver(gameId: string): Promise<Room> {
    const claim = await this.store.leases!.claim(gameId);
    const again = this.rooms.get(gameId);
    if (again) return again;
    const r = await this.store.getGame(gameId);
    if (!r || r.status === 'abandoned' || r.status === 'failed') {
      throw new ProtocolError('NO_GAME', `No game ${gameId}.`);
    }
    const live = r.status === 'open' || r.status === 'active';
    if (!claim.ok && live) throw ownedElsewhere(gameId, claim.remainingMs);
    const room = new Room(r);
    if (r.status !== 'open') {
      try {
        this.activate(room, await this.rebuild(r));
      } catch (e) {
        if (live) await this.store.updateGame(r.id, { status: 'failed', updatedAt: Date.now() });
        throw e;
      }
    }
    const raced = this.rooms.get(gameId);
    if (raced) return raced;
    this.rooms.set(gameId, room);
    this.schedule(room);
    return room;
  }

  /**
   * Replays a stored game and checks every stored state hash (the checkpoints of HASH_EVERY; games
   * stored with a hash on every answer have every one checked). The hashes are kept in the game's
   * answer list, so that a replay of it carries them.
   */
  private async rebuild(r: GameRecord): Promise<SagaGame> {
    const game = newGame(this.catalog, r);
    if (game.initialHash !== r.initialHash) {
      throw new Error(`Game ${r.id}: the initial state hash differs from the stored one.`);
    }
    for (const a of await this.store.answers(r.id)) {
      const res =
        a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
      if (!res.ok)
        throw new Error(`Game ${r.id}: stored answer ${a.index + 1} is refused: ${res.error.message}`);
      if (a.hash !== '') {
        const h = game.hash();
        if (h !== a.hash) throw new Error(`Game ${r.id}: state hash differs after answer ${a.index + 1}.`);
        game.answers[game.answers.length - 1]!.hash = h;
      }
    }
    return game;
  }

  /**
   * On start: every open or unfinished game is restored (timers start afresh). With leases, only those
   * that no live process owns (their lease has expired): this process takes them.
   */
  async restore(): Promise<void> {
    for (const listed of await this.store.listGames(['open', 'active'], 1_000_000)) {
      let r = listed;
      if (this.store.leases) {
        if (!(await this.store.leases.claim(r.id)).ok) continue;
        const fresh = await this.store.getGame(r.id);
        if (!fresh || (fresh.status !== 'open' && fresh.status !== 'active')) continue;
        r = fresh;
      }
      try {
        const room = new Room(r);
        if (r.status === 'active') this.activate(room, await this.rebuild(r));
        this.rooms.set(r.id, room);
        this.schedule(room);
        this.restored.games++;
      } catch (e) {
        this.restored.failed.push(`${r.id}: ${(e as Error).message}`);
        await this.store.updateGame(r.id, { status: 'failed', updatedAt: Date.now() });
      }
    }
    this.startSweeping();
  }

  /**
   * With leases: every half lease, take over the games whose owner died (their lease expired), so that
   * their timeouts and AI seats go on before any client comes back. Several live processes may race
   * for one game: the claim lets one win, and the others leave it.
   */
  private startSweeping(): void {
    const leases = this.store.leases;
    if (!leases || this.sweeper || this.closed) return;
    this.sweeper = setInterval(
      () => {
        this.sweeping ??= this.sweep(leases).finally(() => (this.sweeping = null));
      },
      Math.max(50, Math.floor(leases.leaseMs / 2)),
    );
    this.sweeper.unref();
  }

  private async sweep(leases: Leases): Promise<void> {
    let ids: string[];
    try {
      ids = await leases.orphans(100);
    } catch {
      return; // the database is unreachable: try again at the next sweep
    }
    for (const id of ids) {
      if (this.closed) return;
      if (this.rooms.has(id)) continue;
      // Refused (another process was quicker) or failed to replay (marked failed): nothing to do.
      await this.takeOver(id).catch(() => undefined);
    }
  }

  // ---- play ----

  async attach(peer: Peer, gameId: string, token: string | null, info: boolean): Promise<Viewer> {
    const room = await this.room(gameId);
    return room.run(() => {
      let viewer: Viewer = 'spectator';
      if (token !== null) {
        const seat = room.seatOf(token);
        if (seat === null)
          throw new ProtocolError('BAD_TOKEN', `That token holds no seat in game ${gameId}.`);
        viewer = seat;
      }
      room.watchers.set(peer, { viewer, info: info && viewer !== 'spectator' });
      peer.send(
        JSON.stringify({
          type: 'attached',
          ...this.info(room),
          seat: viewer === 'spectator' ? null : viewer,
        }),
      );
      if (room.game) peer.send(this.stateMessage(room, viewer, 0, info));
      return viewer;
    });
  }

  detach(peer: Peer): void {
    for (const room of this.rooms.values()) room.watchers.delete(peer);
  }

  /** An answer from the holder of `token`; resolves once it is stored (the acknowledgement). */
  async answer(gameId: string, token: string, seq: number, answer: Answer): Promise<void> {
    const room = await this.room(gameId);
    await room.run(async () => {
      const seat = this.playing(room, gameId, token);
      const game = room.game!;
      const d = game.decision;
      if (d && d.id === seq && d.player !== seat) {
        throw new ProtocolError('NOT_YOUR_DECISION', `Decision ${seq} is the other player's.`);
      }
      const err = game.check(seq, answer, seat);
      if (err) throw engineError(err);
      await this.commit(room, seat, answer);
    });
  }

  async concede(gameId: string, token: string): Promise<void> {
    const room = await this.room(gameId);
    await room.run(async () => {
      const seat = this.playing(room, gameId, token);
      await this.commit(room, seat, 'concede');
    });
  }

  private playing(room: Room, gameId: string, token: string): PlayerIndex {
    const seat = room.seatOf(token);
    if (seat === null) throw new ProtocolError('BAD_TOKEN', `That token holds no seat in game ${gameId}.`);
    if (!room.game) throw new ProtocolError('NOT_STARTED', `Game ${gameId} waits for a second player.`);
    if (room.game.over) throw new ProtocolError('GAME_OVER', `Game ${gameId} is over.`);
    return seat;
  }

  /**
   * Applies an answer, stores it, and only then tells anyone: on a storage failure the game goes
   * back to what storage holds, so viewers never see an answer that is not stored.
   */
  private async commit(room: Room, player: PlayerIndex, answer: Answer | 'concede'): Promise<void> {
    const game = room.game!;
    const logFrom = game.state.log.length;
    const decision = answer === 'concede' ? 0 : game.decision!.id;
    const res = answer === 'concede' ? game.concede(player) : game.respond(decision, answer, player);
    if (!res.ok) throw engineError(res.error);
    const rec = game.answers[game.answers.length - 1]!;
    const index = game.answers.length - 1;
    const now = Date.now();
    const over = game.over;
    if (isHashCheckpoint(index, over)) rec.hash = game.hash();
    try {
      await this.store.appendAnswer(
        room.record.id,
        { index, decision, player, answer, hash: rec.hash },
        over
          ? { status: 'finished', result: game.state.result as JsonObject, updatedAt: now }
          : { updatedAt: now },
      );
    } catch (e) {
      // Another process owns the game: nothing was written, and this copy is dropped.
      if (e instanceof NotOwnerError) throw this.notOwner(room, e);
      // Rare: rather than copy every state in case of it, the game is rebuilt from what is stored.
      try {
        room.game = await this.rebuild(room.record);
      } catch {
        room.record.status = 'failed';
      }
      throw new ProtocolError('STORAGE_ERROR', `The answer could not be stored: ${(e as Error).message}`);
    }
    room.record.updatedAt = now;
    if (over) {
      room.record.status = 'finished';
      room.record.result = game.state.result as JsonObject;
    }
    this.broadcast(room, logFrom);
    this.schedule(room);
  }

  private stateMessage(room: Room, viewer: Viewer, logFrom: number, info: boolean): string {
    const game = room.game!;
    const v = game.view(viewer, logFrom);
    const msg: JsonObject = {
      type: 'state',
      gameId: room.record.id,
      status: room.record.status,
      seq: game.decision?.id ?? null,
      view: { viewer: v.viewer, decision: v.decision, result: v.result, game: v.game },
      logFrom,
      log: v.log,
    };
    if (info && viewer !== 'spectator' && game.decision?.player === viewer) {
      msg.infoState = game.infoState(viewer);
    }
    return JSON.stringify(msg);
  }

  /** Sends every watcher what is new since `logFrom`; one message per kind of viewer. */
  private broadcast(room: Room, logFrom: number): void {
    const cache = new Map<string, string>();
    for (const [peer, w] of room.watchers) {
      const key = `${String(w.viewer)}:${w.info}`;
      let text = cache.get(key);
      if (text === undefined) {
        text = this.stateMessage(room, w.viewer, logFrom, w.info);
        cache.set(key, text);
      }
      peer.send(text);
    }
  }

  /** Arms what happens next on its own: an AI's move, a timeout, or forgetting a finished game. */
  private schedule(room: Room): void {
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
    if (this.closed) return;
    const r = room.record;
    if (room.lost) return;
    if (r.status === 'open') {
      room.timer = setTimeout(
        () => void room.run(() => this.abandon(room)).catch(() => undefined),
        this.opts.openTimeoutMs,
      );
      return;
    }
    if (r.status !== 'active') {
      room.timer = setTimeout(() => {
        if (room.watchers.size === 0) this.rooms.delete(r.id);
        else this.schedule(room);
      }, this.opts.finishedTtlMs);
      return;
    }
    const d = room.game?.decision;
    if (!d) return;
    const agent = room.agents[d.player];
    if (agent) {
      room.timer = setTimeout(
        () =>
          void room
            .run(async () => {
              const g = room.game!;
              if (g.decision?.id !== d.id) return;
              let answer: Answer | 'concede';
              try {
                answer = agent.choose(g.module, g.state);
              } catch {
                answer = 'concede'; // an AI that cannot answer gives up rather than stall the game
              }
              await this.commit(room, d.player, answer);
            })
            .catch(() => undefined),
        0,
      );
      return;
    }
    // The rule for idle games: the player to decide concedes after decisionTimeoutMs without an answer.
    room.timer = setTimeout(
      () =>
        void room
          .run(async () => {
            if (room.game?.decision?.id === d.id) await this.commit(room, d.player, 'concede');
          })
          .catch(() => this.schedule(room)),
      this.opts.decisionTimeoutMs,
    );
  }

  private async abandon(room: Room): Promise<void> {
    if (room.record.status !== 'open') return;
    try {
      await this.store.updateGame(room.record.id, { status: 'abandoned', updatedAt: Date.now() });
    } catch (e) {
      throw this.notOwner(room, e);
    }
    room.record.status = 'abandoned';
    const text = JSON.stringify({ type: 'attached', ...this.info(room), seat: null });
    for (const peer of room.watchers.keys()) peer.send(text);
    this.rooms.delete(room.record.id);
  }

  /** Stops timers and waits for every room's queued work (answers being stored). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.sweeping;
    for (const room of this.rooms.values()) {
      if (room.timer) clearTimeout(room.timer);
      await room.run(() => undefined);
    }
  }
}

/** An answer in the words of its decision's options ("Summon X", "Reserve ×2", "3"). */
function answerLabels(d: Decision, a: Answer): string[] {
  const label = (id: string) => d.options.find((o) => o.id === id)?.label ?? id;
  if ('choose' in a) return a.choose.map(label);
  if ('order' in a) return a.order.map(label);
  if ('counts' in a) return Object.entries(a.counts).map(([id, n]) => `${label(id)} ×${n}`);
  if ('back' in a) return ['Back: the action was taken back'];
  return [String(a.number)];
}

function engineError(e: EngineError): ProtocolError {
  switch (e.code) {
    case 'STALE_DECISION':
    case 'NO_DECISION':
      return new ProtocolError('STALE_DECISION', e.message);
    case 'WRONG_PLAYER':
      return new ProtocolError('NOT_YOUR_DECISION', e.message);
    case 'GAME_OVER':
      return new ProtocolError('GAME_OVER', e.message);
    default:
      return new ProtocolError('ILLEGAL_ANSWER', `${e.code}: ${e.message}`);
  }
}
