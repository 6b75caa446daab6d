// "Draw N cards" (10.2); with an empty deck nothing happens (1.3.2) and 9.2.3 decides.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { draw as drawCard } from '../../turn.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface DrawDir {
  do: 'draw';
  n: number;
}

export const draw = defineVerb<DrawDir, VgRun, VgTextCtx>({
  verb: 'draw',
  schema: z.strictObject({ do: z.literal('draw'), n: z.number().int().min(1) }),
  text: (d) => `Draw ${d.n} card${d.n === 1 ? '' : 's'}.`,
  perform(run, d) {
    for (let i = 0; i < d.n; i++) drawCard(run.ctx, run.L.p);
    return false;
  },
});
