// The Saga directive `endAttackStep`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';

/** 7-1-6: when the current battle ends, so does the attack step (no more attacks); nothing outside a battle. */
export type EndAttackStepDir = { do: 'endAttackStep' };

export const endAttackStep = defineVerb<EndAttackStepDir, Run, TextCtx>({
  verb: 'endAttackStep',
  schema: z.strictObject({ do: z.literal('endAttackStep') }),
  text: () => 'Once this battle is over, the attack step is over too.',
  perform(run) {
    const { ctx, d } = run;
    if (d.battle) emit(ctx, { t: 'endAttackStep' });
    return false;
  },
});
