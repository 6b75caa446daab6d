// Hollow (11.33): "you may have this unit become hollowed until end of turn"; at the end of the turn a
// hollowed unit goes to its owner's drop zone, which counts as being retired (11.33.2). The end is the
// end phase's delayed retire (turn.ts `returnDelayed`), as for "retire it at the end of the turn".
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { saidYes, yesOrNo } from '../../ask.ts';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';

export interface HollowDir {
  do: 'hollow';
}

export const hollow = defineVerb<HollowDir, VgRun, VgTextCtx>({
  verb: 'hollow',
  schema: z.strictObject({ do: z.literal('hollow') }),
  text: () =>
    'You may have this unit become hollowed until end of turn (as the end phase begins, it is retired to your drop zone).',
  perform(run) {
    const L = run.L;
    const s = selfPlace(run.ctx.data, L);
    if (!s || s.circle === 'GC') return false;
    if (!L.picked) {
      askSelect(
        run.ctx,
        L.p,
        'hollow',
        'Have this unit become hollowed until end of turn (11.33.1)?',
        yesOrNo({ id: 'yes', label: 'Become hollowed' }, 'Do not'),
      );
      return true;
    }
    const yes = saidYes(L.picked);
    L.picked = null;
    // 11.33.2: at the end of the turn, to the owner's drop zone, counted as retired.
    if (yes) run.ctx.emit({ t: 'delay', p: L.p, id: s.card.id, retire: true });
    return false;
  },
});
