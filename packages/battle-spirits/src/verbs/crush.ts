// The Saga directive `crush`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { keyword, levelNow } from '../continuous.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { cap, verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';
import { K } from '../procs.ts';

/** 11-11-1: the Crush of each chosen spirit that has one activates now (level plus its modifier). */
export type CrushDir = { do: 'crush'; target: Target };

export const crush = defineVerb<CrushDir, Run, TextCtx>({
  verb: 'crush',
  schema: z.strictObject({ do: z.literal('crush'), target: targetSchema }),
  text: (d) => `${cap(pickText(d.target))}: activate ${verbFor(d.target, 'its', 'their')} 【Crush】 effect.`,
  perform(run) {
    const { ctx, reg, d, me, targets } = run;
    // 11-11-1: the chosen spirit's own Crush, at its level now (an effect may have changed it).
    let pushed = false;
    for (const { c } of targets) {
      const crush = keyword(reg, d, c, 'crush');
      if (!crush) continue;
      const n = levelNow(reg, d, c) + (crush.value ?? 0);
      K.push(ctx, 'keyword', { controller: me, source: c.id, keyword: 'crush', card: c.def, n });
      pushed = true;
    }
    return pushed;
  },
});
