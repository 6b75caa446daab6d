import { askSelect } from '@arbiter/cardgame';
// Calling chosen cards "to separate (RC)" (10.7, a superior call, 10.7.1.3): one card at a time,
// each to a rear-guard circle this effect has not called to yet; a unit already there is retired
// (8.5.3.2). With `open`, only empty circles ("an open (RC)").
import type { DecisionOption, PlayerIndex } from '@arbiter/engine';

import { moveCard, type VgCtx } from '../../events.ts';
import { CIRCLE_NAMES, REAR_CIRCLES, type Circle, type Pile } from '../../state.ts';
import type { VgRun } from '../run.ts';

/** The options naming rear-guard circles to call a card to (with the card, when it is public). */
export function circleOptions(circles: readonly Circle[], card?: string, obj?: number): DecisionOption[] {
  return circles.map((c) => ({
    id: c,
    label: `Call it to the ${CIRCLE_NAMES[c]}`,
    ...(card === undefined ? {} : { card }),
    ...(obj === undefined ? {} : { obj }),
    at: c,
  }));
}

/** 10.7: calls a card to a rear-guard circle; a unit already there is retired (8.5.3.2). */
export function callTo(ctx: VgCtx, p: PlayerIndex, from: Pile, rc: Circle, id: number): void {
  const old = ctx.data.players[p].field[rc];
  if (old) moveCard(ctx, p, rc, 'drop', { id: old.id });
  moveCard(ctx, p, from, rc, { id });
}

/**
 * Calls the cards whose ids are queued in `L.paid[key]` from `from`; true while a circle is asked
 * (the verb is performed again with the answer). Cards that left `from` meanwhile are skipped (1.3.2).
 */
export function callToSeparateCircles(run: VgRun, from: Pile, key: string, open = false): boolean {
  const { ctx, cat, L } = run;
  const pl = ctx.data.players[L.p];
  const queue = L.paid[key] ?? [];
  const atKey = `${key}At`;
  const used = L.paid[atKey] ?? [];
  while (queue.length > 0) {
    const id = Number(queue[0]);
    const card = pl[from].find((c) => c.id === id);
    const free = REAR_CIRCLES.filter((c) => !used.includes(c) && (!open || pl.field[c] === null));
    if (!card || free.length === 0) {
      queue.shift();
      continue;
    }
    if (!L.picked) {
      L.paid[key] = queue;
      L.paid[atKey] = used;
      askSelect(
        ctx,
        L.p,
        'callCircle',
        `Choose the rear-guard circle to call ${cat.get(card.def).name} to (10.7).`,
        circleOptions(free, card.def, id),
      );
      return true;
    }
    const rc = L.picked[0] as Circle;
    L.picked = null;
    queue.shift();
    used.push(rc);
    callTo(ctx, L.p, from, rc, id);
  }
  delete L.paid[key];
  delete L.paid[atKey];
  return false;
}
