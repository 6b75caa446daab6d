// Every DBSCG procedure kind with the type of its locals (plain JSON, kept in the frame).
import { procedureKit, type PlayerIndex } from '@arbiter/engine';
import type { EffectCursor } from '@arbiter/cardgame';
import type { DbsData } from './state.ts';
import type { Action } from './actions-list.ts';
import type { EnergyCost } from './cards.ts';
import type { CardFilter, CounterKind, Cost } from './vocab.ts';
import type { LoopDeclare } from './loops.ts';

/** Where a skill's directives are: the card definition, the side, the skill's index. */
export type SkillAt = { card: string; flipped: boolean; skill: number };

/** Why a card is being played: from the hand by the turn player (6-3-1-2-1) or by an effect. */
export type PlayHow =
  'hand' | 'effect' | 'evolve' | 'xeno' | 'overRealm' | 'counter' | 'fusion' | 'potara' | 'absorb';

export type EffectLocals = SkillAt & {
  master: PlayerIndex;
  /** The card whose skill it is (its object id when the skill activated). */
  source: number;
  cursor: EffectCursor;
  /** The cards the latest choice of this effect took (for `side: chosen`). */
  chosen: number[];
  /** The log's length when `chosen` was set: their moves since are followed (8-10-1). */
  chosenAt?: number;
  /** A damage replacement's effect (8-9): the damage it replaces. */
  damage?: number;
  /** The cards the skill's cost placed (a 'deckTop' or 'life' cost), and the log's length then (8-10-1). */
  paid?: number[];
  paidAt?: number;
  /** The cards the effect's last look took (11-6), for `side: looked`. */
  looked?: number[];
  /** The card that made the skill trigger, or -1. */
  subject: number;
  /** A decision of the effect waits: 0 none, 1 a target, 2 a block's choice. */
  wait: number;
  /** A replacement effect's "instead" (8-9): the index of that effect in the [Permanent] skill. */
  part?: number;
};

/**
 * A [Counter] skill offered at a counter timing; `byLife`: activated by adding a life card to the
 * hand instead of paying the card's energy cost (a `counterByLife` [Permanent], 10-10-1).
 */
export interface CounterOffer {
  id: number;
  skill: number;
  byLife?: true;
}

export type DbsProcs = {
  /** The decks presented (5-2-1-1), placed in the Deck Areas during preparation (5-2-1-4). */
  game: { decks: [string[], string[]] };
  setup: { mull: number; decks: [string[], string[]] };
  turn: { endLoops: number };
  /** A free timing (4-6) of player `p`: the main phase, or a step of the battle (7-2, 7-3). */
  freeTiming: { p: PlayerIndex; kind: 'main' | 'offense' | 'defense'; actions: Action[] };
  /** Playing a card (6-3-1-2-1): declared, counter timing, then played unless negated. */
  play: {
    p: PlayerIndex;
    id: number;
    card: string;
    how: PlayHow;
    paid: boolean;
    onto: number[];
    rest: boolean;
    /** Played by a skill's effect: the card whose skill it was (a "when played with its skill" trigger). */
    bySkill?: string;
  };
  /** Switching energy to Rest Mode to pay a cost; the answer goes to the frame below. */
  payEnergy: { p: PlayerIndex; total: number; colors: Partial<Record<string, number>>; prompt: string };
  /** An attack and its battle (7); `mark`: the log's length when the guard card's KO began. */
  attack: { p: PlayerIndex; attacker: number; target: number; mark?: number };
  combo: { p: PlayerIndex; id: number; from: 'hand' | 'battle' };
  /**
   * A counter timing (4-7-3) after an action of `actor`: `kinds` the [Counter] skills it opens the
   * first time (10-10-3), then [Counter: Counter] answers, `asked` in turn; `resolving` the card
   * whose [Counter] is resolving.
   */
  counter: {
    /** The [Counter] skills offered at the last question, as (card, skill): option ids index it. */
    offers: CounterOffer[];
    actor: PlayerIndex;
    kinds: CounterKind[];
    asked: PlayerIndex;
    round: number;
    resolving: number;
    skill: number;
  };
  /** Damage processing (4-10); `prev`: the chain's applied replacements while one applies (8-9-2-3). */
  damage: { p: PlayerIndex; n: number; src: number; critical: boolean; prev?: string[] };
  /**
   * KO (10-1) of `ids`, each unless a replacement effect applies instead (8-9): `i` the card being
   * decided, `prev` the chain's applied replacements to restore once the one applying is done.
   */
  ko: { ids: number[]; by: PlayerIndex; effect: boolean; i: number; prev: string[] | null };
  effect: EffectLocals;
  /** An [Auto] skill resolving at a checkpoint (8-6): its cost and counter timings around it. */
  auto: SkillAt & {
    master: PlayerIndex;
    source: number;
    subject: number;
    keyword: string;
    paid?: number[];
    /** `delayed`: which "at the end of that turn" effect of the skill (6-4-1-1). */
    part?: number;
  };
  /** An [Activate] skill of a card in play or in the hand (8-5-2). */
  activate: SkillAt & {
    p: PlayerIndex;
    source: number;
    from: 'play' | 'hand';
    onto: number;
    /** The cards a cost placed that the effect reads, as the objects they became (set by `costs`). */
    paid?: number[];
  };
  checkpoint: Record<string, never>;
  /** Pays costs in order (8-4-2-1); `extra`: an Extra Card's own energy cost paid with them. */
  costs: {
    p: PlayerIndex;
    source: number;
    costs: Cost[];
    i: number;
    extra: EnergyCost | null;
    prompt: string;
    /** The cards chosen so far for a colour cost (10-33-1, 10-35-1). */
    picked?: number[];
    /** The energy parts (with `extra`) have been paid. */
    energyPaid?: boolean;
    /** The cards placed by a 'deckTop' cost (or a 'life' one to the Drop Area), as the objects they became in the Drop Area. */
    paid?: number[];
  };
  /** 10-13: a [Union] skill: its cards chosen one at a time (`picks`), its cost, then the play. */
  union: { p: PlayerIndex; id: number; card: string; skill: number; picks: number[] };
  /** 10-5-6: an effect evolves card `id` from the hand: the card it goes on is chosen. */
  evolveInto: { p: PlayerIndex; id: number; card: string };
  /** 4-9-4: "draw up to N": the player may stop before each card. */
  drawUpTo: { p: PlayerIndex; left: number };
  /** Searching the deck (8-5-3-7): choose up to `n` matching cards, then shuffle. */
  search: {
    p: PlayerIndex;
    n: number;
    /** `field`: activated as [Field] (10-3). */
    to: 'hand' | 'battle' | 'field';
    filter: CardFilter | null;
    source: number;
    /** Played in Rest Mode. */
    rest?: boolean;
  };
  /** 3-1-6: the owner orders the cards just placed together at the top or bottom of their deck. */
  deckOrder: { p: PlayerIndex; at: 'top' | 'bottom'; cards: string[] };
  /** 11-1-2-1, 11-1-2-2: the players in an infinite loop declare how many times they carry it out. */
  loopDeclare: LoopDeclare;
};

export const K = procedureKit<DbsData, DbsProcs>();

/** Opens a counter timing after an action of `actor` for the [Counter] kinds it allows (4-7-2). */
export function pushCounterTiming(
  ctx: Parameters<typeof K.push>[0],
  actor: PlayerIndex,
  kinds: CounterKind[],
): void {
  K.push(ctx, 'counter', { offers: [], actor, kinds, asked: actor, round: 0, resolving: -1, skill: -1 });
}
