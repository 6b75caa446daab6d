// "[Stand] X" (10.12): a resting unit turns upright.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { circleOf } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface StandDir {
  do: 'stand';
  target: Target;
}

export const stand = defineVerb<StandDir, VgRun, VgTextCtx>({
  verb: 'stand',
  schema: z.strictObject({ do: z.literal('stand'), target: targetSchema }),
  text: (d) => targetSentence('stand', d.target),
  perform(run, d) {
    const r = resolveTarget(run, d.target, 'Choose the unit to stand (10.12).');
    if (r === 'asked') return true;
    const pl = run.ctx.data.players[r.p];
    for (const u of r.units) {
      const c = circleOf(pl, u.id);
      if (c && u.rested) run.ctx.emit({ t: 'orient', p: r.p, circle: c, rested: false });
    }
    return false;
  },
});
