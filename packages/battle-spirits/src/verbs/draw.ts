// The Saga directive `draw`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf, drawCard } from '../effects.ts';
import { emit } from '../events.ts';
import { drawRules } from '../player-rules.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { cardsText, plural } from '../text-words.ts';
import type { Amount } from '../vocab.ts';
import { K } from '../procs.ts';

export type DrawDir = { do: 'draw'; n: Amount };

export const draw = defineVerb<DrawDir, Run, TextCtx>({
  verb: 'draw',
  schema: z.strictObject({ do: z.literal('draw'), n: amountSchema }),
  text: (d) => {
    if (
      typeof d.n === 'object' &&
      'player' in d.n &&
      d.n.player === 'own' &&
      d.n.what === 'hand' &&
      d.n.shortOf !== undefined
    )
      return `Draw until you have ${plural(d.n.shortOf, 'card')} in your hand.`;
    return `Draw ${cardsText(d.n)}.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    const rules = drawRules(reg, d, me, L.card);
    if (rules.barred) return false;
    if (rules.cost > 0) {
      const n = amountOf(reg, d, L, dir.n);
      if (n <= 0) return false;
      K.push(ctx, 'taxedDraw', { p: me, n, cost: rules.cost, tally: L.tally });
      return true;
    }
    // 4-5-3: draw one card N times; effects that answer drawing see one draw (ruling on BSS01-111).
    const before = d.players[me].deck.length;
    for (let k = 0, n = amountOf(reg, d, L, dir.n); k < n; k++) drawCard(ctx, me, me);
    const n = before - d.players[me].deck.length;
    // A burst and the effect it goes on to count as drawing at one time (ruling on BSS01-111).
    if (n > 0 && !L.tally) emit(ctx, { t: 'drew', p: me, n, by: me });
    return false;
  },
});
