// `arbiter bot`: a client that plays one game through the protocol like any other player. Its AI
// (from @arbiter/ai) sees only what the server sends this seat: the information state, whose hidden
// cards it redraws from the open deck lists before thinking.
import { randomInt } from 'node:crypto';
import WebSocket from 'ws';
import { seedRng, type Answer, type GameState, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import { RandomAgent, type Agent } from '@arbiter/ai';
import type { HostedGame } from '@arbiter/cardgame';
import { loadCatalogs } from './catalog.ts';
import { PROTOCOL_VERSION, type AiLevel, type DeckInput } from './protocol.ts';

export interface BotOptions {
  /** ws://host:port (http:// works too). */
  server: string;
  deck: DeckInput;
  /** The game and format to create (default battle-spirits / saga); a joined game's own otherwise. */
  game?: string;
  format?: string;
  ai?: AiLevel;
  /** Join this open game; without it, the bot creates one. */
  gameId?: string;
  /** When creating: play against another client ("human", the default) or a server AI. */
  vs?: 'human' | AiLevel;
  name?: string;
  /** Seed of the bot's AI (random by default). */
  seed?: number;
  /** Take a seat already held (after a crash of the client) instead of joining. */
  resume?: { gameId: string; token: string };
  /**
   * How long to keep trying to reach the server, with exponential backoff: while creating or joining
   * the game, and after the connection drops (default 30 s). Then the bot fails with "cannot reach
   * the server at URL".
   */
  reconnectMs?: number;
  onSeat?(seat: { gameId: string; seat: PlayerIndex; token: string }): void;
  /** Every message the server sends this bot, parsed. */
  onMessage?(msg: JsonObject): void;
  /**
   * Milliseconds from sending an answer to its acknowledgement (for benchmarks), and when it was sent
   * (`performance.now()`).
   */
  onAccepted?(ms: number, sentAt: number): void;
  /** Milliseconds from sending an answer to the first `state` that follows it (for benchmarks). */
  onNextState?(ms: number, sentAt: number): void;
  /** Milliseconds to wait before sending each answer (a player's think time; none by default). */
  thinkMs?(): number;
  /** Stops the bot: it closes its connection and its promise rejects with a `BotStopped`. */
  signal?: AbortSignal;
}

export interface BotResult {
  gameId: string;
  seat: PlayerIndex;
  token: string;
  result: JsonObject;
  turns: number;
  /** Answers the server acknowledged, in order. */
  accepted: { seq: number; answer: Answer }[];
  reconnects: number;
}

export class BotError extends Error {
  constructor(
    message: string,
    /** The server's error code, when the server refused a request (INVALID_DECK ...). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The bot was stopped through its `signal` before its game ended. */
export class BotStopped extends BotError {}

function httpBase(server: string): string {
  return server.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/+$/, '');
}

/** The wait before retry `attempt` (0, 1, 2 ...): 100 ms, doubling, at most 1 s. */
export function backoffMs(attempt: number): number {
  return Math.min(1000, 100 * 2 ** attempt);
}

const DEFAULT_RETRY_MS = 30_000;

/** A server that cannot be reached in time: "cannot reach the server at URL". */
export class ServerUnreachable extends BotError {}

/**
 * A POST to the lobby, retried with backoff while the server cannot be reached (refused, reset, no
 * answer; or a proxy's 502 to 504 while it restarts) for at most `retryMs`. A request refused that way
 * was not handled, so sending it again creates or joins nothing twice; an answer lost after the server
 * handled it could, which at worst leaves an open game that expires (openUnattendedMs).
 */
async function post(url: string, body: unknown, retryMs: number, signal?: AbortSignal): Promise<JsonObject> {
  const start = Date.now();
  for (let attempt = 0; ; attempt++) {
    let why = '';
    let res: Response | null = null;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (e) {
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      why = cause?.code ?? cause?.message ?? (e as Error).message;
    }
    // An answer (a refusal included: UNKNOWN_GAME, INVALID_DECK) is final; only an unreachable server
    // or a proxy's 502 to 504 is tried again.
    if (res && (res.status < 502 || res.status > 504)) return answerOf(res);
    if (res) why = `HTTP ${res.status}`;
    if (signal?.aborted) throw new BotStopped('Stopped.');
    const wait = backoffMs(attempt);
    if (Date.now() - start + wait > retryMs) {
      throw new ServerUnreachable(
        `cannot reach the server at ${new URL(url).origin} (tried for ${Math.round((Date.now() - start) / 100) / 10} s: ${why})`,
      );
    }
    await new Promise((r) => setTimeout(r, wait));
  }
}

async function answerOf(res: Response): Promise<JsonObject> {
  const json = (await res.json()) as JsonObject;
  if (!res.ok) {
    const e = json.error as JsonObject | undefined;
    const problems = Array.isArray(e?.problems) ? `\n${(e.problems as string[]).join('\n')}` : '';
    throw new BotError(
      `${String(e?.code ?? res.status)}: ${String(e?.message ?? res.statusText)}${problems}`,
      typeof e?.code === 'string' ? e.code : undefined,
    );
  }
  return json;
}

/** Takes a seat (create, join or resume) and plays until the game ends. */
export async function runBot(opts: BotOptions): Promise<BotResult> {
  const base = httpBase(opts.server);
  const retryMs = opts.reconnectMs ?? DEFAULT_RETRY_MS;
  let seatInfo: { gameId: string; seat: PlayerIndex; token: string };
  if (opts.resume) {
    seatInfo = { ...opts.resume, seat: 0 };
  } else if (opts.gameId) {
    const r = await post(
      `${base}/v1/games/${encodeURIComponent(opts.gameId)}/join`,
      { deck: opts.deck, ...(opts.name ? { name: opts.name } : {}) },
      retryMs,
      opts.signal,
    );
    seatInfo = { gameId: String(r.gameId), seat: r.seat as PlayerIndex, token: String(r.token) };
  } else {
    const vs = opts.vs ?? 'human';
    // The bot plays through its own build's host of the game: one it does not have is refused here,
    // before an open game is left on the server. Without a format, the game's own (the first hosted).
    const game = opts.game ?? 'battle-spirits';
    const format = opts.format ?? (await loadCatalogs()).get(game).format;
    const r = await post(
      `${base}/v1/games`,
      {
        game,
        format,
        deck: opts.deck,
        opponent: vs === 'human' ? 'human' : { ai: vs },
        ...(opts.name ? { name: opts.name } : {}),
      },
      retryMs,
      opts.signal,
    );
    seatInfo = { gameId: String(r.gameId), seat: r.seat as PlayerIndex, token: String(r.token) };
  }
  if (!opts.resume) opts.onSeat?.(seatInfo);
  // The game's host (its module, AI and determinizer): a joined or resumed game's own unless --game
  // says which (then 'attached' checks that the game is that one).
  let game = opts.game;
  let format = opts.format;
  if (game === undefined && (opts.resume || opts.gameId)) {
    const res = await fetch(`${base}/v1/games/${encodeURIComponent(seatInfo.gameId)}`);
    const info = await answerOf(res);
    game = String(info.game);
    format = String(info.format);
  }
  const host = (await loadCatalogs()).get(game ?? 'battle-spirits', format);
  return new BotPlayer(opts, seatInfo, host).play();
}

/** How long a bot waits, after the server dropped a message over its rate, before sending again. */
const RATE_LIMITED_PAUSE_MS = 250;

class BotPlayer {
  private seat: PlayerIndex;
  private agent: Agent<object> | null = null;
  private fallback: Agent<object>;
  private decks: [string[], string[]] | null = null;
  private readonly rng: number[];
  private sent = new Map<number, Answer>();
  private sentAt = new Map<number, number>();
  /** The answer sent last and when, until the next `state` arrives. */
  private awaitingState: number | null = null;
  /** Decisions whose answer waits for the think time to pass. */
  private thinking = new Set<number>();
  /** Decisions whose answer was refused, with how many times. */
  private refused = new Map<number, number>();
  private accepted: { seq: number; answer: Answer }[] = [];
  private reconnects = 0;
  private done = false;
  private turns = 0;
  private ws: WebSocket | null = null;

  constructor(
    readonly opts: BotOptions,
    readonly info: { gameId: string; seat: PlayerIndex; token: string },
    private host: HostedGame,
  ) {
    this.seat = info.seat;
    const seed = opts.seed ?? randomInt(0x7fffffff);
    this.rng = seedRng(seed ^ 0x5bd1e995);
    this.fallback = new RandomAgent<object>(seed ^ 0x1b873593);
    this.seed = seed;
  }
  private seed: number;

  play(): Promise<BotResult> {
    const url = `${this.opts.server.replace(/^http(s?):\/\//, 'ws$1://').replace(/\/+$/, '')}/v1/play`;
    return new Promise((resolve, reject) => {
      let lostAt = 0;
      /** Reconnections tried since the connection was lost (for the backoff). */
      let tries = 0;
      const signal = this.opts.signal;
      const stop = (): void => {
        if (this.done) return;
        this.done = true;
        this.ws?.close();
        reject(new BotStopped('Stopped.'));
      };
      if (signal?.aborted) {
        stop();
        return;
      }
      signal?.addEventListener('abort', stop, { once: true });
      const connect = (): void => {
        if (this.done) return;
        const ws = new WebSocket(url);
        this.ws = ws;
        ws.on('open', () => {
          lostAt = 0;
          tries = 0;
          this.sent.clear();
          this.send({ type: 'attach', gameId: this.info.gameId, token: this.info.token, infoState: true });
        });
        ws.on('message', (data) => {
          let msg: JsonObject;
          try {
            msg = JSON.parse(String(data)) as JsonObject;
          } catch {
            return;
          }
          this.opts.onMessage?.(msg);
          // Another server process owns the game: drop this connection; the reconnect loop retries
          // (behind a load balancer, on the process that now owns it).
          if (msg.type === 'error' && msg.code === 'OWNED_ELSEWHERE') {
            ws.close();
            return;
          }
          try {
            const result = this.onMessage(msg);
            if (result) {
              signal?.removeEventListener('abort', stop);
              this.done = true;
              ws.close();
              resolve(result);
            }
          } catch (e) {
            signal?.removeEventListener('abort', stop);
            this.done = true;
            ws.close();
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
        ws.on('error', () => undefined);
        ws.on('close', () => {
          if (this.done) return;
          // The server went away: keep trying with the seat token, backing off, until reconnectMs.
          lostAt ||= Date.now();
          const wait = backoffMs(tries++);
          if (Date.now() - lostAt + wait > (this.opts.reconnectMs ?? DEFAULT_RETRY_MS)) {
            signal?.removeEventListener('abort', stop);
            this.done = true;
            reject(
              new ServerUnreachable(
                `cannot reach the server at ${url} (lost the connection, tried for ${Math.round((Date.now() - lostAt) / 100) / 10} s)`,
              ),
            );
            return;
          }
          this.reconnects++;
          setTimeout(connect, wait);
        });
      };
      connect();
    });
  }

  private send(m: JsonObject): void {
    this.ws?.send(JSON.stringify({ v: PROTOCOL_VERSION, ...m }));
  }

  private onMessage(msg: JsonObject): BotResult | null {
    switch (msg.type) {
      case 'attached': {
        if (typeof msg.seat === 'number') this.seat = msg.seat as PlayerIndex;
        if (msg.status === 'abandoned') throw new BotError(`Game ${this.info.gameId} was abandoned.`);
        const players = msg.players as (JsonObject | null)[];
        if (typeof msg.game === 'string' && msg.game !== this.host.game) {
          throw new BotError(
            `Game ${this.info.gameId} is ${msg.game}; this bot was started for ${this.host.game} (--game).`,
          );
        }
        if (players[0] && players[1] && !this.decks) {
          this.decks = [players[0].deck as string[], players[1].deck as string[]];
          const level = this.opts.ai ?? 'heuristic';
          this.agent = this.host.agent(level, this.seed, this.decks);
        }
        return null;
      }
      case 'accepted': {
        const seq = msg.seq as number;
        const a = this.sent.get(seq);
        if (a) this.accepted.push({ seq, answer: a });
        const t = this.sentAt.get(seq);
        if (t !== undefined) this.opts.onAccepted?.(performance.now() - t, t);
        this.sentAt.delete(seq);
        return null;
      }
      case 'error': {
        const seq = Number(msg.ref);
        if (msg.code === 'ILLEGAL_ANSWER' && this.sent.has(seq)) {
          // The AI's copy lacks what only the server knows (e.g. loop bans): try another answer.
          this.sent.delete(seq);
          this.sentAt.delete(seq);
          this.refused.set(seq, (this.refused.get(seq) ?? 0) + 1);
          if ((this.refused.get(seq) ?? 0) > 20)
            this.send({ type: 'concede', gameId: this.info.gameId, token: this.info.token });
          else if (this.last) this.onMessage(this.last);
          return null;
        }
        if (msg.code === 'STALE_DECISION') {
          this.sentAt.delete(seq); // answered already (a resend after RATE_LIMITED), or overtaken
          return null;
        }
        if (msg.code === 'RATE_LIMITED') {
          // Over the connection's message rate the server dropped a message without reading it (so
          // the error names none): after a pause, send again every answer not yet acknowledged. One
          // the server did read comes back STALE_DECISION, which changes nothing.
          if (!this.resending) {
            this.resending = true;
            setTimeout(() => {
              this.resending = false;
              if (this.done) return;
              for (const seq of this.sentAt.keys()) {
                const a = this.sent.get(seq);
                if (a) this.sendRaw(seq, a);
              }
            }, RATE_LIMITED_PAUSE_MS);
          }
          return null;
        }
        if (msg.code === 'BAD_TOKEN' || msg.code === 'NO_GAME') {
          throw new BotError(`${String(msg.code)}: ${String(msg.message)}`);
        }
        return null;
      }
      case 'state': {
        this.last = msg;
        if (this.awaitingState !== null) {
          const t = this.awaitingState;
          this.awaitingState = null;
          this.opts.onNextState?.(performance.now() - t, t);
        }
        const view = msg.view as JsonObject;
        const game = view.game as JsonObject;
        this.turns = Number(game.turn);
        if (view.result) {
          return {
            gameId: this.info.gameId,
            seat: this.seat,
            token: this.info.token,
            result: view.result as JsonObject,
            turns: this.turns,
            accepted: this.accepted,
            reconnects: this.reconnects,
          };
        }
        const seq = msg.seq as number | null;
        const d = view.decision as JsonObject | null;
        if (seq !== null && d && d.player === this.seat && !msg.infoState && !this.host.module.infoState) {
          throw new BotError(
            `${this.host.title} gives bots no information state yet: play it with a server AI.`,
          );
        }
        if (seq === null || !d || d.player !== this.seat || !msg.infoState || this.sent.has(seq)) return null;
        if (this.thinking.has(seq)) return null;
        const answer = this.think(msg.infoState as JsonObject, (this.refused.get(seq) ?? 0) > 0);
        const wait = this.opts.thinkMs?.() ?? 0;
        if (wait <= 0) {
          this.sendAnswer(seq, answer);
          return null;
        }
        this.thinking.add(seq);
        setTimeout(() => {
          this.thinking.delete(seq);
          if (!this.done) this.sendAnswer(seq, answer);
        }, wait);
        return null;
      }
      default:
        return null;
    }
  }
  private last: JsonObject | null = null;
  /** A resend of the unacknowledged answers is due (after a RATE_LIMITED error). */
  private resending = false;

  private sendAnswer(seq: number, answer: Answer): void {
    this.sent.set(seq, answer);
    const now = performance.now();
    this.sentAt.set(seq, now);
    this.awaitingState = now;
    this.sendRaw(seq, answer);
  }

  private sendRaw(seq: number, answer: Answer): void {
    this.send({
      type: 'answer',
      gameId: this.info.gameId,
      token: this.info.token,
      seq,
      answer,
      ref: String(seq),
    });
  }

  private think(info: JsonObject, retry: boolean): Answer {
    if (!this.decks || !this.agent) throw new BotError('A decision came before the deck lists.');
    const state = info as unknown as GameState<object>;
    // Redraw the placeholders of hidden cards from the deck lists: a world the bot cannot tell apart.
    const world = this.host
      .determinizer(this.decks)
      .determinize(this.host.module, state, this.seat, this.rng);
    return (retry ? this.fallback : this.agent).choose(this.host.module, world);
  }
}
