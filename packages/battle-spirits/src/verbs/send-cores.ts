// The Saga directive `sendCores`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf } from '../effects.ts';
import { coresAt, moveSomeCores } from '../core-moves.ts';
import { coresIntoLife } from '../life-cores.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema } from '../schema-common.ts';
import { other } from '../state.ts';
import { coresText } from '../text-words.ts';
import type { Amount } from '../vocab.ts';

export type SendCoresDir = {
  do: 'sendCores';
  n: Amount;
  side: 'own' | 'opponent';
  from: 'reserve' | 'life' | 'trash';
  to: 'trash' | 'reserve' | 'void' | 'life';
  /** The soul core is never one of them ("cores that are not a soul core"). */
  regularOnly?: boolean;
};

export const sendCores = defineVerb<SendCoresDir, Run, TextCtx>({
  verb: 'sendCores',
  schema: z.strictObject({
    do: z.literal('sendCores'),
    n: amountSchema,
    side: z.enum(['own', 'opponent']),
    from: z.enum(['reserve', 'life', 'trash']),
    to: z.enum(['trash', 'reserve', 'void', 'life']),
    regularOnly: z.boolean().optional(),
  }),
  text: (d) => {
    // "All the cores in your trash" rather than "as many cores as there are in your trash".
    if (typeof d.n === 'object' && 'player' in d.n && d.n.what === 'trashCores' && d.from === 'trash')
      return `Move every core in ${d.side === 'own' ? 'your' : "the opponent's"} trash to ${d.to === 'void' ? 'the void' : `${d.side === 'own' ? 'your' : 'their'} ${d.to}`}.`;
    return `Move ${coresText(d.n)}${d.regularOnly ? ' other than a soul core' : ''} out of ${d.side === 'own' ? 'your' : "the opponent's"} ${d.from} into ${d.to === 'void' ? 'the void' : `${d.side === 'own' ? 'your' : 'their'} ${d.to}`}.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    const who = dir.side === 'opponent' ? other(me) : me;
    // Into life the soul core never goes (4-11-3); a substitution may put them elsewhere (8-9).
    if (dir.to === 'life' && dir.from !== 'life' && reg.uses('lifeCoresToSelf')) {
      const n = Math.min(amountOf(reg, d, L, dir.n), coresAt(d, who, dir.from).n);
      coresIntoLife(ctx, reg, who, dir.from, n, false, 'effect', me, L.card);
      return false;
    }
    return moveSomeCores(ctx, [
      {
        p: who,
        from: dir.from,
        to: dir.to,
        n: amountOf(reg, d, L, dir.n),
        by: me,
        owner: false,
        src: L.card,
        regular: dir.regularOnly === true,
      },
    ]);
  },
});
