// "+N power for the duration of ..." (8-2-2-2): a timed change of power.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { duration, int, targetSchema } from '../schema-common.ts';
import { durationText, targetText } from '../text-common.ts';
import { untilOf } from '../actions.ts';
import type { Duration, Target } from '../vocab.ts';

export interface PowerDir {
  do: 'power';
  target: Target;
  amount: number;
  until: Duration;
}

export const power = defineVerb<PowerDir, Run, TextCtx>({
  verb: 'power',
  schema: z.strictObject({ do: z.literal('power'), target: targetSchema, amount: int, until: duration }),
  text: (d) => {
    const who = targetText(d.target);
    const verb =
      d.target.side === 'self' || d.target.count === 1 || d.target.side === 'subject' ? 'gains' : 'gain';
    const sign = d.amount >= 0 ? '+' : '';
    return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${verb} ${sign}${d.amount} power ${durationText(d.until)}.`;
  },
  perform(run, d) {
    const u = untilOf(run.d, run.L.master, d.until);
    for (const c of run.cards)
      emit(run.ctx, { t: 'power', target: c.id, amount: d.amount, ...u, by: run.L.master });
    return false;
  },
});
