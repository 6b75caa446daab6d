// "Retire" (10.4): a rear-guard goes from its circle to its master's drop zone.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import { unitPlaceOf } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface RetireDir {
  do: 'retire';
  target: Target;
}

export const retire = defineVerb<RetireDir, VgRun, VgTextCtx>({
  verb: 'retire',
  schema: z.strictObject({ do: z.literal('retire'), target: targetSchema }),
  text: (d) => targetSentence('retire', d.target),
  perform: (run, d) => rearGuardsTo(run, d.target, 'drop', 'Choose the rear-guard to retire (10.4).'),
});

/**
 * Moves the target's rear-guards, and a Legion Mate, to a pile of their owner's: the drop zone
 * (retire, 10.4.1: from the field) or the bind zone (bind, 10.19). Never the vanguard circle's
 * card: the Legion Mate leaves it to its Leader and the legion state ends (10.25.2). True while the
 * choice is asked.
 */
export function rearGuardsTo(run: VgRun, t: Target, to: 'drop' | 'bind', prompt: string): boolean {
  const r = resolveTarget(run, t, prompt);
  if (r === 'asked') return true;
  const pl = run.ctx.data.players[r.p];
  for (const u of r.units) {
    const c = unitPlaceOf(pl, u.id);
    if (c && c !== 'VC') moveCard(run.ctx, r.p, c, to, { id: u.id });
  }
  return false;
}
