// "At the end of that turn, (effect)": a delayed effect an effect leaves for the End Phase
// of the turn it resolved in. It triggers as the "at the end of the turn" condition occurs (6-4-1-1)
// and resolves like a pending [Auto] of the same master, read from the skill that made it (the
// side of the card that was up then), wherever the card has gone since.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { skillOf } from '../run.ts';
import { delayedParts, effectOf } from '../keywords.ts';
import { clauseText } from '../text-common.ts';
import type { Directive } from './index.ts';
import { directiveListSchema, directiveText } from './list.ts';

export interface AtTurnEndDir {
  do: 'atTurnEnd';
  then: Directive[];
}

export const atTurnEnd = defineVerb<AtTurnEndDir, Run, TextCtx>({
  verb: 'atTurnEnd',
  schema: z.strictObject({ do: z.literal('atTurnEnd'), then: z.lazy(() => directiveListSchema) }),
  text: (d, t) => `When this turn ends: ${clauseText(d.then.map((x) => directiveText(x, t)))}`,
  perform(run, d) {
    const L = run.L;
    const part = delayedParts(effectOf(skillOf(run.cat, L))).indexOf(d);
    if (part < 0) return false;
    emit(run.ctx, {
      t: 'delayed',
      p: L.master,
      card: L.card,
      flipped: L.flipped,
      skill: L.skill,
      source: L.source,
      part,
    });
    return false;
  },
});
