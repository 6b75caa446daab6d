// Switching cards to Rest Mode or to Active Mode (4-8).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { standCard } from '../actions.ts';
import { emit } from '../events.ts';
import { skillOf, type Run, type TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import type { Target } from '../vocab.ts';

export interface RestDir {
  do: 'rest';
  target: Target;
}
export interface StandDir {
  do: 'stand';
  target: Target;
}

export const rest = defineVerb<RestDir, Run, TextCtx>({
  verb: 'rest',
  schema: z.strictObject({ do: z.literal('rest'), target: targetSchema }),
  text: (d) => `Set ${targetText(d.target)} to Rest Mode.`,
  perform(run) {
    // 1-3-2-1: a card already in Rest Mode does not become so again.
    for (const c of run.cards) if (!c.rest) emit(run.ctx, { t: 'rest', id: c.id });
    return false;
  },
});

export const stand = defineVerb<StandDir, Run, TextCtx>({
  verb: 'stand',
  schema: z.strictObject({ do: z.literal('stand'), target: targetSchema }),
  text: (d) => `Set ${targetText(d.target)} to Active Mode.`,
  perform(run) {
    // Which skill switched it is told ("using a non-[Awaken] skill", SD8-09's trigger).
    const by = skillOf(run.cat, run.L)?.kind === 'awaken' ? 'awaken' : 'skill';
    for (const c of run.cards) standCard(run.ctx, c, by);
    return false;
  },
});
