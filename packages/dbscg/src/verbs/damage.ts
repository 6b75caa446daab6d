// "Inflict N damage to your opponent" (4-10): damage processing by a skill, whose source is the
// skill's card (4-11-1).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { K } from '../procs.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { amountText } from '../text-common.ts';
import { other } from '../state.ts';
import type { Amount } from '../vocab.ts';

export interface DamageDir {
  do: 'damage';
  n: Amount;
}

export const damage = defineVerb<DamageDir, Run, TextCtx>({
  verb: 'damage',
  schema: z.strictObject({ do: z.literal('damage'), n: amountSchema }),
  text: (d) => `Deal ${amountText(d.n)} damage to the opponent.`,
  perform(run, d) {
    const n = amountOf(run, d.n);
    // 4-10-2-2: 0 damage does nothing.
    if (n <= 0) return false;
    K.push(run.ctx, 'damage', { p: other(run.L.master), n, src: run.L.source, critical: false });
    return true;
  },
});
