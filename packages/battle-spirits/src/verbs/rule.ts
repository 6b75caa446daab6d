// The Saga directive `rule`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { until } from '../schema-common.ts';
import { cap, untilText } from '../text-words.ts';
import { continuousText } from '../text.ts';
import { continuousSchema } from '../vocab-schema.ts';
import type { Continuous, Duration } from '../vocab.ts';

/**
 * A rule for players for a while, not tied to a card ("during this turn, Star Dragon spirits in
 * your hand cost ..."): `apply` works like a constant effect of this effect's controller. With
 * `once`, it ends the first time it is used (a cost change: the first matching card paid for from
 * the hand).
 */
export type RuleDir = { do: 'rule'; apply: Continuous; until: Duration; once?: boolean };

export const rule = defineVerb<RuleDir, Run, TextCtx>({
  verb: 'rule',
  schema: z.strictObject({
    do: z.literal('rule'),
    apply: z.lazy(() => continuousSchema),
    until,
    once: z.boolean().optional(),
  }),
  text: (d) => {
    const body = continuousText(d.apply).replace(/\.$/, '');
    return `${cap(untilText(d.until))}, ${body.charAt(0).toLowerCase()}${body.slice(1)}${d.once ? ' (only the first time it applies)' : ''}.`;
  },
  perform(run, dir) {
    const { ctx, L, me } = run;
    emit(ctx, {
      t: 'rule',
      x: dir.apply,
      until: dir.until,
      by: me,
      card: L.card,
      ...(dir.once ? { key: ctx.newObjectId() } : {}),
    });
    return false;
  },
});
