// What continuous.ts derives from a game's data, kept until the data changes (the kernel's
// derived.ts drops it at every event and answer): the constant effects in force indexed by what
// they change, and each card's level, BP and keywords. Characteristics are still computed on read
// (8-8); they are only not computed twice for the same data.
//
// Reads nest: working out a level reads the constant effects with printed levels, a condition reads
// effects that depend on conditions as inactive, and so on (the depth counters of reading-depth.ts and
// granted.ts), and a value read inside such a reading may differ from the same value read outside
// it. So every value is kept per reading context: the set of nested readings in progress.
import { checkDerived, derivedMode, derivedOf, type PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, SymbolMark } from './cards.ts';
import type { ActiveConstant } from './continuous.ts';
import type { CardObj, SagaData } from './state.ts';
import type { KeywordSpec } from './vocab.ts';

/** The constant effects in force, in their order (8-1-4), and those that have each key. */
export interface ConstantIndex {
  all: readonly ActiveConstant[];
  by: ReadonlyMap<string, readonly ActiveConstant[]>;
}

const NONE: readonly ActiveConstant[] = [];

export function indexConstants(all: readonly ActiveConstant[]): ConstantIndex {
  const by = new Map<string, ActiveConstant[]>();
  for (const c of all) {
    for (const k in c.x) {
      let list = by.get(k);
      if (list === undefined) by.set(k, (list = []));
      list.push(c);
    }
  }
  return { all, by };
}

/** The constants of `ix` whose directive has key `k` (`k in x`), in order. */
export function withKey(ix: ConstantIndex, k: string): readonly ActiveConstant[] {
  return ix.by.get(k) ?? NONE;
}

/** Values kept per card, each kind in its own map (made when first needed). */
export interface CardValues {
  level: number;
  bp: number;
  keywords: readonly KeywordSpec[];
}

/** What is derived in one reading context. Cards are keyed by object: ids are not unique outside the field. */
export interface ContextRecord {
  constants: ConstantIndex | undefined;
  printedConstants: ConstantIndex | undefined;
  /** Every kind's map made with the record: one shape for all records, read at every characteristic. */
  cards: { [K in keyof CardValues]: Map<CardObj, CardValues[K]> };
  /**
   * The symbols a `doubleSymbols` effect adds from a player's field (10-6-5), by effect and by
   * `source id * 2 + player`: the same for every card paid for, so found once, not per hand card.
   */
  doubled: Map<object, Map<number, readonly SymbolMark[][]>> | undefined;
}

interface SagaDerived {
  /** Who controls each card on the field, by object id. */
  controllers: Map<number, PlayerIndex> | null;
  /** The keys of every directive a constant effect could apply now, active or not (see `mayApply`). */
  keys: Set<string> | null;
  contexts: (ContextRecord | undefined)[];
}

const makeRecord = (): SagaDerived => ({ controllers: null, keys: null, contexts: [] });

/**
 * Could a constant effect in force now have a directive with key `k`? False when no card on the
 * field has one among its constant effects and no rule given for a while (`temps`) has one: then
 * no reading needs to work out which constants are active to know that none of them applies `k`.
 */
export function mayApply(reg: CardRegistry, d: SagaData, k: string): boolean {
  const r = derivedOf(d, makeRecord);
  const keys = (r.keys ??= constantKeys(reg, d));
  // The comparison's closure only in `check` mode: this runs at nearly every characteristic read.
  if (derivedMode() !== 'check') return keys.has(k);
  return checkDerived('constant keys', keys.has(k), () => constantKeys(reg, d).has(k));
}

function constantKeys(reg: CardRegistry, d: SagaData): Set<string> {
  const keys = new Set<string>();
  for (const pl of d.players)
    for (const c of pl.field) {
      for (const x of reg.meta(c.def).constantKeys) keys.add(x);
      // Eternal: a combined Brave's [While Braved] effects work through the card holding it (E853).
      if (c.brave) for (const x of reg.meta(c.brave.def).constantKeys) keys.add(x);
    }
  for (const t of d.temps) for (const x in t.x) keys.add(x);
  return keys;
}

/** The record of reading context `context` (a bit set of the nested readings in progress). */
export function contextRecord(d: SagaData, context: number): ContextRecord {
  const r = derivedOf(d, makeRecord);
  let c = r.contexts[context];
  if (c === undefined) {
    c = {
      constants: undefined,
      printedConstants: undefined,
      cards: { level: new Map(), bp: new Map(), keywords: new Map() },
      doubled: undefined,
    };
    r.contexts[context] = c;
  }
  return c;
}

/**
 * Value `what` of card `c` in reading context `context`, read by `read` when it is not kept yet
 * (and, in the kernel's `check` mode, compared with a fresh reading when it is). `read` takes the
 * registry and data rather than closing over them, so a read makes no closure (issue 15: levels and
 * BP are read tens of times per answer).
 */
export function cardValue<K extends keyof CardValues>(
  reg: CardRegistry,
  d: SagaData,
  context: number,
  what: K,
  c: CardObj,
  read: (reg: CardRegistry, d: SagaData, c: CardObj) => CardValues[K],
): CardValues[K] {
  const kept: Map<CardObj, CardValues[K]> = contextRecord(d, context).cards[what];
  const v = kept.get(c);
  if (v !== undefined) return derivedMode() === 'check' ? checkDerived(what, v, () => read(reg, d, c)) : v;
  const now = read(reg, d, c);
  kept.set(c, now);
  return now;
}

/** Who controls field card `id` (-1: it is not on the field). */
export function controllerOnField(d: SagaData, id: number): PlayerIndex | -1 {
  const r = derivedOf(d, makeRecord);
  let m = r.controllers;
  if (m === null) {
    m = new Map();
    for (let p = 0; p < 2; p++)
      for (const c of d.players[p as PlayerIndex].field) m.set(c.id, p as PlayerIndex);
    r.controllers = m;
  }
  return m.get(id) ?? -1;
}
