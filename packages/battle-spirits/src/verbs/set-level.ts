// The Saga directive `setLevel`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { highestLevel } from '../continuous.ts';
import { type SagaEvent, emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { int, targetSchema, until } from '../schema-common.ts';
import { cap, untilText, verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Duration, Target } from '../vocab.ts';

/**
 * 8-8-1-3-2: treated as a given level, or as its highest level (its BP and its level-gated effects
 * follow). `whileYouControl`: it also ends once this effect's card is no longer on its
 * controller's field ("as long as you control this spirit").
 */
export type SetLevelDir = {
  do: 'setLevel';
  level: number | 'highest';
  target: Target;
  until: Duration;
  whileYouControl?: boolean;
};

export const setLevel = defineVerb<SetLevelDir, Run, TextCtx>({
  verb: 'setLevel',
  schema: z.strictObject({
    do: z.literal('setLevel'),
    level: z.union([int.min(1), z.literal('highest')]),
    target: targetSchema,
    until,
    whileYouControl: z.boolean().optional(),
  }),
  text: (d) => {
    return (
      (d.level === 'highest'
        ? `${cap(pickText(d.target))} ${verbFor(d.target, 'counts', 'count')} as being at ${verbFor(d.target, 'its', 'their')} top level ${untilText(d.until)}`
        : `${cap(pickText(d.target))} ${verbFor(d.target, 'counts', 'count')} as LV${d.level} ${untilText(d.until)}`) +
      (d.whileYouControl ? ', as long as you control this card.' : '.')
    );
  },
  perform(run, dir) {
    const { ctx, reg, L, me, targets } = run;
    for (const { c } of targets) {
      const level = dir.level === 'highest' ? highestLevel(reg.get(c.def)) : dir.level;
      const ev: SagaEvent = { t: 'bp', id: c.id, amount: level, until: dir.until, by: me, kind: 'level' };
      if (dir.whileYouControl) ev.whileOn = { id: L.source, p: me };
      emit(ctx, ev);
    }
    return false;
  },
});
