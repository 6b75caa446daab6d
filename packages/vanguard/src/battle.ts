// Section 7, the battle phase: start step (7.3), attack step with boost (7.4), guard step with
// guardians and intercepts (7.5), drive step with drive checks (7.6), damage step (7.7), close step
// (7.8); and what a check turns up: trigger effects (2.8.1.1) and the damage process (9.6).
import { answeredYes, askSelect } from '@arbiter/cardgame';
import type { Decision, DecisionOption, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { optionsNamed } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { cardOption, yesOrNo } from './ask.ts';
import { moveCard, type VgCtx } from './events.ts';
import { K, type VgProcs } from './procs.ts';
import {
  BEHIND,
  CIRCLES,
  CIRCLE_NAMES,
  FRONT_ROW,
  REAR_CIRCLES,
  isLocked,
  circleOf,
  criticalOf,
  driveOf,
  opponent,
  powerOf,
  unitsOf,
  callRefusal,
  type Circle,
  type VgCard,
  type VgData,
} from './state.ts';
import { draw, returnDelayed } from './turn.ts';
import { abilityLocals } from './abilities/resolve.ts';
import { contSays } from './abilities/continuous.ts';
import { gGuardianAsked, gGuardianOptions, inGZone, retireGuardian } from './g-guardian.ts';

type Proc<Kd extends keyof VgProcs> = TypedProcedure<VgData, VgProcs[Kd]>;

/** 7.4.1.6: a unit of the opponent's on circle `c` (3.8.1: not locked; 10.35.1.1.1: not dominated). */
function opposing(c: Circle, u: VgCard | null): boolean {
  return u !== null && !isLocked(c, u) && u.dominatedBy === undefined;
}

/** 7.3.1.3: the attacks the turn player may declare now (attacking circle, attacked circle). */
export function legalAttacks(cat: VgCatalog, d: VgData): [Circle, Circle][] {
  // 7.3.1.3: never in the very first turn of the game.
  if (d.turn <= 1) return [];
  const me = d.players[d.active];
  const them = d.players[opponent(d.active)];
  const out: [Circle, Circle][] = [];
  for (const a of FRONT_ROW) {
    const u = me.field[a];
    // 7.4.1.3: a standing unit in the front row; 3.8.1, 10.22.3: a locked card is no unit.
    if (!u || u.rested || isLocked(a, u)) continue;
    if (lordBlocked(cat, d, u)) continue;
    // 11.5.1: a unit with Restraint cannot be chosen to attack, unless an effect took it away.
    if (restrained(cat, d, u)) continue;
    // 7.4.1.6: the opponent's vanguard or a front-row rear-guard (unless it cannot attack one);
    // 10.35.1.1.1: a rear-guard this player dominates is not the opponent's.
    const noRear = contSays(cat, d, d.active, u, 'cannotAttackRearGuard');
    for (const t of FRONT_ROW) if (opposing(t, them.field[t]) && (t === 'VC' || !noRear)) out.push([a, t]);
    // 4.6.2.1: the opponent's back circle across from this unit's column.
    const back = FACING_BACK[a]!;
    if (!noRear && opposing(back, them.field[back]) && contSays(cat, d, d.active, u, 'attackBackRow'))
      out.push([a, back]);
  }
  return out;
}

/**
 * 10.35.1, 10.35.5: the attacks the turn player may declare with the opponent's rear-guards it
 * dominates (attacking circle on the opponent's field, attacked circle). 7.4.1.3: a standing unit in
 * the front row; 7.4.1.6: it attacks the opponent's vanguard or another front-row rear-guard of the
 * opponent's (10.35.1.1.1: another dominated unit is not the opponent's).
 */
export function dominatedAttacks(d: VgData): [Circle, Circle][] {
  if (d.turn <= 1) return [];
  const them = d.players[opponent(d.active)];
  const out: [Circle, Circle][] = [];
  for (const a of ['FL', 'FR'] as const) {
    const u = them.field[a];
    if (!u || u.dominatedBy !== d.active || u.rested || isLocked(a, u)) continue;
    for (const t of FRONT_ROW) {
      if (t !== a && opposing(t, them.field[t])) out.push([a, t]);
    }
  }
  return out;
}

/** 10.35.5: the field the battle's attacking unit stands on (a dominated unit's owner's). */
export const attackerSide = (d: VgData): PlayerIndex => d.battle?.side ?? d.active;

/**
 * Who attacks from circle `a`: its unit, or 10.25.5, 7.4.1.3: a vanguard in a legion state attacks as
 * the Legion Leader and Legion Mate together.
 */
function attackerWords(cat: VgCatalog, me: VgData['players'][number], a: Circle): string {
  const name = cat.get(me.field[a]!.def).name;
  if (a === 'VC' && me.mate) return `${name} and ${cat.get(me.mate.def).name} (in legion) attack`;
  return `${name} attacks`;
}

/** 4.6.2.1: your left column faces the opponent's right column, the center the center. */
const FACING_BACK: Readonly<Partial<Record<Circle, Circle>>> = { FL: 'BR', VC: 'BC', FR: 'BL' };

/** 11.5.1: Restraint, active and not lost until end of turn (10.x "loses Restraint" effects are mods). */
function restrained(cat: VgCatalog, d: VgData, u: VgCard): boolean {
  return (
    contSays(cat, d, d.active, u, 'restraint') && !d.mods.some((m) => m.id === u.id && m.noRestraint === true)
  );
}

/** 11.8.1: a unit with Lord cannot attack while its master has another unit of a different clan. */
function lordBlocked(cat: VgCatalog, d: VgData, u: VgCard): boolean {
  if (!contSays(cat, d, d.active, u, 'lord')) return false;
  const clan = cat.get(u.def).clan;
  return unitsOf(d.players[d.active]).some((o) => o.id !== u.id && cat.get(o.def).clan !== clan);
}

/** 12.3.1: does an active [CONT] of either player's units nullify trigger effects? */
function triggersNullified(cat: VgCatalog, d: VgData): boolean {
  return ([0, 1] as const).some((p) =>
    unitsOf(d.players[p]).some((u) => contSays(cat, d, p, u, 'nullifyTriggers')),
  );
}

/** 11.3.1: the circles whose units may intercept in this battle. */
/** Does one of the turn player's units have an active [CONT] saying this of the opponent? */
function attackerSideSays(
  cat: VgCatalog,
  d: VgData,
  flag: 'opponentCannotIntercept' | 'opponentNoGrade0Guardians',
): boolean {
  const me = d.players[d.active];
  return CIRCLES.some((c) => me.field[c] !== null && contSays(cat, d, d.active, me.field[c]!, flag));
}

/**
 * 8.5.2.1.1.2: may this hand card be normally called to (GC) now? The grade rule, and an effect of the
 * attacker's side forbidding grade 0 guardians (7.5.1.2.2).
 */
function guardRefusal(cat: VgCatalog, d: VgData, def: string): string | null {
  const pl = d.players[opponent(d.active)];
  const grade = callRefusal(cat, pl, def);
  if (grade !== null) return grade;
  if (cat.get(def).grade === 0 && attackerSideSays(cat, d, 'opponentNoGrade0Guardians'))
    return 'An effect of the attacking side forbids normal calling grade 0 units to (GC) in this battle (7.5.1.2.2).';
  return null;
}

export function interceptors(cat: VgCatalog, d: VgData): Circle[] {
  const b = d.battle;
  const pl = d.players[opponent(d.active)];
  // 11.3: an effect of the turn player's may forbid intercepts.
  if (!b || attackerSideSays(cat, d, 'opponentCannotIntercept')) return [];
  return (['FL', 'FR'] as const).filter((c) => {
    const u = pl.field[c];
    // 10.22.3: a locked card cannot intercept.
    // 10.35.6: a rear-guard in the dominated state cannot intercept.
    return (
      u !== null &&
      !isLocked(c, u) &&
      u.dominatedBy === undefined &&
      u.id !== b.targetId &&
      cat.get(u.def).skills.includes('intercept')
    );
  });
}

/** 2.8.1.1's "choose one of your units": the units on the field, guardians included (3.8.2). */
function unitOptions(cat: VgCatalog, d: VgData, p: PlayerIndex, list: VgCard[]): DecisionOption[] {
  const pl = d.players[p];
  return list.map((u) => {
    const c = circleOf(pl, u.id);
    // 10.25.3: the Legion Mate is a vanguard on the vanguard circle beside its Legion Leader.
    const where = c ? CIRCLE_NAMES[c] : pl.mate?.id === u.id ? 'Legion Mate' : 'guardian circle';
    return cardOption(cat, u, `${cat.get(u.def).name} (${where})`);
  });
}

export function battleProcedures(cat: VgCatalog): {
  battle: Proc<'battle'>;
  guard: Proc<'guard'>;
  drive: Proc<'drive'>;
  damage: Proc<'damage'>;
  trigger: Proc<'trigger'>;
} {
  /** 7.6.1.2.4, 9.6.5: the check's trigger acts when a unit on the master's VC or RC shares its clan. */
  const checkTrigger = (ctx: VgCtx, p: PlayerIndex, id: number): void => {
    const pl = ctx.data.players[p];
    const card = pl.trigger.find((c) => c.id === id);
    if (!card) return;
    const def = cat.get(card.def);
    if (!def.trigger) return;
    // 12.3.1, 12.3.2: an active "nullify trigger effects" stops the whole icon effect, no part of it.
    if (triggersNullified(cat, ctx.data)) return;
    // 10.25.3: a Legion Mate is one of the units on the vanguard circle.
    const sameClan = [...Object.values(pl.field), pl.mate ?? null].some(
      (u) => u !== null && cat.get(u.def).clan === def.clan,
    );
    if (sameClan) K.push(ctx, 'trigger', { p, icon: def.trigger });
  };

  return {
    battle(ctx, frame) {
      const d = ctx.data;
      const p = d.active;
      const me = d.players[p];
      const op = opponent(p);
      switch (frame.step) {
        case 0:
          // 7.3.1.1: the start step begins ("at the beginning of start step" abilities) with a
          // check timing; the first battle's start step began with the battle phase (6.7).
          if (d.step !== 'start') ctx.emit({ t: 'step', step: 'start' });
          frame.step = 1;
          K.push(ctx, 'checkpoint', {});
          return;
        case 1: {
          // 7.3.1.2: the start step: attack or not.
          const attacks = legalAttacks(cat, d);
          const dominated = dominatedAttacks(d);
          const forced = d.forcedAttack;
          if (forced) {
            // 10.34.1.1: the ordered attack is made when its unit may attack that unit now (standing,
            // not restricted, the attacked unit there); otherwise the action concludes.
            const a = circleOf(me, forced.attackerId);
            if (a !== null && attacks.some(([x, t]) => x === a && t === forced.target)) {
              frame.step = 2;
              return;
            }
            ctx.emit({ t: 'forcedAttack', done: true });
          }
          if (attacks.length === 0 && dominated.length === 0) {
            ctx.pop(); // 7.3.1.3: regarded as choosing not to attack
            return;
          }
          frame.step = 2;
          askSelect(
            ctx,
            p,
            'attack',
            'Choose a unit to attack with and the unit it attacks, or end the battle phase (7.3.1.2).',
            [
              ...attacks.map(([a, t]) => ({
                id: `${a}>${t}`,
                label: `${attackerWords(cat, me, a)} ${cat.get(d.players[op].field[t]!.def).name}`,
                card: me.field[a]!.def,
                obj: me.field[a]!.id,
                at: t,
              })),
              // 10.35.1: the opponent's rear-guards this player dominates attack for it.
              ...dominated.map(([a, t]) => ({
                id: `dominated:${a}>${t}`,
                label: `${cat.get(d.players[op].field[a]!.def).name} (dominated) attacks ${cat.get(d.players[op].field[t]!.def).name}`,
                card: d.players[op].field[a]!.def,
                obj: d.players[op].field[a]!.id,
                at: t,
              })),
              { id: 'end', label: 'End the battle phase', pass: true },
            ],
          );
          return;
        }
        case 2: {
          // The attacking unit is the option's object, the attacked circle its place; or, 10.34.1.2,
          // the attack an effect ordered.
          const forced = d.forcedAttack;
          if (forced) ctx.emit({ t: 'forcedAttack', done: true });
          const [o] = forced ? [] : ctx.takeChosen();
          const obj = forced ? forced.attackerId : o?.obj;
          const own = obj === undefined ? null : circleOf(me, obj);
          // 10.35.5: a dominated attacker stands on the opponent's circle.
          const theirs = own || obj === undefined || forced ? null : circleOf(d.players[op], obj);
          const a = own ?? theirs;
          if (!a) {
            ctx.pop(); // 7.3.1.2.2
            return;
          }
          const side = own ? p : op;
          const t = forced ? forced.target : (o!.at as Circle);
          const attacker = d.players[side].field[a]!;
          const target = d.players[op].field[t]!;
          // 7.4.1.1: the battle begins; 7.4.1.5: the attacking unit rests.
          ctx.emit({ t: 'step', step: 'attack' });
          ctx.emit({
            t: 'attack',
            p,
            attacker: a,
            attackerId: attacker.id,
            target: t,
            targetId: target.id,
            ...(own ? {} : { side }),
          });
          ctx.emit({ t: 'orient', p: side, circle: a, rested: true });
          frame.step = 3;
          // 10.35.6, 10.35.3.2: nothing boosts a dominated attacker (its column's back circle is
          // another master's).
          if (!own) return;
          // 7.4.1.10: a standing unit with boost behind it may boost (11.4.1).
          const back = BEHIND[a]!;
          const booster = me.field[back];
          frame.step = 3;
          // A unit that "cannot be boosted" is not (a continuous ability of the attacker's).
          const boostable = !contSays(cat, d, p, attacker, 'cannotBeBoosted');
          // 10.22.3: a locked card behind the attacker is no unit and cannot boost.
          if (
            boostable &&
            booster &&
            !booster.rested &&
            !isLocked(back, booster) &&
            cat.get(booster.def).skills.includes('boost')
          ) {
            const name = cat.get(booster.def).name;
            askSelect(
              ctx,
              p,
              'boost',
              `Boost the attack with ${name} (7.4.1.10)?`,
              yesOrNo(
                { id: 'boost', label: `Boost with ${name}`, card: booster.def, obj: booster.id },
                'Do not boost',
              ),
            );
          }
          return;
        }
        case 3: {
          // 7.4.1.10: boosted when the player answered yes (no question asked: no boost).
          const attacker = d.battle!.attacker;
          if (answeredYes(ctx)) {
            const back = BEHIND[attacker]!;
            ctx.emit({ t: 'orient', p, circle: back, rested: true });
            ctx.emit({ t: 'boost', p, booster: back, boosterId: me.field[back]!.id });
          }
          // 7.4.1.12, 7.4.1.13: check timings; then 7.5 the guard step.
          frame.step = 4;
          K.push(ctx, 'checkpoint', {});
          return;
        }
        case 4:
          ctx.emit({ t: 'step', step: 'guard' });
          frame.step = 5;
          K.push(ctx, 'guard', {});
          return;
        case 5: {
          // 7.5.1.2.1: to the drive step when the vanguard attacks, else to the damage step.
          const b = d.battle!;
          frame.step = 6;
          if (b.attacker === 'VC' && me.field.VC?.id === b.attackerId) {
            ctx.emit({ t: 'step', step: 'drive' });
            K.push(ctx, 'drive', { done: 0, drive: driveOf(cat, d, me.field.VC), card: -1 });
            K.push(ctx, 'checkpoint', {}); // 7.6.1.1: "at the beginning of drive step" abilities
          }
          return;
        }
        case 6: {
          // 7.7.1.1: the damage step begins ("at the beginning of damage step" abilities) with a
          // check timing; this case runs again after it.
          if (d.step !== 'damage') {
            ctx.emit({ t: 'step', step: 'damage' });
            K.push(ctx, 'checkpoint', {});
            return;
          }
          // 7.7.1.2 to 7.7.1.5: the damage step.
          const b = d.battle!;
          const attacker = d.players[attackerSide(d)].field[b.attacker];
          const target = d.players[op].field[b.target];
          // 7.7.1.3: a unit that left its circle means no comparison and no hit.
          const present = attacker?.id === b.attackerId && target?.id === b.targetId;
          // 11.9: a unit an effect says cannot be hit (a sentinel's) is not hit whatever the powers.
          const shielded = present && d.mods.some((m) => m.id === target!.id && m.noHit === true);
          const hit = present && !shielded && powerOf(cat, d, op, target!) <= powerOf(cat, d, p, attacker!);
          // 7.7.1.5: a hit vanguard is dealt damage equal to the attacker's critical (7.7.1.5.1: none at 0).
          if (hit && b.target === 'VC') {
            const n = criticalOf(cat, d, attacker!);
            if (n > 0) ctx.emit({ t: 'vanguardDamage', p: op, n });
          }
          frame.step = 7;
          ctx.emit({ t: 'hit', hit }); // 7.7.1.7
          K.push(ctx, 'checkpoint', {}); // 7.7.1.6: the damage process runs here
          return;
        }
        case 7: {
          // 7.7.1.9: retire the guardians, then the rear-guard that was hit.
          const b = d.battle!;
          const them = d.players[op];
          for (const g of them.gc.slice()) retireGuardian(ctx, cat, op, g); // 11.14.3
          const target = them.field[b.target];
          if (b.hit && b.target !== 'VC' && target?.id === b.targetId)
            moveCard(ctx, op, b.target, 'drop', { id: target.id });
          frame.step = 8;
          K.push(ctx, 'checkpoint', {}); // 7.7.1.10
          return;
        }
        case 8:
          // 7.8: the close step; 7.8.1.2: the battle ends and its effects cease.
          ctx.emit({ t: 'step', step: 'close' });
          // 7.8, 8.2.1.2: "at the beginning of the close step of that battle".
          returnDelayed(ctx, true);
          frame.step = 9;
          K.push(ctx, 'checkpoint', {});
          return;
        case 9:
          // 7.8.1.2: the battle ends and its effects cease; "at the end of the battle" abilities
          // trigger and resolve at the check timing that follows.
          ctx.emit({ t: 'expire', until: 'battle' });
          chargingToDeck(ctx);
          // 11.25.1: whether the battle's attack on a vanguard did not hit (shadowstitch).
          const missed = d.battle?.target === 'VC' && d.battle.hit !== true;
          ctx.emit({
            t: 'battleEnd',
            attackerId: d.battle?.attackerId ?? -1,
            ...(missed ? { missed: true } : {}),
          });
          frame.step = 10;
          K.push(ctx, 'checkpoint', {});
          return;
        default:
          frame.step = 0; // 7.8.1.5: back to the start step
      }
    },

    guard(ctx, frame) {
      const d = ctx.data;
      const op = opponent(d.active);
      const pl = d.players[op];
      if (frame.step === 0) {
        const icpt = interceptors(cat, d);
        // 7.5.1.2.1.1: with nothing to call (an empty hand, whatever it would hold, and no G guardian
        // the public facts allow, 7.5.1.2.3) and nothing to intercept with, the player has passed;
        // otherwise the player is asked whatever the hand and the face-down G zone hold.
        if (pl.hand.length === 0 && icpt.length === 0 && !gGuardianAsked(cat, d, op)) {
          ctx.pop();
          return;
        }
        frame.step = 1;
        askSelect(
          ctx,
          op,
          'guard',
          // The G zone is named when a G guardian may be called (public facts, 7.5.1.2.3); otherwise
          // the prompt is the one games without G units have always had.
          gGuardianAsked(cat, d, op)
            ? 'Guard step: call a guardian from your hand or a G guardian from your G zone, intercept, or pass (7.5.1.2).'
            : 'Guard step: call a guardian from your hand, intercept, or pass (7.5.1.2).',
          [
            // 8.5.2.1.1.2: only the guardians a normal call allows.
            ...pl.hand
              .filter((c) => guardRefusal(cat, d, c.def) === null)
              .map((c) => ({
                id: `call:${c.id}`,
                label: `Guard with ${cat.get(c.def).name}`,
                card: c.def,
                obj: c.id,
                at: 'GC',
              })),
            // 7.5.1.2.3, 11.14.2: a G guardian, its cost paid.
            ...gGuardianOptions(ctx, cat, op),
            ...icpt.map((c) => ({
              id: `intercept:${c}`,
              label: `Intercept with ${cat.get(pl.field[c]!.def).name}`,
              card: pl.field[c]!.def,
              obj: pl.field[c]!.id,
              at: 'GC',
            })),
            { id: 'pass', label: 'Pass', pass: true },
          ],
          { secret: true },
        );
        return;
      }
      const id = ctx.takeChosen()[0]?.obj;
      if (id === undefined) {
        ctx.pop(); // "Pass"
        return;
      }
      const gUnit = inGZone(d, op, id) ? pl.gzone.find((c) => c.id === id)! : null;
      // 7.5.1.2.2, 8.5.3.3: a guardian from the hand, resting; 7.5.1.2.4, 11.3.1: an intercept
      // (the option's object is then on a circle).
      if (!gUnit) moveCard(ctx, op, circleOf(pl, id) ?? 'hand', 'gc', { id, rested: true });
      frame.step = 0;
      K.push(ctx, 'checkpoint', {}); // 7.5.1.3
      // 7.5.1.2.3, 11.14.2: a G guardian from the G zone once its cost is paid (before the check timing).
      if (gUnit) K.push(ctx, 'gGuardian', abilityLocals(op, gUnit.id, gUnit.def, -1, true));
    },

    drive(ctx, frame) {
      const d = ctx.data;
      const p = d.active;
      const L = frame.locals;
      if (frame.step === 0) {
        // 7.6.1.2.2: done when the drive is reached.
        if (L.done >= L.drive) {
          ctx.pop();
          return;
        }
        L.done++;
        // 7.6.1.2.3: the top card to the trigger zone, face up.
        const id = moveCard(ctx, p, 'deck', 'trigger');
        if (id === null) return; // 1.3.2: an empty deck; 9.2.3 ends the game at the check timing
        L.card = id;
        frame.step = 1;
        checkTrigger(ctx, p, id);
        return;
      }
      if (frame.step === 1) {
        // 7.6.1.2.5: a check timing while the card is in the trigger zone ("call that card").
        frame.step = 2;
        K.push(ctx, 'checkpoint', {});
        return;
      }
      // 7.6.1.2.6: still in the trigger zone, it goes to the hand.
      if (d.players[p].trigger.some((c) => c.id === L.card))
        moveCard(ctx, p, 'trigger', 'hand', { id: L.card });
      frame.step = 0;
      K.push(ctx, 'checkpoint', {}); // 7.6.1.3
    },

    damage(ctx, frame) {
      const p = frame.locals.p;
      const pl = ctx.data.players[p];
      if (frame.step === 0) {
        // 9.6.2, 9.6.3: one point less, the top card to the trigger zone (the damage check, 9.6.4).
        ctx.emit({ t: 'vanguardDamage', p, n: -1 });
        const id = moveCard(ctx, p, 'deck', 'trigger');
        if (id === null) {
          ctx.pop();
          return;
        }
        frame.locals.card = id;
        frame.step = 1;
        checkTrigger(ctx, p, id); // 9.6.5
        return;
      }
      // 9.6.6: still in the trigger zone, it goes to the damage zone; 9.6.7: the next point is the
      // rule action's next round (losing at six damage is checked first, 9.2.2).
      if (pl.trigger.some((c) => c.id === frame.locals.card))
        moveCard(ctx, p, 'trigger', 'damage', { id: frame.locals.card });
      ctx.pop();
    },

    trigger(ctx, frame) {
      const d = ctx.data;
      const { p, icon } = frame.locals;
      const pl = d.players[p];
      // Each part of a trigger (2.8.1.1.2 to 2.8.1.1.5) is one step; the +5000 power comes last.
      const ask = (kind: string, prompt: string, list: VgCard[]): boolean => {
        if (list.length === 0) return false;
        askSelect(ctx, p, kind, prompt, unitOptions(cat, d, p, list));
        return true;
      };
      const target = (): number | null => ctx.takeChosen()[0]?.obj ?? null;
      const askPower = (): boolean =>
        ask(
          'triggerPower',
          `${icon[0]!.toUpperCase()}${icon.slice(1)} trigger: choose a unit to get +5000 power until end of turn.`,
          unitsOf(pl),
        );
      if (frame.step === 0) {
        frame.step = 1;
        if (icon === 'critical') {
          if (
            ask(
              'triggerCritical',
              'Critical trigger: choose a unit to get +1 critical until end of turn (2.8.1.1.2).',
              unitsOf(pl),
            )
          )
            return;
        } else if (icon === 'draw')
          draw(ctx, p); // 2.8.1.1.3
        else if (icon === 'stand') {
          // 10.22.3: a locked card is no rear-guard to stand.
          const rear = REAR_CIRCLES.filter((c) => !isLocked(c, pl.field[c]))
            .map((c) => pl.field[c])
            .filter((u): u is VgCard => u !== null);
          if (ask('triggerStand', 'Stand trigger: choose a rear-guard to stand (2.8.1.1.4).', rear)) return;
        } else {
          // 2.8.1.1.5: only with as many damage cards as the opponent, or more.
          const mine = pl.damage.length;
          if (mine > 0 && mine >= d.players[opponent(p)].damage.length) {
            askSelect(
              ctx,
              p,
              'triggerHeal',
              'Heal trigger: choose a card of your damage zone to heal (2.8.1.1.5).',
              pl.damage.map((c) => cardOption(cat, c)),
            );
            return;
          }
        }
      }
      if (frame.step === 1) {
        const id = target();
        if (id !== null) {
          if (icon === 'critical') ctx.emit({ t: 'mod', p, id, critical: 1, until: 'turn' });
          else if (icon === 'stand') {
            const c = circleOf(pl, id);
            // `by`: the trigger's card is p's (rush, 11.27.1).
            if (c && pl.field[c]!.rested) ctx.emit({ t: 'orient', p, circle: c, rested: false, by: p });
          } else if (icon === 'heal') moveCard(ctx, p, 'damage', 'drop', { id }); // 10.8
        }
        frame.step = 2;
        if (askPower()) return;
      }
      const id = target();
      if (id !== null) ctx.emit({ t: 'mod', p, id, power: 5000, until: 'turn' });
      ctx.pop();
    },
  };
}

/** The guard step's check: a guardian from the hand is normally called (8.5.2.1.1.2). */
export function guardValidate(cat: VgCatalog, d: VgData, dec: Decision, picked: string[]): string | null {
  const pl = d.players[opponent(d.active)];
  const [o] = optionsNamed(dec, picked);
  // A unit intercepting is on a circle, not in the hand: only a card from the hand is called.
  const c = pl.hand.find((h) => h.id === o?.obj);
  return c ? guardRefusal(cat, d, c.def) : null;
}

/**
 * 11.29.2: as the battle ends, each charging unit that took part in it (the attacking, boosting or
 * attacked unit, 7.4.1) and is still on its circle goes to the bottom of its owner's deck.
 */
function chargingToDeck(ctx: VgCtx): void {
  const d = ctx.data;
  const b = d.battle;
  if (!d.charging || !b) return;
  const took = [b.attackerId, b.boosterId, b.targetId];
  for (const p of [d.active, opponent(d.active)])
    for (const c of CIRCLES) {
      const u = d.players[p].field[c];
      if (u && took.includes(u.id) && d.charging.includes(u.id)) moveCard(ctx, p, c, 'deck', { id: u.id });
    }
}
