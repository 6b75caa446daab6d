// What an effect is evaluated for (its scope), and the amounts and conditions it reads now (4-6, 8-3).
import { fieldSymbolsNow } from './characteristics.ts';
import { asItWas } from '@arbiter/cardgame';
import { subjectValues } from './batch-subjects.ts';
import type { JsonObject, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, SymbolMark } from './cards.ts';
import { costOf, symbolsOn, coreCount, grandNexusIn, type CardObj, type SagaData } from './state.ts';
import { keywordValueOf } from './granted.ts';
import type { Amount, Condition, Target } from './vocab.ts';
import { controllerIndex } from './continuous.ts';
import { levelNow, bpOf } from './characteristics.ts';
import { targetMatches, targetAs } from './target-match.ts';

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
  const tt: Target = targetAs(t, 'any');
  let best = 0;
  for (const p of sides)
    for (const c of d.players[p].field) {
      if (!targetMatches(reg, d, c, p, tt, s.controller, s.source)) continue;
      best = Math.max(best, what === 'bp' ? bpOf(reg, d, c) : costOf(reg, c));
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
          if (c && targetMatches(reg, d, c, p as PlayerIndex, targetAs(t, 'any'), s.controller, s.source))
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
  const tt: Target = targetAs(t, 'any');
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
      if (targetMatches(reg, d, c, p, targetAs(t, 'any'), s.controller, s.source)) costs.add(costOf(reg, c));
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
  if ('symbolsOf' in a) {
    const whose = a.symbolsOf === 'own' ? s.controller : s.controller === 0 ? 1 : 0;
    const { color } = a;
    const counted = (sym: readonly SymbolMark[]): boolean => color === undefined || sym.includes(color);
    return fieldSymbolsNow(reg, d, whose).filter(counted).length;
  }
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
      case 'lifeAtTurnStart':
        return pl.lifeAtTurnStart;
      case 'trashCores':
        return coreCount(pl.trash);
      case 'magicThisTurn':
        return pl.magicThisTurn;
      case 'fieldCores':
        // E949: the cores on a Grandwalker (or Grandstone, E1028) nexus are not cores on the field.
        return pl.field.reduce((n, c) => n + (grandNexusIn(reg, d, c) ? 0 : coreCount(c.cores)), 0);
    }
  }
  const id = a.of === 'self' ? s.source : a.of === 'chosen' ? (s.chosen?.[0] ?? -1) : s.subject;
  const owner = controllerIndex(d, id);
  const c = owner === -1 ? undefined : d.players[owner].field.find((x) => x.id === id);
  if ('keywordValue' in a) return keywordValueOf(reg, d, c, a.keywordValue);
  // 8-10-1: read on the field while it is there, otherwise in its last state there.
  if (a.what === 'cost') {
    // A chosen card off the field (discarded to the trash, in a hand) is read where it is.
    const elsewhere = !c && a.of === 'chosen' ? offFieldDef(d, id) : undefined;
    const def = elsewhere ?? asItWas(c, s.last, 'card', (x) => x.def);
    return typeof def === 'string' ? reg.get(def).cost : 0;
  }
  if (a.what === 'symbols') {
    if (c) return symbolsOn(reg, c).length;
    const def = s.last?.card;
    return typeof def === 'string' ? reg.get(def).symbols.length : 0;
  }
  const what = a.what;
  const v = asItWas(c, s.last, what, (x) =>
    what === 'level' ? levelNow(reg, d, x) : what === 'cores' ? coreCount(x.cores) : bpOf(reg, d, x),
  );
  return typeof v === 'number' ? v : 0;
}

/** The card of object `id` in a trash or a hand, if it is there. */
function offFieldDef(d: SagaData, id: number): string | undefined {
  for (const pl of d.players) {
    const c = pl.trashCards.find((x) => x.id === id) ?? pl.hand.find((x) => x.id === id);
    if (c) return c.def;
  }
  return undefined;
}

/** Does a condition hold now (an `if` directive as it is reached, or a conditional ability, 8-3)? */
export function conditionHolds(reg: CardRegistry, d: SagaData, s: Scope, c: Condition): boolean {
  if ('turn' in c) return (d.active === s.controller) === (c.turn === 'yours');
  if ('step' in c) return d.step === c.step;
  if ('burstSet' in c) {
    const who: PlayerIndex = c.whose === 'opponent' ? (s.controller === 0 ? 1 : 0) : s.controller;
    return (d.players[who].burst !== null) === c.burstSet;
  }
  if ('soulCoreIn' in c) return soulCoreIn(d, s.controller) === c.soulCoreIn;
  if ('sameCost' in c) return sameCost(reg, d, s, c.sameCost);
  if ('not' in c) return !conditionHolds(reg, d, s, c.not);
  if ('soulPaid' in c) return d.soulPaid.includes(c.soulPaid === 'self' ? s.source : s.subject);
  if ('compare' in c) {
    const a = amountIn(reg, d, s, c.compare[0]);
    const b = amountIn(reg, d, s, c.compare[1]) + (c.plus ?? 0);
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
    return targetMatches(reg, d, s.self, s.controller, targetAs(t, 'any'), s.controller, s.source);
  if (owner === -1) return false;
  const card = d.players[owner].field.find((x) => x.id === id)!;
  return targetMatches(reg, d, card, owner, targetAs(t, 'any'), s.controller, s.source);
}
