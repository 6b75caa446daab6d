// The Saga directive `bp`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf } from '../effects.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, int, targetSchema, until } from '../schema-common.ts';
import { cap, perText, untilText } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Amount, Duration, Target } from '../vocab.ts';

/** `per`: the amount is multiplied by it ("1000 BP for each ..."). */
export type BpDir = { do: 'bp'; amount: number; per?: Amount; target: Target; until: Duration };

export const bp = defineVerb<BpDir, Run, TextCtx>({
  verb: 'bp',
  schema: z.strictObject({
    do: z.literal('bp'),
    amount: int,
    per: amountSchema.optional(),
    target: targetSchema,
    until,
  }),
  text: (d) =>
    `${cap(pickText(d.target))}: ${d.amount >= 0 ? '+' : '-'}${Math.abs(d.amount)} BP${d.per === undefined ? '' : ` ${perText(d.per)}`} ${untilText(d.until)}.`,
  perform(run, dir) {
    const { ctx, reg, d, L, me, targets } = run;
    const amount = dir.per === undefined ? dir.amount : dir.amount * amountOf(reg, d, L, dir.per);
    for (const { c } of targets)
      emit(ctx, { t: 'bp', id: c.id, amount, until: dir.until, by: me, src: L.card });
    return false;
  },
});
