// The protocol client: HTTP for the lobby, one WebSocket for play (docs/protocol.md). The server is
// the page's own origin.
import type {
  Answer,
  AttachedMessage,
  BuiltInDeck,
  DeckCheck,
  DeckList,
  ErrorMessage,
  GamePage,
  GameInfo,
  Seat,
  ReplayView,
  SeatTicket,
  ServerInfo,
  StateMessage,
} from './types.ts';

export const PROTOCOL = 1;

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('NETWORK', 'The server cannot be reached. Is `arbiter serve` running?');
  }
  const json = (await res.json().catch(() => ({}))) as {
    error?: { code: string; message: string; problems?: string[] };
  };
  if (!res.ok) {
    const e = json.error;
    throw new ApiError(e?.code ?? String(res.status), e?.message ?? res.statusText, e?.problems ?? []);
  }
  return json as T;
}

/** A built-in deck's name, or a deck list (a saved deck of the builder). */
export type DeckChoice = string | DeckList;
export type AiLevel = 'random' | 'heuristic' | 'ismcts';

export const api = {
  server: () => request<ServerInfo>('GET', '/v1'),
  /** Every card a game of `game` (in `format`, default its first) can hold, in that game's own shape. */
  cards: (game: string, format?: string) =>
    request<{ game: string; format: string; cards: unknown[] }>(
      'GET',
      `/v1/cards?game=${encodeURIComponent(game)}${format ? `&format=${encodeURIComponent(format)}` : ''}`,
    ),
  /** One page of a game list, newest first; `next` (null on the last page) asks for the page after. */
  games: (status: 'open' | 'active' | 'finished', limit: number, cursor?: string) =>
    request<GamePage>(
      'GET',
      `/v1/games?status=${status}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  game: (id: string) => request<GameInfo>('GET', `/v1/games/${encodeURIComponent(id)}`),
  create: (
    game: { game: string; format: string },
    deck: DeckChoice,
    name: string,
    opponent: 'human' | { ai: AiLevel; deck?: DeckChoice },
  ) =>
    request<SeatTicket>('POST', '/v1/games', {
      game: game.game,
      format: game.format,
      deck,
      ...(name ? { name } : {}),
      opponent,
    }),
  /** A game's built-in decks with their lists (a deck builder starts from one). */
  builtInDecks: (game: string, format?: string) =>
    request<{ game: string; format: string; decks: BuiltInDeck[] }>(
      'GET',
      `/v1/decks?game=${encodeURIComponent(game)}${format ? `&format=${encodeURIComponent(format)}` : ''}`,
    ),
  checkDeck: (game: string, body: { text: string } | { deck: DeckList }, format?: string) =>
    request<DeckCheck>('POST', '/v1/decks/check', { game, ...(format ? { format } : {}), ...body }),
  replayView: (id: string, viewer: Seat | 'spectator', step?: number) =>
    request<ReplayView>(
      'GET',
      `/v1/games/${encodeURIComponent(id)}/replay/view?viewer=${viewer}${step === undefined ? '' : `&step=${step}`}`,
    ),
  join: (id: string, deck: DeckChoice, name: string) =>
    request<SeatTicket>('POST', `/v1/games/${encodeURIComponent(id)}/join`, {
      deck,
      ...(name ? { name } : {}),
    }),
};

/** Seat tokens live in this browser only, so that a reload (or a lost connection) takes the seat back. */
export const seats = {
  get(gameId: string): SeatTicket | null {
    try {
      const raw = localStorage.getItem(`arbiter.seat.${gameId}`);
      return raw ? (JSON.parse(raw) as SeatTicket) : null;
    } catch {
      return null;
    }
  },
  put(t: SeatTicket): void {
    try {
      localStorage.setItem(`arbiter.seat.${t.gameId}`, JSON.stringify(t));
    } catch {
      // Private mode without storage: the seat lasts as long as the page.
    }
  },
};

export interface PlayEvents {
  onAttached(m: AttachedMessage): void;
  onState(m: StateMessage): void;
  onError(m: ErrorMessage): void;
  onConnection(up: boolean): void;
}

/**
 * One game's socket: attaches (or spectates) on every (re)connection, so a dropped connection comes
 * back with the whole view; answers carry the decision's seq as their ref.
 */
export class PlaySocket {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly gameId: string,
    readonly token: string | null,
    readonly events: PlayEvents,
  ) {
    this.connect();
  }

  private connect(): void {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}/v1/play`);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.events.onConnection(true);
      if (this.token) this.send({ type: 'attach', gameId: this.gameId, token: this.token });
      else this.send({ type: 'spectate', gameId: this.gameId });
    };
    ws.onmessage = (e: MessageEvent<string>) => {
      let m: { type?: string };
      try {
        m = JSON.parse(e.data) as { type?: string };
      } catch {
        return;
      }
      if (m.type === 'attached') this.events.onAttached(m as AttachedMessage);
      else if (m.type === 'state') this.events.onState(m as StateMessage);
      else if (m.type === 'error') this.events.onError(m as ErrorMessage);
    };
    ws.onclose = () => {
      // A socket closed on purpose (the page left the game) says nothing: its close may come after
      // the next socket of the same page has opened.
      if (this.closed) return;
      this.events.onConnection(false);
      this.retry = Math.min(this.retry + 1, 6);
      this.timer = setTimeout(() => this.connect(), 250 * 2 ** this.retry);
    };
  }

  private send(m: Record<string, unknown>): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ v: PROTOCOL, ...m }));
  }

  answer(seq: number, answer: Answer): boolean {
    if (!this.token || this.ws?.readyState !== WebSocket.OPEN) return false;
    this.send({ type: 'answer', gameId: this.gameId, token: this.token, seq, answer, ref: String(seq) });
    return true;
  }

  concede(): void {
    if (this.token) this.send({ type: 'concede', gameId: this.gameId, token: this.token });
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }
}

export function seatName(seat: Seat): string {
  return seat === 0 ? 'Player 1' : 'Player 2';
}
