// "Play (cards)" by an effect (3-6-3): from the hand, the Drop Area, the deck, without paying.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { playBanned } from '../continuous.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import { K } from '../procs.ts';
import { locate } from '../state.ts';
import type { Target } from '../vocab.ts';

export interface PlayDir {
  do: 'play';
  target: Target;
  rest?: boolean;
  /** "Play (it) and change the target of the attack to it" (a [Counter: Battle Card Attack]). */
  guard?: boolean;
}

export const play = defineVerb<PlayDir, Run, TextCtx>({
  verb: 'play',
  schema: z.strictObject({
    do: z.literal('play'),
    target: targetSchema,
    rest: z.boolean().optional(),
    guard: z.boolean().optional(),
  }),
  text: (d) =>
    `Put ${targetText(d.target)} into play${d.rest ? ' in Rest Mode' : ''}${d.guard ? ', and the attack now targets it' : ''}.`,
  perform(run, d) {
    // Pushed last first: the first chosen card is played first.
    let pushed = false;
    for (const c of run.cards.slice().reverse()) {
      const at = locate(run.d, c.id);
      if (!at || at.area === 'battle' || at.area === 'leader' || at.area === 'combo') continue;
      if (run.cat.get(c.def).type !== 'battle') continue;
      // An effect that forbids playing it ("you can't play ..." for the turn) stops effects too.
      if (playBanned(run.cat, run.d, run.L.master, c)) continue;
      K.push(run.ctx, 'play', {
        p: run.L.master,
        id: c.id,
        card: c.def,
        how: d.guard ? 'counter' : 'effect',
        paid: true,
        onto: [],
        rest: d.rest === true,
        bySkill: run.L.card,
      });
      pushed = true;
    }
    return pushed;
  },
});
