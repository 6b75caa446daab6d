// "You may call this card to (RC)" (10.7, a superior call: 10.7.1.3) from wherever the card is now
// (the soul, after a unit rode it); a unit already on the chosen circle is retired (8.5.3.2). And
// "at the beginning of the end phase of that turn, return this unit to your deck, and shuffle": a
// delayed effect (8.2.1.2) kept in the state until the end phase performs it (6.8.1.2).
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';

import { moveCard } from '../../events.ts';
import { CIRCLE_NAMES, REAR_CIRCLES, isRearCircle, type Pile } from '../../state.ts';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';

export interface CallSelfDir {
  do: 'callSelf';
  /** "Call this card to (RC)" without "you may": the master picks the circle, not whether. */
  must?: boolean;
}

const FROM: readonly Pile[] = ['soul', 'hand', 'drop'];

export const callSelf = defineVerb<CallSelfDir, VgRun, VgTextCtx>({
  verb: 'callSelf',
  schema: z.strictObject({ do: z.literal('callSelf'), must: z.boolean().optional() }),
  text: (d) => `${d.must ? 'Call' : 'You may call'} this card to a rear-guard circle.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    const pl = ctx.data.players[L.p];
    const from = FROM.find((z) => pl[z].some((c) => c.id === L.src));
    // 1.3.2: the card left that zone before the ability resolved: nothing to call.
    if (!from) return false;
    if (!L.picked) {
      const def = pl[from].find((c) => c.id === L.src)!.def;
      askSelect(ctx, L.p, 'callSelf', `${cat.get(def).name}: call it to a rear-guard circle (10.7)?`, [
        ...REAR_CIRCLES.map((c) => ({
          id: c,
          label: `Call it to the ${CIRCLE_NAMES[c]}`,
          card: def,
          obj: L.src,
          at: c,
        })),
        ...(d.must ? [] : [{ id: 'no', label: 'Do not call it', pass: true }]),
      ]);
      return true;
    }
    // The circle the chosen option names; not calling it names none.
    const rc = L.picked.find(isRearCircle);
    L.picked = null;
    if (rc === undefined) return false;
    const old = pl.field[rc];
    if (old) moveCard(ctx, L.p, rc, 'drop', { id: old.id });
    moveCard(ctx, L.p, from, rc, { id: L.src });
    return false;
  },
});

export interface ToDeckAtEndDir {
  do: 'toDeckAtEnd';
  /** "At the beginning of the close step of that battle" (7.8) instead of the end phase. */
  close?: boolean;
}

export const toDeckAtEnd = defineVerb<ToDeckAtEndDir, VgRun, VgTextCtx>({
  verb: 'toDeckAtEnd',
  schema: z.strictObject({ do: z.literal('toDeckAtEnd'), close: z.boolean().optional() }),
  text: (d) =>
    `When ${d.close ? "this battle's close step" : "this turn's end phase"} begins, put this unit into your deck and shuffle it.`,
  perform(run, d) {
    const s = selfPlace(run.ctx.data, run.L);
    if (s && s.circle !== 'GC')
      run.ctx.emit({ t: 'delay', p: run.L.p, id: s.card.id, ...(d.close ? { close: true } : {}) });
    return false;
  },
});
