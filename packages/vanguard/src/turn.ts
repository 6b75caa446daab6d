// Preparation (5.4), stand up (6.1) and the turn (6.2 to 6.8): stand, draw (with the G assist step),
// ride (with the stride step), main and end phases. The battle phase is battle.ts.
import type { Decision, DecisionOption, PlayerIndex } from '@arbiter/engine';
import { optionsNamed } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { cardOption } from './ask.ts';
import { askSelect } from '@arbiter/cardgame';
import { leaderLeft, moveCard, rideFrom, type VgCtx } from './events.ts';
import { K, type VgProcs } from './procs.ts';
import {
  CIRCLE_NAMES,
  CIRCLES,
  REAR_CIRCLES,
  REAR_COLUMNS,
  callRefusal,
  isLocked,
  opponent,
  rideRefusal,
  unitPlaceOf,
  type Circle,
  type VgCard,
} from './state.ts';
import type { TypedProcedure } from '@arbiter/engine';
import { actOptions, playAct } from './abilities/resolve.ts';
import { unlockAll } from './abilities/verbs/lock.ts';
import { timeLeapBack } from './abilities/verbs/time-leap.ts';
import { undeleteAll } from './abilities/verbs/delete.ts';
import type { VgData } from './state.ts';
import { returnGUnits } from './stride.ts';

type Proc<Kd extends keyof VgProcs> = TypedProcedure<VgData, VgProcs[Kd]>;

/** Draws one card (3.12.2); with an empty deck nothing happens (1.3.2) and 9.2.3 decides. */
export function draw(ctx: VgCtx, p: PlayerIndex): void {
  moveCard(ctx, p, 'deck', 'hand');
}

/** Emits the start of a phase or step (the hook for "at the beginning of" abilities, 6.3 to 6.8). */
/**
 * 12.4.1, 12.4.2: who takes the next turn: the player of the extra turn added last, else, once the
 * added turns are over, the player the usual order names (6.8.1.5: the opponent of the turn player).
 */
function nextTurnPlayer(ctx: VgCtx, p: PlayerIndex): PlayerIndex {
  const x = ctx.data.extraTurns;
  if (!x) return opponent(p);
  ctx.emit({ t: 'nextTurn' });
  return x.stack.length > 0 ? x.stack[x.stack.length - 1]! : x.resume;
}

function phase(ctx: VgCtx, ph: VgData['phase'], step = '', extra: Record<string, number> = {}): void {
  ctx.emit({ t: 'phase', phase: ph, step, ...extra });
}

export function turnProcedures(cat: VgCatalog): {
  game: Proc<'game'>;
  mulligan: Proc<'mulligan'>;
  turn: Proc<'turn'>;
  ride: Proc<'ride'>;
  main: Proc<'main'>;
  soulRide: Proc<'soulRide'>;
} {
  const grade = (id: string): number => cat.get(id).grade;
  return {
    game(ctx, frame) {
      const d = ctx.data;
      if (frame.step <= 1) {
        // 5.4.3: each player chooses a grade 0 card of the main deck, first player 1, then player 2.
        if (frame.step === 1) placeFirstVanguard(ctx, 0, ctx.takeChosen());
        const who = frame.step as PlayerIndex;
        frame.step++;
        const seen = new Set<string>();
        const options = d.players[who].deck
          .filter((c) => grade(c.def) === 0 && !seen.has(c.def) && (seen.add(c.def), true))
          .map((c) => ({ ...cardOption(cat, c), at: 'VC' }));
        askSelect(
          ctx,
          who,
          'firstVanguard',
          'Choose a grade 0 card of your deck as your first vanguard (5.4.3).',
          options,
          { secret: true },
        );
        return;
      }
      if (frame.step === 2) {
        placeFirstVanguard(ctx, 1, ctx.takeChosen());
        // 5.4.3.1: shuffle; 5.4.3.2: who goes first is random; 5.4.3.3: vanguard damage 0.
        for (const p of [0, 1] as const) ctx.emit({ t: 'shuffle', p });
        ctx.emit({ t: 'first', p: ctx.random(2) as PlayerIndex });
        // 5.4.3.4: five cards each, then each may redraw, the first player first.
        for (const p of [0, 1] as const) for (let i = 0; i < 5; i++) draw(ctx, p);
        frame.step = 3;
        K.push(ctx, 'mulligan', { p: opponent(d.first) });
        K.push(ctx, 'mulligan', { p: d.first });
        return;
      }
      // 6.1.1: stand up, each vanguard face up; then the first turn.
      for (const p of [0, 1] as const) {
        const v = d.players[p].field.VC;
        if (v) ctx.emit({ t: 'standUp', p, id: v.id, card: v.def });
      }
      ctx.pop();
      ctx.emit({ t: 'phase', phase: 'stand', step: '', turn: 1, active: d.first });
      K.push(ctx, 'turn', {});
    },

    mulligan(ctx, frame) {
      const p = frame.locals.p;
      const hand = ctx.data.players[p].hand;
      if (frame.step === 0) {
        frame.step = 1;
        askSelect(
          ctx,
          p,
          'mulligan',
          'Choose any number of cards to shuffle back into your deck and draw again (5.4.3.4).',
          hand.map((c) => cardOption(cat, c)),
          { min: 0, max: hand.length, secret: true },
        );
        return;
      }
      const back = ctx.takeChosen();
      for (const o of back) moveCard(ctx, p, 'hand', 'deck', { id: o.obj! });
      // 5.4.3.4: the same number drawn after shuffling; none put back, no shuffle.
      if (back.length > 0) ctx.emit({ t: 'shuffle', p });
      for (let i = 0; i < back.length; i++) draw(ctx, p);
      ctx.pop();
    },

    turn(ctx, frame) {
      const d = ctx.data;
      const p = d.active;
      const pl = d.players[p];
      switch (frame.step) {
        case 0: {
          // 6.3.1.2: the stand phase stands all the turn player's units.
          if (d.phase !== 'stand') phase(ctx, 'stand');
          // Units an effect says cannot stand in this stand phase stay at rest.
          const held = new Set((d.noStand ?? []).filter((x) => x.p === p).map((x) => x.id));
          // 10.25.11: a Legion Mate kept from standing keeps its Legion Leader at rest too.
          if (pl.mate && held.has(pl.mate.id) && pl.field.VC) held.add(pl.field.VC.id);
          for (const c of CIRCLES)
            if (pl.field[c]?.rested && !held.has(pl.field[c]!.id))
              ctx.emit({ t: 'orient', p, circle: c, rested: false });
          if (d.noStand?.some((x) => x.p === p)) ctx.emit({ t: 'noStandDone', p });
          frame.step = 1;
          K.push(ctx, 'checkpoint', {});
          return;
        }
        case 1:
          // 6.4.1.1.1: "at the beginning of draw phase" abilities, and a check timing before the draw.
          phase(ctx, 'draw', 'draw');
          frame.step = 2;
          K.push(ctx, 'checkpoint', {});
          return;
        case 2:
          // 6.4.1.1.2, 6.4.1.1.3: the turn player draws, then a check timing.
          draw(ctx, p);
          frame.step = 3;
          K.push(ctx, 'checkpoint', {});
          return;
        case 3:
          // 6.4.1.2.1.1: the G assist step begins with a check timing; then the step (g-assist.ts)
          // and its check timing (6.4.1.3).
          ctx.emit({ t: 'step', step: 'G assist' });
          frame.step = 4;
          K.push(ctx, 'checkpoint', {});
          K.push(ctx, 'gAssist', { hand: [] });
          K.push(ctx, 'checkpoint', {});
          return;
        case 4:
          // 6.5.1.1.1: the ride step begins with a check timing; 6.5.1.1.2 the ride; 6.5.1.1.4 a check timing.
          phase(ctx, 'ride', 'ride');
          frame.step = 5;
          K.push(ctx, 'checkpoint', {});
          K.push(ctx, 'ride', {});
          K.push(ctx, 'checkpoint', {});
          return;
        case 5:
          // 6.5.1.2.1: the stride step begins with a check timing; then the stride (stride.ts) and
          // its check timing (6.5.1.3).
          ctx.emit({ t: 'step', step: 'stride' });
          frame.step = 6;
          K.push(ctx, 'checkpoint', {});
          K.push(ctx, 'stride', { g: -1, paid: [] });
          K.push(ctx, 'checkpoint', {});
          return;
        case 6:
          // 6.6: the main phase.
          phase(ctx, 'main');
          frame.step = 7;
          K.push(ctx, 'main', {});
          // 3.6.2: a check timing before the first play timing ("at the beginning of your main
          // phase" abilities, 6.6.1.1, resolve before anything is played).
          K.push(ctx, 'checkpoint', {});
          return;
        case 7:
          // 6.7: the battle phase (section 7).
          phase(ctx, 'battle', 'start');
          frame.step = 8;
          K.push(ctx, 'battle', {});
          return;
        case 8:
          // 6.8: the end phase; 6.8.1.3 "at the beginning of end phase" abilities; 6.8.1.4: "until
          // end of turn" effects cease after its check timing.
          phase(ctx, 'end');
          returnGUnits(ctx, cat, p); // 6.8.1.1.1
          unlockAll(ctx, p); // 6.8.1.1.2
          undeleteAll(ctx, p); // 6.8.1.1.2, 10.26.5
          returnDelayed(ctx);
          frame.step = 9;
          K.push(ctx, 'checkpoint', {});
          return;
        default:
          ctx.emit({ t: 'expire', until: 'turn' });
          // 6.8.1.5: the opponent becomes the turn player, unless turns were added (12.4).
          ctx.emit({
            t: 'phase',
            phase: 'stand',
            step: '',
            turn: d.turn + 1,
            active: nextTurnPlayer(ctx, p),
          });
          frame.step = 0;
      }
    },

    ride(ctx, frame) {
      const p = ctx.data.active;
      const pl = ctx.data.players[p];
      if (frame.step === 0) {
        frame.step = 1;
        askSelect(
          ctx,
          p,
          'ride',
          'Ride a card from your hand, or choose none (6.5.1.1.2).',
          // Only the rides 8.5.2.1.1.1 allows; the step is asked whenever the hand holds a card,
          // whatever it holds, so that asking tells the opponent nothing.
          pl.hand
            .filter((c) => rideRefusal(cat, pl, c.def) === null)
            .map((c) => ({ ...cardOption(cat, c, `Ride ${cat.get(c.def).name}`), at: 'VC' })),
          { min: 0, secret: true },
        );
        return;
      }
      const [a] = ctx.takeChosen();
      ctx.pop();
      if (a?.obj !== undefined) rideFrom(ctx, cat, p, 'hand', a.obj);
    },

    main(ctx, frame) {
      const p = ctx.data.active;
      const pl = ctx.data.players[p];
      if (frame.step === 0) {
        frame.step = 1;
        const options = [];
        // 8.5.2.1.1.2: only the hand cards a normal call allows.
        for (const c of pl.hand.filter((h) => callRefusal(cat, pl, h.def) === null))
          for (const rc of REAR_CIRCLES.filter((x) => !isLocked(x, pl.field[x])))
            options.push({
              id: `call:${c.id}:${rc}`,
              label: `Call ${cat.get(c.def).name} to the ${CIRCLE_NAMES[rc]}`,
              card: c.def,
              obj: c.id,
              at: rc,
            });
        // 6.6.1.2.2: activated abilities.
        options.push(...actOptions(cat, ctx.data, p, ctx));
        // 6.6.1.2.3: a column's unit moves to the column's other circle (the other card, if any, to its circle).
        // 4.6.7: a lock circle is no rear-guard circle, so a column with a locked card does not exchange.
        for (const [side, [a, b]] of Object.entries(REAR_COLUMNS)) {
          const u = pl.field[a] ?? pl.field[b];
          if (u && !isLocked(a, pl.field[a]) && !isLocked(b, pl.field[b]))
            options.push({
              id: `exchange:${side}`,
              label: `Exchange the ${side} column's rear-guards`,
              obj: u.id,
              at: pl.field[a] ? b : a,
            });
        }
        options.push({ id: 'end', label: 'End the main phase', pass: true });
        askSelect(ctx, p, 'main', 'Main phase (6.6.1.2).', options, { secret: true });
        return;
      }
      // The option's data says what it does: an ability of its object, or its object to a circle.
      const [o] = ctx.takeChosen();
      const id = o?.obj;
      const to = o?.at as Circle | undefined;
      if (id === undefined) {
        ctx.pop(); // "End the main phase"
        return;
      }
      frame.step = 0;
      // 3.6.2, 8.4.2.1: the next play timing begins with a check timing. It is pushed below the
      // action, so it runs once the action has resolved in full: automatic abilities triggered
      // while an [ACT] is played and resolved stand by until then (8.6.1), and none resolves
      // between the [ACT]'s cost and its effect (8.5.2.3, 8.5.3.5).
      K.push(ctx, 'checkpoint', {});
      if (o!.ability !== undefined) playAct(ctx, p, id, o!.ability);
      else if (to && pl.hand.some((c) => c.id === id)) {
        // 8.5.3.2: a unit already on that circle is put into the drop zone.
        const old = pl.field[to];
        if (old) moveCard(ctx, p, to, 'drop', { id: old.id });
        moveCard(ctx, p, 'hand', to, { id });
      } else if (to) {
        const [a, b] = Object.values(REAR_COLUMNS).find((col) => (col as readonly Circle[]).includes(to))!;
        ctx.emit({ t: 'exchange', p, a, b });
      }
    },

    soulRide(ctx, frame) {
      const p = frame.locals.p;
      const soul = ctx.data.players[p].soul;
      if (frame.step === 0) {
        frame.step = 1;
        askSelect(
          ctx,
          p,
          'soulRide',
          'You have no vanguard: choose a card from your soul and ride it (9.5.1).',
          soul.map((c) => ({ ...cardOption(cat, c), at: 'VC' })),
        );
        return;
      }
      const [o] = ctx.takeChosen();
      ctx.pop();
      if (o?.obj !== undefined) rideFrom(ctx, cat, p, 'soul', o.obj);
    },
  };
}

/** 5.4.3: the chosen card goes face down onto the vanguard circle. */
function placeFirstVanguard(ctx: VgCtx, p: PlayerIndex, answer: DecisionOption[]): void {
  const id = answer[0]?.obj;
  if (id !== undefined) moveCard(ctx, p, 'deck', 'VC', { id, faceDown: true });
}

/**
 * 6.8.1.2, 8.2.1.2: as the end phase begins (or, `close`, the battle's close step, 7.8), the units a
 * delayed effect named go from their circle to the deck, which is shuffled, or are retired (10.4); a
 * unit that has left its circle is a new object (4.1.4) and stays.
 */
export function returnDelayed(ctx: VgCtx, close = false): void {
  const list = ctx.data.delayed?.filter((x) => (x.close === true) === close);
  if (!list?.length) return;
  for (const { p, id, retire, leap } of list) {
    const pl = ctx.data.players[p];
    // A Legion Mate is retired from beside its Leader, ending the legion (10.25.2).
    const c = unitPlaceOf(pl, id);
    if (!c) continue;
    moveCard(ctx, p, c, retire ? 'drop' : 'deck', { id });
    leaderLeft(ctx, p);
    if (leap) timeLeapBack(ctx, p, leap);
    else if (!retire) ctx.emit({ t: 'shuffle', p });
  }
  ctx.emit({ t: 'delayDone', ...(close ? { close: true } : {}) });
}

/**
 * The checks of answers beyond their shape, citing the rule an illegal answer breaks. The options
 * offer only legal rides and calls, so these refuse nothing a decision offers (options.property.test.ts).
 */
export function turnValidate(cat: VgCatalog, d: VgData, dec: Decision, picked: string[]): string | null {
  const pl = d.players[d.active];
  const [o] = optionsNamed(dec, picked);
  const c: VgCard | undefined = pl.hand.find((h) => h.id === o?.obj);
  if (!c) return null;
  if (dec.kind === 'ride') return rideRefusal(cat, pl, c.def);
  // A hand card put on a circle in the main phase is a call (an ability played names `ability`).
  if (dec.kind === 'main' && o!.ability === undefined) return callRefusal(cat, pl, c.def);
  return null;
}
