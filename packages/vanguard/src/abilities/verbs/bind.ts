// "Bind" (10.19): units go from their circles to the bind zone of their owner (4.9).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { VgRun, VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';
import { rearGuardsTo } from './retire.ts';

export interface BindDir {
  do: 'bind';
  target: Target;
}

export const bind = defineVerb<BindDir, VgRun, VgTextCtx>({
  verb: 'bind',
  schema: z.strictObject({ do: z.literal('bind'), target: targetSchema }),
  text: (d) => targetSentence('bind', d.target, '(put into the bind zone)'),
  // 10.19.1: to the bind zone of the card's owner (each player owns the cards on their side).
  perform: (run, d) => rearGuardsTo(run, d.target, 'bind', 'Choose the rear-guard to bind (10.19).'),
});
