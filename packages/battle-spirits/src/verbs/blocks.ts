// The Saga directives `if`, `oneOf`, `chain`, `repeat`: schema, generated text and behaviour.
import { fieldSymbolsNow } from '../characteristics.ts';
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { conditionHolds } from '../continuous.ts';
import { amountOf } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, color, conditionSchema } from '../schema-common.ts';
import { amountText, titled } from '../text-words.ts';
import { directiveText, ifText } from '../text.ts';
import { directiveSchema } from '../vocab-schema.ts';
import type { Color } from '../cards.ts';
import type { Amount, Condition } from '../vocab.ts';
import type { Directive } from './index.ts';

/** The directives in `then` happen only when `cond` holds as this point is reached. */
export type IfDir = { do: 'if'; cond: Condition; then: Directive[] };

/** The controller chooses one of the options and performs its directives ("choose one: ..."). */
export type OneOfDir = { do: 'oneOf'; options: Directive[][] };

/** 11-15: Chain, a continuation performed only with a symbol of `color` on your field. */
export type ChainDir = { do: 'chain'; color: Color; effect: Directive[] };

/** The directives in `effect`, `n` times over (`n` worked out once, as this point is reached). */
export type RepeatDir = { do: 'repeat'; n: Amount; effect: Directive[] };

export const ifVerb = defineVerb<IfDir, Run, TextCtx>({
  verb: 'if',
  schema: z.strictObject({
    do: z.literal('if'),
    cond: conditionSchema,
    then: z.array(z.lazy(() => directiveSchema)),
  }),
  text: (d) => ifText(d, false),

  blocks: (d) => d.then,
  perform: (run, d) => conditionHolds(run.reg, run.d, run.L, d.cond),
});

export const oneOf = defineVerb<OneOfDir, Run, TextCtx>({
  verb: 'oneOf',
  schema: z.strictObject({
    do: z.literal('oneOf'),
    options: z.array(z.array(z.lazy(() => directiveSchema)).min(1)).min(2),
  }),
  text: (d) =>
    `Choose one: ${d.options.map((o, i) => `(${i + 1}) ${o.map(directiveText).join(' ')}`).join(' ')}`,

  // The option chosen (the effect procedure asks which, 8-1): its directives follow.
  blocks: (d, mode) => d.options[mode] ?? [],
  perform: () => true,
});

export const chain = defineVerb<ChainDir, Run, TextCtx>({
  verb: 'chain',
  schema: z.strictObject({ do: z.literal('chain'), color, effect: z.array(z.lazy(() => directiveSchema)) }),
  text: (d) => `【Chain: ${titled(d.color)}】 ${d.effect.map(directiveText).join(' ')}`,

  blocks: (d) => d.effect,
  // 11-15-3: a Chain continues only with a symbol of its colour on your field.
  perform: (run, d) => fieldSymbolsNow(run.reg, run.d, run.me).some((s) => s.includes(d.color)),
});

export const repeat = defineVerb<RepeatDir, Run, TextCtx>({
  verb: 'repeat',
  schema: z.strictObject({
    do: z.literal('repeat'),
    n: amountSchema,
    effect: z.array(z.lazy(() => directiveSchema)).min(1),
  }),
  text: (d) => {
    const inner = d.effect.map(directiveText).join(' ');
    const times = typeof d.n === 'number' ? `${d.n} times` : `as many times as ${amountText(d.n)}`;
    return `Do this ${times}: ${d.effect.length > 1 ? `(${inner})` : inner}`;
  },

  blocks: (d) => d.effect,
  // The number of rounds is fixed as the repeat begins.
  rounds: (run, d) => amountOf(run.reg, run.d, run.L, d.n),
  perform: () => true,
});
