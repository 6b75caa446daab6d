// "You may call that card to an open (RC)": the card the drive check revealed (7.6.1.2.3), still in
// the trigger zone at the check timing of 7.6.1.2.5, called to an empty rear-guard circle (10.7)
// instead of going to the hand (7.6.1.2.6).
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';

import { moveCard } from '../../events.ts';
import { REAR_CIRCLES, isRearCircle } from '../../state.ts';
import type { VgRun, VgTextCtx } from '../run.ts';
import { circleOptions } from './call-separate.ts';

export interface CallCheckedDir {
  do: 'callChecked';
}

export const callChecked = defineVerb<CallCheckedDir, VgRun, VgTextCtx>({
  verb: 'callChecked',
  schema: z.strictObject({ do: z.literal('callChecked') }),
  text: () => 'You may call the revealed card to an empty rear-guard circle.',
  perform(run) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    const card = pl.trigger.find((c) => c.id === L.boosted);
    const open = REAR_CIRCLES.filter((c) => pl.field[c] === null);
    // 1.3.2: the card has left the trigger zone, or no circle is open: nothing to call.
    if (!card || open.length === 0) return false;
    if (!L.picked) {
      askSelect(
        ctx,
        L.p,
        'callChecked',
        `${cat.get(card.def).name}: call it to an open rear-guard circle (10.7)?`,
        [...circleOptions(open, card.def, card.id), { id: 'no', label: 'Do not call it', pass: true }],
      );
      return true;
    }
    // The circle the chosen option names; not calling it names none.
    const rc = L.picked.find(isRearCircle);
    L.picked = null;
    if (rc === undefined) return false;
    moveCard(ctx, L.p, 'trigger', rc, { id: card.id });
    return false;
  },
});
