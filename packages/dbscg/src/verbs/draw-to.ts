// "Draw cards until you have N cards in your hand" (4-9-3): as many cards as the hand lacks, counted
// when the effect resolves; none when the hand already holds N or more.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { drawCards } from '../actions.ts';
import type { Run, TextCtx } from '../run.ts';
import { count } from '../schema-common.ts';

export interface DrawToDir {
  do: 'drawTo';
  /** The hand size drawn up to. */
  hand: number;
}

export const drawTo = defineVerb<DrawToDir, Run, TextCtx>({
  verb: 'drawTo',
  schema: z.strictObject({ do: z.literal('drawTo'), hand: count }),
  text: (d) => `Keep drawing while your hand holds fewer than ${d.hand} cards.`,
  perform(run, d) {
    const lack = d.hand - run.d.players[run.L.master].hand.length;
    // 4-9-3: drawing 0 cards (or fewer) does nothing.
    if (lack > 0) drawCards(run.ctx, run.L.master, lack);
    return false;
  },
});
