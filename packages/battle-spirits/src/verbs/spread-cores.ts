// The directive `spreadCores`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { unprotected } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { severalFrom } from '../text.ts';
import type { Target } from '../vocab.ts';
import { K } from '../procs.ts';
import { grandNexusIn } from '../state.ts';

/**
 * The cores on the chosen card go onto other cards (`onto`) of the same field, as many onto each as
 * the effect's controller says (BS01-025: "as you like", none at all allowed; BS01-130: every core
 * but `keep`, `all`). Core-spread.ts asks and moves.
 */
export type SpreadCoresDir = {
  do: 'spreadCores';
  /** The card whose cores move. */
  target: Target;
  onto: 'spirit' | 'spiritOrNexus';
  /** This many cores stay on the card. */
  keep?: number;
  /** Every core but `keep` must go (otherwise the player may move fewer, or none). */
  all?: boolean;
};

export const spreadCores = defineVerb<SpreadCoresDir, Run, TextCtx>({
  verb: 'spreadCores',
  schema: z.strictObject({
    do: z.literal('spreadCores'),
    target: targetSchema,
    onto: z.enum(['spirit', 'spiritOrNexus']),
    keep: z.number().int().positive().optional(),
    all: z.boolean().optional(),
  }),
  text: (d) => {
    const cores = d.keep ? `all the cores but ${d.keep === 1 ? 'one' : d.keep} on` : 'the cores on';
    const onto = d.onto === 'spirit' ? 'other spirits' : 'other spirits or nexuses';
    return d.all
      ? `Move ${cores} ${severalFrom(d.target)} onto ${onto} on the same field, split among them as you choose.`
      : `You may move any number of ${cores} ${severalFrom(d.target)} onto ${onto} on the same field, split among them as you choose.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me, targets } = run;
    const [picked] = unprotected(reg, d, targets, 'removeCores', me, { id: L.source, def: L.card });
    if (!picked) return false;
    const ids = d.players[picked.owner].field
      // E942: no core moves onto a Grandwalker nexus by an effect that does not target one.
      .filter((c) => c.id !== picked.c.id && !grandNexusIn(reg, d, c))
      .filter((c) => {
        const type = reg.get(c.def).type;
        return type === 'spirit' || (dir.onto === 'spiritOrNexus' && type === 'nexus');
      })
      .map((c) => c.id);
    if (ids.length === 0) return false;
    K.push(ctx, 'spreadSome', {
      p: me,
      src: picked.c.id,
      owner: picked.owner,
      ids,
      k: 0,
      keep: dir.keep ?? 0,
      all: dir.all === true,
      moves: [],
      card: L.card,
    });
    return true;
  },
});
