// Rules about putting cards onto the field and keeping them there exhausted: a card's extra summoning
// cost, and the mark that makes a card skip its controller's next refresh step.
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { targetMatches, targetAs } from './continuous.ts';
import type { CardObj, SagaData } from './state.ts';
import type { Cost } from './vocab.ts';

/** Is this card marked to stay exhausted in its controller's next refresh step (6-5-2)? */
export function skipsRefresh(d: SagaData, id: number): boolean {
  return d.bans.some((b) => b.target === id && b.action === 'refreshStep');
}

/** The extra costs printed on a card for summoning it ("as an additional summoning cost ..."). */
export function summonCostOf(reg: CardRegistry, def: string): Extract<Cost, { pay: 'destroy' }>[] {
  const out: Extract<Cost, { pay: 'destroy' }>[] = [];
  for (const a of reg.get(def).abilities) {
    if (a.kind !== 'constant') continue;
    for (const x of a.apply) if ('summonCost' in x) out.push(...x.summonCost);
  }
  return out;
}

/** The cards of player `p` one "destroy one of your ..." summoning cost may take. */
export function summonCostOptions(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  cost: Extract<Cost, { pay: 'destroy' }>,
): CardObj[] {
  return d.players[p].field.filter((c) => targetMatches(reg, d, c, p, targetAs(cost.target, 'any'), p, -1));
}

/** 8-4-2-3 applied to summoning: every extra summoning cost of the card can be paid now. */
export function summonCostPayable(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): boolean {
  if (!reg.uses('summonCost')) return true;
  return summonCostOf(reg, def).every((c) => summonCostOptions(reg, d, p, c).length > 0);
}
