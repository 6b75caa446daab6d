// The Saga directive `whenSummonedAgain`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { activateSummonedAgain } from '../summoned-again.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { cap } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

/**
 * Activates one "When Summoned" effect of the chosen spirit again (its controller picks which, among
 * those active at its level); `as: self` resolves it as this card's effect ("with this spirit").
 */
export type WhenSummonedAgainDir = { do: 'whenSummonedAgain'; target: Target; as?: 'self' };

export const whenSummonedAgain = defineVerb<WhenSummonedAgainDir, Run, TextCtx>({
  verb: 'whenSummonedAgain',
  schema: z.strictObject({
    do: z.literal('whenSummonedAgain'),
    target: targetSchema,
    as: z.literal('self').optional(),
  }),
  text: (d) =>
    `${cap(pickText(d.target))}: a "When Summoned" effect of ${d.as === 'self' ? "that card activates as this spirit's own" : 'that card activates once more'}.`,
  perform(run, dir) {
    const { ctx, reg, L, targets } = run;
    return activateSummonedAgain(ctx, reg, L, targets, dir.as === 'self');
  },
});
