// "If (requirement), (effect). Then, (effect)." inside an effect (8.1.1.1.2.2, 8.1.1.2.3.2): the
// requirement governs its own sentence and the sentences begun with "Then" that follow it
// (8.1.1.1.2.5, 8.1.1.2.3.5), read as the effect reaches it; the sentences after them resolve
// whether or not it held. An ability's requirement for its whole effect is the ability's `if`. A
// sentence whose "if" refers to the result of the one before it ("If you did, ...") does not resolve
// when that one's requirement was not met (8.1.1.1.2.4, 8.1.1.2.3.4): `afterMet`.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { conditionWords, holds } from '../conditions.ts';
import type { VgRun, VgTextCtx } from '../run.ts';
import { effectWords } from '../text.ts';
import { conditionSchema, type Condition } from '../vocab.ts';
import { directiveSchema, type VgDirective } from './index.ts';

export interface IfDir {
  do: 'if';
  cond?: Condition;
  /** "If you did": only when the effect's previous requirement was met. */
  afterMet?: boolean;
  /** The sentence the requirement governs, then its "Then" sentences. */
  then: VgDirective[];
}

export const ifVerb = defineVerb<IfDir, VgRun, VgTextCtx>({
  verb: 'if',
  schema: z.strictObject({
    do: z.literal('if'),
    cond: conditionSchema.optional(),
    afterMet: z.literal(true).optional(),
    then: z.lazy(() => z.array(directiveSchema).min(1)),
  }),
  text: (d, t) => {
    const [first, ...rest] = d.then;
    const when = [d.afterMet ? 'the sentence before resolved' : '', d.cond ? conditionWords(d.cond) : '']
      .filter(Boolean)
      .join(' and ');
    const head = `Provided ${when}, ${effectWords(first ? [first] : [], t.cat, true)}`;
    return [head, ...rest.map((x) => `Then, ${effectWords([x], t.cat, true)}`)].join(' ');
  },
  blocks: (d) => d.then,
  // A block verb: true enters its sentences, false passes over them. Whether it held is kept among
  // the ability's locals for a later "if you did".
  perform: (run, d) => {
    const { L } = run;
    const priorMet = L.paid[MET_KEY]?.[0] !== 'no';
    const met = (!d.afterMet || priorMet) && holds(run.cat, run.ctx.data, L.p, L.src, d.cond);
    L.paid[MET_KEY] = [met ? 'yes' : 'no'];
    return met;
  },
});

/** The ability's local that says whether its last requirement was met. */
const MET_KEY = 'requirementMet';
