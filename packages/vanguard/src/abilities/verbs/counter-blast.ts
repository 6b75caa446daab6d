// Counter blast as a part of an effect, not a cost (10.16.1.2): the player the effect names chooses
// that many face-up cards of its damage zone and turns them face down; when it has fewer, the action
// is not performed at all.
import { z } from 'zod';
import { askSelect, defineVerb } from '@arbiter/cardgame';
import { cardOption } from '../../ask.ts';
import { opponent } from '../../state.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface CounterBlastDir {
  do: 'counterBlast';
  n: number;
  /** "Your opponent counter blasts N": the opponent chooses its own cards. */
  opponent?: boolean;
}

export const counterBlast = defineVerb<CounterBlastDir, VgRun, VgTextCtx>({
  verb: 'counterBlast',
  schema: z.strictObject({
    do: z.literal('counterBlast'),
    n: z.number().int().min(1),
    opponent: z.boolean().optional(),
  }),
  text: (d) =>
    `${d.opponent ? 'Your opponent turns' : 'Turn'} ${d.n} face-up card${d.n === 1 ? '' : 's'} of ${d.opponent ? 'their' : 'your'} damage zone face down; with fewer, none.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const who = d.opponent ? opponent(L.p) : L.p;
    const up = ctx.data.players[who].damage.filter((c) => !c.faceDown);
    // 10.16.1.2: fewer face-up cards than the number: the action is not performed.
    if (up.length < d.n) return false;
    let ids: number[];
    if (L.picked) {
      ids = L.picked.map(Number);
      L.picked = null;
    } else if (up.length === d.n) ids = up.map((c) => c.id);
    else {
      askSelect(
        ctx,
        who,
        'counterBlastEffect',
        `Choose ${d.n} face-up card${d.n === 1 ? '' : 's'} of your damage zone to turn face down (10.16.1.2).`,
        up.map((c) => cardOption(cat, c)),
        { min: d.n, max: d.n },
      );
      return true;
    }
    for (const id of ids) ctx.emit({ t: 'flip', p: who, id, faceDown: true });
    return false;
  },
});
