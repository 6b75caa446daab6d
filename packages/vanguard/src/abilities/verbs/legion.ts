// "Legion" (10.25), Seek Mate's effect (11.10.2): the master looks through the deck for at most one
// card of a name the icon gives (11.10.2.1), puts it to the left of the vanguard whose ability it is,
// in that vanguard's orientation, and the two are in a legion state (10.25.1); then the deck is
// shuffled. A vanguard already in legion, or one without Seek Mate, does not legion (10.25.1.2): the
// card found then stays in the deck. Putting the Legion Mate there is no ride (10.6.1.5).
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { distinctCardOptions } from '../../ask.ts';
import { moveCard } from '../../events.ts';
import { matches, type VgRun, type VgTextCtx } from '../run.ts';

export interface LegionDir {
  do: 'legion';
  /** 11.10.2.1: the names the Legion Mate may have (any one of them). */
  mate: string[];
}

export const legion = defineVerb<LegionDir, VgRun, VgTextCtx>({
  verb: 'legion',
  schema: z.strictObject({ do: z.literal('legion'), mate: z.array(z.string().min(1)).min(1) }),
  text: (d) =>
    `Look through your deck for at most one ${d.mate.map((n) => `"${n}"`).join(' or ')}, legion with it, then shuffle your deck.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    const filter = d.mate.length === 1 ? { name: d.mate[0]! } : { anyName: d.mate };
    if (!L.picked) {
      const options = distinctCardOptions(
        cat,
        pl.deck.filter((c) => matches(cat, c, null, filter)),
      );
      // 10.10.1.1: the deck is hidden, so the search may find nothing.
      askSelect(
        ctx,
        L.p,
        'search',
        `Pick at most one ${d.mate.map((n) => `"${n}"`).join(' or ')} from your deck to legion with (11.10.2).`,
        options,
        { min: 0 },
      );
      return true;
    }
    const found = L.picked[0];
    L.picked = null;
    const leader = pl.field.VC;
    // 10.25.1, 10.25.1.2: only the vanguard whose Seek Mate this is, not in legion already.
    const can =
      leader !== null && leader.id === L.src && !pl.mate && cat.get(leader.def).seekMate !== undefined;
    if (found !== undefined && can) {
      const mate = moveCard(ctx, L.p, 'deck', 'mate', { id: Number(found), rested: leader.rested });
      if (mate !== null) ctx.emit({ t: 'legion', p: L.p, id: leader.id, mate });
    }
    ctx.emit({ t: 'shuffle', p: L.p });
    return false;
  },
});
