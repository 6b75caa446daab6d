// "Dominate" (10.35, 11.23): the effect's master becomes, until the end of the turn, the master of an
// opponent's rear-guard, which stays on its owner's circle (10.35.5) and may attack for its new master
// in that turn's start steps (battle.ts, `dominatedAttacks`).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { circleOf, opponent } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';

/** 10.35.1: only the opponent's rear-guards (a dominated unit is not dominated again, 10.35.1.1.2). */
const dominateTarget = z.strictObject({
  choose: z.strictObject({
    side: z.literal('theirs'),
    what: z.literal('rearGuard'),
    n: z.number().int().min(1),
    upTo: z.boolean().optional(),
  }),
});

export interface DominateDir {
  do: 'dominate';
  target: z.infer<typeof dominateTarget>;
}

export const dominate = defineVerb<DominateDir, VgRun, VgTextCtx>({
  verb: 'dominate',
  schema: z.strictObject({ do: z.literal('dominate'), target: dominateTarget }),
  text: (d) =>
    targetSentence(
      'dominate',
      d.target,
      'until end of turn (you are its master: it may attack for you, but neither boosts nor intercepts)',
    ),
  perform(run, d) {
    // 10.35.1.1.1, 10.35.1.1.2: the candidates leave out units already dominated (run.ts).
    const r = resolveTarget(run, d.target, 'Choose the rear-guard to dominate (10.35).');
    if (r === 'asked') return true;
    const owner = opponent(run.L.p);
    const pl = run.ctx.data.players[owner];
    for (const u of r.units) {
      const c = circleOf(pl, u.id);
      if (c && c !== 'VC') run.ctx.emit({ t: 'dominate', p: owner, circle: c, id: u.id, by: run.L.p });
    }
    return false;
  },
});
