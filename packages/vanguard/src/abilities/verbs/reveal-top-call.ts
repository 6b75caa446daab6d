// "Reveal the top card of your deck. If it is a <...>, call it to (RC); if not, shuffle your deck"
// (10.9 reveal, 10.7 call, 10.11 shuffle): the revealed card is shown to both players.
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';

import { REAR_CIRCLES, type Circle } from '../../state.ts';
import { filterWords } from '../text-common.ts';
import { matches, type VgRun, type VgTextCtx } from '../run.ts';
import { unitFilterSchema, type UnitFilter } from '../vocab.ts';
import { callTo, circleOptions } from './call-separate.ts';

export interface RevealTopCallDir {
  do: 'revealTopCall';
  filter: UnitFilter;
}

export const revealTopCall = defineVerb<RevealTopCallDir, VgRun, VgTextCtx>({
  verb: 'revealTopCall',
  schema: z.strictObject({ do: z.literal('revealTopCall'), filter: unitFilterSchema }),
  text: (d) =>
    `Show both players the top card of your deck: a ${filterWords(d.filter, 'card')} is called to (RC); any other card stays, and your deck is shuffled.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    const top = pl.deck[0];
    // 1.3.2: an empty deck shows nothing.
    if (!top) return false;
    if (!L.picked) {
      ctx.emit({ t: 'reveal', p: L.p, card: top.def });
      if (!matches(cat, top, null, d.filter)) {
        ctx.emit({ t: 'shuffle', p: L.p });
        return false;
      }
      askSelect(
        ctx,
        L.p,
        'revealCall',
        `Choose the rear-guard circle to call ${cat.get(top.def).name} to (10.7).`,
        circleOptions(REAR_CIRCLES, top.def),
      );
      return true;
    }
    const rc = L.picked[0] as Circle;
    L.picked = null;
    callTo(ctx, L.p, 'deck', rc, top.id);
    return false;
  },
});
