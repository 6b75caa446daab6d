// "Reveal this card and ride it" (10.9 reveal, 10.6 ride by an effect: no grade rule, 8.5.2.1.1.1
// is the normal ride's): the card is shown from the hand, then becomes the vanguard; the old
// vanguard goes to the soul. The "you may" was answered at the hand's window (hand-window.ts).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { rideFrom } from '../../events.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface RideSelfDir {
  do: 'rideSelf';
}

export const rideSelf = defineVerb<RideSelfDir, VgRun, VgTextCtx>({
  verb: 'rideSelf',
  schema: z.strictObject({ do: z.literal('rideSelf') }),
  text: () => 'You may show this card, then make it your vanguard by riding it.',
  perform(run) {
    const { ctx, L } = run;
    const card = ctx.data.players[L.p].hand.find((c) => c.id === L.src);
    // 1.3.2: the card has left the hand since the window: nothing to ride.
    if (!card) return false;
    ctx.emit({ t: 'reveal', p: L.p, card: card.def });
    rideFrom(ctx, L.p, 'hand', card.id);
    return false;
  },
});
