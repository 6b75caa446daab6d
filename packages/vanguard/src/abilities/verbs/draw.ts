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
  /** "Draw up to N cards" (3.12.4): one card at a time, the master may stop before each. */
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
    if (d.upTo) return drawUpTo(run, d.n);
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

/**
 * 3.12.4: "draw up to N cards" is a set of actions: before each draw the player may end it
 * (3.12.4.1), having seen the cards drawn so far; else it draws a card (3.12.4.2), and the set ends
 * once N cards are drawn (3.12.4.3) or the deck is empty (1.3.2: a draw would do nothing). The draws
 * so far are kept among the ability's locals between answers. True while the player is asked.
 */
function drawUpTo(run: VgRun, n: number): boolean {
  const { ctx, L } = run;
  let drawn = Number(L.paid.drawnUpTo?.[0] ?? 0);
  if (L.picked) {
    const more = saidYes(L.picked);
    L.picked = null;
    if (!more) {
      delete L.paid.drawnUpTo;
      return false;
    }
    drawCard(ctx, L.p);
    drawn++;
  }
  if (drawn >= n || ctx.data.players[L.p].deck.length === 0) {
    delete L.paid.drawnUpTo;
    return false;
  }
  L.paid.drawnUpTo = [String(drawn)];
  const label = drawn === 0 ? 'Draw a card' : 'Draw another card';
  askSelect(
    ctx,
    L.p,
    'drawUpTo',
    `${label}? (${drawn} drawn, up to ${n})`,
    yesOrNo({ id: 'draw', label }, 'Stop drawing'),
  );
  return true;
}
