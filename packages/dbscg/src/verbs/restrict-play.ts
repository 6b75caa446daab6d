// "You can't play (these Battle Cards)" for a while, and its converse "you can only play (these)":
// a restriction on a player (SD8-07: a card name for the turn; only green or yellow Battle Cards).
// Kept as a player ban 'playBattle' with a filter; read when a Battle Card would be played from the
// hand (6-3-1-2-1-1) or by an effect (3-6-3), see playBanned (continuous.ts).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { untilOf } from '../actions.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { duration, filterSchema } from '../schema-common.ts';
import { other } from '../state.ts';
import { durationText, filterText } from '../text-common.ts';
import type { CardFilter, Duration } from '../vocab.ts';

export interface RestrictPlayDir {
  do: 'restrictPlay';
  /** Who may not play them: the effect's master ('own') or the opponent ('opp'). */
  side: 'own' | 'opp';
  /** The Battle Cards that may not be played. */
  banned: CardFilter;
  until: Duration;
}

export const restrictPlay = defineVerb<RestrictPlayDir, Run, TextCtx>({
  verb: 'restrictPlay',
  schema: z.strictObject({
    do: z.literal('restrictPlay'),
    side: z.enum(['own', 'opp']),
    banned: filterSchema,
    until: duration,
  }),
  text: (d) =>
    `${d.side === 'own' ? 'You' : 'Your opponent'} may not play ${filterText(d.banned, 'Battle Cards')} ${durationText(d.until)}.`,
  perform(run, d) {
    const p = d.side === 'own' ? run.L.master : other(run.L.master);
    const u = untilOf(run.d, run.L.master, d.until);
    emit(run.ctx, { t: 'ban', target: -1 - p, what: 'playBattle', filter: d.banned, ...u });
    return false;
  },
});
