// A list of directives: its schema (every verb's, told apart by `do`) and its generated text.
import { z } from 'zod';
import type { TextCtx } from '../run.ts';
import { DIRECTIVE_SCHEMAS, VERBS, type Directive } from './index.ts';

export const directiveSchema: z.ZodType<Directive> = z.lazy(() =>
  z.discriminatedUnion('do', DIRECTIVE_SCHEMAS as unknown as [z.ZodObject, ...z.ZodObject[]]),
) as unknown as z.ZodType<Directive>;

export const directiveListSchema: z.ZodType<Directive[]> = z.array(directiveSchema);

export function directiveText(d: Directive, t: TextCtx): string {
  return VERBS.text(d, t);
}

/** The text of an effect: its directives' sentences in order. */
export function effectText(list: readonly Directive[], t: TextCtx): string {
  return list.map((d) => directiveText(d, t)).join(' ');
}
