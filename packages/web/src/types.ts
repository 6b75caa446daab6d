// What the server sends (docs/protocol.md), as the web table reads it.

export type Seat = 0 | 1;
export type Color = 'red' | 'purple' | 'white' | 'yellow' | 'green' | 'blue';

export interface CardInfo {
  id: string;
  name: string;
  additionalName?: string;
  type: 'spirit' | 'nexus' | 'magic';
  colors: Color[];
  cost: number;
  reduction: Color[];
  symbols: Color[][];
  spiritTypes: string[];
  levels: { level: number; cores: number; bp?: number }[];
  token?: boolean;
  /** Its keyword abilities by name ("Crush", "Armor"...). */
  keywords?: string[];
  text: string[];
}

/** A deck as the builder holds it, saves it and sends it to the server. */
export interface DeckList {
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
}

export interface CardRef {
  id: number;
  card: string;
}

export interface FieldCard extends CardRef {
  name: string;
  type: 'spirit' | 'nexus' | 'magic';
  exhausted: boolean;
  cores: number;
  soul: boolean;
  level: number;
  bp?: number;
  keywords?: string[];
  token?: boolean;
}

export interface PlayerView {
  name: string;
  life: number;
  lifeSoul: boolean;
  reserve: number;
  reserveSoul: boolean;
  trashCores: number;
  trashSoul: boolean;
  soulInVoid: boolean;
  deckCount: number;
  handCount: number;
  hand: CardRef[] | null;
  trash: CardRef[];
  field: FieldCard[];
  burst: CardRef | { faceDown: true } | null;
  resolving: CardRef[];
}

export interface GameView {
  turn: number;
  active: Seat;
  first: Seat;
  step: string;
  battle: { attacker: number; blocker: number; attackerPlayer: Seat } | null;
  players: [PlayerView, PlayerView];
}

export interface DecisionOption {
  id: string;
  label: string;
  card?: string;
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
}

export interface StateMessage {
  type: 'state';
  gameId: string;
  status: string;
  seq: number | null;
  view: { viewer: Seat | 'spectator'; decision: Decision | null; result: GameResult | null; game: GameView };
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
