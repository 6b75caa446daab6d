// "Evolve (a card)" (10-5-6): the chosen card of the hand is played as with its [Evolve],
// [EX-Evolve] or [Xeno-Evolve], on a Battle Card of yours that skill names, without its skill cost.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { selfCard, type Run, type TextCtx } from '../run.ts';
import { K } from '../procs.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import { locate } from '../state.ts';
import type { Target } from '../vocab.ts';

export interface EvolveDir {
  do: 'evolve';
  target: Target;
  /**
   * `self`: "evolve this card into it": the chosen card, from the hand, the Drop Area or from cards
   * looked at in the deck, is played on top of the skill's own card as with [Evolve] (10-5-4, 10-5-6).
   */
  onto?: 'self';
}

export const evolve = defineVerb<EvolveDir, Run, TextCtx>({
  verb: 'evolve',
  schema: z.strictObject({
    do: z.literal('evolve'),
    target: targetSchema,
    onto: z.literal('self').optional(),
  }),
  text: (d) =>
    d.onto === 'self'
      ? `This card evolves into ${targetText(d.target)}.`
      : `${targetText(d.target).replace(/^./, (c) => c.toUpperCase())} evolves.`,
  perform(run, d) {
    if (d.onto === 'self') return evolveSelf(run);
    let pushed = false;
    for (const c of run.cards.slice().reverse()) {
      const at = locate(run.d, c.id);
      if (!at || at.area !== 'hand' || at.player !== run.L.master) continue;
      K.push(run.ctx, 'evolveInto', { p: run.L.master, id: c.id, card: c.def });
      pushed = true;
    }
    return pushed;
  },
});

/** "Evolve this card into (the chosen card)": played on top of the skill's card, still in the Battle Area. */
function evolveSelf(run: Run): boolean {
  const self = selfCard(run);
  const base = self && locate(run.d, self.id);
  const c = run.cards[0];
  const at = c && locate(run.d, c.id);
  if (!base || base.area !== 'battle' || !c || !at || !['hand', 'deck', 'drop'].includes(at.area))
    return false;
  if (run.cat.get(c.def).type !== 'battle') return false;
  const how = 'evolve';
  K.push(run.ctx, 'play', {
    p: run.L.master,
    id: c.id,
    card: c.def,
    how,
    paid: true,
    onto: [base.card.id],
    rest: false,
  });
  return true;
}
