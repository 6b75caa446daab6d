// "Return this card to your hand" / "put this card into your soul" for a card whose ability watches
// from the drop zone (it went there from (RC) or (GC), 4.4): the card moves only if it is still there
// (1.3.2: an ability does what it can).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface SelfToDir {
  do: 'selfTo';
  to: 'hand' | 'soul';
}

export const selfTo = defineVerb<SelfToDir, VgRun, VgTextCtx>({
  verb: 'selfTo',
  schema: z.strictObject({ do: z.literal('selfTo'), to: z.enum(['hand', 'soul']) }),
  text: (d) => (d.to === 'hand' ? 'Take this card back into your hand.' : 'Move this card into your soul.'),
  perform(run, d) {
    const { ctx, L } = run;
    if (ctx.data.players[L.p].drop.some((c) => c.id === L.src))
      moveCard(ctx, L.p, 'drop', d.to, { id: L.src });
    return false;
  },
});

export interface MillDir {
  do: 'mill';
  n: number;
}

/** "Put N cards from the top of your deck into your drop zone" (as many as the deck holds, 1.3.2). */
export const mill = defineVerb<MillDir, VgRun, VgTextCtx>({
  verb: 'mill',
  schema: z.strictObject({ do: z.literal('mill'), n: z.number().int().min(1) }),
  text: (d) => `Move the top ${d.n} cards of your deck to your drop zone.`,
  perform(run, d) {
    for (let i = 0; i < d.n; i++) moveCard(run.ctx, run.L.p, 'deck', 'drop');
    return false;
  },
});
