// 11-8-1 Ascend is an additional summoning cost; a constant `{ waiveAscend }` (BSS04-114) lets its
// controller exhaust its card instead, summoning a matching spirit card from the hand without it.
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsWith, targetMatches, targetAs } from './continuous.ts';
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
    // Exhausting its card is the price: a card already exhausted cannot pay it.
    if (!('waiveAscend' in x) || controller !== p || src.exhausted) continue;
    const to = targetAs(x.waiveAscend, 'any', 'hand', 'spirit');
    if (targetMatches(reg, d, probe, p, to, controller, src.id)) return src;
  }
  return undefined;
}
