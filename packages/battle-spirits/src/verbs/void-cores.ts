// The directive `voidCores`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import type { Run, TextCtx } from '../run.ts';
import { count } from '../schema-common.ts';
import { plural } from '../text-words.ts';
import { K } from '../procs.ts';

/**
 * `n` of the effect's controller's own cores to the void, picked from anywhere they are: their
 * spirits and nexuses, reserve and trash (BS01-124's ruling); core-spread.ts asks and moves.
 */
export type VoidCoresDir = { do: 'voidCores'; n: number };

export const voidCores = defineVerb<VoidCoresDir, Run, TextCtx>({
  verb: 'voidCores',
  schema: z.strictObject({ do: z.literal('voidCores'), n: count }),
  text: (d) =>
    `Move ${plural(d.n, 'core')} of yours, from your cards on the field, your reserve or your trash, to the void.`,
  perform(run, dir) {
    K.push(run.ctx, 'voidSome', { p: run.me, n: dir.n, card: run.L.card });
    return true;
  },
});
