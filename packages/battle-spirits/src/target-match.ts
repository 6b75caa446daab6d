// Does a card match a target description now: its type, colours, costs, keywords, effects, level, BP.
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, Color, SagaCard } from './cards.ts';
import { costOf, symbolsOn, coreCount, type CardObj, type SagaData } from './state.ts';
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

/** One test of a compiled target: does `c` (controlled by `owner`) pass it, seen from `controller` on `source`. */
type TargetCheck = (
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  controller: PlayerIndex,
  source: number,
  bp: number | undefined,
) => boolean;

/** A target compiled to the tests its fields need, in the order they are read. */
type TargetMatcher = TargetCheck;

/**
 * Matchers compiled once per target object. Targets are card definitions' data (and the variants
 * `targetAs` keeps), never written after they are made, so a compiled matcher stays true to its target.
 */
const matchers = new WeakMap<Target, TargetMatcher>();

function matcherOf(t: Target): TargetMatcher {
  let m = matchers.get(t);
  if (m === undefined) {
    m = compileTarget(t);
    matchers.set(t, m);
  }
  return m;
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
  return matcherOf(t)(reg, d, c, owner, controller, source, bp);
}

const SIDES: readonly Target['side'][] = ['self', 'subject', 'chosen', 'own', 'opponent', 'any'];
const ZONES: readonly (Target['zone'] | undefined)[] = [undefined, 'field', 'trash', 'hand'];
const WHATS: readonly (Target['what'] | undefined)[] = [
  undefined,
  'spirit',
  'nexus',
  'spiritOrNexus',
  'spiritOrMagic',
  'magic',
  'card',
];

/** The variants of each target made so far, by `variantIndex` (a number: no key string per call). */
const variants = new WeakMap<Target, Target[]>();

function variantIndex(side: Target['side'], zone: Target['zone'], what: Target['what']): number {
  return SIDES.indexOf(side) + SIDES.length * (ZONES.indexOf(zone) + ZONES.length * WHATS.indexOf(what));
}

/**
 * `t` read for another side or zone (`{ ...t, side, zone }`), the same object at every call so that
 * its compiled matcher is kept. `what` is a default for a target that names no card type.
 */
export function targetAs(
  t: Target,
  side: Target['side'],
  zone?: Target['zone'],
  what?: Target['what'],
): Target {
  let made = variants.get(t);
  if (made === undefined) {
    made = [];
    variants.set(t, made);
  }
  const i = variantIndex(side, zone, what);
  let v = made[i];
  if (v === undefined) {
    v = what === undefined ? { ...t, side } : { what, ...t, side };
    if (zone !== undefined) v.zone = zone;
    made[i] = v;
  }
  return v;
}

const passes: TargetMatcher = () => true;
const fails: TargetMatcher = () => false;

/** Runs the checks in order; the first that fails decides. */
function allOf(checks: TargetCheck[]): TargetMatcher {
  if (checks.length === 0) return passes;
  if (checks.length === 1) return checks[0]!;
  return (reg, d, c, owner, controller, source, bp) => {
    for (let i = 0; i < checks.length; i++)
      if (!checks[i]!(reg, d, c, owner, controller, source, bp)) return false;
    return true;
  };
}

/** Spirit types gained from effects count on the field (read only when a filter names types). */
function typesOf(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  onFieldZone: boolean,
): readonly string[] {
  // A combined spirit (Eternal's Brave, E772) also has its Brave's families: read them as gained ones.
  return reg.uses('gainSpiritType') || c.brave
    ? spiritTypesOf(reg, d, c, owner, onFieldZone && controllerIndex(d, c.id) !== -1)
    : reg.get(c.def).spiritTypes;
}

/** Only the tests whose fields `t` sets, in the order a reading of every field would take them. */
function compileTarget(t: Target): TargetMatcher {
  if (t.anyOf) {
    const { anyOf, ...rest } = t;
    const alternatives = anyOf.map((alt) => matcherOf({ ...rest, ...alt, side: t.side }));
    return (reg, d, c, owner, controller, source, bp) => {
      for (const m of alternatives) if (m(reg, d, c, owner, controller, source, bp)) return true;
      return false;
    };
  }
  // "subject" and "chosen" cards are found by the caller (candidates).
  if (t.side === 'subject' || t.side === 'chosen') return fails;
  return allOf([...sideChecks(t), ...printedChecks(t), ...stateChecks(t)]);
}

function sideChecks(t: Target): TargetCheck[] {
  const out: TargetCheck[] = [];
  // "This spirit" may carry further conditions ("if it has a soul core").
  if (t.side === 'self') out.push((_r, _d, c, _o, _ctl, source) => c.id === source);
  if (t.side === 'own') out.push((_r, _d, _c, owner, controller) => owner === controller);
  if (t.side === 'opponent') out.push((_r, _d, _c, owner, controller) => owner !== controller);
  if (t.side !== 'self' && t.other) out.push((_r, _d, c, _o, _ctl, source) => c.id !== source);
  return out;
}

/** The printed facts of the card and its cores, with the spirit types it has now. */
function printedChecks(t: Target): TargetCheck[] {
  const out: TargetCheck[] = [];
  const onFieldZone = (t.zone ?? 'field') === 'field';
  if (t.side !== 'self' || t.what !== undefined) {
    const what = t.what;
    out.push((reg, _d, c) => typeMatches(reg.get(c.def), what));
  }
  const { color, notColor, minColors, maxColors, spiritType, maxCost, minCost } = t;
  if (color !== undefined) out.push((reg, _d, c) => reg.get(c.def).colors.includes(color));
  if (notColor !== undefined) out.push((reg, _d, c) => !reg.get(c.def).colors.includes(notColor));
  if (minColors !== undefined) out.push((reg, _d, c) => reg.get(c.def).colors.length >= minColors);
  if (maxColors !== undefined) out.push((reg, _d, c) => reg.get(c.def).colors.length <= maxColors);
  if (spiritType !== undefined)
    out.push((reg, d, c, owner) => typesOf(reg, d, c, owner, onFieldZone).includes(spiritType));
  if (maxCost !== undefined) out.push((reg, _d, c) => costOf(reg, c) <= maxCost);
  if (minCost !== undefined) out.push((reg, _d, c) => costOf(reg, c) >= minCost);
  const { exhausted, soulCore, minCores, maxCores } = t;
  if (exhausted !== undefined) out.push((_r, _d, c) => c.exhausted === exhausted);
  if (soulCore !== undefined) out.push((_r, _d, c) => c.cores.soul === soulCore);
  if (minCores !== undefined) out.push((_r, _d, c) => coreCount(c.cores) >= minCores);
  if (maxCores !== undefined) out.push((_r, _d, c) => coreCount(c.cores) <= maxCores);
  return out;
}

/** What the card has now: keywords, types, effects, its part in the battle, level and BP. */
function stateChecks(t: Target): TargetCheck[] {
  const out: TargetCheck[] = [];
  const onFieldZone = (t.zone ?? 'field') === 'field';
  // Keywords and effects are the ones the card has now (2-10-2, 10-13): off the field, printed ones.
  const onField = (d: SagaData, c: CardObj): boolean => onFieldZone && controllerIndex(d, c.id) !== -1;
  const { keyword, keywords, spiritTypes, notSpiritType, notKeyword } = t;
  if (keyword !== undefined) out.push((reg, d, c) => hasKeywordNow(reg, d, c, keyword, onField(d, c)));
  if (keywords !== undefined)
    out.push((reg, d, c) => keywords.some((k) => hasKeywordNow(reg, d, c, k, onField(d, c))));
  if (spiritTypes !== undefined)
    out.push((reg, d, c, owner) => {
      const types = typesOf(reg, d, c, owner, onFieldZone);
      return spiritTypes.some((x) => types.includes(x));
    });
  if (notSpiritType !== undefined)
    out.push((reg, d, c, owner) => !typesOf(reg, d, c, owner, onFieldZone).includes(notSpiritType));
  if (notKeyword !== undefined) out.push((reg, d, c) => !hasKeywordNow(reg, d, c, notKeyword, onField(d, c)));
  const { name, notName, costIn, token, symbolCount } = t;
  if (name !== undefined) out.push((reg, _d, c) => reg.get(c.def).name.includes(name));
  if (notName !== undefined) out.push((reg, _d, c) => reg.get(c.def).name !== notName);
  if (costIn !== undefined) out.push((reg, _d, c) => costIn.includes(costOf(reg, c)));
  if (token !== undefined) out.push((reg, _d, c) => (reg.get(c.def).token === true) === token);
  if (symbolCount !== undefined)
    out.push(
      (reg, d, c) => (onField(d, c) ? symbolsOn(reg, c) : reg.get(c.def).symbols).length === symbolCount,
    );
  if (t.costOfOwnSpirit) out.push(costOfOwnSpirit);
  const { noAbilities, hasTrigger, notHasTrigger } = t;
  if (noAbilities !== undefined)
    out.push((reg, d, c) => hasNoEffectsNow(reg, d, c, onField(d, c)) === noAbilities);
  if (hasTrigger !== undefined) out.push((reg, d, c) => hasTriggerNow(reg, d, c, hasTrigger));
  if (notHasTrigger !== undefined) out.push((reg, d, c) => !hasTriggerNow(reg, d, c, notHasTrigger));
  if (t.battle !== undefined) out.push(battleCheck(t.battle));
  // Link (keywords.json): the attacker a spirit is linked to this battle.
  const { linked } = t;
  if (linked !== undefined)
    out.push(
      (_reg, d, c) => (d.battle !== null && d.battle.attacker === c.id && d.battle.link !== -1) === linked,
    );
  const { minLevel, maxLevel, maxBp, minBp } = t;
  if (minLevel !== undefined || maxLevel !== undefined)
    out.push((reg, d, c) => {
      const lv = onFieldZone ? levelNow(reg, d, c) : 0;
      return !(minLevel !== undefined && lv < minLevel) && !(maxLevel !== undefined && lv > maxLevel);
    });
  if (maxBp !== undefined || minBp !== undefined)
    out.push((reg, d, c, _o, _ctl, _src, bp) => {
      const v = bp ?? bpOf(reg, d, c);
      return !(maxBp !== undefined && v > maxBp) && !(minBp !== undefined && v < minBp);
    });
  return out;
}

/** Costs as much as a spirit on the field of the ability's controller. */
const costOfOwnSpirit: TargetCheck = (reg, d, c, _owner, controller) => {
  const cost = reg.get(c.def).cost;
  return d.players[controller].field.some((x) => {
    const f = reg.get(x.def);
    return f.type === 'spirit' && f.cost === cost;
  });
};

function battleCheck(want: NonNullable<Target['battle']>): TargetCheck {
  return (_reg, d, c) => {
    const b = d.battle;
    const att = b !== null && b.attacker === c.id;
    const blk = b !== null && b.blocker === c.id;
    if (want === 'attacking') return att;
    if (want === 'blocking') return blk;
    if (want === 'either') return att || blk;
    return !att && !blk;
  };
}

const colorTargets = new Map<Color, Target>();

/** Any card of this colour (the same object for each colour, so its compiled matcher is kept). */
export function colorTarget(color: Color): Target {
  let t = colorTargets.get(color);
  if (t === undefined) {
    t = { side: 'any', color };
    colorTargets.set(color, t);
  }
  return t;
}
