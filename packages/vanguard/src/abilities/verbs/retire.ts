// "Retire" (10.4): a rear-guard goes from its circle to its master's drop zone.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import { circleOf } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface RetireDir {
  do: 'retire';
  target: Target;
}

export const retire = defineVerb<RetireDir, VgRun, VgTextCtx>({
  verb: 'retire',
  schema: z.strictObject({ do: z.literal('retire'), target: targetSchema }),
  text: (d) => targetSentence('retire', d.target),
  perform(run, d) {
    const r = resolveTarget(run, d.target, 'Choose the rear-guard to retire (10.4).');
    if (r === 'asked') return true;
    const pl = run.ctx.data.players[r.p];
    for (const u of r.units) {
      const c = circleOf(pl, u.id);
      if (c && c !== 'VC') moveCard(run.ctx, r.p, c, 'drop', { id: u.id });
    }
    return false;
  },
});
