// The effect of Charge (11.29.1): "you may have this unit become charging until end of turn"; a
// charging unit goes to the bottom of the deck as a battle it took part in ends (11.29.2, battle.ts).
import { z } from 'zod';
import { askSelect, defineVerb } from '@arbiter/cardgame';
import { saidYes, yesOrNo } from '../../ask.ts';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';

export interface BecomeChargingDir {
  do: 'becomeCharging';
}

export const becomeCharging = defineVerb<BecomeChargingDir, VgRun, VgTextCtx>({
  verb: 'becomeCharging',
  schema: z.strictObject({ do: z.literal('becomeCharging') }),
  text: () =>
    'You may make this unit charging for the rest of the turn: once a battle it takes part in ends, it goes to the bottom of your deck.',
  perform(run) {
    const { ctx, cat, L } = run;
    const here = selfPlace(ctx.data, L);
    if (!here || here.circle === 'GC') return false;
    if (!L.picked) {
      const name = cat.get(here.card.def).name;
      askSelect(
        ctx,
        L.p,
        'charge',
        `Make ${name} charging until end of turn (11.29.1)?`,
        yesOrNo({ id: 'charge', label: `Make ${name} charging` }, 'Do not'),
      );
      return true;
    }
    const yes = saidYes(L.picked);
    L.picked = null;
    if (yes) ctx.emit({ t: 'charging', p: L.p, id: here.card.id });
    return false;
  },
});
