// "You win this game" and "you lose the game" (1-2-6): the effect's master wins or loses at once,
// without waiting for a checkpoint; the game ends while the effect resolves.
import { z } from 'zod';
import { defineVerb, type VerbSpec } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { other } from '../state.ts';

export interface WinDir {
  do: 'win';
}
export interface LoseDir {
  do: 'lose';
}

/** The verb ending the game with its master as the winner (`win`) or the loser (`lose`). */
function gameEnd<D extends WinDir | LoseDir>(verb: D['do'], text: string): VerbSpec<D, Run, TextCtx> {
  return defineVerb<D, Run, TextCtx>({
    verb,
    schema: z.strictObject({ do: z.literal(verb) }) as unknown as z.ZodType<D>,
    text: () => text,
    perform(run) {
      const { ctx, d, L } = run;
      const winner = verb === 'win' ? L.master : other(L.master);
      const how = verb === 'win' ? 'wins' : 'loses';
      ctx.end({ winner, reason: `${d.players[L.master].name} ${how} by a card's effect (1-2-6)` });
      return false;
    },
  });
}

export const win = gameEnd<WinDir>('win', 'The game is yours: you win.');
export const lose = gameEnd<LoseDir>('lose', 'You lose the game.');
