// The Saga directive `revealRandom`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { other } from '../state.ts';

/** 12-2: a card of a player's hand, picked at random, is revealed. */
export type RevealRandomDir = { do: 'revealRandom'; side: 'own' | 'opponent' };

export const revealRandom = defineVerb<RevealRandomDir, Run, TextCtx>({
  verb: 'revealRandom',
  schema: z.strictObject({ do: z.literal('revealRandom'), side: z.enum(['own', 'opponent']) }),
  text: (d) => `Reveal a card at random from ${d.side === 'opponent' ? "your opponent's" : 'your'} hand.`,
  perform(run, dir) {
    const { ctx, d, me } = run;
    const who = dir.side === 'opponent' ? other(me) : me;
    const hand = d.players[who].hand;
    if (hand.length === 0) return false;
    const c = hand[ctx.random(hand.length)]!;
    emit(ctx, { t: 'reveal', p: who, id: c.id, card: c.def });
    return false;
  },
});
