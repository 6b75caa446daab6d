// "Until end of turn, this unit loses Restraint" (11.5): a continuous effect for the turn (8.2.1.2)
// that lets a unit whose Restraint (11.5.1) would keep it from attacking be chosen as an attacker.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';

export interface LoseRestraintDir {
  do: 'loseRestraint';
}

export const loseRestraint = defineVerb<LoseRestraintDir, VgRun, VgTextCtx>({
  verb: 'loseRestraint',
  schema: z.strictObject({ do: z.literal('loseRestraint') }),
  text: () => 'This unit has no Restraint for the rest of the turn.',
  perform(run) {
    const s = selfPlace(run.ctx.data, run.L);
    // 1.3.2: the unit left its circle before the effect: nothing loses it.
    if (s && s.circle !== 'GC')
      run.ctx.emit({ t: 'mod', p: run.L.p, id: s.card.id, until: 'turn', noRestraint: true });
    return false;
  },
});
