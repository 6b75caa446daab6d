// "The chosen unit cannot [Stand] during your opponent's next stand phase" (6.3.1.2): the unit stays
// at rest when its master's next stand phase stands the others; the effect is spent by that phase.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface HoldRestDir {
  do: 'holdRest';
  target: Target;
}

export const holdRest = defineVerb<HoldRestDir, VgRun, VgTextCtx>({
  verb: 'holdRest',
  schema: z.strictObject({ do: z.literal('holdRest'), target: targetSchema }),
  text: (d) => targetSentence('keep', d.target, "from standing in its master's next stand phase"),
  perform(run, d) {
    const r = resolveTarget(
      run,
      d.target,
      "Choose the unit that does not stand in its master's next stand phase.",
    );
    if (r === 'asked') return true;
    for (const u of r.units) run.ctx.emit({ t: 'noStand', p: r.p, id: u.id });
    return false;
  },
});
