// "Look at the top card of your deck, and put it on the top or the bottom of your deck": the master
// alone sees the card (4.2.2: the deck is hidden), in its own decision, and chooses where it goes.
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';

import { moveCard } from '../../events.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface LookTopDir {
  do: 'lookTop';
}

export const lookTop = defineVerb<LookTopDir, VgRun, VgTextCtx>({
  verb: 'lookTop',
  schema: z.strictObject({ do: z.literal('lookTop') }),
  text: () => 'Check the card on top of your deck privately; leave it there or move it under the deck.',
  perform(run) {
    const { ctx, cat, L } = run;
    const top = ctx.data.players[L.p].deck[0];
    if (!top) return false; // 1.3.2: an empty deck, nothing to look at
    if (!L.picked) {
      const name = cat.get(top.def).name;
      askSelect(
        ctx,
        L.p,
        'lookTop',
        `The top card of your deck is ${name}: keep it on top, or put it at the bottom?`,
        [
          { id: 'top', label: `Keep ${name} on top`, card: top.def, obj: top.id, at: 'deckTop' },
          { id: 'bottom', label: `Put ${name} at the bottom`, card: top.def, obj: top.id, at: 'deckBottom' },
        ],
        { secret: true },
      );
      return true;
    }
    const [where] = L.picked;
    L.picked = null;
    if (where === 'deckBottom') moveCard(ctx, L.p, 'deck', 'deck', { id: top.id });
    return false;
  },
});
