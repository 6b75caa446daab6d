// Paying energy (2-11-1, 8-4-2-3, 8-4-2-4): switch that many active energy cards to Rest Mode,
// among them as many of each colour as the specified cost asks. A multicolor energy card pays for
// one of its colours. Whether a set of energy cards can pay is a small bipartite matching.
import { coversAll, unitsOf } from '@arbiter/cardgame';
import type { PlayerIndex } from '@arbiter/engine';
import type { DbsCatalog, EnergyCost } from './cards.ts';
import { colorReader } from './continuous.ts';
import type { DbsCard, DbsData } from './state.ts';

/** A list of requirements as counts ([red, red, blue] is 2 red, 1 blue). */
export function countsOf<T extends string>(list: readonly T[]): Partial<Record<T, number>> {
  const out: Partial<Record<T, number>> = {};
  for (const x of list) out[x] = (out[x] ?? 0) + 1;
  return out;
}

/**
 * Can these cards (their colours, or any other facts such as character names) cover every unit of
 * the requirement, one card per unit? The card-game layer's covering (a bipartite matching).
 */
export function coversColors<T extends string>(
  cards: readonly (readonly T[])[],
  colors: Partial<Record<T, number>>,
): boolean {
  return coversAll(cards, unitsOf(colors));
}

/** The active energy cards of a player, the ones that can pay (4-8-1-1-1). */
export function activeEnergy(d: DbsData, p: PlayerIndex): DbsCard[] {
  return d.players[p].energy.filter((c) => !c.rest);
}

/** Can player `p` pay this cost now with active energy? */
export function canPayEnergy(cat: DbsCatalog, d: DbsData, p: PlayerIndex, cost: EnergyCost): boolean {
  const active = activeEnergy(d, p);
  if (active.length < cost.total) return false;
  return coversColors(active.map(colorReader(cat, d)), cost.colors);
}

/** Is this choice of energy cards a payment of the cost (the exact total, colours covered)? */
export function paysCost(
  cat: DbsCatalog,
  d: DbsData,
  cards: readonly DbsCard[],
  cost: EnergyCost,
): string | null {
  if (cards.length !== cost.total) return `Choose exactly ${cost.total} energy, not ${cards.length}.`;
  if (cards.some((c) => c.rest)) return 'Energy in Rest Mode cannot pay (4-8-1-1-1).';
  if (!coversColors(cards.map(colorReader(cat, d)), cost.colors)) {
    const need = Object.entries(cost.colors)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([c, n]) => `${n} ${c}`)
      .join(', ');
    return `The energy chosen must include ${need} (2-11-1-1).`;
  }
  return null;
}
