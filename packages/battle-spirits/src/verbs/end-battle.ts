// The directive `endBattle`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';

/**
 * "End the battle at once" (Eternal manual E723, E729: BS01-094, BS01-148): the battle's remaining
 * steps (flash timings, the block, its resolution) are skipped and it goes straight to its end, where
 * end-of-battle effects still happen and "while attacking/blocking" effects end. Nothing outside a
 * battle.
 */
export type EndBattleDir = { do: 'endBattle' };

export const endBattle = defineVerb<EndBattleDir, Run, TextCtx>({
  verb: 'endBattle',
  schema: z.strictObject({ do: z.literal('endBattle') }),
  text: () => 'End the current battle at once.',
  perform(run) {
    const { ctx, d } = run;
    if (d.battle) emit(ctx, { t: 'endBattle' });
    return false;
  },
});
