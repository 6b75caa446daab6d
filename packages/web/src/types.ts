// What the server sends (docs/protocol.md), as the web table reads it: the protocol's own shapes.
// A game's view and cards are that game's business (its board folder, src/boards/<game>/).

export type Seat = 0 | 1;

/** A game this server hosts (`GET /v1`): what to send as `game` and `format`, and its built-in decks. */
export interface HostedGameInfo {
  game: string;
  format: string;
  title: string;
  decks: string[];
}

/** `GET /v1`. */
export interface ServerInfo {
  server: string;
  protocol: number;
  games: HostedGameInfo[];
}

/** A deck as the builder holds it, saves it and sends it to the server. */
export interface DeckList {
  name: string;
  cards: { id: string; count: number }[];
  /** The game it is a deck of (a saved deck; decks saved before games were named: decks.ts). */
  game?: string;
}

/** `GET /v1/decks?game=`: one built-in deck with its list. */
export interface BuiltInDeck {
  id: string;
  name: string;
  cards: { id: string; count: number }[];
}

/** `POST /v1/decks/check`: the deck as the server read it and every problem, in words. */
export interface DeckCheck extends DeckList {
  size: number;
  valid: boolean;
  problems: string[];
}

/** `GET /v1/games/:id/replay/view`: one viewer's view of a finished game after `step` answers. */
export interface ReplayView {
  gameId: string;
  viewer: Seat | 'spectator';
  step: number;
  steps: number;
  view: StateMessage['view'];
  log: LogEvent[];
  /** What this viewer answered to its own decision at this step, in the options' words. */
  answered?: string[];
  /** The first step of each turn (the viewer jumps to a turn). */
  turns?: { turn: number; step: number }[];
}

export interface DecisionOption {
  id: string;
  label: string;
  card?: string;
  /** The board object the option is about: the table highlights it (option ids stay opaque). */
  obj?: number;
  /** The place the option puts its object or aims it at (a circle, zone or area as the game names it). */
  at?: string;
  /** The board object the option aims its object at (an attack's target card): clicked after `obj`. */
  target?: number;
  /** Which ability of its object the option plays, if any. */
  ability?: number;
  /** A yes-or-no question's answer: whether this option says yes. */
  yes?: boolean;
  /** Which of the alternatives its game listed this option is, first = 0. */
  nth?: number;
  /** The option by which the player declines and lets the game go on (passes, ends, does not block). */
  pass?: boolean;
  /** Saga's action the option takes (`summon`, `attack`, `block`, `move` ...; docs/protocol.md). */
  act?: string;
  /** Saga's core decisions: the place cores come from (`reserve`, a card `c<object>`), and how. */
  from?: string;
  cores?: string;
  max?: number;
}

export interface Decision {
  id: number;
  player: Seat;
  kind: string;
  type?: 'select' | 'order' | 'distribute' | 'number';
  prompt?: string;
  options?: DecisionOption[];
  min?: number;
  max?: number;
  optional?: boolean;
  waiting?: boolean;
  /** Game-specific facts: core decisions carry `risk` (which cards taking cores destroys). */
  data?: Record<string, unknown>;
  /** The action this decision belongs to may be taken back with `{ back: true }`. */
  back?: boolean;
}

export interface GameResult {
  winner: Seat | null;
  reason: string;
  /** The seat that conceded, when the game ended so (the server adds it; docs/protocol.md). */
  conceded?: Seat;
}

export interface StateMessage {
  type: 'state';
  gameId: string;
  status: string;
  seq: number | null;
  /** `game` is the game's own view (its board reads it). */
  view: { viewer: Seat | 'spectator'; decision: Decision | null; result: GameResult | null; game: unknown };
  logFrom: number;
  log: LogEvent[];
}

export type LogEvent = { t: string } & Record<string, unknown>;

export interface PlayerInfo {
  seat: Seat;
  name: string;
  deckName: string;
  deck: string[];
  ai: string | null;
}

export interface GameInfo {
  gameId: string;
  game: string;
  format: string;
  status: 'open' | 'active' | 'finished' | 'abandoned' | 'failed';
  players: (PlayerInfo | null)[];
  result: GameResult | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /v1/games`: one page of a game list, and the cursor of the next page (null on the last). */
export interface GamePage {
  games: GameInfo[];
  next: string | null;
}

export interface AttachedMessage extends GameInfo {
  type: 'attached';
  seat: Seat | null;
}

export interface ErrorMessage {
  type: 'error';
  code: string;
  message: string;
  ref?: string;
  problems?: string[];
}

export type Answer =
  | { choose: string[] }
  | { order: string[] }
  | { counts: Record<string, number> }
  | { number: number }
  | { back: true };

export interface SeatTicket {
  gameId: string;
  seat: Seat;
  token: string;
}
