// "Add +N to this card's combo power for the duration of ...": a timed change of combo power (2-9),
// added with the card's printed combo power in the Damage Step (7-4-1-2, 7-4-1-3).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { untilOf } from '../actions.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { duration, int, targetSchema } from '../schema-common.ts';
import { durationText, targetText } from '../text-common.ts';
import type { Duration, Target } from '../vocab.ts';

export interface ComboPowerDir {
  do: 'comboPower';
  target: Target;
  amount: number;
  until: Duration;
}

export const comboPower = defineVerb<ComboPowerDir, Run, TextCtx>({
  verb: 'comboPower',
  schema: z.strictObject({
    do: z.literal('comboPower'),
    target: targetSchema,
    amount: int,
    until: duration,
  }),
  text: (d) =>
    `${d.amount >= 0 ? '+' : ''}${d.amount} combo power to ${targetText(d.target)} ${durationText(d.until)}.`,
  perform(run, d) {
    const u = untilOf(run.d, run.L.master, d.until);
    for (const c of run.cards)
      emit(run.ctx, { t: 'power', target: c.id, amount: d.amount, ...u, by: run.L.master, comboPower: true });
    return false;
  },
});
