// The Saga directive `feast`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { summonTokens } from '../effect-procedures.ts';
import type { Run, TextCtx } from '../run.ts';
import { tokenSchema } from '../schema-common.ts';
import type { TokenSpec } from '../vocab.ts';
import { K } from '../procs.ts';

/**
 * Feast: with none of these tokens, summon the first; otherwise one of them (the player's choice)
 * gives its cores to the reserve and is replaced by the next size up (small, medium, large).
 */
export type FeastDir = { do: 'feast'; tokens: [TokenSpec, TokenSpec, TokenSpec] };

export const feast = defineVerb<FeastDir, Run, TextCtx>({
  verb: 'feast',
  schema: z.strictObject({
    do: z.literal('feast'),
    tokens: z.tuple([tokenSchema, tokenSchema, tokenSchema]),
  }),
  text: (d) => {
    return `【Feast】 With none of your ${d.tokens[0].name}s or ${d.tokens[1].name}s, summon a ${d.tokens[0].name}; otherwise one of them goes, its cores to your reserve, and the next size (${d.tokens[1].name}, ${d.tokens[2].name}) is summoned.`;
  },
  perform(run, dir) {
    const { ctx, d, me } = run;
    const [small, medium] = dir.tokens;
    const growable = d.players[me].field.filter((c) => c.def === small.id || c.def === medium.id);
    if (growable.length === 0) return summonTokens(ctx, me, small.id, small.levels[0]?.cores ?? 0, 1);
    K.push(ctx, 'feast', { p: me, tokens: dir.tokens });
    return true;
  },
});
