// "This unit gets '[AUTO] ...' until end of turn" (10.21.1 give, 10.21.3 get), or a chosen unit does:
// the given ability is kept in the state with the unit's object until the end of the turn (6.8.1.4);
// a unit that leaves its circle is a new object (4.1.4) and no longer has it.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { JsonObject } from '@arbiter/engine';
import { abilitySchema, type VgAbility } from '../ability.ts';
import { resolveTarget, selfPlace, type VgRun, type VgTextCtx } from '../run.ts';
import { capitalized, targetPronoun, targetWords } from '../text-common.ts';
import { abilityText } from '../text.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface GrantDir {
  do: 'grant';
  ability: VgAbility;
  /** The unit given the ability; this unit when absent. */
  target?: Target;
}

export const grant = defineVerb<GrantDir, VgRun, VgTextCtx>({
  verb: 'grant',
  schema: z.strictObject({
    do: z.literal('grant'),
    // Only [AUTO] abilities are given by the pool's cards; triggers.ts watches them.
    ability: z.lazy(() => abilitySchema).refine((a) => a.kind === 'auto', 'a given ability is an [AUTO]'),
    target: targetSchema.optional(),
  }),
  text: (d, t) => {
    const given = `«${abilityText(d.ability, t.cat)}»`;
    const tail = `, for the rest of the turn: ${given}`;
    if (d.target === undefined || d.target === 'self') return `This unit has${tail}`;
    const who = targetWords(d.target);
    if (typeof d.target === 'string') return `${capitalized(who)} has${tail}`;
    const it = targetPronoun(d.target);
    return `${capitalized(who)}; ${it} ${it === 'it' ? 'has' : 'have'}${tail}`;
  },
  perform(run, d) {
    const ability = d.ability as unknown as JsonObject;
    if (d.target !== undefined && d.target !== 'self') {
      const r = resolveTarget(run, d.target, 'Choose the unit to give the ability to (10.21.1).');
      if (r === 'asked') return true;
      for (const u of r.units) run.ctx.emit({ t: 'grant', p: r.p, id: u.id, ability });
      return false;
    }
    const s = selfPlace(run.ctx.data, run.L);
    if (s && s.circle !== 'GC') run.ctx.emit({ t: 'grant', p: run.L.p, id: s.card.id, ability });
    return false;
  },
});
