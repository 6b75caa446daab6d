// Restrictions for a while: a card cannot attack, has its skills negated (8-3), a player cannot
// play Battle Cards, and the like.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { cannotBeNegated } from '../continuous.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { duration, targetSchema } from '../schema-common.ts';
import { durationText, targetText } from '../text-common.ts';
import { untilOf } from '../actions.ts';
import type { BanKind } from '../state.ts';
import type { Duration, Target } from '../vocab.ts';

export interface BanDir {
  do: 'ban';
  target: Target;
  what: BanKind;
  until: Duration;
}

const WHAT: Record<BanKind, string> = {
  attack: 'may not attack',
  activateSkills: 'may not use skills',
  playBattle: 'may not be played',
  activateEvolve: 'may not use [Evolve]',
  skillsNegated: 'loses its skills',
  skillNegated: 'loses that skill',
  active: 'may not go to Active Mode',
  blocker: 'may not use [Blocker]',
  counter: 'may not use [Counter]',
  counterOnce: 'may use [Counter] only once',
  awakenAnyLife: 'may use [Awaken] at any life',
  attackActive: 'may attack Active Mode Battle Cards too',
};

export const ban = defineVerb<BanDir, Run, TextCtx>({
  verb: 'ban',
  schema: z.strictObject({
    do: z.literal('ban'),
    target: targetSchema,
    what: z.enum([
      'attack',
      'activateSkills',
      'playBattle',
      'activateEvolve',
      'skillsNegated',
      'active',
      'blocker',
      'counter',
      'awakenAnyLife',
      'attackActive',
    ]),
    until: duration,
  }),
  text: (d) => {
    const who = targetText(d.target);
    return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${WHAT[d.what]} ${durationText(d.until)}.`;
  },
  perform(run, d) {
    const u = untilOf(run.d, run.L.master, d.until);
    for (const c of run.cards) {
      if (d.what === 'skillsNegated' && cannotBeNegated(run.cat, c)) continue; // 8-3
      emit(run.ctx, { t: 'ban', target: c.id, what: d.what, ...u });
    }
    return false;
  },
});
