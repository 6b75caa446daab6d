// Rules for players set up by effects for a while (the `rule` directive) and the constant effects
// that change what players may do with their deck and hand.

import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsNow, targetMatches } from './continuous.ts';
import { emit } from './events.ts';
import { bareCard, type SagaData } from './state.ts';
import type { Ctx } from '@arbiter/engine';

/**
 * Ends the rules that apply once ("the next ... you use from your hand costs 1 less") which changed
 * the cost of `def`, just paid for from player `p`'s hand.
 */
export function useOnceCostRules(ctx: Ctx<SagaData>, reg: CardRegistry, p: PlayerIndex, def: string): void {
  if (!reg.uses('costDelta') && !reg.uses('costSet')) return;
  const d = ctx.data;
  if (!d.temps.some((t) => t.target === -1 && t.key !== undefined)) return;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller, key } of constantsNow(reg, d)) {
    if (key === undefined || key < 0) continue;
    if (!('costDelta' in x) && !('costSet' in x)) continue;
    if (targetMatches(reg, d, probe, p, { ...x.to, zone: 'hand' }, controller, src.id))
      emit(ctx, { t: 'ruleDone', key });
  }
}

/**
 * How many of `n` cards an effect of player `by` may discard from player `owner`'s deck at a time:
 * the lowest cap of the constants `{ deckDiscardCap }` that protect that deck.
 */
export function deckDiscardLimit(
  reg: CardRegistry,
  d: SagaData,
  owner: PlayerIndex,
  by: PlayerIndex,
  n: number,
): number {
  if (!reg.uses('deckDiscardCap')) return n;
  let out = n;
  for (const { x, controller } of constantsNow(reg, d)) {
    if (!('deckDiscardCap' in x) || controller !== owner) continue;
    if (x.from === 'opponent' && by === owner) continue;
    out = Math.min(out, x.deckDiscardCap);
  }
  return out;
}
