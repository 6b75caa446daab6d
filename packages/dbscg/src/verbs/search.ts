// "Search your deck for up to N (cards), reveal them, add them to your hand, and shuffle your deck"
// (8-5-3-7, 11-2-1): the deck is looked at, matching cards are chosen, then it is shuffled.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { K } from '../procs.ts';
import { count, filterSchema } from '../schema-common.ts';
import { filterText } from '../text-common.ts';
import type { CardFilter } from '../vocab.ts';

export interface SearchDir {
  do: 'search';
  filter?: CardFilter;
  n: number;
  /** `field`: a [Field] card is activated from the deck (10-3). */
  to: 'hand' | 'battle' | 'field';
  /** Played in Rest Mode. */
  rest?: boolean;
}

const TO: Record<SearchDir['to'], string> = {
  hand: 'put them into your hand',
  battle: 'put them into play',
  field: 'put them into play',
};

export const search = defineVerb<SearchDir, Run, TextCtx>({
  verb: 'search',
  schema: z.strictObject({
    do: z.literal('search'),
    filter: filterSchema.optional(),
    n: count,
    to: z.enum(['hand', 'battle', 'field']),
    rest: z.boolean().optional(),
  }),
  text: (d) => {
    const what = filterText(d.filter, 'cards');
    return `Find as many as ${d.n} ${what} in your deck, show them, ${TO[d.to]}${d.rest ? ' in Rest Mode' : ''}; your deck is then shuffled.`;
  },
  perform(run, d) {
    K.push(run.ctx, 'search', {
      p: run.L.master,
      n: d.n,
      to: d.to,
      filter: d.filter ?? null,
      source: run.L.source,
      ...(d.rest ? { rest: true } : {}),
    });
    return true;
  },
});
