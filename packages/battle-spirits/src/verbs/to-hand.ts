// The Saga directive `toHand`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { unprotected } from '../effects.ts';
import { moveCard } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

export type ToHandDir = { do: 'toHand'; target: Target };

export const toHand = defineVerb<ToHandDir, Run, TextCtx>({
  verb: 'toHand',
  schema: z.strictObject({ do: z.literal('toHand'), target: targetSchema }),
  text: (d) =>
    `Return ${pickText(d.target)} to the ${verbFor(d.target, 'hand of its owner', 'hands of their owners')}.`,
  perform(run, dir) {
    const { ctx, reg, d, L, me, targets } = run;
    // The cards go together: a trigger they satisfy activates once (8-6-3).
    ctx.beginBatch();
    for (const { c, owner } of unprotected(reg, d, targets, 'return', me, { id: L.source, def: L.card })) {
      const zone = (dir.target.zone ?? 'field') === 'field' ? 'field' : (dir.target.zone as 'trash' | 'hand');
      if (zone !== 'hand') moveCard(ctx, owner, c.id, zone, 'hand', { by: me });
    }
    ctx.endBatch();
    return false;
  },
});
