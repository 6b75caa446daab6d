// "Reveal this card and ride it" (10.9 reveal, 10.6 ride by an effect: no grade rule, 8.5.2.1.1.1
// is the normal ride's): the card is shown from the hand (or ridden from the drop zone, where it is
// public), then becomes the vanguard; the old vanguard goes to the soul. From the hand the "you may"
// was answered at the hand's window (hand-window.ts).
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
  text: () => 'Make this card your vanguard by riding it (shown first when it comes from the hand).',
  perform(run) {
    const { ctx, L } = run;
    const pl = ctx.data.players[L.p];
    const card = pl.hand.find((c) => c.id === L.src);
    if (card) {
      ctx.emit({ t: 'reveal', p: L.p, card: card.def });
      rideFrom(ctx, run.cat, L.p, 'hand', card.id);
      return false;
    }
    // 1.3.2: the card has left its zone since the ability was played: nothing to ride.
    if (pl.drop.some((c) => c.id === L.src)) rideFrom(ctx, run.cat, L.p, 'drop', L.src);
    return false;
  },
});
