// "Look at the top N cards of (a) deck" or "at N of (a player's) life cards" (11-6): only the
// effect's master sees them (11-6-1), they stay where they are (11-6-2), and unless the card says
// what is done with them the area is shuffled afterwards (11-6-3). With `keep`, the cards looked at
// are the effect's chosen cards, for the directives that follow to act on.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { amountText } from '../text-common.ts';
import { other } from '../state.ts';
import type { Amount } from '../vocab.ts';

export interface LookDir {
  do: 'look';
  n: Amount;
  zone: 'deck' | 'life';
  side?: 'own' | 'opp';
  /** The text says what happens to them (the next directives act on `chosen`): no shuffle. */
  keep?: boolean;
  /** "Flip over": the cards are turned face up for both players to see (11-2-1), then dealt with. */
  reveal?: boolean;
  /** "From the bottom of your deck": the last N cards of the deck, not the first. */
  bottom?: boolean;
}

export const look = defineVerb<LookDir, Run, TextCtx>({
  verb: 'look',
  schema: z.strictObject({
    do: z.literal('look'),
    n: amountSchema,
    zone: z.enum(['deck', 'life']),
    side: z.enum(['own', 'opp']).optional(),
    keep: z.boolean().optional(),
    reveal: z.boolean().optional(),
    bottom: z.boolean().optional(),
  }),
  text: (d) => {
    const whose = d.side === 'opp' ? "the opponent's" : 'your';
    const n = amountText(d.n);
    const end = d.bottom ? 'last' : 'first';
    const what = d.zone === 'deck' ? `the ${end} ${n} cards of ${whose} deck` : `${n} of ${whose} life cards`;
    if (d.reveal) return `Turn ${what.replace(/^the (first|last) 1 cards/, 'the $1 card')} face up.`;
    return `See ${what}${d.keep ? '' : `; afterwards ${d.zone === 'deck' ? 'that deck is' : 'those life cards are'} shuffled`}.`;
  },
  perform(run, d) {
    const { ctx, L } = run;
    const owner = d.side === 'opp' ? other(L.master) : L.master;
    const area = run.d.players[owner][d.zone];
    const n = amountOf(run, d.n);
    const cards = d.bottom && d.zone === 'deck' ? area.slice(Math.max(0, area.length - n)) : area.slice(0, n);
    if (cards.length === 0) return false;
    if (d.reveal) {
      // Face up to everyone: the effect deals with them next (its `looked` cards).
      for (const c of cards) emit(ctx, { t: 'reveal', p: owner, id: c.id, card: c.def });
      L.chosen = cards.map((c) => c.id);
      L.looked = L.chosen.slice();
      return false;
    }
    emit(
      ctx,
      { t: 'look', p: L.master, owner, area: d.zone, n: cards.length },
      { to: [L.master], data: { cards: cards.map((c) => ({ id: c.id, card: c.def })) } },
    );
    if (d.keep) {
      L.chosen = cards.map((c) => c.id);
      L.looked = L.chosen.slice();
      return false;
    }
    // 11-6-3: nothing is said about them: back where they were, and the area is shuffled.
    ctx.shuffle(area);
    emit(ctx, d.zone === 'deck' ? { t: 'shuffle', p: owner } : { t: 'shuffle', p: owner, area: 'life' });
    return false;
  },
});
