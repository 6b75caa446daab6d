// "Change the target of the attack to (card)": the card becomes the guard card (7-1).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import type { Target } from '../vocab.ts';

export interface GuardDir {
  do: 'guard';
  target: Target;
}

export const guard = defineVerb<GuardDir, Run, TextCtx>({
  verb: 'guard',
  schema: z.strictObject({ do: z.literal('guard'), target: targetSchema }),
  text: (d) => `The attack now targets ${targetText(d.target)}.`,
  perform(run) {
    const c = run.cards[0];
    if (c && run.d.battle && !run.d.battle.negated) emit(run.ctx, { t: 'guard', guard: c.id });
    return false;
  },
});
