// Which Saga cards are implemented: a card whose printed abilities are all defined (or that has none)
// and exercised by at least one scenario (the scenario names the card's id or name in `start`, `cards`
// or `script`).

import { cardPoolCoverage, type PoolCoverage } from '@arbiter/cardgame';
import type { SagaPool } from './index.ts';
import { SAGA_SCENARIO_DIR } from './paths.ts';

export type { CardCoverage, SetCoverage } from '@arbiter/cardgame';
export { namesCard, scenarioCardText } from '@arbiter/cardgame';

export type SagaCardCoverage = PoolCoverage;

/**
 * Implemented N of M per set and in all, from the pool and the scenarios under `scenarioPaths` whose
 * `game` key is `game` (`eternal` for the Eternal format's pool).
 */
export function sagaCardCoverage(
  pool: SagaPool,
  scenarioPaths: readonly string[] = [SAGA_SCENARIO_DIR],
  game = 'saga',
): SagaCardCoverage {
  const cards = pool.sets.flatMap(({ set, cards }) =>
    cards.map((c) => {
      const defined = pool.defined.get(c.id)?.length ?? 0;
      const complete = c.printedAbilities === 0 || defined > 0;
      const gap = pool.gaps.get(c.id);
      return {
        id: c.id,
        name: c.name,
        set,
        printed: c.printedAbilities,
        defined,
        complete,
        ...(gap ? { gap } : {}),
      };
    }),
  );
  return cardPoolCoverage(cards, scenarioPaths, game, ['ability', 'abilities']);
}
