// The cost a card is paid for now (10-6-4, 10-6-5): its own "in hand" constants, reductions and
// the symbols that pay for them, constant changes to costs, and what may not be summoned.
import { fieldSymbolsNow } from './characteristics.ts';
import { checkDerived, type PlayerIndex } from '@arbiter/engine';
import { contextRecord } from './derived.ts';
import { readingContext } from './reading-depth.ts';
import type { CardRegistry, SagaCard, SymbolMark } from './cards.ts';
import { symbolsOn, bareCard, reducedCost, type CardObj, type SagaData } from './state.ts';
import { extraPaySymbols } from './granted.ts';
import type { Continuous, Target } from './vocab.ts';
import { activeConstants, constantsWith, abilityActiveAt, type ActiveConstant } from './continuous.ts';
import { scopeOf, amountIn } from './conditions.ts';
import { targetMatches, targetAs } from './target-match.ts';

const NO_CONTINUOUS: readonly Continuous[] = [];
const NO_CONSTANTS: readonly ActiveConstant[] = [];

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
  base?: SymbolMark[][],
  fromHand = true,
): SymbolMark[][] {
  const pl = d.players[p];
  const plain = extraPaySymbols(reg, d, p, card, base ?? fieldSymbolsNow(reg, d, p), fromHand);
  if (!reg.uses('doubleSymbols')) return plain;
  const own = fromHand ? handConstants(reg, d, p, card) : [];
  if (own.length === 0 && !pl.field.some((c) => reg.hasConstantOn(c))) return plain;
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
  out: SymbolMark[][],
): void {
  if (x.fromHand && !fromHand) return;
  if (x.for && !targetMatches(reg, d, probe, p, targetAs(x.for, 'any', 'hand'), p, srcId)) return;
  for (const s of doubledOnField(reg, d, p, x, srcId)) out.push(s);
}

/**
 * The symbols effect `x` (of card `srcId`, -1: the card paid for) adds from player `p`'s field. It
 * does not depend on the card paid for, and the options of a main step or flash timing pay for every
 * card of the hand, so it is kept with the data's derived values (derived.ts) per reading context.
 */
function doubledOnField(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  x: Extract<Continuous, { doubleSymbols: true }>,
  srcId: number,
): readonly SymbolMark[][] {
  const rec = contextRecord(d, readingContext());
  const byEffect = (rec.doubled ??= new Map());
  let kept = byEffect.get(x);
  if (kept === undefined) byEffect.set(x, (kept = new Map()));
  const key = srcId * 2 + p;
  const v = kept.get(key);
  if (v !== undefined) return checkDerived('doubled symbols', v, () => readDoubled(reg, d, p, x, srcId));
  const now = readDoubled(reg, d, p, x, srcId);
  kept.set(key, now);
  return now;
}

function readDoubled(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  x: Extract<Continuous, { doubleSymbols: true }>,
  srcId: number,
): SymbolMark[][] {
  const out: SymbolMark[][] = [];
  for (const c of d.players[p].field) {
    if (!targetMatches(reg, d, c, p, x.to, p, srcId)) continue;
    for (let k = 1; k < (x.times ?? 2); k++) for (const s of symbolsOn(reg, c)) out.push(s);
  }
  return out;
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
  fieldSyms?: SymbolMark[][],
  fromHand = true,
): number {
  let paid = card;
  if (fromHand && reg.uses('costIs')) {
    for (const x of handConstants(reg, d, p, card)) if ('costIs' in x) paid = { ...paid, cost: x.costIs };
  }
  // A cost set by a rule; the card's reduction symbols still reduce it (ruling on BSS01-117).
  // Each probe made only when some constant in force has the key (costNow prices every card in
  // hand at every main step: issue 15).
  const costSets = reg.uses('costSet') ? constantsWith(reg, d, 'costSet') : NO_CONSTANTS;
  if (costSets.length > 0) {
    const probe = bareCard(-1, card.id, p);
    for (const { x, src, controller } of costSets) {
      if (!('costSet' in x) || !fromHand) continue; // "cards in your hand" only
      if (!targetMatches(reg, d, probe, p, targetAs(x.to, x.to.side, 'hand'), controller, src.id)) continue;
      paid = { ...paid, cost: Math.max(0, amountIn(reg, d, scopeOf(controller, src.id), x.costSet)) };
    }
  }
  // Reduction symbols gained count wherever the card is paid for (a burst's follow-up too).
  const addReductions = reg.uses('addReduction') ? constantsWith(reg, d, 'addReduction') : NO_CONSTANTS;
  if (addReductions.length > 0) {
    const probe = bareCard(-1, card.id, p);
    for (const { x, src, controller } of addReductions) {
      if (!('addReduction' in x) || controller !== p) continue;
      if (!targetMatches(reg, d, probe, p, targetAs(x.to, x.to.side, 'hand'), controller, src.id)) continue;
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
  const deltas = constantsWith(reg, d, 'costDelta');
  if (deltas.length === 0) return Math.max(0, cost);
  let delta = 0;
  const probe = bareCard(-1, card.id, p);
  for (const { x, src, controller, key } of deltas) {
    // A rule that applies once applies to a card paid for from the hand.
    if (key !== undefined && key >= 0 && !fromHand) continue;
    if (
      'costDelta' in x &&
      targetMatches(reg, d, probe, p, targetAs(x.to, x.to.side, 'hand'), controller, src.id)
    )
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
      const f: Target = targetAs(t, 'any', 'hand', 'spirit');
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
    if (targetMatches(reg, d, probe, p, targetAs(t, 'any', 'hand'), controller, src.id)) return true;
  }
  return false;
}
