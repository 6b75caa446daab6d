// The games a server holds: lobby (create, join), seats and their tokens, answers (checked,
// stored, then acknowledged), views pushed to every connection, AI seats, timeouts, and restoring
// unfinished games by replay when the server starts. With a store that has leases (PostgreSQL, several
// server processes), a process plays only the games it owns, and takes over a game whose owner died
// (its lease expired), by replay with the state-hash check: when a client comes for it, or at the
// next periodic sweep for such games, whichever is first.
import { randomBytes, randomInt } from 'node:crypto';
import type { Answer, JsonObject, PlayerIndex, Replay, Viewer } from '@arbiter/engine';
import type { Catalogs } from './catalog.ts';
import type { HostedGame } from '@arbiter/cardgame';
import { engineError, ownedElsewhere, ProtocolError } from './errors.ts';
import { stageTimes } from './stages.ts';
import { answerLabels, ReplayCache } from './replay-cache.ts';
import { ReplayTurns } from './replay-turns.ts';
import {
  CreationBuckets,
  DEFAULT_LOBBY_LIMITS,
  encodeCursor,
  openGamesRefusal,
  type LobbyLimits,
} from './lobby-limits.ts';
import type { AiLevel, CreateGame, JoinGame } from './protocol.ts';
import {
  NotOwnerError,
  setupOf,
  type GameRecord,
  type GameStore,
  type Leases,
  type ListCursor,
  type SeatRecord,
} from './store.ts';
import {
  isHashCheckpoint,
  newGame,
  Room,
  sha256,
  stopTimers,
  watcherKey,
  type PlayedGame,
  type Peer,
} from './room.ts';
import { resultWithConceded, stateMessage, stateMessages } from './state-messages.ts';

// What the hub's room and its state hashes are (room.ts) belongs to the server's interface too.
export { HASH_EVERY, isHashCheckpoint, type Peer } from './room.ts';

export interface HubOptions {
  /** An open game nobody joins is abandoned after this long. */
  openTimeoutMs: number;
  /** An open game whose creator has no connection attached for this long is abandoned. */
  openUnattendedMs: number;
  /** How many games one client may create, and keep open (lobby-limits.ts). */
  lobby: LobbyLimits;
  /** The player to decide concedes when they have not answered for this long. */
  decisionTimeoutMs: number;
  /** Finished games stay in memory this long for late viewers (then they come from storage). */
  finishedTtlMs: number;
  /**
   * Where new games get their seeds; random by default, fixed in tests so a failure can be replayed. With it
   * set, a seat's AI takes its seed from the game's too, so a test's game against the AI takes the same course
   * on every run (random AI seeds made browser tests depend on which game they happened to get).
   */
  seeds?: () => number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  openTimeoutMs: 30 * 60_000,
  openUnattendedMs: 2 * 60_000,
  lobby: DEFAULT_LOBBY_LIMITS,
  decisionTimeoutMs: 10 * 60_000,
  finishedTtlMs: 60_000,
};

/** Refused answers an AI may give to one decision before it concedes (it never stalls a game). */
const AI_REFUSALS = 20;

export interface Created {
  gameId: string;
  seat: PlayerIndex;
  token: string;
}

export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly replays = new ReplayCache((r) => newGame(this.host(r), r));
  private readonly turns = new ReplayTurns(
    (r) => newGame(this.host(r), r),
    (r, g) => this.host(r).status(g.state).turn,
  );
  private closed = false;
  private readonly buckets: CreationBuckets;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** Unfinished games found in storage at start: restored, and those whose replay failed. */
  readonly restored = { games: 0, failed: [] as string[] };

  constructor(
    readonly store: GameStore,
    readonly catalogs: Catalogs,
    readonly opts: HubOptions = DEFAULT_HUB_OPTIONS,
  ) {
    this.buckets = new CreationBuckets(opts.lobby);
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
    stopTimers(room);
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

  /** The host of a stored game's game and format. */
  private host(r: GameRecord): HostedGame {
    return this.catalogs.get(r.game, r.format);
  }

  // ---- lobby ----

  private seat(
    host: HostedGame,
    name: string | undefined,
    fallback: string,
    deckIn: CreateGame['deck'],
    ai: AiLevel | null,
  ) {
    const deck = host.deck(deckIn);
    const token = ai ? '' : randomBytes(32).toString('base64url');
    const seat: SeatRecord = {
      name: name ?? fallback,
      deckName: deck.name,
      deck: deck.cards,
      tokenHash: ai ? '' : sha256(token),
      ai,
    };
    return { seat, token };
  }

  /**
   * A new game from `client` (its address, lobby-limits.ts): refused with RATE_LIMITED when the
   * client has created too many too fast, or holds too many open games, or the lobby is full.
   */
  async create(req: CreateGame, client = 'local'): Promise<Created> {
    const opp = req.opponent;
    const refused =
      (opp === 'human' ? openGamesRefusal(this.rooms.values(), client, this.opts.lobby) : null) ??
      this.buckets.take(client);
    if (refused) throw new ProtocolError('RATE_LIMITED', refused);
    const host = this.catalogs.get(req.game, req.format);
    const mine = this.seat(host, req.name, 'Player 1', req.deck, null);
    const ai =
      opp === 'human' ? null : this.seat(host, `${opp.ai} AI`, '', opp.deck ?? host.defaultDeck, opp.ai);
    const now = Date.now();
    const record: GameRecord = {
      id: randomBytes(9).toString('base64url'),
      game: req.game,
      format: req.format,
      ruleset: host.module.ruleset,
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
    else {
      room.client = client;
      this.schedule(room);
    }
    return { gameId: record.id, seat: 0, token: mine.token };
  }

  async join(gameId: string, req: JoinGame): Promise<Created> {
    const room = await this.room(gameId);
    const { seat, token } = this.seat(this.host(room.record), req.name, 'Player 2', req.deck, null);
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
    const game = stageTimes
      ? stageTimes.time('newGame', () => newGame(this.host(r), r))
      : newGame(this.host(r), r);
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

  private activate(room: Room, game: PlayedGame): void {
    room.game = game;
    const host = this.host(room.record);
    const decks = host.decksOf(game.setup);
    room.agents = [0, 1].map((p) => {
      const s = room.record.seats[p];
      if (!s?.ai) return null;
      // Mixing in the seat gives the two AIs of one game different choices.
      const seed = this.opts.seeds ? (room.record.seed * 31 + p + 1) % 0x7fffffff : randomInt(0x7fffffff);
      return host.agent(s.ai, seed, decks);
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

  /** A page of the games with this status, newest first, and the cursor of the next page (or null). */
  async list(
    status: GameRecord['status'],
    limit: number,
    after?: ListCursor,
  ): Promise<{ games: JsonObject[]; next: string | null }> {
    const rows = await this.store.listGames([status], limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      games: page.map((r) => this.info(this.rooms.get(r.id) ?? new Room(r))),
      next: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    };
  }

  /**
   * A finished game as `viewer` knew it after `step` answers (all of them by default): the kernel's
   * view and the log redacted exactly as a live `state` message is, never the full state. Replayed
   * from the stored answers, from the nearest position kept (ReplayCache).
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
    const game = this.replays.at(r, answers, at);
    const v = game.view(viewer);
    const out: JsonObject = {
      gameId,
      viewer,
      step: at,
      steps,
      view: {
        viewer: v.viewer,
        decision: v.decision,
        result: resultWithConceded(v.result, at > 0 ? answers[at - 1] : undefined),
        game: v.game,
      },
      log: v.log,
      turns: this.turns.of(r, answers).map((t) => ({ turn: t.turn, step: t.step })),
    };
    // What the viewer answered to its own decision at this step (never the other seat's answer).
    const next = answers[at];
    const d = game.decision;
    if (next && d && next.player === viewer && next.decision === d.id && next.answer !== 'concede') {
      out.answered = answerLabels(d, next.answer);
    }
    return out;
  }

  async replay(gameId: string): Promise<Replay<unknown>> {
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
      game: this.host(r).module.id,
      ruleset: r.ruleset,
      seed: r.seed,
      setup: setupOf(this.host(r), r),
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
  private async rebuild(r: GameRecord): Promise<PlayedGame> {
    const game = newGame(this.host(r), r);
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

  /** Takes a seat's view (or the spectator's) and answers `attached`, echoing the message's `ref`. */
  async attach(
    peer: Peer,
    gameId: string,
    token: string | null,
    info: boolean,
    ref?: string,
  ): Promise<Viewer> {
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
      this.watchCreator(room);
      peer.send(
        JSON.stringify({
          type: 'attached',
          ...this.info(room),
          seat: viewer === 'spectator' ? null : viewer,
          ...(ref === undefined ? {} : { ref }),
        }),
      );
      if (room.game) peer.send(stateMessage(room, viewer, 0, info));
      return viewer;
    });
  }

  detach(peer: Peer): void {
    for (const room of this.rooms.values()) if (room.watchers.delete(peer)) this.watchCreator(room);
  }

  /**
   * An open game is abandoned once its creator has had no connection attached for openUnattendedMs
   * (from its creation, or from when the creator's last connection closed).
   */
  private watchCreator(room: Room): void {
    const waiting = room.record.status === 'open' && !this.closed && !room.lost;
    const attended = (): boolean => [...room.watchers.values()].some((w) => w.viewer === 0);
    if (!waiting || attended()) {
      if (room.unattended) clearTimeout(room.unattended);
      room.unattended = null;
      return;
    }
    room.unattended ??= setTimeout(() => {
      room.unattended = null;
      // The creator may have come back while this waited for the room's queue.
      void room.run(() => (attended() ? undefined : this.abandon(room))).catch(() => undefined);
    }, this.opts.openUnattendedMs);
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
    const t0 = stageTimes ? performance.now() : 0;
    const res = answer === 'concede' ? game.concede(player) : game.respond(decision, answer, player);
    if (!res.ok) throw engineError(res.error);
    const rec = game.answers[game.answers.length - 1]!;
    const index = game.answers.length - 1;
    const now = Date.now();
    const over = game.over;
    if (isHashCheckpoint(index, over)) rec.hash = game.hash();
    // The messages are written while the answer is being stored (the writer thread's fsync), not after
    // it: the state and whoever watches cannot change meanwhile (the room runs one thing at a time), and
    // they are sent only once the answer is durable (docs/protocol.md, "Durability"); on a storage
    // failure they are dropped unsent.
    const t1 = stageTimes ? performance.now() : 0;
    stageTimes?.add('respond', t1 - t0);
    const status = over ? 'finished' : room.record.status;
    const messages = stageTimes
      ? stageTimes.time('messages', () => stateMessages(room, logFrom, status))
      : stateMessages(room, logFrom, status);
    const t2 = stageTimes ? performance.now() : 0;
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
    stageTimes?.add('store', performance.now() - t2);
    room.record.updatedAt = now;
    if (over) {
      room.record.status = 'finished';
      room.record.result = game.state.result as JsonObject;
    }
    if (stageTimes) stageTimes.time('broadcast', () => this.broadcast(room, logFrom, messages));
    else this.broadcast(room, logFrom, messages);
    this.schedule(room);
  }

  /**
   * Sends every watcher what is new since `logFrom`; one message per kind of viewer (`ready`: those
   * already written, see `commit`).
   */
  private broadcast(room: Room, logFrom: number, ready?: Map<string, string>): void {
    const cache = ready ?? new Map<string, string>();
    for (const [peer, w] of room.watchers) {
      const key = watcherKey(w);
      let text = cache.get(key);
      if (text === undefined) {
        text = stateMessage(room, w.viewer, logFrom, w.info);
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
    this.watchCreator(room);
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
              try {
                await this.commit(room, d.player, answer);
              } catch (e) {
                // An answer the rules refuse (an option offered that a rule then forbids): the AI asks
                // again, and gives up after AI_REFUSALS refusals of one decision rather than stall the
                // game for good, as a dropped answer did before.
                if (!(e instanceof ProtocolError) || e.code !== 'ILLEGAL_ANSWER' || g.decision?.id !== d.id)
                  throw e;
                room.aiRefusals =
                  room.aiRefusals.decision === d.id ? room.aiRefusals : { decision: d.id, n: 0 };
                room.aiRefusals.n++;
                if (room.aiRefusals.n < AI_REFUSALS) this.schedule(room);
                else await this.commit(room, d.player, 'concede');
              }
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
    stopTimers(room);
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
      stopTimers(room);
      await room.run(() => undefined);
    }
  }
}
