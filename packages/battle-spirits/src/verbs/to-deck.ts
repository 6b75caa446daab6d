// The Saga directive `toDeck`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import type { PlayerIndex } from '@arbiter/engine';
import { z } from 'zod';
import { unprotected } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { cap, verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';
import { K } from '../procs.ts';

/** `bottom: owner`: each owner chooses the top or the bottom of their deck ("returns it to either ..."). */
export type ToDeckDir = { do: 'toDeck'; target: Target; bottom?: boolean | 'owner' };

export const toDeck = defineVerb<ToDeckDir, Run, TextCtx>({
  verb: 'toDeck',
  schema: z.strictObject({
    do: z.literal('toDeck'),
    target: targetSchema,
    bottom: z.union([z.boolean(), z.literal('owner')]).optional(),
  }),
  text: (d) =>
    d.bottom === 'owner'
      ? `${cap(pickText(d.target))}: ${verbFor(d.target, 'its owner puts it', 'their owners put them')} on top of or under their deck.`
      : `Put ${pickText(d.target)} ${d.bottom ? 'under' : 'on top of'} the ${verbFor(d.target, 'deck of its owner', 'decks of their owners')}.`,
  perform(run, dir) {
    const { ctx, reg, d, L, me, targets } = run;
    // 8-5-3-5: the target may be in the hand or the trash, not only on the field.
    const from = dir.target.zone ?? 'field';
    // 3-1-5: cards going to a deck together are put there in the order their owner chooses.
    let pushed = false;
    const movable = unprotected(reg, d, targets, 'return', me, { id: L.source, def: L.card });
    for (const p of [1, 0] as PlayerIndex[]) {
      const mine = movable.filter((t) => t.owner === p).map((t) => t.c.id);
      if (mine.length === 0) continue;
      K.push(ctx, 'toDeckOrder', {
        p,
        ids: mine,
        from,
        bottom: dir.bottom === true,
        ...(dir.bottom === 'owner' ? { ownerChooses: true } : {}),
      });
      pushed = true;
    }
    return pushed;
  },
});
