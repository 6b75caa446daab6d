// A search of the deck for at most one card that matches, shown and added to the hand or called to
// (RC), then a shuffle (10.10 search, 10.9 reveal, 10.7 call, 10.11 shuffle). The deck's cards are
// shown only to the searching player, in its own decision. A search of the drop zone, a public zone,
// must find a matching card when there is one (10.10.1.2; the deck's may find none, 10.10.1.1).
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { distinctCardOptions } from '../../ask.ts';
import { moveCard, rideFrom } from '../../events.ts';
import { CIRCLE_NAMES, REAR_CIRCLES, type Circle } from '../../state.ts';
import { filterWords } from '../text-common.ts';
import { matches, type VgRun, type VgTextCtx } from '../run.ts';
import { unitFilterSchema, type UnitFilter } from '../vocab.ts';

export interface SearchDir {
  do: 'search';
  filter: UnitFilter;
  to: 'hand' | 'RC' | 'drop' | 'ride';
  /** "Call it to an open (RC)": only an empty rear-guard circle (with none, the card stays). */
  open?: boolean;
  /** The zone searched: the deck unless it says the drop zone. */
  zone?: 'drop';
}

export const search = defineVerb<SearchDir, VgRun, VgTextCtx>({
  verb: 'search',
  schema: z.strictObject({
    do: z.literal('search'),
    filter: unitFilterSchema,
    to: z.enum(['hand', 'RC', 'drop', 'ride']),
    open: z.boolean().optional(),
    zone: z.literal('drop').optional(),
  }),
  text: (d) =>
    (d.zone === 'drop'
      ? `Look through your drop zone for one ${filterWords(d.filter, 'card')} (if there is one, you must take it); `
      : `Look through your deck for at most one ${filterWords(d.filter, 'card')}; `) +
    (d.to === 'hand'
      ? 'show it to your opponent and add it to your hand'
      : d.to === 'drop'
        ? 'move it to your drop zone'
        : d.to === 'ride'
          ? 'ride it'
          : d.open
            ? 'call it to an empty rear-guard circle'
            : 'call it to (RC)') +
    (d.zone === 'drop' ? '.' : '; then shuffle your deck.'),
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    const zone = d.zone ?? 'deck';
    if (L.paid.found === undefined && L.picked) {
      // The card chosen, or none (10.10: up to one).
      L.paid.found = L.picked.length ? [L.picked[0]!] : ['none'];
      L.picked = null;
    }
    const found = L.paid.found?.[0];
    if (found === undefined) {
      const options = distinctCardOptions(
        cat,
        pl[zone].filter((c) => matches(cat, c, null, d.filter)),
      );
      askSelect(
        ctx,
        L.p,
        'search',
        zone === 'drop'
          ? `Pick one ${filterWords(d.filter, 'card')} from your drop zone (10.10.1.2: a public zone, so one must be found).`
          : `Pick at most one ${filterWords(d.filter, 'card')} from your deck (10.10.1.1).`,
        options,
        // 10.10.1.2: a public zone's matching card must be found; 10.10.1.1: the deck's need not be.
        { min: zone === 'drop' && options.length > 0 ? 1 : 0 },
      );
      return true;
    }
    if (found !== 'none') {
      const id = Number(found);
      if (d.to === 'drop') moveCard(ctx, L.p, zone, 'drop', { id });
      // 10.6: a ride by an effect (no grade rule); the vanguard goes to the soul.
      else if (d.to === 'ride') rideFrom(ctx, run.cat, L.p, zone, id);
      else if (d.to === 'hand') {
        // 10.9: the card is shown, not its place in the deck (its object id stays hidden); a drop
        // zone's card is public already.
        if (zone === 'deck')
          ctx.emit({ t: 'reveal', p: L.p, card: pl.deck.find((c) => c.id === id)?.def ?? '' });
        moveCard(ctx, L.p, zone, 'hand', { id });
      } else {
        const circles = REAR_CIRCLES.filter((c) => !d.open || pl.field[c] === null);
        if (circles.length > 0 && !L.picked) {
          askSelect(
            ctx,
            L.p,
            'searchCircle',
            'Choose the rear-guard circle to call it to (10.7).',
            circles.map((c) => ({ id: c, label: `Call it to the ${CIRCLE_NAMES[c]}`, at: c })),
          );
          return true;
        }
        if (L.picked) {
          const rc = L.picked[0] as Circle;
          L.picked = null;
          const old = pl.field[rc];
          if (old) moveCard(ctx, L.p, rc, 'drop', { id: old.id });
          moveCard(ctx, L.p, zone, rc, { id });
        }
      }
    }
    delete L.paid.found;
    if (zone === 'deck') ctx.emit({ t: 'shuffle', p: L.p });
    return false;
  },
});
