// The Saga directive `draw`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf, drawCard } from '../effects.ts';
import { emit, type SagaEvent } from '../events.ts';
import { drawRules } from '../player-rules.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, count } from '../schema-common.ts';
import { amountText, cardsText, plural } from '../text-words.ts';
import type { Amount } from '../vocab.ts';
import { K } from '../procs.ts';
import { findOnField, other } from '../state.ts';

/**
 * `side: 'opponent'`: the effect's controller's opponent draws; `times`: the amount is multiplied
 * ("two cards for each symbol", BSS06-077). Both absent on every other card, so their effects read
 * as before.
 */
export type DrawDir = { do: 'draw'; n: Amount; side?: 'opponent'; times?: number };

/**
 * 8-10-1: an amount of the chosen card once this effect has destroyed it ("the destroyed spirit",
 * BSS06-077) is read in its last state on the field, which its destruction's event recorded.
 */
function drawAmount(run: Run, a: Amount): number {
  const { ctx, reg, d, L } = run;
  const id = L.chosen[0];
  if (typeof a === 'object' && 'of' in a && a.of === 'chosen' && id !== undefined && !findOnField(d, id)) {
    const log = ctx.state.log;
    for (let i = log.length - 1; i >= L.log0; i--) {
      const ev = log[i]!.event as unknown as SagaEvent;
      if (ev.t === 'destroy' && ev.id === id) return amountOf(reg, d, { ...L, last: { card: ev.card } }, a);
    }
  }
  return amountOf(reg, d, L, a);
}

export const draw = defineVerb<DrawDir, Run, TextCtx>({
  verb: 'draw',
  schema: z.strictObject({
    do: z.literal('draw'),
    n: amountSchema,
    side: z.literal('opponent').optional(),
    times: count.optional(),
  }),
  text: (d) => {
    if (d.side === 'opponent' || d.times !== undefined) {
      const who = d.side === 'opponent' ? 'Your opponent draws' : 'Draw';
      const many =
        d.times === undefined ? cardsText(d.n) : `${plural(d.times, 'card')} for each of ${amountText(d.n)}`;
      return `${who} ${many}.`;
    }
    if (
      typeof d.n === 'object' &&
      'player' in d.n &&
      d.n.player === 'own' &&
      d.n.what === 'hand' &&
      d.n.shortOf !== undefined
    )
      return `Draw until you have ${plural(d.n.shortOf, 'card')} in your hand.`;
    return `Draw ${cardsText(d.n)}.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    const who = dir.side === 'opponent' ? other(me) : me;
    const amount = (): number => drawAmount(run, dir.n) * (dir.times ?? 1);
    const rules = drawRules(reg, d, who, L.card);
    if (rules.barred) return false;
    if (rules.cost > 0) {
      const n = amount();
      if (n <= 0) return false;
      K.push(ctx, 'taxedDraw', { p: who, n, cost: rules.cost, tally: L.tally });
      return true;
    }
    // 4-5-3: draw one card N times; effects that answer drawing see one draw (ruling on BSS01-111).
    const before = d.players[who].deck.length;
    for (let k = 0, n = amount(); k < n; k++) drawCard(ctx, who, me);
    const n = before - d.players[who].deck.length;
    // A burst and the effect it goes on to count as drawing at one time (ruling on BSS01-111).
    if (n > 0 && !L.tally) emit(ctx, { t: 'drew', p: who, n, by: me });
    return false;
  },
});
