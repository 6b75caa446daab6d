// Core types of the rules kernel. Everything in a game state is plain JSON data,
// so a paused game can be cloned, serialized and restored at any decision.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Seat index. Two-player games only, for now (Saga 1-1-1). */
export type PlayerIndex = 0 | 1;
/** Who looks at a view: a seat, or a spectator who sees only public information. */
export type Viewer = PlayerIndex | 'spectator';

/** One selectable option of a decision. `id` is stable within the decision. */
export interface DecisionOption {
  id: string;
  label: string;
  /** Card definition id the option is about, if any (for scenarios and UIs). */
  card?: string;
  /**
   * The board object (card object id) the option refers to, if any: clients and scenarios read it
   * here and never parse option ids, which stay opaque.
   */
  obj?: number;
  /**
   * The place the option puts its object or aims it at, if any: a circle, zone or area as the game
   * names it (e.g. Vanguard's "FL"). Clients may let a player answer by clicking that place.
   */
  at?: string;
  /**
   * The board object the option aims its object at, if any (a DBSCG attack's target card): clients
   * may let a player answer by clicking `obj`, then this object.
   */
  target?: number;
  /** Which ability of its object the option plays (the index on the card's definition), if any. */
  ability?: number;
  /**
   * Which of the alternatives its procedure listed (its actions, its offers, an effect's options,
   * cards no longer told apart by object) this option is, first = 0: procedures read it, not the id.
   */
  nth?: number;
  /**
   * For a yes-or-no question (a "may" effect, a cost one may pay or not): whether this option
   * answers yes. Procedures read it (never an id such as "yes") so ids stay opaque.
   */
  yes?: boolean;
  /**
   * The option by which the player declines to act and lets the game go on: passes a timing, ends a
   * step or phase, declines a block or an optional effect. Clients show it apart and auto-pass with
   * it, and scenario runners answer unscripted decisions with it, reading this fact, never an id.
   */
  pass?: boolean;
  /** For `distribute` decisions: the most that may be assigned to this option. */
  max?: number;
}

/**
 * The shapes of answers the kernel understands:
 * - select: choose between min and max distinct option ids;
 * - order: give every option id once, first to last;
 * - distribute: assign a whole number to options (each at most its own max), total between min and max;
 * - number: a whole number between min and max.
 */
export type DecisionType = 'select' | 'order' | 'distribute' | 'number';

export interface Decision {
  id: number;
  player: PlayerIndex;
  /** Game-specific kind, e.g. "mainAction", "payCost", "block". */
  kind: string;
  type: DecisionType;
  prompt: string;
  options: DecisionOption[];
  min: number;
  max: number;
  /** True when the player may answer with nothing (select or distribute with min 0). */
  optional: boolean;
  /** Extra, game-specific facts a module-level validator needs (kept plain JSON). */
  data?: JsonObject;
  /** Decisions whose options may be hidden from the other seat (e.g. choosing from one's hand). */
  secret?: boolean;
  /**
   * The player may answer `{ back: true }`: the action this decision belongs to is taken back and
   * the game returns to the choice it started from, nothing changed (docs/architecture.md, "Taking
   * an action back"). Never listed among the legal answers, so AI players never choose it.
   */
  back?: boolean;
}

export type Answer =
  | { choose: string[] }
  | { order: string[] }
  | { counts: Record<string, number> }
  | { number: number }
  | { back: true };

/** Is this answer the request to take the action back (`Decision.back`)? */
export function isBack(a: Answer): a is { back: true } {
  return 'back' in a;
}

export type ErrorCode =
  | 'GAME_OVER'
  | 'NO_DECISION'
  | 'STALE_DECISION'
  | 'WRONG_PLAYER'
  | 'BAD_ANSWER_SHAPE'
  | 'UNKNOWN_OPTION'
  | 'DUPLICATE_OPTION'
  | 'OUT_OF_RANGE'
  | 'ILLEGAL_ANSWER'
  | 'CANNOT_GO_BACK';

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type RespondResult = { ok: true } | { ok: false; error: EngineError };

/** A procedure in flight: its kind, how far it got, and its local variables. */
export interface Frame {
  kind: string;
  step: number;
  locals: JsonObject;
}

/** A triggered effect waiting to be resolved. */
export interface PendingTrigger {
  /** Batch of simultaneous activations this trigger belongs to (higher = more recent). */
  batch: number;
  controller: PlayerIndex;
  /** Object whose ability triggered. */
  source: number;
  /** Index of the ability on the source's definition. */
  ability: number;
  label: string;
  data: JsonObject;
}

/** A logged event. `secret` is seen only by the players listed in `to`. */
export interface LogEntry {
  n: number;
  event: JsonObject;
  secret?: { to: PlayerIndex[]; data: JsonObject };
}

export type GameResult = { winner: PlayerIndex; reason: string } | { winner: null; reason: string };

export interface GameState<D extends object = object> {
  /** Module id and ruleset version, checked on restore and replay. */
  game: string;
  ruleset: string;
  rng: number[];
  /** Next decision id. */
  nextDecision: number;
  /** Next object id: cards get a new one whenever they change area (Saga 3-1-4). */
  nextObject: number;
  frames: Frame[];
  pending: Decision | null;
  /** The answer to the last decision, handed to the frame that asked. */
  answer: Answer | null;
  triggers: PendingTrigger[];
  batch: number;
  /** Depth of open simultaneous batches (0 = each event is its own batch). */
  batchOpen: number;
  result: GameResult | null;
  log: LogEntry[];
  data: D;
}
