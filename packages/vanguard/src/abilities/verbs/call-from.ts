// "Choose (up to) one card from your hand / drop zone and call it to (RC)" (10.7, a superior call,
// 10.7.1.3): the master picks the card (none, when "up to"), then the rear-guard circle; a unit
// already there is retired (8.5.3.2).
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { cardOption } from '../../ask.ts';
import { moveCard } from '../../events.ts';
import { CIRCLE_NAMES, REAR_CIRCLES, type Circle } from '../../state.ts';
import { filterWords } from '../text-common.ts';
import { matches, type VgRun, type VgTextCtx } from '../run.ts';
import { unitFilterSchema, type UnitFilter } from '../vocab.ts';
import { callToSeparateCircles } from './call-separate.ts';

export interface CallFromDir {
  do: 'callFrom';
  from: 'hand' | 'drop';
  filter?: UnitFilter;
  upTo?: boolean;
  /** "Choose up to N ... and call them to separate (RC)": more than one card (10.7). */
  n?: number;
}

export const callFrom = defineVerb<CallFromDir, VgRun, VgTextCtx>({
  verb: 'callFrom',
  schema: z.strictObject({
    do: z.literal('callFrom'),
    from: z.enum(['hand', 'drop']),
    filter: unitFilterSchema.optional(),
    upTo: z.boolean().optional(),
    n: z.number().int().min(2).optional(),
  }),
  text: (d) =>
    d.n
      ? `Pick ${d.upTo ? 'at most ' : ''}${d.n} ${filterWords(d.filter, 'cards')} from your ${d.from === 'hand' ? 'hand' : 'drop zone'} and call each to a different rear-guard circle.`
      : `${d.upTo ? 'Pick at most one' : 'Pick one'} ${filterWords(d.filter, 'card')} from your ${d.from === 'hand' ? 'hand' : 'drop zone'} and call it to (RC).`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    if (d.n) return callSeveral(run, d, d.n);
    if (L.paid.calling === undefined) {
      if (L.picked) {
        L.paid.calling = L.picked.length ? [L.picked[0]!] : ['none'];
        L.picked = null;
      } else {
        const list = pl[d.from].filter((c) => matches(cat, c, null, d.filter));
        if (list.length === 0) return false;
        askSelect(
          ctx,
          L.p,
          'callFrom',
          `Choose ${d.upTo ? 'at most one' : 'one'} ${filterWords(d.filter, 'card')} of your ${d.from === 'hand' ? 'hand' : 'drop zone'} to call (10.7).`,
          list.map((c) => cardOption(cat, c)),
          { min: d.upTo ? 0 : 1, max: 1 },
        );
        return true;
      }
    }
    const chosen = L.paid.calling[0]!;
    if (chosen === 'none') {
      delete L.paid.calling;
      return false;
    }
    if (!L.picked) {
      askSelect(
        ctx,
        L.p,
        'callCircle',
        'Choose the rear-guard circle to call it to (10.7).',
        REAR_CIRCLES.map((c) => ({ id: c, label: `Call it to the ${CIRCLE_NAMES[c]}`, at: c })),
      );
      return true;
    }
    const rc = L.picked[0] as Circle;
    L.picked = null;
    delete L.paid.calling;
    const id = Number(chosen);
    // 1.3.2: the card left its zone meanwhile: nothing to call.
    if (!pl[d.from].some((c) => c.id === id)) return false;
    const old = pl.field[rc];
    if (old) moveCard(ctx, L.p, rc, 'drop', { id: old.id });
    moveCard(ctx, L.p, d.from, rc, { id });
    return false;
  },
});

/** "Choose (up to) N cards and call them to separate (RC)": the cards first, then a circle each. */
function callSeveral(run: VgRun, d: CallFromDir, n: number): boolean {
  const { ctx, cat, L } = run;
  if (L.paid.severalFrom === undefined) {
    if (!L.picked) {
      const list = ctx.data.players[L.p][d.from].filter((c) => matches(cat, c, null, d.filter));
      if (list.length === 0) return false;
      const most = Math.min(n, list.length, REAR_CIRCLES.length);
      askSelect(
        ctx,
        L.p,
        'callFrom',
        `Choose ${d.upTo ? 'at most ' : ''}${most} ${filterWords(d.filter, 'cards')} of your ${d.from === 'hand' ? 'hand' : 'drop zone'} to call (10.7).`,
        list.map((c) => cardOption(cat, c)),
        { min: d.upTo ? 0 : most, max: most },
      );
      return true;
    }
    L.paid.severalFrom = L.picked;
    L.picked = null;
  }
  return callToSeparateCircles(run, d.from, 'severalFrom');
}
