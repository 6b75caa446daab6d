// A player limited to one [Counter] for a while (SD6-01's back side): a restriction on a player,
// not on a card. With `minCost` (BT6-001's back side: for the turn, no [Counter] of cost 2 or
// more) it is a ban 'counter' on the player for the cards of that energy cost (2-11) or more only. It is kept as a player ban 'counterOnce' that becomes the
// full ban 'counter' as soon as that player activates a [Counter] (events.ts); the [Counter] skills
// are counted from the moment the effect applies (4-7-3: a [Counter] is "activated" when it is put
// on the pending list, whether or not it later resolves or is negated, 10-10-5).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { untilOf } from '../actions.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { count, duration } from '../schema-common.ts';
import { other } from '../state.ts';
import { durationText } from '../text-common.ts';
import type { Duration } from '../vocab.ts';

export interface LimitCountersDir {
  do: 'limitCounters';
  /** Whose [Counter] skills are limited: the effect's master ('own') or the opponent ('opp'). */
  side: 'own' | 'opp';
  until: Duration;
  /** Instead of "only once": no [Counter] of a card whose energy cost is this or more. */
  minCost?: number;
}

export const limitCounters = defineVerb<LimitCountersDir, Run, TextCtx>({
  verb: 'limitCounters',
  schema: z.strictObject({
    do: z.literal('limitCounters'),
    side: z.enum(['own', 'opp']),
    until: duration,
    minCost: count.optional(),
  }),
  text: (d) => {
    const who = d.side === 'own' ? 'You' : 'Your opponent';
    const what =
      d.minCost === undefined
        ? '[Counter] skills only once'
        : `no [Counter] skill of a card with energy cost ${d.minCost} or more`;
    return `${who} may activate ${what} ${durationText(d.until)}.`;
  },
  perform(run, d) {
    const p = d.side === 'own' ? run.L.master : other(run.L.master);
    emit(run.ctx, {
      t: 'ban',
      target: -1 - p,
      ...(d.minCost === undefined
        ? { what: 'counterOnce' as const }
        : { what: 'counter' as const, filter: { cost: { min: d.minCost } } }),
      ...untilOf(run.d, run.L.master, d.until),
    });
    return false;
  },
});
