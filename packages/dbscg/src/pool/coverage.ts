// Which DBSCG cards are implemented (see @arbiter/cardgame's card coverage): every printed skill
// defined (the definitions of a card match its printed skills in number, or say how many printed
// skills they implement) and a DBSCG scenario naming the card.
import { join } from 'node:path';
import { cardPoolCoverage, type PoolCoverage } from '@arbiter/cardgame';
import type { DbsPool } from './load.ts';
import { DBS_POOL_DIR } from './paths.ts';

export const DBS_SCENARIO_DIR = join(DBS_POOL_DIR, '..', '..', '..', 'scenarios');

export function dbsCardCoverage(
  pool: DbsPool,
  scenarioPaths: readonly string[] = [DBS_SCENARIO_DIR],
): PoolCoverage {
  const cards = pool.facts.map((f) => {
    const def = pool.catalog.get(f.id);
    return {
      id: f.id,
      name: f.name,
      set: f.id.split('-')[0]!,
      printed: f.skills + (f.back?.skills ?? 0),
      defined: def.skills.length + (def.back?.skills.length ?? 0),
      complete: pool.defined.has(f.id),
    };
  });
  return cardPoolCoverage(cards, scenarioPaths, 'dbscg');
}
