// "Lock" (10.22) and the end phase's unlock (6.8.1.1.2, 10.24): a rear-guard turns face down on its
// circle, which becomes a lock circle (4.6.7), and stays there, no unit (3.8.1), until its master's end phase.
import { z } from 'zod';
import type { PlayerIndex } from '@arbiter/engine';
import { defineVerb } from '@arbiter/cardgame';
import type { VgCtx } from '../../events.ts';
import { REAR_CIRCLES, circleOf, isLocked } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface LockDir {
  do: 'lock';
  target: Target;
}

export const lock = defineVerb<LockDir, VgRun, VgTextCtx>({
  verb: 'lock',
  schema: z.strictObject({ do: z.literal('lock'), target: targetSchema }),
  text: (d) =>
    targetSentence('lock', d.target, '(turn it face down; it is unlocked in its master’s end phase)'),
  perform(run, d) {
    // The candidates are face-up units (10.22.10: a locked card is no unit, so it is never chosen again).
    const r = resolveTarget(run, d.target, 'Choose the rear-guard to lock (10.22).');
    if (r === 'asked') return true;
    const pl = run.ctx.data.players[r.p];
    for (const u of r.units) {
      const c = circleOf(pl, u.id);
      // Only rear-guards: locking a vanguard is a rule this project does not model.
      if (c && c !== 'VC') run.ctx.emit({ t: 'lock', p: r.p, circle: c, locked: true });
    }
    return false;
  },
});

/** 6.8.1.1.2, 10.24.1, 10.24.3: the turn player's locked cards turn face up, in stand. */
export function unlockAll(ctx: VgCtx, p: PlayerIndex): void {
  const pl = ctx.data.players[p];
  for (const c of REAR_CIRCLES)
    if (isLocked(c, pl.field[c])) ctx.emit({ t: 'lock', p, circle: c, locked: false });
}
