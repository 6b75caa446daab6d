// Readings nested in others (a level cost inside a level, a condition inside a condition, ...):
// how deep each kind is, so that characteristics cannot go round in circles (see continuous.ts).
import { readingTypes } from './granted.ts';

/** How many readings of each kind are under way now. */
export const readingDepth = { levelCost: 0, condition: 0, per: 0, lose: 0, abilityRead: 0, grant: 0 };

/**
 * The nested readings in progress, as a bit set: a value read inside one of them may differ from the
 * same value read outside (see derived.ts), so what is derived is kept per context.
 */
export function readingContext(): number {
  return (
    (readingDepth.levelCost > 0 ? 1 : 0) |
    (readingDepth.condition > 0 ? 2 : 0) |
    (readingDepth.per > 0 ? 4 : 0) |
    (readingDepth.lose > 0 ? 8 : 0) |
    (readingDepth.abilityRead > 0 ? 16 : 0) |
    (readingDepth.grant > 0 ? 32 : 0) |
    (readingTypes() ? 64 : 0)
  );
}
