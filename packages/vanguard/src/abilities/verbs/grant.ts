// "This unit gets '[AUTO] ...' until end of turn" (10.21.1 give, 10.21.3 get): the given ability is
// kept in the state with the unit's object until the end of the turn (6.8.1.4); a unit that leaves
// its circle is a new object (4.1.4) and no longer has it.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { JsonObject } from '@arbiter/engine';
import { abilitySchema, type VgAbility } from '../ability.ts';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';
import { abilityText } from '../text.ts';

export interface GrantDir {
  do: 'grant';
  ability: VgAbility;
}

export const grant = defineVerb<GrantDir, VgRun, VgTextCtx>({
  verb: 'grant',
  schema: z.strictObject({
    do: z.literal('grant'),
    // Only [AUTO] abilities are given by the pool's cards; triggers.ts watches them.
    ability: z.lazy(() => abilitySchema).refine((a) => a.kind === 'auto', 'a given ability is an [AUTO]'),
  }),
  text: (d, t) => `This unit has, for the rest of the turn: «${abilityText(d.ability, t.cat)}»`,
  perform(run, d) {
    const s = selfPlace(run.ctx.data, run.L);
    if (s && s.circle !== 'GC')
      run.ctx.emit({ t: 'grant', p: run.L.p, id: s.card.id, ability: d.ability as unknown as JsonObject });
    return false;
  },
});
