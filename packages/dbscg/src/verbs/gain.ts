// "... gains [keyword] for the duration of ...": a keyword skill given for a while.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { duration, keywordSchema, targetSchema } from '../schema-common.ts';
import { durationText, keywordName, targetText } from '../text-common.ts';
import { untilOf } from '../actions.ts';
import type { Duration, KeywordSpec, Target } from '../vocab.ts';

export interface GainDir {
  do: 'gain';
  target: Target;
  spec: KeywordSpec;
  until: Duration;
}

export const gain = defineVerb<GainDir, Run, TextCtx>({
  verb: 'gain',
  schema: z.strictObject({
    do: z.literal('gain'),
    target: targetSchema,
    spec: keywordSchema,
    until: duration,
  }),
  text: (d) => {
    const who = targetText(d.target);
    const t = d.target;
    const one =
      t.side === 'self' ||
      t.side === 'subject' ||
      t.side === 'attacker' ||
      t.side === 'guard' ||
      (!t.all && t.side !== 'chosen' && t.side !== 'looked' && (t.count ?? 1) === 1) ||
      (t.side === 'chosen' && t.count === 1);
    return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${one ? 'has' : 'have'} ${keywordName(d.spec)} ${durationText(d.until)}.`;
  },
  perform(run, d) {
    const u = untilOf(run.d, run.L.master, d.until);
    for (const c of run.cards) emit(run.ctx, { t: 'grant', target: c.id, spec: d.spec, ...u });
    return false;
  },
});
