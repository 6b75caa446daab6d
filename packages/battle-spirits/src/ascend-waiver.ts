// 11-8-1 Ascend is an additional summoning cost; a constant `{ waiveAscend }` (BSS04-114) lets its
// controller exhaust its card instead, summoning a matching spirit card from the hand without it.
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsWith, effectMayExhaust, targetMatches, targetAs } from './continuous.ts';
import { bareCard, type CardObj, type SagaData } from './state.ts';

/**
 * The refreshed card of player `p` whose `{ waiveAscend }` would let them summon spirit card `def` from
 * the hand without Ascend (the first in force that matches), if any.
 */
export function ascendWaiver(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  def: string,
): CardObj | undefined {
  if (!reg.uses('waiveAscend')) return undefined;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller } of constantsWith(reg, d, 'waiveAscend')) {
    // Exhausting its card is the price (its controller's effect): a card already exhausted, or one
    // protected from being exhausted by it, cannot pay it (8-4-2-3).
    if (!('waiveAscend' in x) || controller !== p) continue;
    if (!effectMayExhaust(reg, d, src, p, { id: src.id, def: src.def })) continue;
    const to = targetAs(x.waiveAscend, 'any', 'hand', 'spirit');
    if (targetMatches(reg, d, probe, p, to, controller, src.id)) return src;
  }
  return undefined;
}
