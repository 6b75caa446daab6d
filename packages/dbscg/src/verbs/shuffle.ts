// "Then, shuffle your deck" (3-2-4): after a look whose cards the effect dealt with (11-6-3 asks a
// shuffle only when the card says nothing of them).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { shuffleDeck } from '../skills.ts';
import { other } from '../state.ts';

export interface ShuffleDir {
  do: 'shuffle';
  /** "Shuffle both decks": the turn player's first. */
  both?: true;
}

export const shuffle = defineVerb<ShuffleDir, Run, TextCtx>({
  verb: 'shuffle',
  schema: z.strictObject({ do: z.literal('shuffle'), both: z.literal(true).optional() }),
  text: (d) => (d.both ? 'Both decks are shuffled.' : 'Your deck is shuffled.'),
  perform(run, d) {
    if (!d.both) {
      shuffleDeck(run.ctx, run.L.master);
      return false;
    }
    const tp = run.d.active;
    for (const p of [tp, other(tp)]) shuffleDeck(run.ctx, p);
    return false;
  },
});
