// "Draw N cards" (10.2); with an empty deck nothing happens (1.3.2) and 9.2.3 decides. "Each player
// may draw": the master, then the opponent, each answers whether to draw.
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { saidYes, yesOrNo } from '../../ask.ts';
import { opponent } from '../../state.ts';
import { draw as drawCard } from '../../turn.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface DrawDir {
  do: 'draw';
  n: number;
  /** Both players draw, the master first. */
  each?: boolean;
  /** Each drawing player chooses whether to ("may draw"). */
  may?: boolean;
  /** "Draw up to N cards": the master chooses how many, 0 to N. */
  upTo?: boolean;
}

const cards = (n: number): string => `${n === 1 ? 'a card' : `${n} cards`}`;

export const draw = defineVerb<DrawDir, VgRun, VgTextCtx>({
  verb: 'draw',
  schema: z.strictObject({
    do: z.literal('draw'),
    n: z.number().int().min(1),
    each: z.boolean().optional(),
    may: z.boolean().optional(),
    upTo: z.boolean().optional(),
  }),
  text: (d) =>
    d.upTo
      ? `Draw any number of cards from none to ${d.n}.`
      : d.each
        ? `Each player, you first, ${d.may ? 'may draw' : 'draws'} ${cards(d.n)}.`
        : d.may
          ? `You may draw ${cards(d.n)}.`
          : `Draw ${d.n} card${d.n === 1 ? '' : 's'}.`,
  perform(run, d) {
    const { ctx, L } = run;
    const who = d.each ? [L.p, opponent(L.p)] : [L.p];
    if (d.upTo) {
      if (!L.picked) {
        const prompt = `How many cards do you draw (0 to ${d.n})?`;
        ctx.ask({ player: L.p, kind: 'drawUpTo', type: 'number', prompt, options: [], min: 0, max: d.n });
        return true;
      }
      const n = Number(L.picked[0] ?? 0);
      L.picked = null;
      for (let i = 0; i < n; i++) drawCard(ctx, L.p);
      return false;
    }
    if (!d.may) {
      for (const p of who) for (let i = 0; i < d.n; i++) drawCard(ctx, p);
      return false;
    }
    // The player being asked, by its place in `who`; kept among the ability's locals between answers.
    let at = Number(L.paid.drawing?.[0] ?? 0);
    if (L.picked) {
      if (saidYes(L.picked)) for (let i = 0; i < d.n; i++) drawCard(ctx, who[at]!);
      L.picked = null;
      at++;
    }
    if (at < who.length) {
      L.paid.drawing = [String(at)];
      askSelect(
        ctx,
        who[at]!,
        'mayDraw',
        `Draw ${cards(d.n)}?`,
        yesOrNo({ id: 'draw', label: `Draw ${cards(d.n)}` }, 'Do not draw'),
      );
      return true;
    }
    delete L.paid.drawing;
    return false;
  },
});
