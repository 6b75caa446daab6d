// "Look at up to N cards from the top of your deck, choose any number of <clan> from among them, call
// them to separate (RC), and shuffle your deck" (10.7, 10.11): the master alone sees the cards (4.2.2),
// in a secret decision; the chosen ones are called one by one, then the deck is shuffled.
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { cardOption } from '../../ask.ts';
import { REAR_CIRCLES } from '../../state.ts';
import { filterWords } from '../text-common.ts';
import { matches, type VgRun, type VgTextCtx } from '../run.ts';
import { unitFilterSchema, type UnitFilter } from '../vocab.ts';
import { callToSeparateCircles } from './call-separate.ts';
import { lookUpTo } from './look-up-to.ts';

export interface LookTopCallDir {
  do: 'lookTopCall';
  n: number;
  filter?: UnitFilter;
}

export const lookTopCall = defineVerb<LookTopCallDir, VgRun, VgTextCtx>({
  verb: 'lookTopCall',
  schema: z.strictObject({
    do: z.literal('lookTopCall'),
    n: z.number().int().min(1),
    filter: unitFilterSchema.optional(),
  }),
  text: (d) =>
    `Privately check up to the top ${d.n} cards of your deck; call any number of the ${filterWords(d.filter, 'cards')} among them, each to a different rear-guard circle; then shuffle your deck.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    if (L.paid.looked === undefined) {
      if (L.paid.lookedCount === undefined) {
        // 3.13.3: the cards are looked at one at a time, the master may stop before each.
        const count = lookUpTo(run, d.n, 'lookingUpTo');
        if (count === 'asked') return true;
        delete L.paid.lookingUpTo;
        L.paid.lookedCount = [String(count)];
      }
      const seen = pl.deck.slice(0, Number(L.paid.lookedCount[0]));
      if (!L.picked && seen.length > 0) {
        const options = seen.filter((c) => matches(cat, c, null, d.filter)).map((c) => cardOption(cat, c));
        askSelect(
          ctx,
          L.p,
          'lookTopCall',
          `The top ${seen.length} cards of your deck: ${seen.map((c) => cat.get(c.def).name).join(', ')}. Choose any number of ${filterWords(d.filter, 'cards')} to call (10.7).`,
          options,
          { min: 0, max: Math.min(options.length, REAR_CIRCLES.length), secret: true },
        );
        return true;
      }
      L.paid.looked = L.picked ?? [];
      L.picked = null;
      delete L.paid.lookedCount;
    }
    if (callToSeparateCircles(run, 'deck', 'looked')) return true;
    ctx.emit({ t: 'shuffle', p: L.p });
    return false;
  },
});
