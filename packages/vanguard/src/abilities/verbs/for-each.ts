// "For each X, do Y" (12.6): Y is done X times, X counted once as Y begins (12.6.2); a choice in Y
// cannot pick an object an earlier time of Y picked (12.6.3, `chosenInRepeat` in run.ts).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { candidates, REPEAT_CHOSEN, type VgRun, type VgTextCtx } from '../run.ts';
import { effectWords } from '../text.ts';
import { filterWords } from '../text-common.ts';
import { unitFilterSchema, type UnitFilter } from '../vocab.ts';
import { directiveSchema, type VgDirective } from './index.ts';

export interface ForEachDir {
  do: 'forEach';
  /** X: the units of a side matching the filter. */
  count: { side: 'mine' | 'theirs'; what: 'unit' | 'rearGuard'; filter?: UnitFilter };
  /** Y, done once for each. */
  then: VgDirective[];
}

export const forEach = defineVerb<ForEachDir, VgRun, VgTextCtx>({
  verb: 'forEach',
  schema: z.strictObject({
    do: z.literal('forEach'),
    count: z.strictObject({
      side: z.enum(['mine', 'theirs']),
      what: z.enum(['unit', 'rearGuard']),
      filter: unitFilterSchema.optional(),
    }),
    then: z.lazy(() => z.array(directiveSchema).min(1)),
  }),
  text: (d, t) =>
    `Count your ${d.count.side === 'mine' ? '' : "opponent's "}${filterWords(d.count.filter, d.count.what === 'unit' ? 'units' : 'rear-guards')}; that many times: ${effectWords(d.then, t.cat, true)}`,
  blocks: (d) => d.then,
  // 12.6.2: counted once, as Y begins; no earlier choice is barred yet (12.6.3).
  rounds: (run, d) => {
    run.L.paid[REPEAT_CHOSEN] = [];
    return candidates(run, d.count).length;
  },
  perform: () => true,
});
