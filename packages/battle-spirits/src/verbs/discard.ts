// The Saga directive `discard`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf, deckTopToDiscard, discardFromDeck } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { other } from '../state.ts';
import { amountText, cardsText } from '../text-words.ts';
import type { Amount } from '../vocab.ts';
import { K } from '../procs.ts';
import { handDiscardBarred } from '../player-rules.ts';

/** `n: any` (from the hand): the discarding player discards as many as they like, none included. */
export type DiscardDir = {
  do: 'discard';
  n: Amount | 'any';
  side?: 'own' | 'opponent';
  from?: 'hand' | 'deckTop';
  /**
   * From the deck top: the cards chosen before stay the chosen ones ("discard as many as its cost,
   * then destroy it"), instead of the discarded cards.
   */
  keepChosen?: boolean;
  /** From the hand: the discarded cards become the chosen ones (a later step compares costs with the card discarded). */
  chooseDiscarded?: boolean;
};

export const discard = defineVerb<DiscardDir, Run, TextCtx>({
  verb: 'discard',
  schema: z.strictObject({
    do: z.literal('discard'),
    // `any`: from the hand only (as many as the discarding player likes).
    n: z.union([amountSchema, z.literal('any')]),
    side: z.enum(['own', 'opponent']).optional(),
    from: z.enum(['hand', 'deckTop']).optional(),
    keepChosen: z.boolean().optional(),
    chooseDiscarded: z.boolean().optional(),
  }),
  text: (d) => {
    if (d.n === 'any')
      return `Discard any number of cards from ${d.side === 'opponent' ? "your opponent's" : 'your'} hand.`;
    return d.from === 'hand'
      ? `Discard ${cardsText(d.n)} from ${d.side === 'opponent' ? "your opponent's" : 'your'} hand.${d.chooseDiscarded ? ' The discarded cards are the chosen ones.' : ''}`
      : typeof d.n === 'number' || d.n === 'X'
        ? `Discard ${cardsText(d.n)} off the top of ${d.side === 'opponent' ? "the opponent's" : 'your'} deck.`
        : `Discard cards off the top of ${d.side === 'opponent' ? "the opponent's" : 'your'} deck: as many as ${amountText(d.n)}.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    const who = dir.side === 'opponent' ? other(me) : me;
    if (dir.from === 'hand') {
      // A constant may keep effects (the opponent's) from discarding from this hand (BSS05-110).
      if (handDiscardBarred(reg, d, who, me)) return false;
      // 10-2-2: from the hand, the discarding player picks the cards.
      const size = d.players[who].hand.length;
      const n = dir.n === 'any' ? size : Math.min(amountOf(reg, d, L, dir.n), size);
      if (n === 0) return false;
      L.dmark = ctx.state.log.length; // counted as the effect goes on (`discardedByThis`)
      if (dir.chooseDiscarded) L.dchoose = true;
      K.push(ctx, 'discardHand', dir.n === 'any' ? { p: who, n, upTo: true } : { p: who, n });
      return true;
    }
    if (dir.n === 'any') return false; // only from the hand
    if ((dir.from ?? 'deckTop') === 'deckTop') {
      // The discarded cards become the chosen ones ("if the discarded card is not a spirit card"),
      // unless the directives after it act on the cards chosen before.
      const discarded = discardFromDeck(
        ctx,
        who,
        me,
        deckTopToDiscard(reg, d, who, me, amountOf(reg, d, L, dir.n)),
      );
      if (!dir.keepChosen) L.chosen = discarded;
    }
    return false;
  },
});
