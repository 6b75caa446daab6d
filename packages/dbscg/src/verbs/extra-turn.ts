// "After your current turn ends, take another turn": the master's next turn follows this one, before
// the opponent's (6-1 otherwise alternates the turns).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';

export interface ExtraTurnDir {
  do: 'extraTurn';
}

export const extraTurn = defineVerb<ExtraTurnDir, Run, TextCtx>({
  verb: 'extraTurn',
  schema: z.strictObject({ do: z.literal('extraTurn') }),
  text: () => 'When this turn is over, you play one more turn.',
  perform(run) {
    emit(run.ctx, { t: 'extraTurn', p: run.L.master });
    return false;
  },
});
