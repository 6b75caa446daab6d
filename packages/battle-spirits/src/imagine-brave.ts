// Eternal's Imagine Brave (the manual's "IMAGINE BRAVE", E820 to E843): a Brave of the family Imagine has a
// right and a left combine condition and may combine with one spirit on each side, one at a time (E835).
// Each spirit holding it is a combined spirit of its own (E828, E836), with the Brave's BP+, cost, family
// and symbols added (E843): both hold the same Brave object (`CardObj.brave`), and the side it is on
// (`CardObj.braveSide`). In spirit state it neither attacks nor blocks (E822, restrictions.ts).
import { isImagineBrave, type BraveDef, type CardRegistry } from './cards.ts';
import type { CardObj, SagaData } from './state.ts';

export type BraveSide = 'right' | 'left';

/** The spirits on the field holding Brave object `id` (two for an Imagine Brave combined on both sides). */
export function holdersOf(d: SagaData, id: number): CardObj[] {
  const out: CardObj[] = [];
  for (const pl of d.players) for (const c of pl.field) if (c.brave?.id === id) out.push(c);
  return out;
}

/** Brave object `id` as a spirit holds it (an Imagine Brave combined on one side), if one does. */
export function heldBrave(d: SagaData, id: number): CardObj | undefined {
  return holdersOf(d, id)[0]?.brave;
}

/** The cost a spirit needs to combine on `side` (a Brave that is not Imagine has the right one only). */
export function sideMinCost(cond: BraveDef, side: BraveSide): number {
  return side === 'left' ? (cond.leftMinCost ?? cond.minCost) : cond.minCost;
}

/**
 * The sides Brave `brave` may still combine on: a Brave in spirit state, its right (and for an Imagine
 * Brave its left); an Imagine Brave combined on one side, the other; otherwise none.
 */
export function freeSides(reg: CardRegistry, d: SagaData, brave: Pick<CardObj, 'id' | 'def'>): BraveSide[] {
  const card = reg.get(brave.def);
  if (!isImagineBrave(card)) return ['right'];
  const taken = holdersOf(d, brave.id).map((c) => c.braveSide);
  return (['right', 'left'] as const).filter((s) => !taken.includes(s));
}
