// Which option of a Saga core decision takes cores from where: the reserve or a field card, its soul
// core or the others (payment.ts coreSources builds them). Kept apart from the board's React types so
// that unit tests read it as plain TypeScript.
import type { DecisionOption } from '../../types.ts';

/** A soul core's place in a core decision ("reserve*", "c135*"). */
export function isSoul(o: DecisionOption): boolean {
  return o.id.endsWith('*');
}

/**
 * The option of a core decision (every Saga distribution takes cores from the reserve and the field:
 * payment.ts coreSources) that takes cores from `from`, a field card's object or the reserve (the
 * option with no object), its soul core or the others.
 */
export function coreOption(
  options: readonly DecisionOption[],
  from: number | 'reserve',
  soul: boolean,
): DecisionOption | undefined {
  return options.find(
    (o) => (from === 'reserve' ? o.obj === undefined : o.obj === from) && isSoul(o) === soul,
  );
}
