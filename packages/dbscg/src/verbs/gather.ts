// "Choose up to 1 card each from (several areas), then (do something to) them": each `gather`
// chooses in one area and adds its cards to those chosen so far (the effect procedure appends
// instead of replacing), so that the directive after the last one acts on them all at once (one
// placement, ordered by their owner when they go to a deck together, 3-1-6).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { targetText } from '../text-common.ts';
import type { Target } from '../vocab.ts';

export interface GatherDir {
  do: 'gather';
  target: Target;
}

export const gather = defineVerb<GatherDir, Run, TextCtx>({
  verb: 'gather',
  schema: z.strictObject({ do: z.literal('gather'), target: targetSchema }),
  text: (d) => `Pick ${targetText(d.target)}.`,
  // The choice is the whole of it: the effect procedure has added the cards to the chosen ones.
  perform: () => false,
});
