// Every Saga procedure kind with the type of its locals (plain JSON, kept in the frame and hashed):
// procedures are written against these through `K` (the kernel's procedureKit), so a field a kind
// does not have is a compile error. The order of fields as procedures push them is the order they
// are hashed in: pushes keep it.
import { procedureKit, type JsonObject, type PlayerIndex, type TypedProcedure } from '@arbiter/engine';
import type { LoopDeclareLocals } from '@arbiter/cardgame';
import type { CoreMove } from './core-moves.ts';
import type { Doomed } from './destroy.ts';
import type { EffectLocals } from './run.ts';
import type { CoreTake } from './payment.ts';
import type { SoulLifeLoss } from './soul-life.ts';
import type { CoreLoc, SagaData } from './state.ts';
import type { Directive, TokenSpec } from './vocab.ts';

/** Where a summoned or placed card comes from (10-6; an effect may summon from elsewhere). */
export type DeployFrom = 'hand' | 'trash' | 'deck' | 'resolving';

/** 10-6, 10-7: a card summoned or placed; what is known once chosen is filled in as it goes. */
export interface DeployLocals {
  id: number;
  p: PlayerIndex;
  from?: DeployFrom;
  /** Chosen by the player at a main step or flash timing: may be taken back until paid. */
  back?: boolean;
  swift?: boolean;
  /** 11-9-1: Swift pays from the reserve only. */
  reserveOnly?: boolean;
  free?: boolean;
  exhausted?: boolean;
  quiet?: boolean;
  def?: string;
  /** The payment chosen and not made yet (the cores it takes, place by place). */
  pay?: CoreTake[];
  soulPaid?: boolean;
  /** 11-8-1: the spirit whose cores Ascend takes (-1 none), and its card once it did. */
  ascend?: number;
  ascendCard?: string;
  /** 11-8-1: the card exhausted instead of Ascend (`{ waiveAscend }`), chosen with the payment. */
  waiver?: number;
  extraPaid?: boolean;
  newId?: number;
  /** Eternal: a Brave summoned directly combined with this spirit (E780), -1 in spirit state (brave-summon.ts). */
  combine?: number;
}

/** A keyword's triggered effect (triggers.ts `queueKeyword`): the trigger's data and who resolves it. */
export interface KeywordLocals {
  kind?: 'keyword';
  keyword: string;
  card: string;
  controller: PlayerIndex;
  source: number;
  /** Its place among the keywords (triggers.ts KEYWORD_ORDER), as the trigger's ability. */
  ability?: number;
  /** Crush and Gale: how many; Raid: the most nexuses; Curse: the blocker; Link: the attacker; Agile: the spirit. */
  n?: number;
  max?: number;
  target?: number;
  attacker?: number;
  spirit?: number;
  /** Eternal's 《Oracle》 (grandwalker.ts): set off by a spirit's summoning, or by deploying its nexus. */
  oracle?: 'summon' | 'deploy';
}

export type SagaProcs = {
  game: { started?: boolean };
  /** 5-2-6: `toss` won the toss. */
  setup: { toss?: PlayerIndex };
  turn: { extraRefresh?: boolean };
  coreStep: Record<string, never>;
  /** `tookBack`: the action chosen was taken back (asking.ts takeBack). */
  main: { tookBack?: boolean };
  moveCores: { p: PlayerIndex; from?: CoreLoc; to?: CoreLoc };
  activate: { p: PlayerIndex; id: number; ability: number };
  awaken: { id: number; p: PlayerIndex };
  /** Eternal: Brave `id` of player `p` combines with a spirit, or (`swap`) combined spirit `id`'s Brave moves (brave.ts). */
  braveCombine: { id: number; p: PlayerIndex; swap?: boolean };
  /** `auto`: separated by the rules (E793), not chosen: it cannot be taken back. */
  braveSeparate: { id: number; p: PlayerIndex; auto?: boolean };
  /** Eternal: Brave `id` of player `p`, whose combined spirit left the field, stays or follows (brave-leave.ts). */
  braveLeave: { id: number; p: PlayerIndex };
  /** 6-7: `attacker` and its taxes while an attack's cost is paid; `ended` by an effect (endAttackStep). */
  attackStep: { attacked?: boolean; attacker?: number; cores?: number; ownTax?: number; ended?: boolean };
  /** `designated`: the exhausted spirit chosen as the attack's target (BS01-127). */
  battle: { attacker: number; outcome?: string; designated?: number };
  /** 7-1-2-1, 7-1-4-1: `next` to act, `passes` in a row. */
  flash: { next: PlayerIndex; passes: number; tookBack?: boolean };
  deploy: DeployLocals;
  /** 10-8: a magic card of the hand used at `timing`. */
  useMagic: {
    id: number;
    p: PlayerIndex;
    timing: 'main' | 'flash';
    def?: string;
    ability?: number;
    free?: boolean;
    rid?: number;
  };
  /** 10-9: a set burst's window at `moments`; once activated, its card, ability and resolving id. */
  burst: {
    controller: PlayerIndex;
    source: number;
    moments: string[];
    card?: string;
    ability?: number;
    rid?: number;
    draws0?: number;
    flash?: number;
  };
  effect: EffectLocals;
  keyword: KeywordLocals;
  /** 12-2, 12-3: the top `n` revealed or looked at by `dir`; the cards seen, picked and left. */
  reveal: {
    p: PlayerIndex;
    card: string;
    source: number;
    dir: Extract<Directive, { do: 'reveal' }>;
    n: number;
    ids?: number[];
    picked?: number[];
    rest?: number[];
    pickedOrder?: number[];
  };
  /** 10-1: the cards destroyed together, in order; `saved` the substitutions chosen (10-1-3-2). */
  destroy: { list: Doomed[]; k: number; saved: JsonObject[] };
  soulLifeLoss: SoulLifeLoss;
  discardHand: { p: PlayerIndex; n: number; upTo?: boolean };
  taxedDraw: { p: PlayerIndex; n: number; cost: number; tally: boolean; k?: number };
  feast: { p: PlayerIndex; tokens: [TokenSpec, TokenSpec, TokenSpec] };
  coreChoice: { moves: CoreMove[]; k: number };
  /** `most`: at most this many onto each card ("up to 3 cores", BS01-115); otherwise as many as there are. */
  placeSome: {
    p: PlayerIndex;
    from: 'reserve' | 'trash';
    ids: number[];
    k: number;
    card: string;
    most?: number;
  };
  removeSome: { p: PlayerIndex; moves: CoreMove[]; k: number; card: string };
  /**
   * `n` of `p`'s own cores to the void, picked by `p` (core-spread.ts `voidSomeProcedure`); with
   * `trash: false`, not from the trash.
   */
  voidSome: { p: PlayerIndex; n: number; card: string; trash?: false };
  /** The cores on `src` spread onto `ids` by `p` (core-spread.ts `spreadSomeProcedure`). */
  spreadSome: {
    p: PlayerIndex;
    src: number;
    owner: PlayerIndex;
    ids: number[];
    k: number;
    keep: number;
    all: boolean;
    moves: CoreMove[];
    card: string;
  };
  tokenSummon: {
    p: PlayerIndex;
    def: string;
    cores: number;
    left: number;
    exhausted: boolean;
    made: number[];
  };
  /** `ownerChooses`: the owner says top or bottom first (BSS05-130). */
  toDeckOrder: {
    p: PlayerIndex;
    ids: number[];
    from: 'field' | 'hand' | 'trash';
    bottom: boolean;
    ownerChooses?: boolean;
  };
  summonedAgain: { p: PlayerIndex; def: string; source: number; spirit: number; options: number[] };
  loopDeclare: LoopDeclareLocals;
  /** The kernel's checkpoint (checkpointProcedure): no locals. */
  checkpoint: Record<string, never>;
};

export type SagaKind = keyof SagaProcs & string;

export const K = procedureKit<SagaData, SagaProcs>();

/**
 * The data of a keyword's trigger (triggers.ts `queueKeyword`: kind, keyword, card and the keyword's
 * own values), which the `keyword` procedure takes as its locals.
 */
export function keywordTriggerData(data: JsonObject): Omit<KeywordLocals, 'controller' | 'source'> {
  return data as unknown as Omit<KeywordLocals, 'controller' | 'source'>;
}

/** Procedures by kind, each over its own locals (module.ts puts them into one table with `K.table`). */
export type SagaProcDefs = { [Kd in SagaKind]: TypedProcedure<SagaData, SagaProcs[Kd]> };
