// Block directives: "if (condition), (effects)" and "you may (effects)" (8-1, 1-3-2), and
// "choose N" among bullet-pointed options (10-27).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { conditionHolds, type Run, type TextCtx } from '../run.ts';
import { conditionSchema } from '../schema-common.ts';
import { clauseText, conditionText } from '../text-common.ts';
import type { Condition } from '../vocab.ts';
import type { Directive } from './index.ts';
import { directiveListSchema, directiveText, effectText } from './list.ts';

export interface IfDir {
  do: 'if';
  cond: Condition;
  then: Directive[];
}
export interface MayDir {
  do: 'may';
  then: Directive[];
}
export interface ChooseDir {
  do: 'choose';
  /** How many options (10-27-3: the player picks which and in what order). */
  n: number;
  options: Directive[][];
}

/**
 * The options of a "choose X" picked so far, in order, kept in the effect cursor's `mode` as one
 * number: each pick k is the digit k + 1 in base (number of options + 1), the first pick lowest.
 */
export function decodePicks(mode: number, options: number): number[] {
  const out: number[] = [];
  const base = options + 1;
  for (let m = mode; m > 0; m = Math.floor(m / base)) out.push((m % base) - 1);
  return out;
}

export function encodePick(mode: number, pick: number, options: number): number {
  return mode + (pick + 1) * (options + 1) ** decodePicks(mode, options).length;
}

export const ifVerb = defineVerb<IfDir, Run, TextCtx>({
  verb: 'if',
  schema: z.strictObject({
    do: z.literal('if'),
    cond: conditionSchema,
    then: z.lazy(() => directiveListSchema),
  }),
  text: (d, t) => `Provided ${conditionText(d.cond)}: ${clauseText(d.then.map((x) => directiveText(x, t)))}`,
  blocks: (d) => d.then,
  perform: (run, d) => conditionHolds(run, d.cond),
});

/** Decided by the effect procedure (a yes/no decision): perform is asked only with the answer. */
export const may = defineVerb<MayDir, Run, TextCtx>({
  verb: 'may',
  schema: z.strictObject({ do: z.literal('may'), then: z.lazy(() => directiveListSchema) }),
  text: (d, t) => `You may ${clauseText(d.then.map((x) => directiveText(x, t)))}`,
  blocks: (d) => d.then,
  perform: () => true,
});

export const choose = defineVerb<ChooseDir, Run, TextCtx>({
  verb: 'choose',
  schema: z.strictObject({
    do: z.literal('choose'),
    n: z.number().int().min(1),
    options: z.array(z.lazy(() => directiveListSchema)).min(2),
  }),
  // 10-27-2: the options are told apart by bullet points.
  text: (d, t) => `Pick ${d.n} of these: ${d.options.map((o) => `• ${effectText(o, t)}`).join(' ')}`,
  // 10-27-3: the options chosen, one after another in the order chosen.
  blocks: (d, mode) => decodePicks(mode, d.options.length).flatMap((k) => d.options[k] ?? []),
  perform: () => true,
});
