// The Saga directive `setBp`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { int, targetSchema, until } from '../schema-common.ts';
import { cap, untilText } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Duration, Target } from '../vocab.ts';

/** 8-8-1-3-4: BP becomes a fixed value. */
export type SetBpDir = { do: 'setBp'; value: number; target: Target; until: Duration };

export const setBp = defineVerb<SetBpDir, Run, TextCtx>({
  verb: 'setBp',
  schema: z.strictObject({ do: z.literal('setBp'), value: int.min(0), target: targetSchema, until }),
  text: (d) => `${cap(pickText(d.target))}: BP becomes ${d.value} ${untilText(d.until)}.`,
  perform(run, dir) {
    const { ctx, me, targets } = run;
    for (const { c } of targets) {
      emit(ctx, { t: 'bp', id: c.id, amount: dir.value, until: dir.until, by: me, kind: 'set' });
    }
    return false;
  },
});
