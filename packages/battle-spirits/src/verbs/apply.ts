// The Saga directive `apply`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema, until } from '../schema-common.ts';
import { cap, untilText } from '../text-words.ts';
import { continuousText, pickText, tempText } from '../text.ts';
import { tempContinuousSchema } from '../vocab-schema.ts';
import type { Continuous, Duration, Target, TempContinuous } from '../vocab.ts';

/**
 * 8-8-1-4: a constant-like rule for the chosen cards, for a while (cannot be blocked by ..., may
 * block while exhausted, protection, added costs or level costs). The cards are fixed on resolution.
 */
export type ApplyDir = { do: 'apply'; effect: TempContinuous; target: Target; until: Duration };

export const apply = defineVerb<ApplyDir, Run, TextCtx>({
  verb: 'apply',
  schema: z.strictObject({
    do: z.literal('apply'),
    effect: z.lazy(() => tempContinuousSchema),
    target: targetSchema,
    until,
  }),
  text: (d) => {
    // "All your spirits gain ...": a rule for every match reads as a constant does.
    if (d.target.all && !('gained' in d.effect))
      return `${continuousText({ ...d.effect, to: d.target } as Continuous).replace(/\.$/, '')} ${untilText(d.until)}.`;
    return `${cap(pickText(d.target))}: ${tempText(d.effect)} ${untilText(d.until)}.`;
  },
  perform(run, dir) {
    const { ctx, me, targets } = run;
    // 8-8-1-4: the cards are fixed as the effect resolves.
    for (const { c } of targets) emit(ctx, { t: 'temp', id: c.id, x: dir.effect, until: dir.until, by: me });
    return false;
  },
});
