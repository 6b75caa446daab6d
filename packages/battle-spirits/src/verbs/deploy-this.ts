// The Saga directive `deployThis`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import type { Run, TextCtx } from '../run.ts';
import { wording } from '../text-words.ts';
import { K } from '../procs.ts';

/** The card with this effect, waiting to resolve (a burst), is summoned or placed without paying its cost. */
export type DeployThisDir = { do: 'deployThis' };

export const deployThis = defineVerb<DeployThisDir, Run, TextCtx>({
  verb: 'deployThis',
  schema: z.strictObject({ do: z.literal('deployThis') }),
  text: () => `${wording.self === 'nexus' ? 'Place' : 'Summon'} this card without paying for it.`,
  perform(run) {
    const { ctx, d, L, me } = run;
    // A burst card waiting to resolve goes onto the field instead of the trash (10-9-4 no longer applies).
    if (!d.players[me].resolving.some((c) => c.id === L.source)) return false;
    K.push(ctx, 'deploy', { id: L.source, p: me, from: 'resolving', free: true, reserveOnly: false });
    return true;
  },
});
