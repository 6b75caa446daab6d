// Continuous effects read on demand (8-8): periods, the constant effects in force and their cache.
// The readers built on them (levels, BP, keywords, conditions, targets, restrictions, costs) are in
// their own files, re-exported here.
import { checkDerived, derivedMode, type PlayerIndex } from '@arbiter/engine';
import {
  contextRecord,
  controllerOnField,
  indexConstants,
  mayApply,
  withKey,
  type ConstantIndex,
} from './derived.ts';
import { levelFor, type CardRegistry } from './cards.ts';
import { bareCard, coreCount, grandforceBp, grandNexusIn, type CardObj, type SagaData } from './state.ts';
import type { Ability, Continuous, Period, Target } from './vocab.ts';
import { readingContext, readingDepth } from './reading-depth.ts';
import { levelNow } from './characteristics.ts';
import { scopeOf, conditionHolds } from './conditions.ts';
import { targetMatches } from './target-match.ts';

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
      return (
        d.battle !== null &&
        (d.battle.blocker === id || (d.battle.attacker === id && blockingReadOnAttack(d)))
      );
    case 'whileAttackingOrBlocking':
      return d.battle !== null && (d.battle.attacker === id || d.battle.blocker === id);
    case 'whileLinked':
      return d.battle !== null && d.battle.link === id;
    case 'opponentEndStep':
      return !yours && d.step === 'end';
  }
}

/**
 * Is a rule in force that has every spirit's "while blocking" effects hold while it attacks (Eternal
 * BS01-149: given to all spirits, so the rule's `to` is not read; read from the state alone, as the
 * periods are)?
 */
function blockingReadOnAttack(d: SagaData): boolean {
  return d.temps.some((t) => t.target === -1 && 'blocksOnAttack' in t.x && t.x.whileBlocking === true);
}

/** The level its cores give (2-10-3), level costs changed by effects included. */
export function printedLevel(reg: CardRegistry, d: SagaData, c: CardObj): number {
  const delta = levelCostDelta(reg, d, c).delta;
  return levelFor(reg.get(c.def), coreCount(c.cores) - delta);
}

/**
 * How many more cores each level of `c` needs because of constant effects, and whose effect made
 * it so (the latest one wins a tie in blame; 9-3-2-2). Read with printed levels, so it cannot loop.
 */
export function levelCostDelta(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
): { delta: number; by: PlayerIndex | -1 } {
  if (readingDepth.levelCost > 0 || !reg.uses('levelCost')) return { delta: 0, by: -1 };
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return { delta: 0, by: -1 };
  readingDepth.levelCost++;
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
    readingDepth.levelCost--;
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

/** The constant effects in force (see `activeConstants`), indexed by what they change; kept until the data changes. */
function constantIndex(reg: CardRegistry, d: SagaData, printedLevels: boolean): ConstantIndex {
  const r = contextRecord(d, readingContext());
  const kept = printedLevels ? r.printedConstants : r.constants;
  if (kept !== undefined) {
    if (derivedMode() !== 'check') return kept;
    return checkDerived('constants', kept, () => indexConstants(scanConstants(reg, d, printedLevels)));
  }
  const ix = indexConstants(scanConstants(reg, d, printedLevels));
  if (printedLevels) r.printedConstants = ix;
  else r.constants = ix;
  return ix;
}

export function activeConstants(
  reg: CardRegistry,
  d: SagaData,
  printedLevels = false,
): readonly ActiveConstant[] {
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

function scanConstants(reg: CardRegistry, d: SagaData, printedLevels: boolean): ActiveConstant[] {
  const out: ActiveConstant[] = [];
  for (let p = 0; p < 2; p++) {
    const pi = p as PlayerIndex;
    for (const src of d.players[pi].field) {
      if (src.brave) out.push(...bravedConstants(reg, d, src, pi, printedLevels));
      const meta = reg.meta(src.def);
      if (!meta.hasConstant) continue;
      const abilities = meta.card.abilities;
      for (let i = 0; i < abilities.length; i++) {
        const a = abilities[i]!;
        // A Brave's [While Braved] effects are not its own: they work through the card it combines with.
        if (a.kind !== 'constant' || a.inHand || a.braved) continue;
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

/**
 * The [While Braved] constant effects (Eternal E853, E857) of the Brave combined with field card `host`,
 * as the host's own ("this spirit" is the host): those for a spirit on a spirit, those for a nexus on a
 * Grandwalker nexus; a Grandwalker nexus in the 【Grandforce】 state has both, but of the spirit ones only
 * what they do to itself (E871, E873: "one of your spirits" does not work). Levels are the host's.
 */
function bravedConstants(
  reg: CardRegistry,
  d: SagaData,
  host: CardObj,
  p: PlayerIndex,
  printedLevels: boolean,
): ActiveConstant[] {
  const out: ActiveConstant[] = [];
  if (!host.brave || d.format !== 'eternal') return out;
  const spirit = reg.get(host.def).type === 'spirit';
  const grand = grandNexusIn(reg, d, host);
  const grandforce = grand && grandforceBp(reg, d, host) !== undefined;
  for (const a of reg.get(host.brave.def).abilities) {
    if (a.kind !== 'constant' || a.braved === undefined) continue;
    const onSelf = a.apply.every((x) => 'to' in x && x.to.side === 'self');
    const fits = a.braved === 'nexus' ? grand : spirit || (grandforce && onSelf);
    if (!fits) continue;
    const on = printedLevels
      ? abilityActiveAt(reg, d, host, p, a, printedLevel(reg, d, host))
      : abilityActive(reg, d, host, p, a);
    if (on) for (const x of a.apply) out.push({ x, src: host, controller: p, ability: -1, apply: -1 });
  }
  return out;
}

export function findTarget(d: SagaData, id: number): CardObj | undefined {
  for (const pl of d.players) for (const c of pl.field) if (c.id === id) return c;
  return undefined;
}

export function abilityActiveAt(
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
  if (readingDepth.lose === 0 && reg.uses('loseEffects') && effectLost(reg, d, c, a)) return false;
  // An ability of its own an effect negated for a while (`negated`, Eternal BS01-119).
  if (
    d.temps.length > 0 &&
    d.temps.some((t) => t.target === c.id && 'negated' in t.x && reg.get(c.def).abilities[t.x.negated] === a)
  )
    return false;
  if ('if' in a && a.if !== undefined) {
    // 8-3-3. A condition that reads effects which themselves depend on conditions sees those as
    // inactive: it cannot go round in circles.
    if (readingDepth.condition > 0) return false;
    readingDepth.condition++;
    try {
      return conditionHolds(reg, d, { ...scopeOf(controller, c.id), subject }, a.if);
    } finally {
      readingDepth.condition--;
    }
  }
  return true;
}

/**
 * Has `c` lost this ability to a constant `{ loseEffects, to }` ("all nexuses lose their LV1
 * effects", "LV1 nexuses lose their effects")? Those constants are read as if nothing were lost,
 * so they cannot go round in circles.
 */
function effectLost(reg: CardRegistry, d: SagaData, c: CardObj, a: Ability): boolean {
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  readingDepth.lose++;
  try {
    for (const { x, src, controller } of constantsWith(reg, d, 'loseEffects')) {
      if (!('loseEffects' in x)) continue;
      if (x.loseEffects === 'lv1' && !('levels' in a && a.levels !== undefined && a.levels.includes(1)))
        continue;
      if (targetMatches(reg, d, c, owner, x.to, controller, src.id)) return true;
    }
    return false;
  } finally {
    readingDepth.lose--;
  }
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

export function controllerIndex(d: SagaData, id: number): PlayerIndex | -1 {
  // The comparison's closure only in `check` mode (issue 15: this runs at most characteristic reads).
  if (derivedMode() !== 'check') return controllerOnField(d, id);
  return checkDerived('controller', controllerOnField(d, id), () => scanController(d, id));
}

function scanController(d: SagaData, id: number): PlayerIndex | -1 {
  for (let i = 0; i < 2; i++) for (const c of d.players[i]!.field) if (c.id === id) return i as PlayerIndex;
  return -1;
}

export {
  levelNow,
  highestLevel,
  bpOf,
  attackSymbols,
  keywordsOf,
  hasKeyword,
  keyword,
} from './characteristics.ts';
export { scopeOf, countMatching, fixBounds, amountIn, conditionHolds } from './conditions.ts';
export type { Scope } from './conditions.ts';
export { targetMatches, targetAs } from './target-match.ts';
export {
  substitutionsFor,
  isBanned,
  lifeDamageLimit,
  blockTriggersBarred,
  mustAttack,
  attackTaxes,
  isProtected,
  effectMayExhaust,
  blockAllowed,
  mayBlock,
  coreStepSubstitutes,
  extraCostsOf,
  blocksExhausted,
  linkCondition,
} from './restrictions.ts';
export { handConstants, paySymbols, costNow, summonForbidden } from './card-cost.ts';
