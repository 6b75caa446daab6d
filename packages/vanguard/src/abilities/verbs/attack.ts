// "This unit attacks your opponent's vanguard" (10.34.1): the attack is made once the effects in play
// are done, at the battle phase's next start step (battle.ts), after the battle under way if there is
// one (10.34.1.3), and only if this unit may then attack that unit (10.34.1.1). An order given outside
// the battle phase is not modelled: it does nothing; nor does one to a vanguard in legion (10.25.5).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';

export interface AttackDir {
  do: 'attack';
  target: 'vanguard';
}

export const attack = defineVerb<AttackDir, VgRun, VgTextCtx>({
  verb: 'attack',
  schema: z.strictObject({ do: z.literal('attack'), target: z.literal('vanguard') }),
  text: () => "This unit attacks your opponent's vanguard.",
  perform(run) {
    const { ctx, L } = run;
    const self = selfPlace(ctx.data, L);
    if (ctx.data.phase !== 'battle' || ctx.data.active !== L.p || !self || self.circle === 'GC') return false;
    // 10.25.5, 10.25.15: neither unit of a legion can be forced to attack by an effect.
    const pl = ctx.data.players[L.p];
    if (pl.mate && (self.card.id === pl.mate.id || self.card.id === pl.field.VC?.id)) return false;
    ctx.emit({ t: 'forcedAttack', p: L.p, attackerId: self.card.id, target: 'VC' });
    return false;
  },
});
