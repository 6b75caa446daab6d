// Continuous effects read on demand (8-8): periods, constant effects, keywords, restrictions.
import { subjectValues } from './batch-subjects.ts';
import { checkDerived, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import {
  cardValue,
  contextRecord,
  controllerOnField,
  indexConstants,
  mayApply,
  withKey,
  type ConstantIndex,
} from './derived.ts';
import { levelFor, type CardRegistry, type Color, type SagaCard } from './cards.ts';
import { bareCard, coreCount, fieldSymbols, reducedCost, type CardObj, type SagaData } from './state.ts';
import { symbolsOn } from './state.ts';
import {
  extraPaySymbols,
  gainedAbilities,
  hasGainedTrigger,
  keywordValueOf,
  readingTypes,
  spiritTypesOf,
} from './granted.ts';
import type {
  Ability,
  AttackTax,
  Amount,
  Condition,
  Continuous,
  Cost,
  Directive,
  KeywordName,
  KeywordSpec,
  Period,
  ProtectKind,
  Target,
  TriggerEvent,
} from './vocab.ts';

/** Is `period` running for an ability controlled by `controller` on object `id`? */
export function periodActive(
  d: SagaData,
  controller: PlayerIndex,
  period: Period | undefined,
  id: number,
): boolean {
  if (period === undefined) return true;
  const yours = d.active === controller;
  switch (period) {
    case 'yourTurn':
      return yours;
    case 'opponentTurn':
      return !yours;
    case 'yourMainStep':
      return yours && d.step === 'main';
    case 'opponentMainStep':
      return !yours && d.step === 'main';
    case 'eitherMainStep':
      return d.step === 'main';
    case 'yourAttackStep':
      return yours && d.step === 'attack';
    case 'opponentAttackStep':
      return !yours && d.step === 'attack';
    case 'eitherAttackStep':
      return d.step === 'attack';
    // 10-12-1, 7-1-6-2: from the declaration to the end of the battle.
    case 'whileAttacking':
      return d.battle !== null && d.battle.attacker === id;
    case 'whileBlocking':
      return d.battle !== null && d.battle.blocker === id;
    case 'whileAttackingOrBlocking':
      return d.battle !== null && (d.battle.attacker === id || d.battle.blocker === id);
    case 'whileLinked':
      return d.battle !== null && d.battle.link === id;
    case 'opponentEndStep':
      return !yours && d.step === 'end';
  }
}

/** The level its cores give (2-10-3), level costs changed by effects included. */
function printedLevel(reg: CardRegistry, d: SagaData, c: CardObj): number {
  const delta = levelCostDelta(reg, d, c).delta;
  return levelFor(reg.get(c.def), coreCount(c.cores) - delta);
}

let levelCostDepth = 0;

/**
 * How many more cores each level of `c` needs because of constant effects, and whose effect made
 * it so (the latest one wins a tie in blame; 9-3-2-2). Read with printed levels, so it cannot loop.
 */
export function levelCostDelta(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
): { delta: number; by: PlayerIndex | -1 } {
  if (levelCostDepth > 0 || !reg.uses('levelCost')) return { delta: 0, by: -1 };
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return { delta: 0, by: -1 };
  levelCostDepth++;
  try {
    let delta = 0;
    let by: PlayerIndex | -1 = -1;
    for (const { x, src, controller } of constantsWith(reg, d, 'levelCost', true)) {
      if ('levelCost' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id, 0)) {
        delta += x.levelCost;
        by = controller;
      }
    }
    return { delta, by };
  } finally {
    levelCostDepth--;
  }
}

/** A continuous directive of an active constant effect, with where it comes from. */
export interface ActiveConstant {
  x: Continuous;
  src: CardObj;
  controller: PlayerIndex;
  ability: number;
  apply: number;
  /** A rule for players that ends once used: its key (see `TempMod`). */
  key?: number;
}

/**
 * Every continuous directive of the constant effects active on the field now (8-1-4). With
 * `printedLevels`, level-gated abilities are judged by printed levels, which is how level changes
 * themselves are found without going round in circles.
 */
/**
 * The continuous directives of the constant effects active now (for rules read outside this file);
 * with `k`, only those whose directive has key `k` (see `constantsWith`).
 */
export function constantsNow(reg: CardRegistry, d: SagaData, k?: string): readonly ActiveConstant[] {
  return k === undefined ? activeConstants(reg, d) : constantsWith(reg, d, k);
}

/**
 * The nested readings in progress, as a bit set: a value read inside one of them may differ from the
 * same value read outside (see derived.ts), so what is derived is kept per context.
 */
function readingContext(): number {
  return (
    (levelCostDepth > 0 ? 1 : 0) |
    (conditionDepth > 0 ? 2 : 0) |
    (perDepth > 0 ? 4 : 0) |
    (loseDepth > 0 ? 8 : 0) |
    (abilityReadDepth > 0 ? 16 : 0) |
    (grantDepth > 0 ? 32 : 0) |
    (readingTypes() ? 64 : 0)
  );
}

/** The constant effects in force (see `activeConstants`), indexed by what they change; kept until the data changes. */
function constantIndex(reg: CardRegistry, d: SagaData, printedLevels: boolean): ConstantIndex {
  const r = contextRecord(d, readingContext());
  const kept = printedLevels ? r.printedConstants : r.constants;
  if (kept !== undefined)
    return checkDerived('constants', kept, () => indexConstants(scanConstants(reg, d, printedLevels)));
  const ix = indexConstants(scanConstants(reg, d, printedLevels));
  if (printedLevels) r.printedConstants = ix;
  else r.constants = ix;
  return ix;
}

function activeConstants(reg: CardRegistry, d: SagaData, printedLevels = false): readonly ActiveConstant[] {
  return constantIndex(reg, d, printedLevels).all;
}

/** The active constants whose directive has key `k` (`k in x`), in the order of `activeConstants`. */
export function constantsWith(
  reg: CardRegistry,
  d: SagaData,
  k: string,
  printedLevels = false,
): readonly ActiveConstant[] {
  // Most keys appear on no card in play: then nothing needs to be worked out.
  if (!mayApply(reg, d, k)) return NO_CONSTANTS;
  return withKey(constantIndex(reg, d, printedLevels), k);
}

const NO_CONSTANTS: readonly ActiveConstant[] = [];
const NO_CONTINUOUS: readonly Continuous[] = [];

function scanConstants(reg: CardRegistry, d: SagaData, printedLevels: boolean): ActiveConstant[] {
  const out: ActiveConstant[] = [];
  for (let p = 0; p < 2; p++) {
    const pi = p as PlayerIndex;
    for (const src of d.players[pi].field) {
      const meta = reg.meta(src.def);
      if (!meta.hasConstant) continue;
      const abilities = meta.card.abilities;
      for (let i = 0; i < abilities.length; i++) {
        const a = abilities[i]!;
        if (a.kind !== 'constant' || a.inHand) continue;
        const on = printedLevels
          ? abilityActiveAt(reg, d, src, pi, a, printedLevel(reg, d, src))
          : abilityActive(reg, d, src, pi, a);
        if (!on) continue;
        for (let j = 0; j < a.apply.length; j++)
          out.push({ x: a.apply[j]!, src, controller: pi, ability: i, apply: j });
      }
    }
  }
  // Rules given to single cards for a while (the `apply` directive): "this card" is their target.
  for (const t of d.temps) {
    // A rule for players (`rule` directive): a constant effect of its controller, on no card.
    if (t.target === -1) {
      const src = bareCard(-1, t.card ?? '', t.by);
      out.push({ x: t.x as Continuous, src, controller: t.by, ability: -1, apply: -1, key: t.key ?? -1 });
      continue;
    }
    const c = findTarget(d, t.target);
    if (c)
      out.push({ x: { ...t.x, to: SELF } as Continuous, src: c, controller: t.by, ability: -1, apply: -1 });
  }
  return out;
}

const SELF: Target = { side: 'self' };

function findTarget(d: SagaData, id: number): CardObj | undefined {
  for (const pl of d.players) for (const c of pl.field) if (c.id === id) return c;
  return undefined;
}

/**
 * The level a card is treated as (2-10-3, then 8-8-1-3-2 level changes): the latest change wins,
 * constant or for a while, in the order they began (8-8-1-3-1).
 */
export function levelNow(reg: CardRegistry, d: SagaData, c: CardObj): number {
  return cardValue(d, readingContext(), 'level', c, (x) => readLevel(reg, d, x));
}

function readLevel(reg: CardRegistry, d: SagaData, c: CardObj): number {
  let lv = printedLevel(reg, d, c);
  if (lv === 0) return 0; // 9-3: without LV1's cores it leaves the field whatever its level says
  const owner = controllerIndex(d, c.id);
  // 8-8-1-3-1: within the category, the latest change wins (see BpMod.at).
  let time = -1;
  if (owner !== -1) {
    for (const { x, src, controller } of constantsWith(reg, d, 'level', true)) {
      if (!('level' in x) || src.id <= time) continue;
      if (targetMatches(reg, d, c, owner, x.to, controller, src.id, 0)) {
        // "Treated as its highest level": the highest level printed on it.
        lv = x.level === 'highest' ? highestLevel(reg.get(c.def)) : x.level;
        time = src.id;
      }
    }
  }
  lv = latestMod(d, c.id, 'level', time, lv);
  return lv;
}

/** The highest level written on a card (2-10-1). */
export function highestLevel(card: SagaCard): number {
  let top = 1;
  for (const l of card.levels) if (l.level > top) top = l.level;
  return top;
}

/** A temporary change began just before the object it was numbered against (see BpMod.at). */
const modTime = (m: { at?: number }): number => (m.at ?? 0) - 0.5;

/**
 * 8-8-1-3-1: the value of the latest temporary change of `kind` to card `id` that began after
 * `since` (the time of the constant change already found), else `value` unchanged.
 */
function latestMod(d: SagaData, id: number, kind: 'level' | 'set', since: number, value: number): number {
  let time = since;
  let out = value;
  for (const m of d.mods) {
    if (m.target === id && m.kind === kind && modTime(m) > time) {
      if (m.whileOn && controllerIndex(d, m.whileOn.id) !== m.whileOn.p) continue;
      out = m.amount;
      time = modTime(m);
    }
  }
  return out;
}

function abilityActiveAt(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  controller: PlayerIndex,
  a: Ability,
  level: number,
  subject = -1,
): boolean {
  if ('levels' in a && a.levels !== undefined && !a.levels.includes(level)) return false;
  if ('during' in a && !periodActive(d, controller, a.during, c.id)) return false;
  if (loseDepth === 0 && reg.uses('loseEffects') && effectLost(reg, d, c, a)) return false;
  if ('if' in a && a.if !== undefined) {
    // 8-3-3. A condition that reads effects which themselves depend on conditions sees those as
    // inactive: it cannot go round in circles.
    if (conditionDepth > 0) return false;
    conditionDepth++;
    try {
      return conditionHolds(reg, d, { ...scopeOf(controller, c.id), subject }, a.if);
    } finally {
      conditionDepth--;
    }
  }
  return true;
}

let conditionDepth = 0;
let perDepth = 0;
let loseDepth = 0;

/**
 * Has `c` lost this ability to a constant `{ loseEffects, to }` ("all nexuses lose their LV1
 * effects", "LV1 nexuses lose their effects")? Those constants are read as if nothing were lost,
 * so they cannot go round in circles.
 */
function effectLost(reg: CardRegistry, d: SagaData, c: CardObj, a: Ability): boolean {
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  loseDepth++;
  try {
    for (const { x, src, controller } of constantsWith(reg, d, 'loseEffects')) {
      if (!('loseEffects' in x)) continue;
      if (x.loseEffects === 'lv1' && !('levels' in a && a.levels !== undefined && a.levels.includes(1)))
        continue;
      if (targetMatches(reg, d, c, owner, x.to, controller, src.id)) return true;
    }
    return false;
  } finally {
    loseDepth--;
  }
}

/**
 * What an effect is evaluated for: its controller and card, the card that made it trigger, X
 * (4-6) and the last state of a card that left the field (8-10-1).
 */
export interface Scope {
  controller: PlayerIndex;
  source: number;
  subject: number;
  x: number;
  last: JsonObject | null;
  /** The card itself when it is no longer on the field (its last state there), for `self` conditions. */
  self?: CardObj;
  /** What the effect's latest selection took (`side: chosen`). */
  chosen?: number[];
  /** The controllers of the spirits this effect has destroyed so far (`destroyedByThis`). */
  killed?: number[];
  /** For each card this effect's `discard` directives took from a hand, that hand's player. */
  discarded?: number[];
  /** Every subject of a trigger with `allSubjects` (empty or absent: just `subject`). */
  subjects?: number[];
}

export const scopeOf = (controller: PlayerIndex, source: number): Scope => ({
  controller,
  source,
  subject: -1,
  x: -1,
  last: null,
});

/** How many cards match `t` now, without selecting (so Armor does not hide any, 11-5-1). */
/** The highest BP (or cost) among the matching field cards of the sides `t` names; 0 when none match. */
function highestAmong(reg: CardRegistry, d: SagaData, s: Scope, what: 'bp' | 'cost', t: Target): number {
  const other: PlayerIndex = s.controller === 0 ? 1 : 0;
  const sides: PlayerIndex[] = t.side === 'own' ? [s.controller] : t.side === 'opponent' ? [other] : [0, 1];
  const tt: Target = { ...t, side: 'any' };
  let best = 0;
  for (const p of sides)
    for (const c of d.players[p].field) {
      if (!targetMatches(reg, d, c, p, tt, s.controller, s.source)) continue;
      best = Math.max(best, what === 'bp' ? bpOf(reg, d, c) : reg.get(c.def).cost);
    }
  return best;
}

export function countMatching(reg: CardRegistry, d: SagaData, s: Scope, t: Target): number {
  if (t.side === 'chosen') {
    let n = 0;
    for (const id of s.chosen ?? []) {
      for (let p = 0; p < 2; p++) {
        const pl = d.players[p as PlayerIndex];
        for (const list of [pl.field, pl.trashCards, pl.hand]) {
          const c = list.find((x) => x.id === id);
          if (c && targetMatches(reg, d, c, p as PlayerIndex, { ...t, side: 'any' }, s.controller, s.source))
            n++;
        }
      }
    }
    return n;
  }
  if (t.side === 'self' || t.side === 'subject') {
    const id = t.side === 'self' ? s.source : s.subject;
    const owner = controllerIndex(d, id);
    if (owner === -1) return 0;
    const c = d.players[owner].field.find((x) => x.id === id)!;
    return targetMatches(reg, d, c, owner, t, s.controller, s.source) ? 1 : 0;
  }
  const other: PlayerIndex = s.controller === 0 ? 1 : 0;
  const sides: PlayerIndex[] = t.side === 'own' ? [s.controller] : t.side === 'opponent' ? [other] : [0, 1];
  const zone = t.zone ?? 'field';
  const tt: Target = { ...t, side: 'any' };
  let n = 0;
  for (const p of sides) {
    const pl = d.players[p];
    const list = zone === 'field' ? pl.field : zone === 'trash' ? pl.trashCards : pl.hand;
    for (const c of list) if (targetMatches(reg, d, c, p, tt, s.controller, s.source)) n++;
  }
  return n;
}

/** How many of the cards the triggering event moved (kept with its subject) match `t`, wherever they are. */
function eventCardCount(reg: CardRegistry, d: SagaData, s: Scope, t: Target): number {
  const ids = s.last?.cards;
  if (!Array.isArray(ids)) return 0;
  const chosen = ids.filter((x): x is number => typeof x === 'number');
  return countMatching(reg, d, { ...s, chosen }, { ...t, side: 'chosen' });
}

/** Do cards match `t` (on the field, by side), and do they all cost the same? */
function sameCost(reg: CardRegistry, d: SagaData, s: Scope, t: Target): boolean {
  const costs = new Set<number>();
  const foe: PlayerIndex = s.controller === 0 ? 1 : 0;
  const sides: PlayerIndex[] = t.side === 'own' ? [s.controller] : t.side === 'opponent' ? [foe] : [0, 1];
  for (const p of sides)
    for (const c of d.players[p].field)
      if (targetMatches(reg, d, c, p, { ...t, side: 'any' }, s.controller, s.source))
        costs.add(reg.get(c.def).cost);
  return costs.size === 1;
}

/** Where a player's soul core is (4-11). */
function soulCoreIn(d: SagaData, p: PlayerIndex): 'reserve' | 'life' | 'trash' | 'field' | 'void' {
  const pl = d.players[p];
  if (pl.reserve.soul) return 'reserve';
  if (pl.life.soul) return 'life';
  if (pl.trash.soul) return 'trash';
  if (pl.field.some((c) => c.cores.soul)) return 'field';
  return 'void';
}

/** A target with its `than` bounds worked out now, as plain BP and cost bounds. */
export function fixBounds(reg: CardRegistry, d: SagaData, s: Scope, t: Target): Target {
  if (!t.than) return t;
  const out: Target = { ...t };
  delete out.than;
  for (const b of t.than) {
    // Several subjects of one batch (`allSubjects`): the bound holds if it holds for any of them.
    const many =
      s.subjects &&
      s.subjects.length > 1 &&
      typeof b.amount === 'object' &&
      'of' in b.amount &&
      b.amount.of === 'subject'
        ? subjectValues(d, s.subjects, (subject, last) => amountIn(reg, d, { ...s, subject, last }, b.amount))
        : null;
    if (many && many.length > 0 && b.op === 'eq' && b.what === 'cost') {
      out.costIn = [...new Set(many)];
      continue;
    }
    const v =
      many && many.length > 0
        ? (b.op === 'ge' || b.op === 'gt' ? Math.min : Math.max)(...many)
        : amountIn(reg, d, s, b.amount);
    const [lo, hi] = b.what === 'bp' ? (['minBp', 'maxBp'] as const) : (['minCost', 'maxCost'] as const);
    const atMost = (n: number): void => void (out[hi] = Math.min(out[hi] ?? n, n));
    const atLeast = (n: number): void => void (out[lo] = Math.max(out[lo] ?? n, n));
    if (b.op === 'le' || b.op === 'eq') atMost(v);
    if (b.op === 'ge' || b.op === 'eq') atLeast(v);
    if (b.op === 'lt') atMost(v - 1);
    if (b.op === 'gt') atLeast(v + 1);
  }
  return out;
}

/** Works out an amount now; a card that has left the field is read in its last state (8-10-1). */
export function amountIn(reg: CardRegistry, d: SagaData, s: Scope, a: Amount): number {
  if (typeof a === 'number') return a;
  // 4-6-3: every X of one effect has the value chosen for it.
  if (a === 'X') return Math.max(0, s.x);
  if ('count' in a) return countMatching(reg, d, s, a.count);
  if ('eventCards' in a) return eventCardCount(reg, d, s, a.eventCards);
  if ('highest' in a) return highestAmong(reg, d, s, a.highest, a.among);
  if ('destroyedByThis' in a) {
    const k = s.killed ?? [];
    const w = a.destroyedByThis;
    return w === 'any' ? k.length : k.filter((p) => (p === s.controller) === (w === 'own')).length;
  }
  // "Until you have N": how many short of N the player is.
  if ('player' in a && a.shortOf !== undefined)
    return Math.max(0, a.shortOf - amountIn(reg, d, s, { player: a.player, what: a.what }));
  if ('discardedByThis' in a) {
    const k = s.discarded ?? [];
    const w = a.discardedByThis;
    return w === 'any' ? k.length : k.filter((p) => (p === s.controller) === (w === 'own')).length;
  }
  if ('player' in a) {
    const pl = d.players[a.player === 'own' ? s.controller : s.controller === 0 ? 1 : 0];
    switch (a.what) {
      case 'life':
        return coreCount(pl.life);
      case 'reserve':
        return coreCount(pl.reserve);
      case 'hand':
        return pl.hand.length;
      case 'trash':
        return pl.trashCards.length;
      case 'deck':
        return pl.deck.length;
      case 'effectDraws':
        return pl.effectDraws;
      case 'destroyedThisTurn':
        return pl.destroyedThisTurn;
      case 'attacksThisTurn':
        return pl.attacksThisTurn;
      case 'lifeLostThisTurn':
        return pl.lifeLostThisTurn;
      case 'trashCores':
        return coreCount(pl.trash);
      case 'magicThisTurn':
        return pl.magicThisTurn;
    }
  }
  const id = a.of === 'self' ? s.source : a.of === 'chosen' ? (s.chosen?.[0] ?? -1) : s.subject;
  const owner = controllerIndex(d, id);
  const c = owner === -1 ? undefined : d.players[owner].field.find((x) => x.id === id);
  if ('keywordValue' in a) return keywordValueOf(reg, d, c, a.keywordValue);
  if (a.what === 'cost') {
    const def = c ? c.def : s.last?.card;
    return typeof def === 'string' ? reg.get(def).cost : 0;
  }
  if (c) {
    if (a.what === 'level') return levelNow(reg, d, c);
    if (a.what === 'cores') return coreCount(c.cores);
    if (a.what === 'bp') return bpOf(reg, d, c);
    return symbolsOn(reg, c).length;
  }
  const last = s.last;
  if (!last) return 0;
  if (a.what === 'symbols') return typeof last.card === 'string' ? reg.get(last.card).symbols.length : 0;
  const v = last[a.what];
  return typeof v === 'number' ? v : 0;
}

/** Does a condition hold now (an `if` directive as it is reached, or a conditional ability, 8-3)? */
export function conditionHolds(reg: CardRegistry, d: SagaData, s: Scope, c: Condition): boolean {
  if ('turn' in c) return (d.active === s.controller) === (c.turn === 'yours');
  if ('step' in c) return d.step === c.step;
  if ('burstSet' in c) return (d.players[s.controller].burst !== null) === c.burstSet;
  if ('soulCoreIn' in c) return soulCoreIn(d, s.controller) === c.soulCoreIn;
  if ('sameCost' in c) return sameCost(reg, d, s, c.sameCost);
  if ('not' in c) return !conditionHolds(reg, d, s, c.not);
  if ('soulPaid' in c) return d.soulPaid.includes(c.soulPaid === 'self' ? s.source : s.subject);
  if ('compare' in c) {
    const a = amountIn(reg, d, s, c.compare[0]);
    const b = amountIn(reg, d, s, c.compare[1]);
    return c.op === 'gt'
      ? a > b
      : c.op === 'ge'
        ? a >= b
        : c.op === 'lt'
          ? a < b
          : c.op === 'le'
            ? a <= b
            : a === b;
  }
  if ('all' in c) return c.all.every((x) => conditionHolds(reg, d, s, x));
  if ('any' in c) return c.any.some((x) => conditionHolds(reg, d, s, x));
  if ('count' in c || 'amount' in c) {
    const n = 'count' in c ? countMatching(reg, d, s, c.count) : amountIn(reg, d, s, c.amount);
    return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
  }
  const id = 'self' in c ? s.source : s.subject;
  const t = 'self' in c ? c.self : c.subject;
  const owner = controllerIndex(d, id);
  if (owner === -1 && 'self' in c && s.self)
    return targetMatches(reg, d, s.self, s.controller, { ...t, side: 'any' }, s.controller, s.source);
  if (owner === -1) return false;
  const card = d.players[owner].field.find((x) => x.id === id)!;
  return targetMatches(reg, d, card, owner, { ...t, side: 'any' }, s.controller, s.source);
}

/** 2-10-2 and the ability's own period: is this ability of a field card in effect now? */
export function abilityActive(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  controller: PlayerIndex,
  a: Ability,
  subject = -1,
): boolean {
  // 2-10-2 with 8-8-1-3-2: a card treated as another level has that level's effects.
  const lv = 'levels' in a && a.levels !== undefined ? levelNow(reg, d, c) : 0;
  return abilityActiveAt(reg, d, c, controller, a, lv, subject);
}

let abilityReadDepth = 0;

/**
 * The printed abilities `c` has now. On the field (2-10-2, 8-3, 10-13-1): those active at its level,
 * in their period, under their conditions, and not lost. Elsewhere: every one, at any level and
 * whatever its active timing, but a keyword gained under a condition (`if`) only while it holds
 * (10-13-2). Read inside a level or condition being worked
 * out, levels are the printed ones, so that nothing goes round in circles.
 */
function printedAbilitiesNow(reg: CardRegistry, d: SagaData, c: CardObj): Ability[] {
  const card = reg.get(c.def);
  const owner = controllerIndex(d, c.id);
  if (owner === -1) {
    return card.abilities.filter(
      (a) =>
        a.kind !== 'keyword' ||
        a.if === undefined ||
        (conditionDepth === 0 && keywordConditionHolds(reg, d, c, a.if)),
    );
  }
  abilityReadDepth++;
  try {
    return card.abilities.filter((a) =>
      abilityReadDepth > 1
        ? abilityActiveAt(reg, d, c, owner, a, printedLevel(reg, d, c))
        : abilityActive(reg, d, c, owner, a),
    );
  } finally {
    abilityReadDepth--;
  }
}

/** 10-13-2: the condition of a keyword a card off the field gains conditionally, for its owner. */
function keywordConditionHolds(reg: CardRegistry, d: SagaData, c: CardObj, cond: Condition): boolean {
  conditionDepth++;
  try {
    return conditionHolds(reg, d, scopeOf(c.owner, c.id), cond);
  } finally {
    conditionDepth--;
  }
}

/**
 * Has a triggered effect on this event now (see `printedAbilitiesNow`), gained ones included (rulings
 * on BSS02-124). A "When This Spirit Attacks or Blocks" effect is both a "when attacks" and a "when
 * blocks" effect (rulings on ST03-011 and BSS01-052).
 */
function hasTriggerNow(reg: CardRegistry, d: SagaData, c: CardObj, on: TriggerEvent): boolean {
  const both = on === 'attacks' || on === 'blocks';
  const printed = printedAbilitiesNow(reg, d, c).some(
    (a) => a.kind === 'trigger' && (a.on === on || (both && a.on === 'attacksOrBlocks')),
  );
  return printed || hasGainedTrigger(reg, d, c, on);
}

/** Has `c` a keyword now: on the field as `hasKeyword`, elsewhere printed and unconditional (10-13). */
function hasKeywordNow(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  k: KeywordName,
  onField: boolean,
): boolean {
  if (onField) return hasKeyword(reg, d, c, k);
  return printedAbilitiesNow(reg, d, c).some((a) => a.kind === 'keyword' && a.keyword === k);
}

/**
 * Has `c` no effects now: on the field, none of its printed ones active (see `printedAbilitiesNow`)
 * and no keyword or triggered effect gained from another card; elsewhere, none printed.
 */
function hasNoEffectsNow(reg: CardRegistry, d: SagaData, c: CardObj, onField: boolean): boolean {
  if (!onField) return reg.get(c.def).abilities.length === 0;
  if (printedAbilitiesNow(reg, d, c).length > 0) return false;
  return keywordsOf(reg, d, c).length === 0 && gainedAbilities(d, c).length === 0;
}

function typeMatches(card: SagaCard, what: Target['what']): boolean {
  switch (what ?? 'spirit') {
    case 'spirit':
      return card.type === 'spirit';
    case 'nexus':
      return card.type === 'nexus';
    case 'spiritOrNexus':
      return card.type !== 'magic';
    case 'spiritOrMagic':
      return card.type !== 'nexus';
    case 'magic':
      return card.type === 'magic';
    case 'card':
      return true;
  }
}

/**
 * Does card `c` (controlled by `owner`) match `t`, seen from an ability of `controller` on `source`?
 * `bp` is the card's BP where the caller already knows it (avoids loops while computing BP).
 */
export function targetMatches(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  t: Target,
  controller: PlayerIndex,
  source: number,
  bp?: number,
): boolean {
  if (t.side === 'self') {
    // "This spirit" may carry further conditions ("if it has a soul core").
    if (c.id !== source) return false;
  } else {
    if (t.side === 'subject' || t.side === 'chosen') return false; // found by the caller (candidates)
    if (t.side === 'own' && owner !== controller) return false;
    if (t.side === 'opponent' && owner === controller) return false;
    if (t.other && c.id === source) return false;
  }
  const card = reg.get(c.def);
  if ((t.side !== 'self' || t.what !== undefined) && !typeMatches(card, t.what)) return false;
  if (t.color !== undefined && !card.colors.includes(t.color)) return false;
  if (t.notColor !== undefined && card.colors.includes(t.notColor)) return false;
  if (t.minColors !== undefined && card.colors.length < t.minColors) return false;
  if (t.maxColors !== undefined && card.colors.length > t.maxColors) return false;
  // Spirit types gained from effects count on the field (read only when a filter names types).
  const types =
    (t.spiritType !== undefined || t.spiritTypes !== undefined || t.notSpiritType !== undefined) &&
    reg.uses('gainSpiritType')
      ? spiritTypesOf(reg, d, c, owner, (t.zone ?? 'field') === 'field' && controllerIndex(d, c.id) !== -1)
      : card.spiritTypes;
  if (t.spiritType !== undefined && !types.includes(t.spiritType)) return false;
  if (t.maxCost !== undefined && card.cost > t.maxCost) return false;
  if (t.minCost !== undefined && card.cost < t.minCost) return false;
  if (t.exhausted !== undefined && c.exhausted !== t.exhausted) return false;
  if (t.soulCore !== undefined && c.cores.soul !== t.soulCore) return false;
  if (t.minCores !== undefined && coreCount(c.cores) < t.minCores) return false;
  if (t.maxCores !== undefined && coreCount(c.cores) > t.maxCores) return false;
  // Keywords and effects are the ones the card has now (2-10-2, 10-13): off the field, printed ones.
  const onField = (t.zone ?? 'field') === 'field' && controllerIndex(d, c.id) !== -1;
  if (t.keyword !== undefined && !hasKeywordNow(reg, d, c, t.keyword, onField)) return false;
  if (t.keywords !== undefined && !t.keywords.some((k) => hasKeywordNow(reg, d, c, k, onField))) return false;
  if (t.spiritTypes !== undefined && !t.spiritTypes.some((x) => types.includes(x))) return false;
  if (t.notSpiritType !== undefined && types.includes(t.notSpiritType)) return false;
  if (t.notKeyword !== undefined && hasKeywordNow(reg, d, c, t.notKeyword, onField)) return false;
  if (t.name !== undefined && !card.name.includes(t.name)) return false;
  if (t.notName !== undefined && card.name === t.notName) return false;
  if (t.costIn !== undefined && !t.costIn.includes(card.cost)) return false;
  if (t.token !== undefined && (card.token === true) !== t.token) return false;
  if (t.symbolCount !== undefined && (onField ? symbolsOn(reg, c) : card.symbols).length !== t.symbolCount)
    return false;
  if (t.costOfOwnSpirit) {
    const same = d.players[controller].field.some((x) => {
      const f = reg.get(x.def);
      return f.type === 'spirit' && f.cost === card.cost;
    });
    if (!same) return false;
  }
  if (t.noAbilities !== undefined && hasNoEffectsNow(reg, d, c, onField) !== t.noAbilities) return false;
  if (t.hasTrigger !== undefined && !hasTriggerNow(reg, d, c, t.hasTrigger)) return false;
  if (t.notHasTrigger !== undefined && hasTriggerNow(reg, d, c, t.notHasTrigger)) return false;
  if (t.battle !== undefined) {
    const b = d.battle;
    const att = b !== null && b.attacker === c.id;
    const blk = b !== null && b.blocker === c.id;
    const want = t.battle;
    if (want === 'attacking' && !att) return false;
    if (want === 'blocking' && !blk) return false;
    if (want === 'either' && !att && !blk) return false;
    if (want === 'none' && (att || blk)) return false;
  }
  if (t.minLevel !== undefined || t.maxLevel !== undefined) {
    const lv = (t.zone ?? 'field') === 'field' ? levelNow(reg, d, c) : 0;
    if (t.minLevel !== undefined && lv < t.minLevel) return false;
    if (t.maxLevel !== undefined && lv > t.maxLevel) return false;
  }
  if (t.maxBp !== undefined || t.minBp !== undefined) {
    const v = bp ?? bpOf(reg, d, c);
    if (t.maxBp !== undefined && v > t.maxBp) return false;
    if (t.minBp !== undefined && v < t.minBp) return false;
  }
  return true;
}

function controllerIndex(d: SagaData, id: number): PlayerIndex | -1 {
  return checkDerived('controller', controllerOnField(d, id), () => scanController(d, id));
}

function scanController(d: SagaData, id: number): PlayerIndex | -1 {
  for (let i = 0; i < 2; i++) for (const c of d.players[i]!.field) if (c.id === id) return i as PlayerIndex;
  return -1;
}

/** Constant-effect BP changes that reach `c`, from every active constant effect on the field. */
function constantBp(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  base: number,
  consts: readonly ActiveConstant[],
): number {
  let sum = 0;
  for (const { x, src, controller } of consts) {
    // Filters on BP read the BP before constant effects, so BP effects cannot loop on themselves.
    if (!('bp' in x) || !targetMatches(reg, d, c, owner, x.to, controller, src.id, base)) continue;
    if (x.per === undefined) sum += x.bp;
    else if (perDepth === 0) {
      // "For each ...": counted now; a count that itself reads BP sees no "for each" bonuses.
      perDepth++;
      try {
        // `subject` here is the card the change reaches ("1000 BP for each core on them").
        sum += x.bp * amountIn(reg, d, { ...scopeOf(controller, src.id), subject: c.id }, x.per);
      } finally {
        perDepth--;
      }
    }
  }
  return sum;
}

/**
 * 8-8: printed BP at the current level, then increases and decreases in order (the fourth category).
 * Level rewrites and BP set effects (the first three categories) come with the effects that need them.
 */
export function bpOf(reg: CardRegistry, d: SagaData, c: CardObj): number {
  return cardValue(d, readingContext(), 'bp', c, (x) => readBp(reg, d, x));
}

function readBp(reg: CardRegistry, d: SagaData, c: CardObj): number {
  const def = reg.get(c.def);
  // Category 1: the level, rewrites included.
  const lv = levelNow(reg, d, c);
  let bp = def.levels.find((l) => l.level === lv)?.bp ?? 0;
  const base = bp;
  const owner = controllerIndex(d, c.id);
  // The constant effects are worked out once per data (derived.ts) for categories 2 to 4.
  // Category 2: the written BP redefined; the latest such effect wins (8-8-1-3-1).
  if (owner !== -1 && reg.uses('printedBp')) {
    let time = -1;
    for (const { x, src, controller } of constantsWith(reg, d, 'printedBp')) {
      if (!('printedBp' in x) || src.id <= time) continue;
      if (x.atLevel !== undefined && x.atLevel !== lv) continue;
      if (targetMatches(reg, d, c, owner, x.to, controller, src.id, base)) {
        bp = x.printedBp;
        time = src.id;
      }
    }
  }
  // Category 3: BP set to a value, constant effects first, then the rest in order.
  let time = -1;
  if (owner !== -1) {
    const set = constantSet(reg, d, c, owner, base, constantsWith(reg, d, 'setBp'));
    if (set) {
      bp = set.value;
      time = set.time;
    }
  }
  bp = latestMod(d, c.id, 'set', time, bp);
  // Category 4: increases and decreases.
  for (const m of d.mods)
    if (m.target === c.id && (m.kind === undefined || m.kind === 'plus')) bp += m.amount;
  if (owner !== -1) bp += constantBp(reg, d, c, owner, base, constantsWith(reg, d, 'bp'));
  // Link: while linked, the attacker adds the linked spirit's BP; it ends if either one leaves.
  const b = d.battle;
  if (b && b.link !== -1 && b.attacker === c.id) {
    for (const pl of d.players) for (const x of pl.field) if (x.id === b.link) bp += bpOf(reg, d, x);
  }
  return bp;
}

/** Symbols an attacking spirit deals damage with (7-1-5-3-1), a linked spirit's included. */
export function attackSymbols(reg: CardRegistry, d: SagaData, c: CardObj): number {
  let n = symbolsOn(reg, c).length;
  const owner = controllerIndex(d, c.id);
  if (owner !== -1 && reg.uses('symbols')) {
    for (const { x, src, controller } of constantsWith(reg, d, 'symbols')) {
      if ('symbols' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id)) n += x.symbols;
    }
  }
  const b = d.battle;
  if (b && b.link !== -1 && b.attacker === c.id) {
    for (const pl of d.players) for (const x of pl.field) if (x.id === b.link) n += symbolsOn(reg, x).length;
  }
  return n;
}

function constantSet(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  base: number,
  consts: readonly ActiveConstant[],
): { value: number; time: number } | null {
  let out: { value: number; time: number } | null = null;
  for (const { x, src, controller } of consts) {
    if (!('setBp' in x) || (out && out.time > src.id)) continue;
    if (targetMatches(reg, d, c, owner, x.to, controller, src.id, base))
      out = { value: x.setBp, time: src.id };
  }
  return out;
}

/** Every keyword `c` has now: printed ones in effect, granted by constant effects, granted for a while. */
export function keywordsOf(reg: CardRegistry, d: SagaData, c: CardObj): readonly KeywordSpec[] {
  return cardValue(d, readingContext(), 'keywords', c, (x) => readKeywords(reg, d, x));
}

function readKeywords(reg: CardRegistry, d: SagaData, c: CardObj): KeywordSpec[] {
  const out: KeywordSpec[] = [];
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return out;
  const own = reg.meta(c.def);
  if (own.hasKeyword) {
    for (const a of own.card.abilities) {
      // 10-13-1: on the field, a keyword whose level condition is not met does not count.
      if (a.kind === 'keyword' && abilityActive(reg, d, c, owner, a)) out.push(a);
    }
  }
  for (const g of d.grants) if (g.target === c.id) out.push(g.spec);
  // A constant effect that grants keywords to "spirits with a keyword" reads the keywords they have
  // without such grants (8-8-1-2 applies them together, not on top of each other).
  if (grantDepth > 0) return out;
  grantDepth++;
  try {
    addConstantGrants(reg, d, c, owner, out);
  } finally {
    grantDepth--;
  }
  return out;
}

let grantDepth = 0;

function addConstantGrants(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  out: KeywordSpec[],
): void {
  for (const { x, src, controller } of constantsWith(reg, d, 'grant')) {
    // A grant to cards in the hand (Swift there) is not a keyword of a field card.
    if ('grant' in x && x.to.zone !== 'hand' && targetMatches(reg, d, c, owner, x.to, controller, src.id))
      out.push(x.grant);
  }
}

export function hasKeyword(reg: CardRegistry, d: SagaData, c: CardObj, k: KeywordName): boolean {
  // Fast path for the common case: nothing printed, granted or given by a constant effect.
  if (!reg.meta(c.def).hasKeyword && d.grants.length === 0) {
    let constants = false;
    for (const pl of d.players) for (const x of pl.field) if (reg.meta(x.def).hasConstant) constants = true;
    if (!constants) return false;
  }
  return keywordsOf(reg, d, c).some((s) => s.keyword === k);
}

/**
 * The one instance of a keyword that applies: several instances of Curse, Blessed, Gale, Crush, Raid
 * or Astral activate only once, the one with the highest value (11-3-2, 11-7-2, 11-10-3, 11-11-4,
 * 11-12-3, 11-14-3).
 */
export function keyword(reg: CardRegistry, d: SagaData, c: CardObj, k: KeywordName): KeywordSpec | null {
  let best: KeywordSpec | null = null;
  for (const s of keywordsOf(reg, d, c)) {
    if (s.keyword !== k) continue;
    if (best === null || (s.value ?? 0) > (best.value ?? 0)) best = s;
  }
  return best;
}

/** Substitution effects (8-9) that could replace the destruction of `c`. */
/**
 * 8-9-1: a replacement that would change nothing cannot stand in for the destruction ("exhaust it
 * instead" for a card already exhausted), else a card left without cores would be saved for ever.
 */
function canReplace(instead: Directive[], c: CardObj, paid = false): boolean {
  // A substitution with a cost changes something: the cost is paid.
  if (paid) return true;
  const first = instead[0];
  if (instead.length !== 1 || !first || !('target' in first) || first.target.side !== 'subject') return true;
  if (first.do === 'exhaust') return !c.exhausted;
  if (first.do === 'refresh') return c.exhausted;
  return true;
}

export function substitutionsFor(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  cause: 'battle' | 'effect' | 'rule' = 'effect',
  by: PlayerIndex | -1 = -1,
): {
  source: number;
  controller: PlayerIndex;
  ability: number;
  apply: number;
  card: string;
  /** `trash`: the card is destroyed but goes to the hand instead of the trash. */
  kind: 'destroy' | 'trash';
  cost: Cost[];
}[] {
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return [];
  const fits = (only: 'opponentEffect' | 'effect' | 'battle' | undefined): boolean =>
    only === undefined ||
    (only === 'battle'
      ? cause === 'battle'
      : cause === 'effect' && (only === 'effect' || (by !== -1 && by !== owner)));
  return activeConstants(reg, d)
    .filter(
      ({ x, src, controller, ability }) =>
        ('substitute' in x || 'destroyedTo' in x) &&
        fits(x.only) &&
        ('destroyedTo' in x || canReplace(x.instead, c, x.cost !== undefined)) &&
        !substitutionUsed(reg, d, src, ability) &&
        targetMatches(reg, d, c, owner, x.to, controller, src.id),
    )
    .map(({ x, src, controller, ability, apply }) => ({
      source: src.id,
      controller,
      ability,
      apply,
      card: src.def,
      kind: 'destroyedTo' in x ? ('trash' as const) : ('destroy' as const),
      cost: ('substitute' in x || 'destroyedTo' in x ? x.cost : undefined) ?? [],
    }));
}

/** A "once per turn" substitution already applied this turn. */
function substitutionUsed(reg: CardRegistry, d: SagaData, src: CardObj, ability: number): boolean {
  const a = ability >= 0 ? reg.get(src.def).abilities[ability] : undefined;
  return (
    a !== undefined && 'oncePerTurn' in a && a.oncePerTurn === true && d.used.includes(`${src.id}:${ability}`)
  );
}

/** Restrictions such as "cannot attack" or "cannot block", from constant effects or for a while. */
export function isBanned(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  action: 'attack' | 'block' | 'activate',
): boolean {
  if (action === 'activate' && !reg.uses('cannot:activate')) return false;
  if (d.bans.some((b) => b.target === c.id && b.action === action)) return true;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  return constantsWith(reg, d, 'cannot').some(
    ({ x, src, controller }) =>
      'cannot' in x && x.cannot === action && targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
}

/**
 * May `attacker` not reduce player `victim`'s life (constants `{ noLifeDamage, to }`; with `own`,
 * only the constant's controller's life)? `than` bounds are read for the constant's card.
 */
export function lifeDamageBarred(
  reg: CardRegistry,
  d: SagaData,
  attacker: CardObj,
  victim: PlayerIndex,
): boolean {
  if (!reg.uses('noLifeDamage')) return false;
  const owner = controllerIndex(d, attacker.id);
  if (owner === -1) return false;
  for (const { x, src, controller } of constantsWith(reg, d, 'noLifeDamage')) {
    if (!('noLifeDamage' in x)) continue;
    if (x.noLifeDamage === 'own' && victim !== controller) continue;
    const to = fixBounds(reg, d, scopeOf(controller, src.id), x.to);
    if (targetMatches(reg, d, attacker, owner, to, controller, src.id)) return true;
  }
  return false;
}

/** Must `c` attack: if able, or first in the step? (`null`: no such rule.) */
export function mustAttack(reg: CardRegistry, d: SagaData, c: CardObj): 'ifAble' | 'first' | null {
  if (!reg.uses('mustAttack')) return null;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return null;
  let out: 'ifAble' | 'first' | null = null;
  for (const { x, src, controller } of constantsWith(reg, d, 'mustAttack')) {
    if ('mustAttack' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id))
      out = x.mustAttack === 'first' || out === 'first' ? 'first' : 'ifAble';
  }
  return out;
}

/** What its controller must pay to attack with `c` (each instance counts). */
export function attackTaxes(reg: CardRegistry, d: SagaData, c: CardObj): AttackTax[] {
  if (!reg.uses('attackTax')) return [];
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return [];
  const out: AttackTax[] = [];
  for (const { x, src, controller } of constantsWith(reg, d, 'attackTax')) {
    if ('attackTax' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id)) out.push(x.attackTax);
  }
  return out;
}

/**
 * Is `c` protected from this kind of effect of player `by` (-1: not an effect)? Constant effects
 * `{ protect, from?, to }`: with `from: opponent` only the opponent's effects are kept off.
 */
export function isProtected(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  kind: ProtectKind,
  by: PlayerIndex | -1,
  effectCard?: { id: number; def: string },
): boolean {
  if (by === -1 || !reg.uses('protect')) return false;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  return constantsWith(reg, d, 'protect').some(
    ({ x, src, controller }) =>
      'protect' in x &&
      x.protect === kind &&
      (x.from !== 'opponent' || by !== owner) &&
      (!x.source || sourceMatches(reg, d, x.source, effectCard, by, controller, src.id)) &&
      targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
}

/** Is the card whose effect acts (on the field, or as it is written) one a protection names? */
function sourceMatches(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  effectCard: { id: number; def: string } | undefined,
  by: PlayerIndex,
  controller: PlayerIndex,
  holder: number,
): boolean {
  if (!effectCard || !effectCard.def) return false;
  const onField = effectCard.id >= 0 ? findTarget(d, effectCard.id) : undefined;
  const obj = onField ?? bareCard(effectCard.id, effectCard.def, by);
  const owner = onField ? controllerIndex(d, onField.id) : by;
  if (owner === -1) return false;
  return targetMatches(
    reg,
    d,
    obj,
    owner,
    { what: 'spiritOrMagic', ...t, zone: onField ? 'field' : 'hand' },
    controller,
    holder,
  );
}

/** May `blocker` block `attacker`? Constant effects "cannot be blocked by ..." say no. */
export function blockAllowed(reg: CardRegistry, d: SagaData, attacker: CardObj, blocker: CardObj): boolean {
  if (!reg.uses('noBlockBy')) return true;
  const ao = controllerIndex(d, attacker.id);
  const bo = controllerIndex(d, blocker.id);
  if (ao === -1 || bo === -1) return true;
  for (const { x, src, controller } of constantsWith(reg, d, 'noBlockBy')) {
    if (!('noBlockBy' in x) || !targetMatches(reg, d, attacker, ao, x.to, controller, src.id)) continue;
    // `than` bounds compare with the attacker (the subject): "fewer BP than it".
    const by = x.noBlockBy.than
      ? fixBounds(reg, d, { ...scopeOf(controller, src.id), subject: attacker.id }, x.noBlockBy)
      : x.noBlockBy;
    if (targetMatches(reg, d, blocker, bo, { ...by, side: 'any' }, controller, src.id)) return false;
  }
  return true;
}

/**
 * May spirit `blocker` block `attacker` (7-1-3-1), leaving its orientation aside: a spirit, not barred
 * from blocking, with Astral against an Astral attacker (11-14-1), and not kept off by a constant.
 */
export function mayBlock(
  reg: CardRegistry,
  d: SagaData,
  blocker: CardObj,
  attacker: CardObj | undefined,
): boolean {
  if (reg.get(blocker.def).type !== 'spirit' || isBanned(reg, d, blocker, 'block')) return false;
  if (attacker === undefined) return true;
  if (hasKeyword(reg, d, attacker, 'astral') && !hasKeyword(reg, d, blocker, 'astral')) return false;
  return blockAllowed(reg, d, attacker, blocker);
}

/** The core-step substitutions (8-9) of player `p`'s active constant effects. */
export function coreStepSubstitutes(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
): { source: number; card: string; gain: number }[] {
  const out: { source: number; card: string; gain: number }[] = [];
  if (!reg.uses('coreStepGain')) return out;
  for (const { x, src, controller } of constantsWith(reg, d, 'coreStepGain')) {
    if ('coreStepGain' in x && controller === p)
      out.push({ source: src.id, card: src.def, gain: x.coreStepGain });
  }
  return out;
}

/** The `inHand` constant effects of a card being paid for from the hand, active now. */
export function handConstants(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  card: SagaCard,
): readonly Continuous[] {
  if (!reg.meta(card.id).hasHandConstant) return NO_CONTINUOUS;
  const out: Continuous[] = [];
  for (const a of card.abilities) {
    if (a.kind !== 'constant' || !a.inHand) continue;
    if (!abilityActiveAt(reg, d, bareCard(-1, card.id, p), p, a, 0)) continue;
    out.push(...a.apply);
  }
  return out;
}

/**
 * 10-6-5: the symbols that may pay for `card` now: the field's, with each symbol of matching cards
 * counted twice (or more) by `doubleSymbols` effects, on the field or (paid from the hand) on the card.
 */
export function paySymbols(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  card: SagaCard,
  base?: Color[][],
  fromHand = true,
): Color[][] {
  const pl = d.players[p];
  const plain = extraPaySymbols(reg, d, p, card, base ?? fieldSymbols(reg, pl), fromHand);
  if (!reg.uses('doubleSymbols')) return plain;
  const own = fromHand ? handConstants(reg, d, p, card) : [];
  if (own.length === 0 && !pl.field.some((c) => reg.meta(c.def).hasConstant)) return plain;
  const out = plain.slice();
  const probe = bareCard(-1, card.id, p);
  for (const { x, src, controller } of constantsWith(reg, d, 'doubleSymbols')) {
    if ('doubleSymbols' in x && controller === p) addDoubled(reg, d, p, probe, fromHand, x, src.id, out);
  }
  for (const x of own) if ('doubleSymbols' in x) addDoubled(reg, d, p, probe, fromHand, x, -1, out);
  return out;
}

/** `paySymbols`' doubling by one effect `x` (a function, not a closure made at every payment). */
function addDoubled(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  probe: CardObj,
  fromHand: boolean,
  x: Extract<Continuous, { doubleSymbols: true }>,
  srcId: number,
  out: Color[][],
): void {
  if (x.fromHand && !fromHand) return;
  if (x.for && !targetMatches(reg, d, probe, p, { ...x.for, side: 'any', zone: 'hand' }, p, srcId)) return;
  for (const c of d.players[p].field) {
    if (!targetMatches(reg, d, c, p, x.to, p, srcId)) continue;
    for (let k = 1; k < (x.times ?? 2); k++) for (const s of symbolsOn(reg, c)) out.push(s);
  }
}

/**
 * The cost player `p` pays for `card` now (10-6-4, 10-6-5): from the hand, its own `inHand`
 * constants may set its cost; field constants may give it more reduction symbols (2-7-3).
 */
export function costNow(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  card: SagaCard,
  fieldSyms?: Color[][],
  fromHand = true,
): number {
  let paid = card;
  if (fromHand && reg.uses('costIs')) {
    for (const x of handConstants(reg, d, p, card)) if ('costIs' in x) paid = { ...paid, cost: x.costIs };
  }
  // A cost set by a rule; the card's reduction symbols still reduce it (ruling on BSS01-117).
  if (reg.uses('costSet')) {
    const probe = bareCard(-1, card.id, p);
    for (const { x, src, controller } of constantsWith(reg, d, 'costSet')) {
      if (!('costSet' in x) || !fromHand) continue; // "cards in your hand" only
      if (!targetMatches(reg, d, probe, p, { ...x.to, zone: 'hand' }, controller, src.id)) continue;
      paid = { ...paid, cost: Math.max(0, amountIn(reg, d, scopeOf(controller, src.id), x.costSet)) };
    }
  }
  // Reduction symbols gained count wherever the card is paid for (a burst's follow-up too).
  if (reg.uses('addReduction')) {
    const probe = bareCard(-1, card.id, p);
    for (const { x, src, controller } of constantsWith(reg, d, 'addReduction')) {
      if (!('addReduction' in x) || controller !== p) continue;
      if (!targetMatches(reg, d, probe, p, { ...x.to, zone: 'hand' }, controller, src.id)) continue;
      paid = { ...paid, reduction: [...paid.reduction, ...x.addReduction] };
    }
  }
  // Every reduction symbol counts as fulfilled (10-6-5): the full reduction, whatever the field shows.
  if (fromHand && reg.uses('reductionFulfilled')) {
    for (const x of handConstants(reg, d, p, card))
      if ('reductionFulfilled' in x)
        paid = { ...paid, cost: Math.max(0, paid.cost - paid.reduction.length), reduction: [] };
  }
  const cost = reducedCost(reg, d.players[p], paid, paySymbols(reg, d, p, card, fieldSyms, fromHand));
  if (!reg.uses('costDelta')) return cost;
  let delta = 0;
  const probe = bareCard(-1, card.id, p);
  for (const { x, src, controller, key } of constantsWith(reg, d, 'costDelta')) {
    // A rule that applies once applies to a card paid for from the hand.
    if (key !== undefined && key >= 0 && !fromHand) continue;
    if ('costDelta' in x && targetMatches(reg, d, probe, p, { ...x.to, zone: 'hand' }, controller, src.id))
      delta += x.costDelta;
  }
  return Math.max(0, cost + delta);
}

/** May player `p` not summon or place card `def` now? Tokens count too (4-12-4). */
export function summonForbidden(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): boolean {
  if (!reg.uses('cannotSummon') && !reg.uses('summonLimit')) return false;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller } of activeConstants(reg, d)) {
    if ('summonLimit' in x) {
      const t = x.to;
      if ((t.side === 'own' && p !== controller) || (t.side === 'opponent' && p === controller)) continue;
      const f: Target = { what: 'spirit', ...t, side: 'any', zone: 'hand' };
      if (!targetMatches(reg, d, probe, p, f, controller, src.id)) continue;
      const done = d.players[p].summonedThisTurn.filter((c) =>
        targetMatches(reg, d, bareCard(-1, c, p), p, f, controller, src.id),
      ).length;
      if (done >= x.summonLimit) return true;
      continue;
    }
    if (!('cannotSummon' in x)) continue;
    const t = x.cannotSummon;
    if (t.side === 'own' && p !== controller) continue;
    if (t.side === 'opponent' && p === controller) continue;
    // Judged on the card itself, as it would enter (not on the field yet).
    if (targetMatches(reg, d, probe, p, { ...t, side: 'any', zone: 'hand' }, controller, src.id)) return true;
  }
  return false;
}

/** 8-4-2-2: costs other effects add to the activated and triggered effects of `c`. */
export function extraCostsOf(reg: CardRegistry, d: SagaData, c: CardObj): Cost[] {
  if (!reg.uses('extraCost')) return [];
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return [];
  const out: Cost[] = [];
  for (const { x, src, controller } of constantsWith(reg, d, 'extraCost')) {
    if ('extraCost' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id))
      out.push(...x.extraCost);
  }
  return out;
}

/** May this exhausted spirit block anyway (constant effects `{ blockExhausted, to }`)? */
export function blocksExhausted(reg: CardRegistry, d: SagaData, c: CardObj, attacker?: CardObj): boolean {
  if (!reg.uses('blockExhausted')) return false;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  const ao = attacker ? controllerIndex(d, attacker.id) : -1;
  return constantsWith(reg, d, 'blockExhausted').some(
    ({ x, src, controller }) =>
      'blockExhausted' in x &&
      targetMatches(reg, d, c, owner, x.to, controller, src.id) &&
      (!x.against ||
        (attacker !== undefined &&
          ao !== -1 &&
          targetMatches(
            reg,
            d,
            attacker,
            ao,
            { ...x.against, side: x.against.side === 'self' ? 'any' : x.against.side },
            controller,
            src.id,
          ))),
  );
}
