// The Saga directive `destroy`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { destroyByEffect } from '../destroy.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

/** `noWhenDestroyed`: the destroyed cards' "When Destroyed" effects do not trigger. */
export type DestroyDir = { do: 'destroy'; target: Target; noWhenDestroyed?: boolean };

export const destroy = defineVerb<DestroyDir, Run, TextCtx>({
  verb: 'destroy',
  schema: z.strictObject({
    do: z.literal('destroy'),
    target: targetSchema,
    noWhenDestroyed: z.boolean().optional(),
  }),
  text: (d) =>
    `Destroy ${pickText(d.target)}.${d.noWhenDestroyed ? ' This destruction triggers none of their "When Destroyed" effects.' : ''}`,
  perform(run, dir) {
    const { ctx, reg, L, me, targets } = run;
    const ids = targets.map(({ c }) => c.id);
    return destroyByEffect(ctx, reg, ids, me, L.card, L.source, { quiet: dir.noWhenDestroyed === true });
  },
});
