// "Choose one of your units being attacked; it cannot be hit until end of that battle" (the sentinels'
// perfect guard, 11.9): the master's unit the attack aims at (7.3.1.2; one unit is attacked, so the
// choice of 7.5.1.2.2 has one answer), when it matches the filter. In the damage step (7.7.1.2) a unit
// that cannot be hit is not hit whatever the powers.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { gainedName } from '../../state.ts';
import { matches, type VgRun, type VgTextCtx } from '../run.ts';
import { filterWords } from '../text-common.ts';
import { unitFilterSchema, type UnitFilter } from '../vocab.ts';

export interface CannotBeHitDir {
  do: 'cannotBeHit';
  filter?: UnitFilter;
}

export const cannotBeHit = defineVerb<CannotBeHitDir, VgRun, VgTextCtx>({
  verb: 'cannotBeHit',
  schema: z.strictObject({ do: z.literal('cannotBeHit'), filter: unitFilterSchema.optional() }),
  text: (d) => `Your ${filterWords(d.filter, 'unit')} under attack cannot be hit for the rest of the battle.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const b = ctx.data.battle;
    // Only while the master's unit is the one attacked (the attack is the opponent's).
    if (!b || ctx.data.active === L.p) return false;
    const u = ctx.data.players[L.p].field[b.target];
    if (!u || u.id !== b.targetId) return false;
    if (!matches(cat, u, b.target, d.filter, gainedName(cat, ctx.data, L.p, b.target))) return false;
    ctx.emit({ t: 'mod', p: L.p, id: u.id, until: 'battle', noHit: true });
    return false;
  },
});
