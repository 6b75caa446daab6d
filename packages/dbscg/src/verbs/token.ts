// "Play N (Name) Tokens" (10-18): tokens are Battle Cards an effect makes (10-18-1), with the
// information the effect gives (10-18-2: a token definition of the catalog), in the Battle Area of
// the effect's master unless it says otherwise (10-18-3).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { amountText } from '../text-common.ts';
import { other } from '../state.ts';
import type { Amount } from '../vocab.ts';

export interface TokenDir {
  do: 'token';
  /** The token's definition id (a card definition with `token: true`). */
  card: string;
  n: Amount;
  /** Whose Battle Area (default the master's, 10-18-3). */
  side?: 'own' | 'opp';
  rest?: boolean;
}

export const token = defineVerb<TokenDir, Run, TextCtx>({
  verb: 'token',
  schema: z.strictObject({
    do: z.literal('token'),
    card: z.string().min(1),
    n: amountSchema,
    side: z.enum(['own', 'opp']).optional(),
    rest: z.boolean().optional(),
  }),
  text: (d, t) => {
    const name = t.cat.has(d.card) ? t.cat.get(d.card).name : d.card;
    const n = amountText(d.n);
    const whose = d.side === 'opp' ? "the opponent's" : 'your';
    const mode = d.rest ? ' in Rest Mode' : '';
    return `${n} ${name} token${n === '1' ? '' : 's'} enter${n === '1' ? 's' : ''} ${whose} Battle Area${mode}.`;
  },
  perform(run, d) {
    if (!run.cat.has(d.card) || !run.cat.get(d.card).token) return false;
    const p = d.side === 'opp' ? other(run.L.master) : run.L.master;
    const n = amountOf(run, d.n);
    for (let i = 0; i < n; i++) {
      emit(run.ctx, {
        t: 'token',
        p,
        id: run.ctx.newObjectId(),
        card: d.card,
        ...(d.rest ? { rest: true } : {}),
      });
    }
    return false;
  },
});
