// "+N power for the duration of ..." (8-2-2-2): a timed change of power.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { duration, int, targetSchema } from '../schema-common.ts';
import { durationText, targetText } from '../text-common.ts';
import { untilOf } from '../actions.ts';
import type { Duration, Target } from '../vocab.ts';

export interface PowerDir {
  do: 'power';
  target: Target;
  amount: number;
  until: Duration;
  /** "+N for each (card)": `amount` times the number of cards `per` counts on resolution. */
  per?: Target;
}

export const power = defineVerb<PowerDir, Run, TextCtx>({
  verb: 'power',
  schema: z.strictObject({
    do: z.literal('power'),
    target: targetSchema,
    amount: int,
    until: duration,
    per: targetSchema.optional(),
  }),
  text: (d) => {
    const sign = d.amount >= 0 ? '+' : '';
    const per = d.per ? ` per one of ${targetText({ ...d.per, all: true }).replace(/^all of /, '')}` : '';
    return `${sign}${d.amount} power${per} to ${targetText(d.target)} ${durationText(d.until)}.`;
  },
  perform(run, d) {
    const u = untilOf(run.d, run.L.master, d.until);
    // Counted once, on resolution, before any card gains (1-3-7).
    const amount = d.per ? d.amount * amountOf(run, { count: d.per }) : d.amount;
    for (const c of run.cards) emit(run.ctx, { t: 'power', target: c.id, amount, ...u, by: run.L.master });
    return false;
  },
});
