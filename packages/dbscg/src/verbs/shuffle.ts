// "Then, shuffle your deck" (3-2-4): after a look whose cards the effect dealt with (11-6-3 asks a
// shuffle only when the card says nothing of them).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { shuffleDeck } from '../skills.ts';

export interface ShuffleDir {
  do: 'shuffle';
}

export const shuffle = defineVerb<ShuffleDir, Run, TextCtx>({
  verb: 'shuffle',
  schema: z.strictObject({ do: z.literal('shuffle') }),
  text: () => 'Your deck is shuffled.',
  perform(run) {
    shuffleDeck(run.ctx, run.L.master);
    return false;
  },
});
