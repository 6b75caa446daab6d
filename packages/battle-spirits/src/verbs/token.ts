// The Saga directive `token`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { summonTokens } from '../effect-procedures.ts';
import type { Run, TextCtx } from '../run.ts';
import { count, tokenSchema } from '../schema-common.ts';
import { plural, titled } from '../text-words.ts';
import type { TokenSpec } from '../vocab.ts';

/** 4-12: summon tokens described by the effect; their LV1 cores come from the void. */
export type TokenDir = { do: 'token'; token: TokenSpec; n: number; exhausted?: boolean };

export const token = defineVerb<TokenDir, Run, TextCtx>({
  verb: 'token',
  schema: z.strictObject({
    do: z.literal('token'),
    token: tokenSchema,
    n: count,
    exhausted: z.boolean().optional(),
  }),
  text: (d) =>
    `Summon ${d.n === 1 ? 'one' : d.n} ${d.token.name}${d.n === 1 ? '' : 's'}${d.exhausted ? ' exhausted' : ''} (Token spirit/${d.token.colors.map(titled).join('/')}/Cost ${d.token.cost}/${d.token.spiritTypes.join('•')}/${d.token.levels.map((l) => `LV${l.level}(${l.cores}) ${l.bp} BP`).join('/')}/${plural(d.token.symbols.length, 'symbol')}).`,
  perform(run, dir) {
    const { ctx, me } = run;
    return summonTokens(ctx, me, dir.token.id, dir.token.levels[0]?.cores ?? 0, dir.n, dir.exhausted);
  },
});
