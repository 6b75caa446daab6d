// "Negate the attack" (7-1-4), "negate [Blocker]" (10-4-2), "negate the [Counter]" (10-10-5), and
// [Counter: Play] effects on the card being played.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { cannotBeNegated, hasKeyword } from '../continuous.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { locate } from '../state.ts';

export interface NegateDir {
  do: 'negate';
  what: 'attack' | 'blocker' | 'counter' | 'play' | 'playRest' | 'playSkills';
}

const TEXT: Record<NegateDir['what'], string> = {
  attack: 'The attack is negated.',
  blocker: 'That [Blocker] is negated.',
  counter: 'The [Counter] is negated.',
  play: 'That card is not played after all.',
  playRest: 'That Battle Card enters play in Rest Mode.',
  playSkills: 'That Battle Card loses its skills until end of turn.',
};

export const negate = defineVerb<NegateDir, Run, TextCtx>({
  verb: 'negate',
  schema: z.strictObject({
    do: z.literal('negate'),
    what: z.enum(['attack', 'blocker', 'counter', 'play', 'playRest', 'playSkills']),
  }),
  text: (d) => TEXT[d.what],
  perform(run, d) {
    const { ctx, d: data } = run;
    switch (d.what) {
      case 'attack': {
        const b = data.battle;
        const attacker = b && locate(data, b.attacker)?.card;
        if (attacker && cannotBeNegated(run.cat, attacker)) break; // 8-3
        if (b && !b.negated) emit(ctx, { t: 'negateAttack' });
        break;
      }
      case 'blocker':
        // 10-4-2: the attack's target goes back to the card first attacked.
        if (data.battle && data.battle.guard !== data.battle.original && locate(data, data.battle.original))
          emit(ctx, { t: 'guard', guard: data.battle.original });
        break;
      case 'counter':
        emit(ctx, { t: 'negateCounter' });
        break;
      case 'play':
      case 'playRest':
      case 'playSkills': {
        const dec = data.declared;
        if (!dec) break;
        // 10-22: [Deflect]: [Counter: Play] skills do not affect the card.
        const card = locate(data, dec.id)?.card;
        if (card && hasKeyword(run.cat, data, card, 'deflect')) break;
        if (card && d.what === 'playSkills' && cannotBeNegated(run.cat, card)) break; // 8-3
        emit(ctx, {
          t: d.what === 'play' ? 'negatePlay' : d.what === 'playRest' ? 'playRest' : 'playSkillsNegated',
        });
        break;
      }
    }
    return false;
  },
});
