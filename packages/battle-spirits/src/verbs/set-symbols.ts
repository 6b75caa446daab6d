// The Saga directive `setSymbols`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { color, targetSchema, until } from '../schema-common.ts';
import { cap, symbolsText, untilText, verbFor } from '../text-words.ts';
import { pickText } from '../text.ts';
import type { Color } from '../cards.ts';
import type { Duration, Target } from '../vocab.ts';

/** The chosen cards are treated as having these symbols (instead of theirs) for a while. */
export type SetSymbolsDir = { do: 'setSymbols'; symbols: Color[][]; target: Target; until: Duration };

export const setSymbols = defineVerb<SetSymbolsDir, Run, TextCtx>({
  verb: 'setSymbols',
  schema: z.strictObject({
    do: z.literal('setSymbols'),
    symbols: z.array(z.array(color).min(1)),
    target: targetSchema,
    until,
  }),
  text: (d) =>
    `${cap(pickText(d.target))} ${verbFor(d.target, 'counts', 'count')} as having ${symbolsText(d.symbols)} ${untilText(d.until)}.`,
  perform(run, dir) {
    const { ctx, targets } = run;
    for (const { c } of targets)
      emit(ctx, { t: 'symbols', id: c.id, symbols: dir.symbols, until: dir.until });
    return false;
  },
});
