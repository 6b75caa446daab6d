// "Its abilities lose their costs for the rest of the turn" (10.29.1): while the effect lasts, paying
// those abilities' costs performs nothing (resolve.ts `costOf`), so an [ACT] is offered though its
// cost could not be paid; the effect ends with the turn (6.8.1.4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { abilitiesSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface LoseCostDir {
  do: 'loseCost';
  target: Target;
}

export const loseCost = defineVerb<LoseCostDir, VgRun, VgTextCtx>({
  verb: 'loseCost',
  schema: z.strictObject({ do: z.literal('loseCost'), target: targetSchema }),
  text: (d) => abilitiesSentence(d.target, 'abilities lose their costs for the rest of the turn.'),
  perform(run, d) {
    const r = resolveTarget(run, d.target, 'Choose the unit whose abilities lose their costs (10.29.1).');
    if (r === 'asked') return true;
    for (const u of r.units) run.ctx.emit({ t: 'loseCost', p: r.p, id: u.id });
    return false;
  },
});
