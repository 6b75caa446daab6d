// "If (requirement), (effect). Then, (effect)." inside an effect (8.1.1.1.2.2, 8.1.1.2.3.2): the
// requirement governs its own sentence and the sentences begun with "Then" that follow it
// (8.1.1.1.2.5, 8.1.1.2.3.5), read as the effect reaches it; the sentences after them resolve
// whether or not it held. An ability's requirement for its whole effect is the ability's `if`.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { conditionWords, holds } from '../conditions.ts';
import type { VgRun, VgTextCtx } from '../run.ts';
import { effectWords } from '../text.ts';
import { conditionSchema, type Condition } from '../vocab.ts';
import { directiveSchema, type VgDirective } from './index.ts';

export interface IfDir {
  do: 'if';
  cond: Condition;
  /** The sentence the requirement governs, then its "Then" sentences. */
  then: VgDirective[];
}

export const ifVerb = defineVerb<IfDir, VgRun, VgTextCtx>({
  verb: 'if',
  schema: z.strictObject({
    do: z.literal('if'),
    cond: conditionSchema,
    then: z.lazy(() => z.array(directiveSchema).min(1)),
  }),
  text: (d, t) => {
    const [first, ...rest] = d.then;
    const head = `Provided ${conditionWords(d.cond)}, ${effectWords(first ? [first] : [], t.cat, true)}`;
    return [head, ...rest.map((x) => `Then, ${effectWords([x], t.cat, true)}`)].join(' ');
  },
  blocks: (d) => d.then,
  // A block verb: true enters its sentences, false passes over them.
  perform: (run, d) => holds(run.cat, run.ctx.data, run.L.p, run.L.src, d.cond),
});
