// The Saga directive `exhaust`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import { unprotected } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

export type ExhaustDir = { do: 'exhaust'; target: Target };

export const exhaust = defineVerb<ExhaustDir, Run, TextCtx>({
  verb: 'exhaust',
  schema: z.strictObject({ do: z.literal('exhaust'), target: targetSchema }),
  text: (d) => `Exhaust ${pickText(d.target)}.`,
  perform(run) {
    const { ctx, me, targets, reg, L } = run;
    // A protection from being exhausted (`{ protect: exhaust }`) keeps the card refreshed.
    const open = unprotected(reg, ctx.data, targets, 'exhaust', me, { id: L.source, def: L.card });
    for (const { c } of open) if (!c.exhausted) emit(ctx, { t: 'exhaust', id: c.id, by: me });
    return false;
  },
});
