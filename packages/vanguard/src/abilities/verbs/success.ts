// The effect of Success N (11.37.2): this unit becomes successful until end of turn, unless the
// rear-guard's power fell below N before it resolved (11.37.4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { hiddenOnCircle, powerOf, rearGuardsOf } from '../../state.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface BecomeSuccessfulDir {
  do: 'becomeSuccessful';
  /** N of Success N: read again as it resolves. */
  power: number;
}

export const becomeSuccessful = defineVerb<BecomeSuccessfulDir, VgRun, VgTextCtx>({
  verb: 'becomeSuccessful',
  schema: z.strictObject({ do: z.literal('becomeSuccessful'), power: z.number().int().min(1) }),
  text: (d) =>
    `If a rear-guard of yours still has ${d.power} power or more, this unit is successful for the rest of the turn.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const data = ctx.data;
    const still = rearGuardsOf(data, L.p).some(
      ([, u]) => !hiddenOnCircle(u) && powerOf(cat, data, L.p, u) >= d.power,
    );
    if (still && !data.successful?.includes(L.src)) ctx.emit({ t: 'successful', p: L.p, id: L.src });
    return false;
  },
});
