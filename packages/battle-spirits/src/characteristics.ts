// Characteristics read now (8-8): levels (2-10), BP, attack symbols and keywords, with the
// temporary changes and constant effects that reach them.
import type { PlayerIndex } from '@arbiter/engine';
import { cardValue } from './derived.ts';
import type { CardRegistry, SagaCard, SymbolMark } from './cards.ts';
import { fieldSymbols, grandforceBp, symbolsOn, type CardObj, type SagaData } from './state.ts';
import type { KeywordName, KeywordSpec } from './vocab.ts';
import {
  printedLevel,
  type ActiveConstant,
  constantsWith,
  abilityActive,
  controllerIndex,
} from './continuous.ts';
import { readingContext, readingDepth } from './reading-depth.ts';
import { scopeOf, amountIn, fixBounds } from './conditions.ts';
import { targetMatches } from './target-match.ts';

/**
 * The level a card is treated as (2-10-3, then 8-8-1-3-2 level changes): the latest change wins,
 * constant or for a while, in the order they began (8-8-1-3-1).
 */
export function levelNow(reg: CardRegistry, d: SagaData, c: CardObj): number {
  return cardValue(reg, d, readingContext(), 'level', c, readLevel);
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
    else if (readingDepth.per === 0) {
      // "For each ...": counted now; a count that itself reads BP sees no "for each" bonuses.
      readingDepth.per++;
      try {
        // `subject` here is the card the change reaches ("1000 BP for each core on them").
        sum += x.bp * amountIn(reg, d, { ...scopeOf(controller, src.id), subject: c.id }, x.per);
      } finally {
        readingDepth.per--;
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
  return cardValue(reg, d, readingContext(), 'bp', c, readBp);
}

function readBp(reg: CardRegistry, d: SagaData, c: CardObj): number {
  const def = reg.get(c.def);
  // Category 1: the level, rewrites included.
  const lv = levelNow(reg, d, c);
  // E974: a Grandwalker nexus in the 【Grandforce】 state has the BP its Grandforce gives.
  let bp = grandforceBp(reg, d, c) ?? def.levels.find((l) => l.level === lv)?.bp ?? 0;
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
  // Eternal's Brave: the Brave's BP+ is added to the spirit it combines with (manual, "Changes from Braving").
  // A Grandwalker nexus gains a Saga Brave's BP+ only in the 【Grandforce】 state (E857, E871).
  if (c.brave && (def.type === 'spirit' || grandforceBp(reg, d, c) !== undefined))
    bp += reg.get(c.brave.def).brave?.bp ?? 0;
  // Link: while linked, the attacker adds the linked spirit's BP; it ends if either one leaves.
  const b = d.battle;
  if (b && b.link !== -1 && b.attacker === c.id) {
    for (const pl of d.players) for (const x of pl.field) if (x.id === b.link) bp += bpOf(reg, d, x);
  }
  // E1552 (its answer): in Eternal a decrease leaves BP at 0 ("its BP becomes 0"), where the spirit stays.
  return bp < 0 && d.format === 'eternal' ? 0 : bp;
}

const NO_SYMBOLS: readonly SymbolMark[][] = [];

/** The symbols constant effects give a field card beyond its own (`gainSymbols`). */
export function gainedSymbols(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
): readonly SymbolMark[][] {
  if (!reg.uses('gainSymbols')) return NO_SYMBOLS;
  let out: SymbolMark[][] | undefined;
  for (const { x, src, controller } of constantsWith(reg, d, 'gainSymbols')) {
    if (!('gainSymbols' in x) || !targetMatches(reg, d, c, owner, x.to, controller, src.id)) continue;
    const copies =
      x.per === undefined
        ? 1
        : Math.floor(amountIn(reg, d, scopeOf(controller, src.id), x.per) / (x.every ?? 1));
    for (let k = 0; k < copies; k++) (out ??= []).push(...x.gainSymbols);
  }
  return out ?? NO_SYMBOLS;
}

/** A player's field symbols now (2-8): the cards' own and those constant effects give them. */
export function fieldSymbolsNow(reg: CardRegistry, d: SagaData, p: PlayerIndex): SymbolMark[][] {
  const own = fieldSymbols(reg, d.players[p]);
  if (!reg.uses('gainSymbols')) return own;
  const out = own.slice();
  for (const c of d.players[p].field) out.push(...gainedSymbols(reg, d, c, p));
  return out;
}

/** Symbols an attacking spirit deals damage with (7-1-5-3-1), a linked spirit's included. */
export function attackSymbols(reg: CardRegistry, d: SagaData, c: CardObj): number {
  let n = symbolsOn(reg, c).length;
  const owner = controllerIndex(d, c.id);
  if (owner !== -1) n += gainedSymbols(reg, d, c, owner).length;
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
  return cardValue(reg, d, readingContext(), 'keywords', c, readKeywords);
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
  if (readingDepth.grant > 0) return out;
  readingDepth.grant++;
  try {
    addConstantGrants(reg, d, c, owner, out);
  } finally {
    readingDepth.grant--;
  }
  return out;
}

function addConstantGrants(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  out: KeywordSpec[],
): void {
  for (const { x, src, controller } of constantsWith(reg, d, 'grant')) {
    // A grant to cards in the hand (Swift there) is not a keyword of a field card.
    if (!('grant' in x) || x.to.zone === 'hand') continue;
    // `than` bounds are read for the constant's card ("spirits costing as much as your life").
    const to = x.to.than ? fixBounds(reg, d, scopeOf(controller, src.id), x.to) : x.to;
    if (targetMatches(reg, d, c, owner, to, controller, src.id)) out.push(x.grant);
  }
}

export function hasKeyword(reg: CardRegistry, d: SagaData, c: CardObj, k: KeywordName): boolean {
  // Fast path for the common case: nothing printed, granted or given by a constant effect.
  if (!reg.meta(c.def).hasKeyword && d.grants.length === 0) {
    let constants = false;
    for (const pl of d.players) for (const x of pl.field) if (reg.hasConstantOn(x)) constants = true;
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
