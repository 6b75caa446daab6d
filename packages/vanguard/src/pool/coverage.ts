// Which Vanguard cards are implemented: a card is when every printed ability has the project's
// definition (cards/effects/<SET>.ts), and a scenario plays it (@arbiter/cardgame's cardRow).
import { join } from 'node:path';
import { cardPoolCoverage, type PoolCoverage } from '@arbiter/cardgame';
import { VG_ROOT } from '../coverage.ts';
import type { VgPool } from './load.ts';

export function vgCardCoverage(pool: VgPool, root = VG_ROOT): PoolCoverage {
  const cards = Object.values(pool.sets)
    .flat()
    .map((c) => ({
      id: c.id,
      name: c.name,
      set: c.set,
      printed: c.printedAbilities,
      defined: c.abilities?.length ?? 0,
      complete: (c.abilities?.length ?? 0) === c.printedAbilities,
    }));
  return cardPoolCoverage(cards, [join(root, 'scenarios')], 'vanguard', ['ability', 'abilities']);
}
