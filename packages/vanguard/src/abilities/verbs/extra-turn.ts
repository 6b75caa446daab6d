// "You get an extra turn" (12.4): a turn of the effect's master is added right after the current one
// (12.4.1); turns added in the same turn are taken last added first (12.4.2). turn.ts reads the added
// turns (`extraTurns`) as a turn ends.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface ExtraTurnDir {
  do: 'extraTurn';
}

export const extraTurn = defineVerb<ExtraTurnDir, VgRun, VgTextCtx>({
  verb: 'extraTurn',
  schema: z.strictObject({ do: z.literal('extraTurn') }),
  text: () => 'You get an extra turn after this turn.',
  perform(run) {
    run.ctx.emit({ t: 'extraTurn', p: run.L.p });
    return false;
  },
});
