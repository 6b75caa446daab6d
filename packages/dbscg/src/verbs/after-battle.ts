// "KO that card after the battle", "switch this card to Active Mode after the battle": an action an
// effect leaves for the end of the battle (7-4-1-8), carried out on the same card object if it is
// still in play then (a card that has moved since is another object, 3-1-4).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import type { Target } from '../vocab.ts';

export interface AfterBattleDir {
  do: 'afterBattle';
  what: 'ko' | 'stand';
  target: Target;
}

export const afterBattle = defineVerb<AfterBattleDir, Run, TextCtx>({
  verb: 'afterBattle',
  schema: z.strictObject({
    do: z.literal('afterBattle'),
    what: z.enum(['ko', 'stand']),
    target: targetSchema,
  }),
  text: (d) =>
    d.what === 'ko'
      ? `Once the battle is over, KO ${targetText(d.target)}.`
      : `Once the battle is over, set ${targetText(d.target)} to Active Mode.`,
  perform(run, d) {
    // Outside a battle there is no "after the battle": nothing happens (8-5-3-4).
    if (!run.d.battle) return false;
    for (const c of run.cards)
      emit(run.ctx, { t: 'afterBattle', p: run.L.master, card: run.L.card, what: d.what, id: c.id });
    return false;
  },
});
