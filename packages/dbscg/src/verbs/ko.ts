// "KO" (10-1): a Battle Card goes from the Battle Area to its owner's Drop Area.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { K } from '../procs.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import type { Target } from '../vocab.ts';

export interface KoDir {
  do: 'ko';
  target: Target;
}

export const ko = defineVerb<KoDir, Run, TextCtx>({
  verb: 'ko',
  schema: z.strictObject({ do: z.literal('ko'), target: targetSchema }),
  text: (d) => `KO ${targetText(d.target)}.`,
  perform(run) {
    // 8-9: a replacement effect may apply instead of each KO (the `ko` procedure).
    const ids = run.cards.map((c) => c.id);
    if (ids.length === 0) return false;
    K.push(run.ctx, 'ko', { ids, by: run.L.master, effect: true, i: 0, prev: null });
    return true;
  },
});
