// The Saga directive `refresh`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

export type RefreshDir = { do: 'refresh'; target: Target };

export const refresh = defineVerb<RefreshDir, Run, TextCtx>({
  verb: 'refresh',
  schema: z.strictObject({ do: z.literal('refresh'), target: targetSchema }),
  text: (d) => `Refresh ${pickText(d.target)}.`,
  perform(run) {
    const { ctx, me, targets } = run;
    for (const { c } of targets) if (c.exhausted) emit(ctx, { t: 'refresh', id: c.id, by: me });
    return false;
  },
});
