// "Time leap" (10.31): the chosen rear-guard (or this unit) is bound; for it, the master searches the
// deck for at most one card one grade greater, calls it to the same circle and shuffles; at the end
// of that turn the called unit goes to the bottom of the deck and, if it did, the bound card is called
// back. The same circle both ways is this project's reading of "call it" (10.31.2 names no circle).
import { z } from 'zod';
import type { PlayerIndex } from '@arbiter/engine';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { cardOption } from '../../ask.ts';
import { moveCard, type VgCtx } from '../../events.ts';
import { circleOf, isRearCircle, type Circle, type TimeLeapReturn } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { capitalized, targetPronoun, targetWords } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface TimeLeapDir {
  do: 'timeLeap';
  target: Target;
}

export const timeLeap = defineVerb<TimeLeapDir, VgRun, VgTextCtx>({
  verb: 'timeLeap',
  schema: z.strictObject({ do: z.literal('timeLeap'), target: targetSchema }),
  text: (d) => {
    const it = typeof d.target === 'string' ? 'this unit' : targetPronoun(d.target);
    const lead =
      typeof d.target === 'string' ? 'Time leap this unit' : `${targetWords(d.target)}; time leap ${it}`;
    return (
      `${capitalized(lead)} (bind it, look through your deck for at most one card ` +
      'one grade greater and call it to that circle, then shuffle; when the turn ends, put the called unit ' +
      'on the bottom of your deck, and if you do, call the bound card back).'
    );
  },
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    if (L.paid.leap === undefined) {
      const r = resolveTarget(run, d.target, 'Choose the rear-guard to time leap (10.31).');
      if (r === 'asked') return true;
      const u = r.units[0];
      const c = u ? circleOf(pl, u.id) : null;
      // Only a rear-guard of the master's leaps (10.31.2: "the chosen rear-guard").
      if (!u || r.p !== L.p || !c || !isRearCircle(c)) return false;
      const bound = moveCard(ctx, L.p, c, 'bind', { id: u.id });
      if (bound === null) return false;
      L.paid.leap = [String(bound), c];
      const grade = cat.get(u.def).grade + 1;
      const seen = new Set<string>();
      const options = pl.deck
        .filter((x) => cat.get(x.def).grade === grade && !seen.has(x.def) && (seen.add(x.def), true))
        .map((x) => cardOption(cat, x));
      askSelect(
        ctx,
        L.p,
        'search',
        `Pick at most one grade ${grade} card from your deck to call (10.31.2).`,
        options,
        { min: 0 },
      );
      return true;
    }
    const [bound, circle] = L.paid.leap as [string, Circle];
    delete L.paid.leap;
    const picked = L.picked ?? [];
    L.picked = null;
    const found = picked.length ? Number(picked[0]) : null;
    // 10.31.2: "for each card that was bound ... up to one card": none chosen, none called.
    if (found !== null && pl.field[circle] === null) {
      const called = moveCard(ctx, L.p, 'deck', circle, { id: found });
      if (called !== null) {
        const leap: TimeLeapReturn = { bound: Number(bound), circle };
        ctx.emit({ t: 'delay', p: L.p, id: called, leap: { ...leap } });
      }
    }
    ctx.emit({ t: 'shuffle', p: L.p });
    return false;
  },
});

/**
 * 10.31.2: the called unit has gone to the bottom of the deck (turn.ts `returnDelayed`): the card the
 * time leap bound is called back from the bind zone to its circle (a unit there is retired, 8.5.3.2).
 */
export function timeLeapBack(ctx: VgCtx, p: PlayerIndex, leap: TimeLeapReturn): void {
  const pl = ctx.data.players[p];
  if (!pl.bind.some((c) => c.id === leap.bound)) return;
  const old = pl.field[leap.circle];
  if (old) moveCard(ctx, p, leap.circle, 'drop', { id: old.id });
  moveCard(ctx, p, 'bind', leap.circle, { id: leap.bound });
}
