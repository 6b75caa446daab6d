// Which option of a Saga core decision takes cores from where: the reserve or a field card, its soul
// core or the others (payment.ts coreSources builds them). Kept apart from the board's React types so
// that unit tests read it as plain TypeScript.
import type { DecisionOption } from '../../types.ts';

/** A core decision's option for the soul core of its place: its `cores` fact says so (issue 14). */
export function isSoul(o: DecisionOption): boolean {
  return o.cores === 'soul';
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

/** A place cores are on, as Saga's core moves name it (state.ts CoreLoc): the reserve or a field card. */
export type CorePlace = 'reserve' | `c${number}`;

export const corePlace = (from: number | 'reserve'): CorePlace =>
  from === 'reserve' ? 'reserve' : `c${from}`;

/** The facts of a main-step core move (main-options.ts moveOptions, 6-6-1-2-3), if `o` is one. */
function moveOf(o: DecisionOption): { from: string; to: string; cores: string } | null {
  const f: Record<string, unknown> = { ...o };
  return typeof f.from === 'string' && typeof f.to === 'string' && typeof f.cores === 'string'
    ? { from: f.from, to: f.to, cores: f.cores }
    : null;
}

/** The move of cores (the soul core, or some of the others) from one place to another, if offered. */
export function coreMoveOption(
  options: readonly DecisionOption[],
  from: CorePlace,
  to: string,
  soul: boolean,
): DecisionOption | undefined {
  return options.find((o) => {
    const m = moveOf(o);
    return m !== null && m.from === from && m.to === to && m.cores === (soul ? 'soul' : 'some');
  });
}

/** Whether the options move cores from `from`: its soul core, or some of the others. */
export function movesFrom(options: readonly DecisionOption[], from: CorePlace, soul: boolean): boolean {
  return options.some((o) => {
    const m = moveOf(o);
    return m !== null && m.from === from && m.cores === (soul ? 'soul' : 'some');
  });
}

/** Whether any option is a core move (the decision is the main step's "which cores do you move"). */
export const isCoreMoveChoice = (options: readonly DecisionOption[]): boolean =>
  options.some((o) => moveOf(o) !== null);
