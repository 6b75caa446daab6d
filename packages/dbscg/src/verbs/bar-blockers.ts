// "Your opponent cannot activate [Blocker] for the duration of the turn" (TB2-005): a restriction on
// a player, not on cards, so the Battle Cards that player plays later are barred too (10-4-1). Kept
// as a player ban 'blocker' (target -1 - player), read where [Blocker] is offered.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { untilOf } from '../actions.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { duration } from '../schema-common.ts';
import { other } from '../state.ts';
import { durationText } from '../text-common.ts';
import type { Duration } from '../vocab.ts';

export interface BarBlockersDir {
  do: 'barBlockers';
  /** Whose [Blocker] skills are barred: the effect's master ('own') or the opponent ('opp'). */
  side: 'own' | 'opp';
  until: Duration;
}

export const barBlockers = defineVerb<BarBlockersDir, Run, TextCtx>({
  verb: 'barBlockers',
  schema: z.strictObject({
    do: z.literal('barBlockers'),
    side: z.enum(['own', 'opp']),
    until: duration,
  }),
  text: (d) =>
    `${d.side === 'own' ? 'You' : 'Your opponent'} may not use [Blocker] ${durationText(d.until)}.`,
  perform(run, d) {
    const p = d.side === 'own' ? run.L.master : other(run.L.master);
    emit(run.ctx, { t: 'ban', target: -1 - p, what: 'blocker', ...untilOf(run.d, run.L.master, d.until) });
    return false;
  },
});
