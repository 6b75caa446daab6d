// Rescue N (11.17): "choose N cards from your damage zone, heal them (10.8), then deal N damage to
// your vanguard". The damage is dealt as damage to the vanguard yet to be processed (3.9.2): the
// damage process (9.6) checks it at the next check timing, one damage check per damage.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import { pickCards, type VgRun, type VgTextCtx } from '../run.ts';

export interface RescueDir {
  do: 'rescue';
  n: number;
}

export const rescue = defineVerb<RescueDir, VgRun, VgTextCtx>({
  verb: 'rescue',
  schema: z.strictObject({ do: z.literal('rescue'), n: z.number().int().min(1) }),
  text: (d) => {
    const cards = d.n === 1 ? 'a card' : `${d.n} cards`;
    return `Rescue ${d.n} (choose ${cards} from your damage zone and heal ${d.n === 1 ? 'it' : 'them'}, then deal ${d.n} damage to your vanguard).`;
  },
  perform(run, d) {
    const { ctx, L } = run;
    const pl = ctx.data.players[L.p];
    const ids = pickCards(
      run,
      pl.damage,
      d.n,
      'rescue',
      `Choose ${d.n === 1 ? 'a card' : `${d.n} cards`} of your damage zone to heal (11.17.1.1, 10.8).`,
    );
    if (!ids) return true;
    for (const id of ids) moveCard(ctx, L.p, 'damage', 'drop', { id });
    // 11.17.1.1: then N damage to your vanguard, processed by 9.6 at the next check timing.
    if (pl.field.VC) ctx.emit({ t: 'vanguardDamage', p: L.p, n: d.n });
    return false;
  },
});
