// Which spirit an Ascend (11-8-1) may take its cores from: its condition read against the spirit, with
// the cost a constant `{ ascendCostIs, to }` gives it for that purpose only ("when this spirit is used
// for Ascend, treat it as though it costs 6").
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsWith, targetMatches } from './continuous.ts';
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

/** Does player `p`'s spirit `c` meet the Ascend condition `cond`? */
export function ascendSourceFits(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  p: PlayerIndex,
  cond: Target,
): boolean {
  const cost = ascendCost(reg, d, c, p);
  if (cost === undefined) return targetMatches(reg, d, c, p, { ...cond, side: 'any' }, p, -1);
  // The bounds on cost are read against the cost given for the Ascend; the rest as usual.
  const { minCost, maxCost, costIn, ...rest } = cond;
  return (
    targetMatches(reg, d, c, p, { ...rest, side: 'any' }, p, -1) &&
    (minCost === undefined || cost >= minCost) &&
    (maxCost === undefined || cost <= maxCost) &&
    (costIn === undefined || costIn.includes(cost))
  );
}
