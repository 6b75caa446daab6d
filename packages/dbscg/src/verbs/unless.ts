// "Your opponent may (cost). If they don't, (effects)": the opponent chooses whether to pay; the
// block is carried out when they do not or cannot (8-4-2-2: a cost is paid in full or not at all).
// The question and the payment are the effect procedure's (effect.ts); this file is the directive's
// schema, text, and the block it enters.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { costSchema } from '../skill-schema.ts';
import { costsText } from '../text.ts';
import { clauseText } from '../text-common.ts';
import type { Cost } from '../vocab.ts';
import type { Directive } from './index.ts';
import { directiveListSchema, directiveText } from './list.ts';

export interface UnlessDir {
  do: 'unless';
  /** What the opponent may pay, in the costs' vocabulary (their hand, their cards). */
  cost: Cost[];
  then: Directive[];
}

export const unless = defineVerb<UnlessDir, Run, TextCtx>({
  verb: 'unless',
  schema: z.strictObject({
    do: z.literal('unless'),
    // Lazy: the cost schema and the directive schemas refer to each other.
    cost: z.lazy(() => z.array(costSchema).min(1)),
    then: z.lazy(() => directiveListSchema),
  }),
  text: (d, t) => {
    const cost = costsText(d.cost).replace(/\byour\b/g, 'their');
    return `Unless the opponent chooses to ${cost}, ${clauseText(d.then.map((x) => directiveText(x, t)))}`;
  },
  blocks: (d) => d.then,
  // Entered only when the opponent did not pay: the effect procedure asks them first.
  perform: () => true,
});
