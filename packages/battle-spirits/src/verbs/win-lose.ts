// The Saga directives `win`, `lose`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import type { Run, TextCtx } from '../run.ts';
import { other } from '../state.ts';

/** 1-2-6: the effect's controller wins, or loses, at once. */
export type WinDir = { do: 'win' };

export type LoseDir = { do: 'lose' };

export const win = defineVerb<WinDir, Run, TextCtx>({
  verb: 'win',
  schema: z.strictObject({ do: z.literal('win') }),
  text: () => 'You win the game.',
  perform(run) {
    // 1-2-6: the game ends at once, without waiting for a checkpoint.
    const winner = run.me;
    run.ctx.end({
      winner,
      reason: `${run.d.players[winner].name} wins by the effect of ${run.reg.get(run.L.card).name} (1-2-6)`,
    });
    return false;
  },
});

export const lose = defineVerb<LoseDir, Run, TextCtx>({
  verb: 'lose',
  schema: z.strictObject({ do: z.literal('lose') }),
  text: () => 'You lose the game.',
  perform(run) {
    // 1-2-6: the game ends at once, without waiting for a checkpoint.
    const winner = other(run.me);
    run.ctx.end({
      winner,
      reason: `${run.d.players[winner].name} wins by the effect of ${run.reg.get(run.L.card).name} (1-2-6)`,
    });
    return false;
  },
});
