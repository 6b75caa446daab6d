// The Saga directive `select`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { pickText } from '../text.ts';
import type { Target } from '../vocab.ts';

/** Only selects (8-5-3): later directives act on the selection with `side: chosen`. */
/** With `add`, the selection joins the cards chosen before instead of replacing them. */
export type SelectDir = { do: 'select'; target: Target; add?: boolean };

export const select = defineVerb<SelectDir, Run, TextCtx>({
  verb: 'select',
  schema: z.strictObject({ do: z.literal('select'), target: targetSchema, add: z.boolean().optional() }),
  text: (d) => `${d.add ? 'Also select' : 'Select'} ${pickText(d.target)}.`,
  // The selection itself is all: the effect procedure keeps it in its locals' `chosen` (8-5-3).
  perform: () => false,
});
