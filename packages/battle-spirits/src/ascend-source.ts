// Which spirit an Ascend (11-8-1) may take its cores from: its condition read against the spirit, with
// the cost a constant `{ ascendCostIs, to }` gives it for that purpose only ("when this spirit is used
// for Ascend, treat it as though it costs 6").
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsWith, periodActive, targetMatches, targetAs } from './continuous.ts';
import type { CardObj, SagaData } from './state.ts';
import type { Target } from './vocab.ts';

/** The cost `c` is read as for an Ascend, if a constant says so (the first that matches). */
function ascendCost(reg: CardRegistry, d: SagaData, c: CardObj, p: PlayerIndex): number | undefined {
  if (!reg.uses('ascendCostIs')) return undefined;
  for (const { x, src, controller } of constantsWith(reg, d, 'ascendCostIs')) {
    if ('ascendCostIs' in x && targetMatches(reg, d, c, p, x.to, controller, src.id)) return x.ascendCostIs;
  }
  return undefined;
}

/**
 * The cost a card that has left the field (an Ascend's source, `def`) was read as for that Ascend: its
 * own printed `ascendCostIs` for itself, if its period holds now (8-10-1: its last state).
 */
export function printedAscendCost(
  reg: CardRegistry,
  d: SagaData,
  def: string,
  p: PlayerIndex,
): number | undefined {
  for (const a of reg.get(def).abilities) {
    if (a.kind !== 'constant' || a.inHand || (a.during && !periodActive(d, p, a.during, -1))) continue;
    for (const x of a.apply) if ('ascendCostIs' in x && x.to.side === 'self') return x.ascendCostIs;
  }
  return undefined;
}

/**
 * Does player `p`'s spirit `c` meet the Ascend condition `cond`? `cost`: what it is read as costing
 * (default: as a constant on the field says, else its own cost).
 */
export function ascendSourceFits(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  p: PlayerIndex,
  cond: Target,
  cost = ascendCost(reg, d, c, p),
): boolean {
  if (cost === undefined) return targetMatches(reg, d, c, p, targetAs(cond, 'any'), p, -1);
  // The bounds on cost are read against the cost given for the Ascend; the rest as usual.
  const { minCost, maxCost, costIn, ...rest } = cond;
  return (
    targetMatches(reg, d, c, p, { ...rest, side: 'any' }, p, -1) &&
    (minCost === undefined || cost >= minCost) &&
    (maxCost === undefined || cost <= maxCost) &&
    (costIn === undefined || costIn.includes(cost))
  );
}
