// "You win this game" (1-2-6): the effect's master wins at once, without waiting for a checkpoint;
// the game ends while the effect resolves.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';

export interface WinDir {
  do: 'win';
}

export const win = defineVerb<WinDir, Run, TextCtx>({
  verb: 'win',
  schema: z.strictObject({ do: z.literal('win') }),
  text: () => 'The game is yours: you win.',
  perform(run) {
    const { ctx, d, L } = run;
    ctx.end({ winner: L.master, reason: `${d.players[L.master].name} wins by a card's effect (1-2-6)` });
    return false;
  },
});
