// The Saga directive `delayed`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { StepName } from '../cards.ts';
import type { Run, TextCtx } from '../run.ts';
import { qualifiers, stepName, targetSchema, until } from '../schema-common.ts';
import { untilText } from '../text-words.ts';
import { directiveText, triggerText } from '../text.ts';
import { directiveSchema } from '../vocab-schema.ts';
import { type Duration, TRIGGERS, type Target, type TriggerEvent, type TriggerQualifiers } from '../vocab.ts';
import type { Directive } from './index.ts';

/**
 * 8-2-2-2: a delayed triggered effect, set up now, that triggers while `until` lasts ("during this
 * turn, when ..."; "at the end of this turn" is `on: turnEnd`; "when this battle ends" is
 * `on: battleEnd`). Its filter may name the cards chosen so far (`side: chosen`); `effect` sees them
 * as `chosen` too, and the card that made it trigger as the subject. With `once`, it happens once.
 */
export type DelayedDir = {
  do: 'delayed';
  on: TriggerEvent;
  filter?: Target;
  step?: StepName;
  until: Duration;
  once?: boolean;
  effect: Directive[];
} & TriggerQualifiers;

export const delayed = defineVerb<DelayedDir, Run, TextCtx>({
  verb: 'delayed',
  schema: z.strictObject({
    do: z.literal('delayed'),
    on: z.enum(TRIGGERS),
    filter: targetSchema.optional(),
    step: stepName.optional(),
    until,
    once: z.boolean().optional(),
    effect: z.array(z.lazy(() => directiveSchema)).min(1),
    ...qualifiers,
  }),
  text: (d) => {
    const inner = d.effect.map(directiveText).join(' ');
    const when =
      d.on === 'turnEnd'
        ? 'As this turn ends'
        : d.on === 'battleEnd'
          ? 'Once this battle is over'
          : `${untilText(d.until).replace(/^d/, 'D')}, ${triggerText(d, 'magic').replace(/^When/, 'when')}`;
    return `${when}${d.once ? ' (once)' : ''}: ${d.effect.length > 1 ? `(${inner})` : inner}`;
  },
  perform(run, dir) {
    const { ctx, L, me } = run;
    emit(ctx, {
      t: 'delayed',
      rec: {
        key: ctx.newObjectId(),
        p: me,
        card: L.card,
        ability: L.ability,
        path: [...L.dpath, L.i, ...L.path],
        source: L.source,
        chosen: L.chosen.slice(),
        until: dir.until,
        ...(dir.once ? { once: true } : {}),
      },
    });
    return false;
  },
});
