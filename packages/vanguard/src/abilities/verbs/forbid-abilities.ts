// "Its abilities cannot be used for the rest of the turn" (12.2.1): an [ACT] of the unit cannot be
// played (12.2.1.1, resolve.ts `offerAct`), an [AUTO] of it does not trigger (12.2.1.2, triggers.ts)
// and one already in stand by is cancelled as it would resolve (12.2.1.3, resolve.ts); the effect ends
// with the turn (6.8.1.4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { abilitiesSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface ForbidAbilitiesDir {
  do: 'forbidAbilities';
  target: Target;
}

export const forbidAbilities = defineVerb<ForbidAbilitiesDir, VgRun, VgTextCtx>({
  verb: 'forbidAbilities',
  schema: z.strictObject({ do: z.literal('forbidAbilities'), target: targetSchema }),
  text: (d) => abilitiesSentence(d.target, 'abilities cannot be used for the rest of the turn.'),
  perform(run, d) {
    const r = resolveTarget(run, d.target, 'Choose the unit whose abilities cannot be used (12.2.1).');
    if (r === 'asked') return true;
    for (const u of r.units) run.ctx.emit({ t: 'forbidAbilities', p: r.p, id: u.id });
    return false;
  },
});
