// "Draw N cards" (4-9-3) and "draw up to N cards" (4-9-4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { drawCards } from '../actions.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { K } from '../procs.ts';
import { amountSchema } from '../schema-common.ts';
import { amountText } from '../text-common.ts';
import type { Amount } from '../vocab.ts';
import { other } from '../state.ts';

export interface DrawDir {
  do: 'draw';
  n: Amount;
  /** 4-9-4: the player may stop drawing after any card. */
  upTo?: boolean;
  /** "Both players draw N cards": the turn player first (1-3-4); a fixed number (`upTo` is not read). */
  both?: true;
}

export const draw = defineVerb<DrawDir, Run, TextCtx>({
  verb: 'draw',
  schema: z.strictObject({
    do: z.literal('draw'),
    n: amountSchema,
    upTo: z.boolean().optional(),
    both: z.literal(true).optional(),
  }),
  text: (d) => {
    const n = amountText(d.n);
    const cards = `${n} card${n === '1' ? '' : 's'}`;
    if (d.both) return `Each player draws ${cards}, the turn player first.`;
    return `${d.upTo ? 'Draw up to' : 'Draw'} ${cards}.`;
  },
  perform(run, d) {
    const n = amountOf(run, d.n);
    if (n <= 0) return false; // 4-9-3: nothing happens for 0
    if (d.both) {
      const tp = run.d.active;
      for (const p of [tp, other(tp)]) drawCards(run.ctx, p, n);
      return false;
    }
    if (d.upTo) {
      K.push(run.ctx, 'drawUpTo', { p: run.L.master, left: n });
      return true;
    }
    drawCards(run.ctx, run.L.master, n);
    return false;
  },
});
