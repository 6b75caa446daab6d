// "Bind" (10.19): units go from their circles to the bind zone of their owner (4.9).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import { circleOf } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface BindDir {
  do: 'bind';
  target: Target;
}

export const bind = defineVerb<BindDir, VgRun, VgTextCtx>({
  verb: 'bind',
  schema: z.strictObject({ do: z.literal('bind'), target: targetSchema }),
  text: (d) => targetSentence('bind', d.target, '(put into the bind zone)'),
  perform(run, d) {
    const r = resolveTarget(run, d.target, 'Choose the rear-guard to bind (10.19).');
    if (r === 'asked') return true;
    const pl = run.ctx.data.players[r.p];
    for (const u of r.units) {
      const c = circleOf(pl, u.id);
      // 10.19.1: to the bind zone of the card's owner (each player owns the cards on their side).
      if (c && c !== 'VC') moveCard(run.ctx, r.p, c, 'bind', { id: u.id });
    }
    return false;
  },
});
