// "Your opponent chooses a card from his or her hand, and discards it" (10.3): the choice is the
// opponent's, made in a decision only that player sees the cards of.
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { cardOption } from '../../ask.ts';
import { moveCard } from '../../events.ts';
import { opponent } from '../../state.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface OpponentDiscardsDir {
  do: 'opponentDiscards';
  n: number;
}

export const opponentDiscards = defineVerb<OpponentDiscardsDir, VgRun, VgTextCtx>({
  verb: 'opponentDiscards',
  schema: z.strictObject({ do: z.literal('opponentDiscards'), n: z.number().int().min(1) }),
  text: (d) =>
    `Your opponent picks ${d.n === 1 ? 'a card' : `${d.n} cards`} from their own hand and puts ${d.n === 1 ? 'it' : 'them'} into their drop zone.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const op = opponent(L.p);
    const hand = ctx.data.players[op].hand;
    let ids: number[];
    if (L.picked) {
      ids = L.picked.map(Number);
      L.picked = null;
    } else if (hand.length <= d.n) ids = hand.map((c) => c.id);
    else {
      askSelect(
        ctx,
        op,
        'discard',
        `Choose ${d.n === 1 ? 'a card' : `${d.n} cards`} of your hand to discard (10.3).`,
        hand.map((c) => cardOption(cat, c)),
        { min: d.n, max: d.n, secret: true },
      );
      return true;
    }
    for (const id of ids) moveCard(ctx, op, 'hand', 'drop', { id });
    return false;
  },
});
