// Units returned from their circles to their master's hand (a move of 3.12 that is not a retire:
// 10.4.1 names the drop zone), and cards of the hand put back into the deck, which is then shuffled
// (10.11).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { leaderLeft, moveCard } from '../../events.ts';
import { unitPlaceOf } from '../../state.ts';
import { pickCards, resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface ReturnToHandDir {
  do: 'returnToHand';
  target: Target;
}

export const returnToHand = defineVerb<ReturnToHandDir, VgRun, VgTextCtx>({
  verb: 'returnToHand',
  schema: z.strictObject({ do: z.literal('returnToHand'), target: targetSchema }),
  text: (d) => targetSentence('return', d.target, 'to the hand'),
  perform(run, d) {
    const r = resolveTarget(run, d.target, 'Choose the unit to return to the hand.');
    if (r === 'asked') return true;
    const pl = run.ctx.data.players[r.p];
    for (const u of r.units) {
      // 10.25.2: a Legion Mate leaves the vanguard circle and the legion state ends; its Leader stays.
      const c = unitPlaceOf(pl, u.id);
      if (c) moveCard(run.ctx, r.p, c, 'hand', { id: u.id });
    }
    leaderLeft(run.ctx, r.p);
    return false;
  },
});

export interface HandToDeckDir {
  do: 'handToDeck';
  n: number;
}

export const handToDeck = defineVerb<HandToDeckDir, VgRun, VgTextCtx>({
  verb: 'handToDeck',
  schema: z.strictObject({ do: z.literal('handToDeck'), n: z.number().int().min(1) }),
  text: (d) =>
    `Put ${d.n === 1 ? 'a card' : `${d.n} cards`} of your choice from your hand into your deck, then shuffle it.`,
  perform(run, d) {
    const { ctx, L } = run;
    const ids = pickCards(
      run,
      ctx.data.players[L.p].hand,
      d.n,
      'handToDeck',
      `Choose ${d.n === 1 ? 'a card' : `${d.n} cards`} of your hand to put into your deck (10.11 shuffles it after).`,
      true,
    );
    if (!ids) return true;
    for (const id of ids) moveCard(ctx, L.p, 'hand', 'deck', { id });
    ctx.emit({ t: 'shuffle', p: L.p });
    return false;
  },
});
