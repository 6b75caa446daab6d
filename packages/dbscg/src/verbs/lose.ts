// "You lose the game" (1-2-6): the effect's master loses at once, without waiting for a checkpoint;
// the game ends while the effect resolves (1-2-3 has no part: only one player is made to lose).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { other } from '../state.ts';

export interface LoseDir {
  do: 'lose';
}

export const lose = defineVerb<LoseDir, Run, TextCtx>({
  verb: 'lose',
  schema: z.strictObject({ do: z.literal('lose') }),
  text: () => 'You lose the game.',
  perform(run) {
    const { ctx, d, L } = run;
    ctx.end({
      winner: other(L.master),
      reason: `${d.players[L.master].name} loses by a card's effect (1-2-6)`,
    });
    return false;
  },
});
