// The Saga directive `gainAbility`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema, until } from '../schema-common.ts';
import { cap, untilText, verbFor } from '../text-words.ts';
import { abilityText, pickText } from '../text.ts';
import { abilitySchema } from '../vocab-schema.ts';
import type { Ability, Duration, Target } from '../vocab.ts';

/**
 * The chosen cards gain a triggered ability for a while (`ability`, written like a card's); it is
 * theirs: "this spirit" in it is the card that gained it.
 */
export type GainAbilityDir = { do: 'gainAbility'; ability: Ability; target: Target; until: Duration };

export const gainAbility = defineVerb<GainAbilityDir, Run, TextCtx>({
  verb: 'gainAbility',
  schema: z.strictObject({
    do: z.literal('gainAbility'),
    ability: z.lazy(() => abilitySchema).refine((a) => a.kind === 'trigger', 'a triggered ability'),
    target: targetSchema,
    until,
  }),
  text: (d) =>
    `${cap(pickText(d.target))} ${verbFor(d.target, 'gains', 'gain')} this effect ${untilText(d.until)}: "${abilityText(d.ability, 'spirit')}"`,
  perform(run, dir) {
    const { ctx, L, me, targets } = run;
    // The cards are fixed as it resolves; the ability is found again through its path.
    for (const { c } of targets)
      emit(ctx, {
        t: 'temp',
        id: c.id,
        x: { gained: { card: L.card, ability: L.ability, path: [...L.dpath, L.i, ...L.path] } },
        until: dir.until,
        by: me,
      });
    return false;
  },
});
