// The Saga directive `gainCore`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf } from '../effects.ts';
import { moveCores } from '../events.ts';
import { coresIntoLife } from '../life-cores.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { coresText } from '../text-words.ts';
import type { Amount } from '../vocab.ts';

export type GainCoreDir = { do: 'gainCore'; n: Amount; to: 'reserve' | 'life' | 'trash' };

export const gainCore = defineVerb<GainCoreDir, Run, TextCtx>({
  verb: 'gainCore',
  schema: z.strictObject({
    do: z.literal('gainCore'),
    n: amountSchema,
    to: z.enum(['reserve', 'life', 'trash']),
  }),
  text: (d) => {
    if (typeof d.n === 'object' && 'shortOf' in d.n && d.n.shortOf !== undefined && d.n.what === d.to)
      return `Out of the void, add cores to your ${d.to} until it holds ${d.n.shortOf}.`;
    return `Put ${coresText(d.n)} into your ${d.to} out of the void.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    if (dir.to === 'life')
      coresIntoLife(ctx, reg, me, 'void', amountOf(reg, d, L, dir.n), false, 'effect', me);
    else moveCores(ctx, me, 'void', dir.to, amountOf(reg, d, L, dir.n), false, 'effect', me);
    return false;
  },
});
