// What Saga's decisions need at the table: starting core payments, and a second confirmation for a
// payment that takes a card's last cores (core-risk.ts, shared with the engine's tests and the
// terminal). The board object an option is about is its `obj`, as for every game (optionObject).
import { destroyedBy, safeDefaultCounts } from '../../../../battle-spirits/src/core-risk.ts';
import type { Decision } from '../../types.ts';
import type { DistributionCheck } from '../board.ts';

export { coreOption, isSoul } from './core-option.ts';

/**
 * A starting distribution: the smallest legal total, from the reserve first, never the cores a card
 * on the field needs to stay there while anything else can pay.
 */
export function sagaDefaultCounts(d: Decision): Record<string, number> {
  return safeDefaultCounts(d);
}

/** A payment that takes the last cores of cards on the field: they leave it (9-3-2). */
export function sagaCheckDistribution(d: Decision, counts: Record<string, number>): DistributionCheck | null {
  const doomed = destroyedBy(d, counts);
  if (doomed.length === 0) return null;
  return {
    warning: `This takes the last cores of ${doomed.join(' and ')}: ${doomed.length > 1 ? 'they leave' : 'it leaves'} the field (9-3-2).`,
    confirm: `Destroy ${doomed.join(' and ')} and confirm`,
  };
}
