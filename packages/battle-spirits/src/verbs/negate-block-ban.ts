// The Saga directive `negateBlockBan`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import { blockBanAbility } from '../restrictions.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

/**
 * One "cannot block" effect of each chosen spirit, its own constant effect, is negated for the rest of
 * the turn, so it may block (Eternal BS01-119 and its ruling).
 */
export type NegateBlockBanDir = { do: 'negateBlockBan'; target: Target };

export const negateBlockBan = defineVerb<NegateBlockBanDir, Run, TextCtx>({
  verb: 'negateBlockBan',
  schema: z.strictObject({ do: z.literal('negateBlockBan'), target: targetSchema }),
  text: (d) => `Negate one "cannot block" effect of ${pickText(d.target)} until the turn ends.`,
  perform(run) {
    const { ctx, me, targets, reg } = run;
    for (const { c } of targets) {
      const n = blockBanAbility(reg, c);
      if (n >= 0) emit(ctx, { t: 'temp', id: c.id, x: { negated: n }, until: 'turn', by: me });
    }
    return false;
  },
});
