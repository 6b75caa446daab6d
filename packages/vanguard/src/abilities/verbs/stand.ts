// "[Stand] X" (10.12): a resting unit turns upright; a Legion Mate with its Legion Leader (10.25.10).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { unitCircleOf } from '../../state.ts';
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
      // 10.25.10: standing the Legion Mate stands the vanguard circle, its Leader with it.
      const c = unitCircleOf(pl, u.id);
      // `by`: the effect's master, for rush (11.27.1).
      if (c && u.rested) run.ctx.emit({ t: 'orient', p: r.p, circle: c, rested: false, by: run.L.p });
    }
    return false;
  },
});
