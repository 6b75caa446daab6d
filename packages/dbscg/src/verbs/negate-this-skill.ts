// "Negate this skill for the duration of the turn / of the game" (SD8-01's front side): the skill
// being resolved, and no other skill of its card, is negated for a while (8-3). The card is the
// same object while it stays where it is (3-1-4), so a leader keeps the negation for the game.
// Kept as a ban 'skillNegated' naming the skill (usedKey); read where [Activate] skills are offered.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { untilOf } from '../actions.ts';
import { cannotBeNegated } from '../continuous.ts';
import { emit } from '../events.ts';
import { selfCard, type Run, type TextCtx } from '../run.ts';
import { duration } from '../schema-common.ts';
import { usedKey } from '../state.ts';
import { durationText } from '../text-common.ts';
import type { Duration } from '../vocab.ts';

export interface NegateThisSkillDir {
  do: 'negateThisSkill';
  until: Duration;
}

export const negateThisSkill = defineVerb<NegateThisSkillDir, Run, TextCtx>({
  verb: 'negateThisSkill',
  schema: z.strictObject({ do: z.literal('negateThisSkill'), until: duration }),
  text: (d) => `This skill is negated ${durationText(d.until)}.`,
  perform(run, d) {
    const self = selfCard(run);
    // 8-6-7: a card that left its area is a new object: nothing is left to negate.
    if (!self || cannotBeNegated(run.cat, self)) return false;
    emit(run.ctx, {
      t: 'ban',
      target: self.id,
      what: 'skillNegated',
      skill: usedKey(self.id, run.L.skill, run.L.flipped),
      ...untilOf(run.d, run.L.master, d.until),
    });
    return false;
  },
});
