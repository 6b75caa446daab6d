// The Saga directive `skipRefresh`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { cap, verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

/** The chosen cards are not refreshed in their controller's next refresh step (6-5-2). */
export type SkipRefreshDir = { do: 'skipRefresh'; target: Target };

export const skipRefresh = defineVerb<SkipRefreshDir, Run, TextCtx>({
  verb: 'skipRefresh',
  schema: z.strictObject({ do: z.literal('skipRefresh'), target: targetSchema }),
  text: (d) =>
    `${cap(pickText(d.target))} ${verbFor(d.target, 'does', 'do')} not refresh in its controller's next refresh step.`,
  perform(run) {
    const { ctx, me, targets } = run;
    // Kept until that player's next refresh step (6-5-2), where the card stays exhausted.
    for (const { c } of targets)
      emit(ctx, { t: 'ban', id: c.id, action: 'refreshStep', until: 'refresh', by: me });
    return false;
  },
});
