// What a Saga directive sees while it runs (the game, the effect's locals, the cards it acts on):
// the run context of the verb registry (verbs/index.ts, @arbiter/cardgame's VerbSpec).
import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import type { CardObj, SagaData } from './state.ts';
import type { Cost } from './vocab.ts';

/** Locals of the "effect" procedure: which ability of which card, for whom, and how far it got. */
export interface EffectLocals {
  card: string;
  ability: number;
  controller: PlayerIndex;
  source: number;
  /** Next directive; next cost. */
  i: number;
  ci: number;
  optional: boolean;
  /**
   * Inside `if` and `chain` blocks (11-15), nested to any depth: the index in each block entered,
   * below the top-level directive `i`.
   */
  path: number[];
  ci2: number;
  /** For a substitution (8-9): which continuous directive's `instead` runs, and the card it saves. */
  apply: number;
  subject: number;
  /** The last state of the card that left the field and made this trigger (8-10-1), if any. */
  last: JsonObject | null;
  /** 4-6: the value chosen for X, or -1 before it is chosen. */
  x: number;
  /** The cards the latest selection of this effect took (for `side: chosen`). */
  chosen: number[];
  /** The costs to pay, fixed as the effect activates (8-4-2); null before. */
  costs: Cost[] | null;
  /** A delayed effect (8-2-2-2): where its `delayed` directive is in the ability ([] otherwise). */
  dpath: number[];
  /** The record of a delayed effect that happens once, or -1. */
  dkey: number;
  /** Its draws are announced together by the burst that started it. */
  tally: boolean;
  /** For each depth of `path` inside a `repeat`: the rounds left, the current one included. */
  reps: number[];
  /** The option its controller chose in the latest `oneOf` (0 before). */
  mode: number;
  /** `pay`: only pays a chosen substitution's costs (8-9, 8-4), before the destruction it replaces. */
  sub: string;
  /** Where the log stood as the effect began, and the controllers of the spirits it destroyed. */
  log0: number;
  killed: number[];
  /**
   * Retired: rule processing now runs after every directive (`manageInside`). Kept, always empty, so
   * that the state hashes of saved games still verify.
   */
  settle: [];
  /** A trigger with `allSubjects`: every subject of its batch (8-6-3); empty otherwise. */
  subjects: number[];
  /** `discardedByThis`: each card discarded from a hand so far, as its player; where the log stood
   * as the latest discard from a hand began (-1 once counted). */
  discarded: number[];
  dmark: number;
  /** A `discard` from a hand with `chooseDiscarded`: its cards become the chosen ones once counted. */
  dchoose?: true;
  /** Selections of this magic handed to another player (selections.ts, ruling on BSS02-130). */
  handTo?: PlayerIndex;
}

/** A card a directive acts on, with the player whose area it is in. */
export interface Picked {
  c: CardObj;
  owner: PlayerIndex;
}

export interface Run {
  ctx: Ctx<SagaData>;
  reg: CardRegistry;
  d: SagaData;
  L: EffectLocals;
  /** The effect's controller. */
  me: PlayerIndex;
  /** The cards the directive acts on: its target, once chosen (8-5-3); none for a directive without one. */
  targets: Picked[];
}

/** Saga's text needs no context: its wording comes from the directive alone. */
export type TextCtx = void;
