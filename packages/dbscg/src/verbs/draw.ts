// "Draw N cards" (4-9-3) and "draw up to N cards" (4-9-4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { drawCards } from '../actions.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { K } from '../procs.ts';
import { amountSchema } from '../schema-common.ts';
import { amountText } from '../text-common.ts';
import type { Amount } from '../vocab.ts';

export interface DrawDir {
  do: 'draw';
  n: Amount;
  /** 4-9-4: the player may stop drawing after any card. */
  upTo?: boolean;
}

export const draw = defineVerb<DrawDir, Run, TextCtx>({
  verb: 'draw',
  schema: z.strictObject({ do: z.literal('draw'), n: amountSchema, upTo: z.boolean().optional() }),
  text: (d) => {
    const n = amountText(d.n);
    return `${d.upTo ? 'Draw up to' : 'Draw'} ${n} card${n === '1' ? '' : 's'}.`;
  },
  perform(run, d) {
    const n = amountOf(run, d.n);
    if (n <= 0) return false; // 4-9-3: nothing happens for 0
    if (d.upTo) {
      K.push(run.ctx, 'drawUpTo', { p: run.L.master, left: n });
      return true;
    }
    drawCards(run.ctx, run.L.master, n);
    return false;
  },
});
