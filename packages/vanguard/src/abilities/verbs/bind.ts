// "Bind" (10.19): units go from their circles, or a card from the hand, to the bind zone of their owner
// (4.9), the hand's card face down where the effect says so (4.9.2.1).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import { pickCards, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';
import { rearGuardsTo } from './retire.ts';

export interface BindDir {
  do: 'bind';
  target: Target;
}

export const bind = defineVerb<BindDir, VgRun, VgTextCtx>({
  verb: 'bind',
  schema: z.strictObject({ do: z.literal('bind'), target: targetSchema }),
  text: (d) => targetSentence('bind', d.target, '(put into the bind zone)'),
  // 10.19.1: to the bind zone of the card's owner (each player owns the cards on their side).
  perform: (run, d) => rearGuardsTo(run, d.target, 'bind', 'Choose the rear-guard to bind (10.19).'),
});

export interface BindFromHandDir {
  do: 'bindFromHand';
  /** 4.9.2.1: put into the bind zone face down, its face its owner's alone to see. */
  faceDown?: boolean;
}

export const bindFromHand = defineVerb<BindFromHandDir, VgRun, VgTextCtx>({
  verb: 'bindFromHand',
  schema: z.strictObject({ do: z.literal('bindFromHand'), faceDown: z.boolean().optional() }),
  text: (d) => `Choose a card from your hand and bind it${d.faceDown ? ' face down' : ''}.`,
  perform(run, d) {
    const pl = run.ctx.data.players[run.L.p];
    // The hand is its owner's: the choice is secret (4.3.2).
    const ids = pickCards(run, pl.hand, 1, 'bindFromHand', 'Choose the card to bind (10.19).', true);
    if (ids === null) return true;
    for (const id of ids) moveCard(run.ctx, run.L.p, 'hand', 'bind', { id, faceDown: d.faceDown === true });
    return false;
  },
});
