// The Saga directive `returnThisToHand`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { moveCard } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';

/**
 * The magic card whose effect this is goes from where it waits to resolve (10-8-7) to its owner's hand
 * rather than to the trash (10-8-8): BSS05-121. Nothing happens if it is no longer there.
 */
export type ReturnThisToHandDir = { do: 'returnThisToHand' };

export const returnThisToHand = defineVerb<ReturnThisToHandDir, Run, TextCtx>({
  verb: 'returnThisToHand',
  schema: z.strictObject({ do: z.literal('returnThisToHand') }),
  text: () => 'Return this card to your hand.',
  perform(run) {
    const { ctx, d, L, me } = run;
    if (d.players[me].resolving.some((c) => c.id === L.source))
      moveCard(ctx, me, L.source, 'resolving', 'hand');
    return false;
  },
});
