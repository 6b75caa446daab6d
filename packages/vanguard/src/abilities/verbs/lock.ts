// "Lock" (10.22), "unlock" (10.24) and the end phase's unlock (6.8.1.1.2): a rear-guard turns face down
// on its circle, which becomes a lock circle (4.6.7) for as long as the locked card is there (10.22.6),
// no unit (3.8.1), until it is unlocked; then the circle is a rear-guard circle again (10.22.7).
// Each change makes a new card object (10.22.2, 10.24.2: "a different card"): effects on the unit,
// its boost and its once-per-turn uses stay with the old object (10.22.10).
import { z } from 'zod';
import type { PlayerIndex } from '@arbiter/engine';
import { defineVerb, askSelect } from '@arbiter/cardgame';

import { moveCard, type VgCtx } from '../../events.ts';
import { CIRCLE_NAMES, REAR_CIRCLES, circleOf, isLocked, opponent, type Circle } from '../../state.ts';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { targetSentence } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface LockDir {
  do: 'lock';
  target: Target;
}

/** 10.22.2, 10.24.1: turns the card on `circle` face down (locked) or face up (unlocked), as a new object. */
function emitLock(ctx: VgCtx, p: PlayerIndex, circle: Circle, locked: boolean): number {
  const newId = ctx.newObjectId();
  ctx.emit({ t: 'lock', p, circle, locked, id: ctx.data.players[p].field[circle]!.id, newId });
  return newId;
}

export const lock = defineVerb<LockDir, VgRun, VgTextCtx>({
  verb: 'lock',
  schema: z.strictObject({ do: z.literal('lock'), target: targetSchema }),
  text: (d) =>
    targetSentence('lock', d.target, '(turn it face down; it is unlocked in its master’s end phase)'),
  perform(run, d) {
    // The candidates are face-up units: a locked card is no unit (3.8.1, 10.22.3), never chosen again.
    const r = resolveTarget(run, d.target, 'Choose the rear-guard to lock (10.22).');
    if (r === 'asked') return true;
    const pl = run.ctx.data.players[r.p];
    for (const u of r.units) {
      const c = circleOf(pl, u.id);
      // Only rear-guards: locking a vanguard is a rule this project does not model.
      if (!c || c === 'VC') continue;
      const locked = emitLock(run.ctx, r.p, c, true);
      // 10.22.8: a locked G unit goes, right after it is turned face down, face up to its owner's G zone.
      if (run.cat.get(u.def).type === 'g_unit') moveCard(run.ctx, r.p, c, 'gzone', { id: locked });
    }
    return false;
  },
});

export interface UnlockDir {
  do: 'unlock';
  side: 'mine' | 'theirs';
  n: number;
}

export const unlock = defineVerb<UnlockDir, VgRun, VgTextCtx>({
  verb: 'unlock',
  schema: z.strictObject({
    do: z.literal('unlock'),
    side: z.enum(['mine', 'theirs']),
    n: z.number().int().min(1),
  }),
  text: (d) => {
    const whose = d.side === 'mine' ? 'your' : "your opponent's";
    const them = d.n === 1 ? 'it' : 'them';
    return `Choose ${d.n === 1 ? 'one' : d.n} of ${whose} locked cards, and unlock ${them} (turn ${them} face up, in stand).`;
  },
  perform(run, d) {
    const L = run.L;
    const p = d.side === 'mine' ? L.p : opponent(L.p);
    const pl = run.ctx.data.players[p];
    const locked = REAR_CIRCLES.filter((c) => isLocked(c, pl.field[c]));
    let chosen: Circle[];
    if (L.picked) {
      // The chosen options' facts are their circles (`at`, read before `obj` by optionFact).
      const picked = L.picked;
      L.picked = null;
      chosen = locked.filter((c) => picked.includes(c));
    } else if (locked.length <= d.n) {
      chosen = locked; // 8.5.4.1: as many as possible
    } else {
      askSelect(
        run.ctx,
        L.p,
        'abilityTarget',
        'Choose the locked card to unlock (10.24).',
        locked.map((c) => {
          const u = pl.field[c]!;
          // 4.6.8.1: a locked card is face down but public, so it is named.
          const whose = p === L.p ? 'your' : "opponent's";
          return {
            id: String(u.id),
            label: `${run.cat.get(u.def).name} (${whose} ${CIRCLE_NAMES[c]})`,
            card: u.def,
            obj: u.id,
            at: c,
          };
        }),
        { min: d.n, max: d.n },
      );
      return true;
    }
    // 10.24.3: face up and in stand; 10.24.4: not placed on the circle, so no "placed on (RC)" ability triggers.
    for (const c of chosen) emitLock(run.ctx, p, c, false);
    return false;
  },
});

/** 6.8.1.1.2, 10.24.1, 10.24.3: the turn player's locked cards turn face up, in stand. */
export function unlockAll(ctx: VgCtx, p: PlayerIndex): void {
  const pl = ctx.data.players[p];
  for (const c of REAR_CIRCLES) if (isLocked(c, pl.field[c])) emitLock(ctx, p, c, false);
}

export interface PutLockedDir {
  do: 'putLocked';
  from: 'deckTop';
}

/**
 * 10.22.9: "put it as a locked card": the top card of the master's deck goes face down onto one of
 * the master's rear-guard circles with no card, a locked card and not a unit, so it is neither called
 * (10.7) nor placed (4.6.6) and no ability of its triggers.
 */
export const putLocked = defineVerb<PutLockedDir, VgRun, VgTextCtx>({
  verb: 'putLocked',
  schema: z.strictObject({ do: z.literal('putLocked'), from: z.literal('deckTop') }),
  text: () =>
    'Put the top card of your deck face down on one of your empty rear-guard circles as a locked card.',
  perform(run) {
    const { ctx, L } = run;
    const pl = ctx.data.players[L.p];
    const empty = REAR_CIRCLES.filter((c) => pl.field[c] === null);
    // 1.3.2: no card to put, or no circle to put it on: nothing happens.
    if (pl.deck.length === 0 || empty.length === 0) return false;
    let at: Circle | undefined = empty.length === 1 ? empty[0] : undefined;
    if (L.picked) {
      at = empty.find((c) => L.picked!.includes(c));
      L.picked = null;
    } else if (at === undefined) {
      askSelect(
        ctx,
        L.p,
        'lockCircle',
        'Choose the rear-guard circle to put the locked card on (10.22.9).',
        empty.map((c) => ({ id: c, label: `Put it on the ${CIRCLE_NAMES[c]}`, at: c })),
      );
      return true;
    }
    if (at !== undefined) moveCard(ctx, L.p, 'deck', at, { faceDown: true });
    return false;
  },
});
