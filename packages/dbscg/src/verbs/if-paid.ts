// "You may (cost). If you do so, (effects)": the master chooses whether to pay; the block is
// carried out only once the cost is paid. A cost is paid in full or not at all (8-4-2-2), so the
// question is asked only when it can be paid, and a payment begun always ends paid: what follows
// then depends on the payment, unlike a `may` block, whose effects (8-5-3-1) may come up short.
// The question and the payment are the effect procedure's (effect.ts); this file is the
// directive's schema, text, and the block it enters.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { costSchema } from '../skill-schema.ts';
import { costsText } from '../text.ts';
import { clauseText } from '../text-common.ts';
import type { Cost } from '../vocab.ts';
import type { Directive } from './index.ts';
import { directiveListSchema, directiveText } from './list.ts';

export interface IfPaidDir {
  do: 'ifPaid';
  /** What the master may pay, in the costs' vocabulary (8-4). */
  cost: Cost[];
  then: Directive[];
}

export const ifPaid = defineVerb<IfPaidDir, Run, TextCtx>({
  verb: 'ifPaid',
  schema: z.strictObject({
    do: z.literal('ifPaid'),
    // Lazy: the cost schema and the directive schemas refer to each other.
    cost: z.lazy(() => z.array(costSchema).min(1)),
    then: z.lazy(() => directiveListSchema),
  }),
  text: (d, t) =>
    `You may ${costsText(d.cost)}; once you have, ${clauseText(d.then.map((x) => directiveText(x, t)))}`,
  blocks: (d) => d.then,
  // Entered only once the master has chosen to pay: the effect procedure asks and pays first.
  perform: () => true,
});
