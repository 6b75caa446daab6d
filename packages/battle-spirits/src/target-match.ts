// Does a card match a target description now: its type, colours, costs, keywords, effects, level, BP.
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, SagaCard } from './cards.ts';
import { symbolsOn, coreCount, type CardObj, type SagaData } from './state.ts';
import { gainedAbilities, hasGainedTrigger, spiritTypesOf } from './granted.ts';
import type { Ability, Condition, KeywordName, Target, TriggerEvent } from './vocab.ts';
import { printedLevel, abilityActiveAt, abilityActive, controllerIndex } from './continuous.ts';
import { readingDepth } from './reading-depth.ts';
import { levelNow, bpOf, keywordsOf, hasKeyword } from './characteristics.ts';
import { scopeOf, conditionHolds } from './conditions.ts';

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
        (readingDepth.condition === 0 && keywordConditionHolds(reg, d, c, a.if)),
    );
  }
  readingDepth.abilityRead++;
  try {
    return card.abilities.filter((a) =>
      readingDepth.abilityRead > 1
        ? abilityActiveAt(reg, d, c, owner, a, printedLevel(reg, d, c))
        : abilityActive(reg, d, c, owner, a),
    );
  } finally {
    readingDepth.abilityRead--;
  }
}

/** 10-13-2: the condition of a keyword a card off the field gains conditionally, for its owner. */
function keywordConditionHolds(reg: CardRegistry, d: SagaData, c: CardObj, cond: Condition): boolean {
  readingDepth.condition++;
  try {
    return conditionHolds(reg, d, scopeOf(c.owner, c.id), cond);
  } finally {
    readingDepth.condition--;
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
  if (t.anyOf) {
    const { anyOf, ...rest } = t;
    return anyOf.some((alt) =>
      targetMatches(reg, d, c, owner, { ...rest, ...alt, side: t.side }, controller, source, bp),
    );
  }
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
  if (t.linked !== undefined) {
    const b = d.battle;
    if ((b !== null && b.attacker === c.id && b.link !== -1) !== t.linked) return false;
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
