// Moving chosen cards to another area: the hand, the Drop Area, the Warp (11-4), the top or bottom
// of the deck, the Energy Area, the Life Area. A leader never moves (3-5-3).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { hasKeyword } from '../continuous.ts';
import { moveCard } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import { locate, type AreaName } from '../state.ts';
import { judgeLoss } from '../actions.ts';
import type { Target } from '../vocab.ts';

export type MoveTo = 'hand' | 'drop' | 'warp' | 'deckTop' | 'deckBottom' | 'energy' | 'life';

export interface MoveDir {
  do: 'move';
  target: Target;
  to: MoveTo;
  /** Placed in Rest Mode (energy). */
  rest?: boolean;
}

const WHERE: Record<MoveTo, string> = {
  hand: "to its owner's hand",
  drop: "in its owner's Drop Area",
  warp: "to its owner's Warp",
  deckTop: "on top of its owner's deck",
  deckBottom: "at the bottom of its owner's deck",
  energy: 'in the Energy Area',
  life: 'in the Life Area',
};

export const move = defineVerb<MoveDir, Run, TextCtx>({
  verb: 'move',
  schema: z.strictObject({
    do: z.literal('move'),
    target: targetSchema,
    to: z.enum(['hand', 'drop', 'warp', 'deckTop', 'deckBottom', 'energy', 'life']),
    rest: z.boolean().optional(),
  }),
  text: (d) => {
    const verb = d.to === 'warp' ? 'Send' : d.to === 'hand' ? 'Return' : 'Place';
    const mode = d.rest ? ' in Rest Mode' : '';
    return `${verb} ${targetText(d.target)} ${WHERE[d.to]}${mode}.`;
  },
  perform(run, d) {
    const { ctx, cat } = run;
    ctx.beginBatch();
    for (const c of run.cards) {
      const at = locate(run.d, c.id);
      if (!at || at.area === 'leader') continue;
      // 10-12: [Indestructible] keeps a card in the Battle Area against the opponent's skills.
      if (at.area === 'battle' && at.player !== run.L.master && hasKeyword(cat, run.d, c, 'indestructible'))
        continue;
      const area: AreaName = d.to === 'deckTop' || d.to === 'deckBottom' ? 'deck' : d.to;
      // 3-1-7: to its owner's area.
      const rest = d.rest === true || (d.to === 'energy' && hasKeyword(cat, run.d, c, 'energyExhaust'));
      moveCard(ctx, at.player, c.id, at.area, area, {
        toP: c.owner,
        why: 'effect',
        by: run.L.master,
        ...(d.to === 'deckTop'
          ? { at: 'top' as const }
          : d.to === 'deckBottom'
            ? { at: 'bottom' as const }
            : {}),
        ...(rest ? { rest: true } : {}),
      });
    }
    ctx.endBatch();
    judgeLoss(ctx);
    return false;
  },
});
