// The Saga directive `summon`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { costNow } from '../continuous.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { coreCount, spendableCores } from '../state.ts';
import { verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';
import { K } from '../procs.ts';

/**
 * Summons the chosen spirit cards (from the hand or the trash) by the effect (10-6): with `free`
 * the cost is not paid; LV1's cores are still placed from the player's field or reserve (10-6-7).
 */
export type SummonDir = {
  do: 'summon';
  target: Target;
  free?: boolean;
  /** It enters the field exhausted. */
  exhausted?: boolean;
  /** Its "When Summoned" effects do not trigger. */
  noWhenSummoned?: boolean;
  /** Its cost and its cores are paid from the reserve only. */
  fromReserve?: boolean;
};

export const summon = defineVerb<SummonDir, Run, TextCtx>({
  verb: 'summon',
  schema: z.strictObject({
    do: z.literal('summon'),
    target: targetSchema,
    free: z.boolean().optional(),
    exhausted: z.boolean().optional(),
    noWhenSummoned: z.boolean().optional(),
    fromReserve: z.boolean().optional(),
  }),
  text: (d) =>
    `${d.target.what === 'nexus' ? 'Place' : 'Summon'} ${pickText(d.target)}${d.free ? ` without paying for ${verbFor(d.target, 'it', 'them')}` : ''}${d.fromReserve ? ', paying its cost and its cores from your reserve' : ''}${d.exhausted ? ', exhausted' : ''}.${d.noWhenSummoned ? ' None of its "When Summoned" effects trigger.' : ''}`,
  perform(run, dir) {
    const { ctx, reg, d, me, targets } = run;
    // 10-6 through the summoning procedure; pushed last-first so they happen in the chosen order.
    const from = dir.target.zone === 'trash' ? 'trash' : 'hand';
    let pushed = false;
    for (let k = targets.length - 1; k >= 0; k--) {
      const { c, owner } = targets[k]!;
      if (owner !== me) continue;
      const paid = dir.free ? 0 : costNow(reg, d, me, reg.get(c.def), undefined, from === 'hand');
      const spendable = dir.fromReserve
        ? coreCount(d.players[me].reserve)
        : spendableCores(reg, d, d.players[me]);
      if (paid > spendable) continue;
      K.push(ctx, 'deploy', {
        id: c.id,
        p: me,
        from,
        free: dir.free === true,
        reserveOnly: dir.fromReserve === true,
        exhausted: dir.exhausted === true,
        quiet: dir.noWhenSummoned === true,
      });
      pushed = true;
    }
    return pushed;
  },
});
