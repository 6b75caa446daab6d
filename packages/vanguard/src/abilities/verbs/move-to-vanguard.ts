// "Put this unit on (VC)": a rear-guard moves to the vanguard circle (10.32.1: a move within the
// field, so "when this unit moves" abilities trigger). It is put there standing (4.6.4.1), a new
// object. The old vanguard goes to the soul as in a ride (8.5.3.1), but a G unit there is not put
// into the soul: it returns to the G zone face up (10.32.4, 4.6.9), and its heart cards go to the
// soul as in a ride over it (10.6.1.4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard, vacateVanguard } from '../../events.ts';
import { REAR_CIRCLES } from '../../state.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface MoveToVanguardDir {
  do: 'moveToVanguard';
}

export const moveToVanguard = defineVerb<MoveToVanguardDir, VgRun, VgTextCtx>({
  verb: 'moveToVanguard',
  schema: z.strictObject({ do: z.literal('moveToVanguard') }),
  text: () =>
    'Move this unit from its rear-guard circle to your vanguard circle; your old vanguard goes to your soul (a G unit goes back to your G zone).',
  perform(run) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    const from = REAR_CIRCLES.find((c) => pl.field[c]?.id === L.src);
    // 1.3.2: the unit left its rear-guard circle before the ability resolved: nothing moves.
    if (!from) return false;
    ctx.beginBatch();
    vacateVanguard(ctx, cat, L.p);
    moveCard(ctx, L.p, from, 'VC', { id: L.src });
    ctx.endBatch();
    return false;
  },
});
