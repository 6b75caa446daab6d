// What constant effects replace, forbid or add (8-9 substitutions, bans, protections, rules of
// attacking and blocking, extra costs), and the core step's substitutions.
import type { PlayerIndex } from '@arbiter/engine';
import { grandNexusFamily, isImagineBrave, type CardRegistry } from './cards.ts';
import { bareCard, coreCount, grandforceBp, isSpiritNow, type CardObj, type SagaData } from './state.ts';
import type { AttackTax, Cost, Directive, ProtectKind, Target } from './vocab.ts';
import { activeConstants, constantsWith, findTarget, controllerIndex } from './continuous.ts';
import { hasKeyword, keywordsOf } from './characteristics.ts';
import { scopeOf, fixBounds } from './conditions.ts';
import { colorTarget, targetMatches, targetAs } from './target-match.ts';

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
  // E822: an Imagine Brave in spirit state (on the field, not held by a spirit) neither attacks nor blocks.
  if (action !== 'activate' && d.format === 'eternal' && isImagineBrave(reg.get(c.def))) return true;
  if (d.bans.some((b) => b.target === c.id && b.action === action)) return true;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  return constantsWith(reg, d, 'cannot').some(
    ({ x, src, controller }) =>
      'cannot' in x && x.cannot === action && targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
}

/**
 * How many life cores an attack of `attacker` may take from player `victim` (7-1-5-3-1): none under a
 * constant `{ noLifeDamage, to }` it matches (with `own`, only for the constant's controller's life);
 * with `keep`, only as many as leave that many cores in the life ("cannot reduce your life to 0":
 * `keep: 1`); otherwise no limit. `than` bounds are read for the constant's card.
 */
export function lifeDamageLimit(
  reg: CardRegistry,
  d: SagaData,
  attacker: CardObj,
  victim: PlayerIndex,
): number {
  if (!reg.uses('noLifeDamage')) return Infinity;
  const owner = controllerIndex(d, attacker.id);
  if (owner === -1) return Infinity;
  let limit = Infinity;
  for (const { x, src, controller } of constantsWith(reg, d, 'noLifeDamage')) {
    if (!('noLifeDamage' in x)) continue;
    if (x.noLifeDamage === 'own' && victim !== controller) continue;
    const to = fixBounds(reg, d, scopeOf(controller, src.id), x.to);
    if (!targetMatches(reg, d, attacker, owner, to, controller, src.id)) continue;
    const may = x.keep === undefined ? 0 : Math.max(0, coreCount(d.players[victim].life) - x.keep);
    limit = Math.min(limit, may);
  }
  return limit;
}

/** Are the block-triggered effects of player `owner`'s blocking spirit `c` kept from triggering? */
export function blockTriggersBarred(reg: CardRegistry, d: SagaData, c: CardObj, owner: PlayerIndex): boolean {
  if (!reg.uses('noBlockTriggers')) return false;
  return constantsWith(reg, d, 'noBlockTriggers').some(
    ({ x, src, controller }) =>
      'noBlockTriggers' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
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
  if (by === -1) return false;
  // E822: an Imagine Brave in spirit state cannot be exhausted by effects.
  if (kind === 'exhaust' && d.format === 'eternal' && isImagineBrave(reg.get(c.def))) return true;
  // E974, E978: in the 【Grandforce】 state only another Grandwalker nexus destroys it, by an effect or
  // in battle (which only one in that state can fight).
  if ((kind === 'destroy' || kind === 'battle') && grandforceBp(reg, d, c) !== undefined)
    if (
      effectCard === undefined ||
      effectCard.id === c.id ||
      grandNexusFamily(reg.get(effectCard.def)) !== 'Grandwalker'
    )
      return true;
  if (!reg.uses('protect')) return false;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  return constantsWith(reg, d, 'protect').some(
    ({ x, src, controller }) =>
      'protect' in x &&
      (x.protect === kind || (x.protect === 'effects' && kind !== 'select' && kind !== 'battle')) &&
      (x.from !== 'opponent' || by !== owner) &&
      (!x.source || sourceMatches(reg, d, x.source, effectCard, by, controller, src.id)) &&
      targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
}

/**
 * 10-4-1: can an effect of player `by` (its card `effectCard`) exhaust `c`? It must be refreshed and not
 * protected from being exhausted by that effect. Costs and "may exhaust ... to ..." count (8-4-2: paying
 * a cost resolves its directives); attacking and blocking (7-1-1-1, 7-1-3-1) are no effects.
 */
export function effectMayExhaust(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  by: PlayerIndex,
  effectCard: { id: number; def: string },
): boolean {
  return !c.exhausted && !isProtected(reg, d, c, 'exhaust', by, effectCard);
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

/**
 * The index of card `c`'s first "cannot block" effect of its own (Eternal BS01-119): a constant ability by
 * which it cannot block, or cannot block some spirits; -1 when it has none.
 */
export function blockBanAbility(reg: CardRegistry, c: CardObj): number {
  return reg
    .get(c.def)
    .abilities.findIndex(
      (a) =>
        a.kind === 'constant' &&
        a.apply.some(
          (x) =>
            ('cannot' in x && x.cannot === 'block' && x.to.side === 'self') ||
            ('noBlockBy' in x && x.noBlockBy.side === 'self'),
        ),
    );
}

/** May `blocker` block `attacker`? Constant effects "cannot be blocked by ..." say no. */
export function blockAllowed(reg: CardRegistry, d: SagaData, attacker: CardObj, blocker: CardObj): boolean {
  const byArmor = reg.uses('noBlockByArmorColors');
  if (!reg.uses('noBlockBy') && !byArmor) return true;
  const ao = controllerIndex(d, attacker.id);
  const bo = controllerIndex(d, blocker.id);
  if (ao === -1 || bo === -1) return true;
  if (byArmor && armorColorBarsBlock(reg, d, attacker, ao, blocker, bo)) return false;
  for (const { x, src, controller } of constantsWith(reg, d, 'noBlockBy')) {
    if (!('noBlockBy' in x) || !targetMatches(reg, d, attacker, ao, x.to, controller, src.id)) continue;
    // `than` bounds compare with the attacker (the subject): "fewer BP than it".
    const by = x.noBlockBy.than
      ? fixBounds(reg, d, { ...scopeOf(controller, src.id), subject: attacker.id }, x.noBlockBy)
      : x.noBlockBy;
    // The blocker's side is the blocker's own, whoever controls the constant; `self` keeps its meaning:
    // the constant's own spirit cannot block (BS01-012: "this spirit cannot block spirits with less BP").
    const side = by.side === 'self' ? 'self' : 'any';
    if (targetMatches(reg, d, blocker, bo, targetAs(by, side), controller, src.id)) return false;
  }
  return true;
}

/** Is `blocker` of a colour the Armor of `attacker` names, under a `noBlockByArmorColors` constant? */
function armorColorBarsBlock(
  reg: CardRegistry,
  d: SagaData,
  attacker: CardObj,
  ao: PlayerIndex,
  blocker: CardObj,
  bo: PlayerIndex,
): boolean {
  const barred = constantsWith(reg, d, 'noBlockByArmorColors').some(
    ({ x, src, controller }) =>
      'noBlockByArmorColors' in x && targetMatches(reg, d, attacker, ao, x.to, controller, src.id),
  );
  if (!barred) return false;
  // "Any Armor it has": every colour of every Armor keyword it has now (11-5).
  const colors = keywordsOf(reg, d, attacker).flatMap((k) => (k.keyword === 'armor' ? (k.colors ?? []) : []));
  return colors.some((color) => targetMatches(reg, d, blocker, bo, colorTarget(color), ao, -1));
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
  if (!isSpiritNow(reg, d, blocker) || isBanned(reg, d, blocker, 'block')) return false;
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

/**
 * The condition an attacker must meet for spirit `c`'s Link `cond`: without its cost bounds when a
 * constant `{ linkIgnoresCost, to }` names `c` (BSS06-045, "regardless of its link cost condition").
 */
export function linkCondition(reg: CardRegistry, d: SagaData, c: CardObj, cond: Target): Target {
  if (!reg.uses('linkIgnoresCost')) return cond;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return cond;
  const freed = constantsWith(reg, d, 'linkIgnoresCost').some(
    ({ x, src, controller }) =>
      'linkIgnoresCost' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
  if (!freed) return cond;
  const { minCost: _min, maxCost: _max, ...rest } = cond;
  return rest;
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
            targetAs(x.against, x.against.side === 'self' ? 'any' : x.against.side),
            controller,
            src.id,
          ))),
  );
}

/**
 * Do the cores of `c`, destroyed now, go to its owner's trash instead of the reserve (constants
 * `{ destroyedCoresToTrash, to }`, Eternal BS01-101)?
 */
export function destroyedCoresToTrash(reg: CardRegistry, d: SagaData, c: CardObj): boolean {
  if (!reg.uses('destroyedCoresToTrash')) return false;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return false;
  return constantsWith(reg, d, 'destroyedCoresToTrash').some(
    ({ x, src, controller }) =>
      'destroyedCoresToTrash' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
}

/**
 * The cards at core places `places` (cores just moved on or off them by no effect) that a constant
 * `{ exhaustOnCoreMove }` exhausts, and whose constant it is (Eternal BS01-100): refreshed, matching, and not protected from
 * being exhausted by the constant's controller.
 */
export function exhaustedByCoreMove(
  reg: CardRegistry,
  d: SagaData,
  places: readonly string[],
): { id: number; by: PlayerIndex }[] {
  if (!reg.uses('exhaustOnCoreMove')) return [];
  const out: { id: number; by: PlayerIndex }[] = [];
  for (const place of places) {
    const c = place.startsWith('c') ? findTarget(d, Number(place.slice(1))) : undefined;
    if (!c || c.exhausted || out.some((o) => o.id === c.id)) continue;
    const owner = controllerIndex(d, c.id);
    if (owner === -1) continue;
    const hit = constantsWith(reg, d, 'exhaustOnCoreMove').find(
      ({ x, src, controller }) =>
        'exhaustOnCoreMove' in x &&
        targetMatches(reg, d, c, owner, x.exhaustOnCoreMove, controller, src.id) &&
        !isProtected(reg, d, c, 'exhaust', controller, { id: src.id, def: src.def }),
    );
    if (hit) out.push({ id: c.id, by: hit.controller });
  }
  return out;
}

/**
 * How many more cores an effect putting cores onto `c` puts (constants `{ morePlaced, to }`, Eternal
 * BS01-057): they come from the same place, as far as it holds them.
 */
export function morePlacedOn(reg: CardRegistry, d: SagaData, c: CardObj): number {
  if (!reg.uses('morePlaced')) return 0;
  const owner = controllerIndex(d, c.id);
  if (owner === -1) return 0;
  let n = 0;
  for (const { x, src, controller } of constantsWith(reg, d, 'morePlaced'))
    if ('morePlaced' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id)) n += x.morePlaced;
  return n;
}
