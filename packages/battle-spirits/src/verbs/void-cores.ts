// The directive `voidCores`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import type { Run, TextCtx } from '../run.ts';
import { count } from '../schema-common.ts';
import { plural } from '../text-words.ts';
import { K } from '../procs.ts';

/**
 * `n` of the effect's controller's own cores to the void, picked from anywhere they are: their
 * spirits and nexuses, reserve and trash (BS01-124's ruling); core-spread.ts asks and moves. With
 * `trash: false` the trash is not among the places (BSS06-102 names only the field and the reserve).
 */
export type VoidCoresDir = { do: 'voidCores'; n: number; trash?: false };

export const voidCores = defineVerb<VoidCoresDir, Run, TextCtx>({
  verb: 'voidCores',
  schema: z.strictObject({ do: z.literal('voidCores'), n: count, trash: z.literal(false).optional() }),
  text: (d) =>
    d.trash === false
      ? `Move ${plural(d.n, 'core')} of yours, from your cards on the field or your reserve, to the void.`
      : `Move ${plural(d.n, 'core')} of yours, from your cards on the field, your reserve or your trash, to the void.`,
  perform(run, dir) {
    // The field-and-reserve form alone carries `trash`, so existing effects' frames stay as they were.
    const from = dir.trash === false ? { trash: false as const } : {};
    K.push(run.ctx, 'voidSome', { p: run.me, n: dir.n, card: run.L.card, ...from });
    return true;
  },
});
