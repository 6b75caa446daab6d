// "Delete" (10.26): the opponent's vanguard turns face down where it stands, keeping its orientation and
// staying the same unit (10.26.2): its original power is 0 and it loses its printed text, keeping its
// skill icons and other characteristics (10.26.3, state.ts `powerOf`, triggers.ts). Its master's end
// phase turns it face up again (6.8.1.1.2, 10.26.5).
import { z } from 'zod';
import type { PlayerIndex } from '@arbiter/engine';
import { defineVerb } from '@arbiter/cardgame';
import type { VgCtx } from '../../events.ts';
import { CIRCLES, opponent } from '../../state.ts';
import type { VgRun, VgTextCtx } from '../run.ts';

export interface DeleteDir {
  do: 'delete';
}

export const deleteVanguard = defineVerb<DeleteDir, VgRun, VgTextCtx>({
  verb: 'delete',
  schema: z.strictObject({ do: z.literal('delete') }),
  text: () =>
    "Delete your opponent's vanguard (it turns face down with 0 power and no text until its master's end phase).",
  perform(run) {
    const p = opponent(run.L.p);
    const v = run.ctx.data.players[p].field.VC;
    // 1.3.2: no vanguard, or one already deleted: nothing happens.
    if (v && !v.faceDown) run.ctx.emit({ t: 'delete', p, circle: 'VC', deleted: true });
    return false;
  },
});

/** 6.8.1.1.2, 10.26.5: the turn player's deleted units turn face up. */
export function undeleteAll(ctx: VgCtx, p: PlayerIndex): void {
  const pl = ctx.data.players[p];
  for (const c of CIRCLES) if (pl.field[c]?.deleted) ctx.emit({ t: 'delete', p, circle: c, deleted: false });
}
