// The Saga directive `cannot`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema, until } from '../schema-common.ts';
import { cap, untilText } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Duration, Target } from '../vocab.ts';

export type CannotDir = {
  do: 'cannot';
  action: 'attack' | 'block' | 'activate';
  target: Target;
  until: Duration;
};

export const cannot = defineVerb<CannotDir, Run, TextCtx>({
  verb: 'cannot',
  schema: z.strictObject({
    do: z.literal('cannot'),
    action: z.enum(['attack', 'block', 'activate']),
    target: targetSchema,
    until,
  }),
  text: (d) =>
    `${cap(pickText(d.target))} may not ${d.action === 'activate' ? 'activate effects' : d.action} ${untilText(d.until)}.`,
  perform(run, dir) {
    const { ctx, me, targets } = run;
    for (const { c } of targets)
      emit(ctx, { t: 'ban', id: c.id, action: dir.action, until: dir.until, by: me });
    return false;
  },
});
