// "Gain control of (a Battle Card)" (11-5): the card moves to the Battle Area of the skill's master,
// who becomes its master (4-3-2), in the same position and with the effects on it (11-5-1-1), and
// with the cards beneath it (11-3-5). Its owner does not change: when it leaves play it goes to its
// owner's areas (3-1-7).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import { locate } from '../state.ts';
import type { Target } from '../vocab.ts';

export interface ControlDir {
  do: 'control';
  target: Target;
}

export const control = defineVerb<ControlDir, Run, TextCtx>({
  verb: 'control',
  schema: z.strictObject({ do: z.literal('control'), target: targetSchema }),
  text: (d) => `Take ${targetText(d.target)} under your control.`,
  perform(run, d) {
    void d;
    for (const c of run.cards) {
      const at = locate(run.d, c.id);
      if (!at || at.area !== 'battle' || at.player === run.L.master) continue;
      emit(run.ctx, { t: 'control', id: c.id, from: at.player, to: run.L.master });
    }
    return false;
  },
});
