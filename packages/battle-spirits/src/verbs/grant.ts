// The Saga directive `grant`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { keywordSpecSchema, targetSchema, until } from '../schema-common.ts';
import { cap, untilText, verbFor } from '../text-words.ts';
import { keywordText, pickText } from '../text.ts';
import type { Duration, KeywordSpec, Target } from '../vocab.ts';

export type GrantDir = { do: 'grant'; keyword: KeywordSpec; target: Target; until: Duration };

export const grant = defineVerb<GrantDir, Run, TextCtx>({
  verb: 'grant',
  schema: z.strictObject({ do: z.literal('grant'), keyword: keywordSpecSchema, target: targetSchema, until }),
  text: (d) =>
    `${cap(pickText(d.target))} ${verbFor(d.target, 'gains', 'gain')} ${keywordText(d.keyword)} ${untilText(d.until)}.`,
  perform(run, dir) {
    const { ctx, me, targets } = run;
    for (const { c } of targets)
      emit(ctx, { t: 'grant', id: c.id, spec: dir.keyword, until: dir.until, by: me });
    return false;
  },
});
