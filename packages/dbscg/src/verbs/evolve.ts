// "Evolve (a card)" (10-5-6): the chosen card of the hand is played as with its [Evolve],
// [EX-Evolve] or [Xeno-Evolve], on a Battle Card of yours that skill names, without its skill cost.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { K } from '../procs.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import { locate } from '../state.ts';
import type { Target } from '../vocab.ts';

export interface EvolveDir {
  do: 'evolve';
  target: Target;
}

export const evolve = defineVerb<EvolveDir, Run, TextCtx>({
  verb: 'evolve',
  schema: z.strictObject({ do: z.literal('evolve'), target: targetSchema }),
  text: (d) => `Evolve ${targetText(d.target)}.`,
  perform(run) {
    let pushed = false;
    for (const c of run.cards.slice().reverse()) {
      const at = locate(run.d, c.id);
      if (!at || at.area !== 'hand' || at.player !== run.L.master) continue;
      K.push(run.ctx, 'evolveInto', { p: run.L.master, id: c.id, card: c.def });
      pushed = true;
    }
    return pushed;
  },
});
