// The attack step (6-7) and its battles (7-1): attacks, blocks, flash timings, the battle's result.
import { isBack, type Frame, type PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import type { AttackTax } from './vocab.ts';
import {
  attackSymbols,
  bpOf,
  attackTaxes,
  lifeDamageLimit,
  mustAttack,
  mayBlock,
  blocksExhausted,
  hasKeyword,
  isBanned,
  isProtected,
} from './continuous.ts';
import { destroyAll, destroyedInBattle, type Doomed } from './destroy.ts';
import { moveCoresAsCost } from './core-moves.ts';
import { attackStepRemoved, mayAttackExhausted } from './player-rules.ts';
import { emit, moveCores } from './events.ts';
import { spendCores, takenCores } from './payment.ts';
import { lifeDamageToVoid } from './bloodcurse.ts';
import { soulLifeLossApplies, type SoulLifeLoss } from './soul-life.ts';
import {
  controllerOf,
  coreCount,
  findOnField,
  isSpiritNow,
  other,
  spendableCores,
  type CardObj,
  type SagaData,
} from './state.ts';
import { ask, chosenOption, freeChoice, payDecision, type SagaOption } from './asking.ts';
import type { OptionBuilders } from './main-options.ts';
import { K, type SagaProcDefs } from './procs.ts';

type Procedures = Pick<SagaProcDefs, 'attackStep' | 'battle' | 'flash'>;

/** The attack step, its battles and flash timings (`attackStep`, `battle`, `flash`). */
export function battleProcedures(reg: CardRegistry, opts: OptionBuilders): Procedures {
  const name = (def: string) => reg.get(def).name;
  const { flashOptions } = opts;
  /** An attack (6-7-1) or a block (7-1-3) with spirit `c`: the option names the spirit and the action. */
  const spiritOption = (d: SagaData, c: CardObj, act: 'attack' | 'block', verb: string): SagaOption => ({
    id: `${act}:${c.id}`,
    label: `${verb} with ${name(c.def)} (#${c.id}, ${bpOf(reg, d, c)} BP)`,
    card: c.def,
    obj: c.id,
    act,
  });
  return {
    attackStep(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      if (f.step === 0) {
        f.step = 1;
        K.push(ctx, 'checkpoint', {}); // 6-7-3-1
        return;
      }
      if (f.step === 1) {
        if (f.locals.ended === true || attackStepRemoved(reg, d)) {
          ctx.pop(); // an effect ended the attack step with the battle, or took it away (BS01-096)
          return;
        }
        // 7-1-1-1: a refreshed spirit the player controls.
        const ready = d.players[p].field.filter(
          (c) =>
            !c.exhausted &&
            isSpiritNow(reg, d, c) &&
            !isBanned(reg, d, c, 'attack') &&
            canPayAttackTax(reg, d, c, attackTaxes(reg, d, c)),
        );
        // "Must attack if able" / "must attack first" (the first only before anyone attacked this step).
        const musts = ready.map((c) => mustAttack(reg, d, c));
        const first = f.locals.attacked !== true ? ready.filter((_, i) => musts[i] === 'first') : [];
        const choosable = first.length > 0 ? first : ready;
        const mayEnd = first.length === 0 && !musts.includes('ifAble');
        if (ready.length === 0) {
          ctx.pop();
          return;
        }
        f.step = 2;
        ask(ctx, {
          player: p,
          kind: 'attackAction',
          type: 'select',
          prompt: 'Attack step: attack with a spirit, or end the attack step.',
          options: [
            ...choosable.map((c) => spiritOption(d, c, 'attack', 'Attack')),
            ...(mayEnd ? [{ id: 'end', label: 'End the attack step', pass: true }] : []),
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      if (f.step === 2) {
        // The attacking spirit the option names; "end" names none.
        const id = chosenOption(ctx)?.obj;
        if (id === undefined) {
          ctx.pop();
          return;
        }
        const att = findOnField(d, id)!;
        const taxes = attackTaxes(reg, d, att);
        if (taxes.length === 0) {
          f.step = 1;
          f.locals.attacked = true;
          K.push(ctx, 'battle', { attacker: id });
          return;
        }
        // "Cannot attack unless ... pays": paid as the attack is declared, before it exhausts.
        f.locals.attacker = id;
        f.locals.cores = taxes.filter((x) => x === 'core').length;
        f.step = 3;
        const own = taxes.filter((x) => x === 'coreToReserve').length;
        f.locals.ownTax = own;
        if (own > 0 && moveCoresAsCost(ctx, p, `c${id}`, 'reserve', own)) return;
      }
      if (f.step === 3) {
        f.step = 4;
        const n = f.locals.cores ?? 0;
        if (n > 0) {
          // Nothing paid yet (no core moved off the attacker): the attack may still be taken back.
          ask(ctx, {
            ...payDecision(reg, d, p, n, `Pay ${n} core(s) to attack.`),
            back: f.locals.ownTax === 0,
          });
          return;
        }
      }
      if (f.step === 4) {
        const a = ctx.state.answer;
        if (a && isBack(a)) {
          ctx.takeAnswer();
          f.step = 1; // back to the attack choice, nothing changed
          return;
        }
        const taken = takenCores(ctx);
        if ((f.locals.cores ?? 0) > 0) spendCores(ctx, p, taken, 'trash', 'owner');
        f.step = 5;
        K.push(ctx, 'checkpoint', {}); // a spirit emptied by the payment is destroyed (9-3-2) and does not attack
        return;
      }
      // f.step === 5
      f.step = 1;
      const att = findOnField(d, f.locals.attacker ?? -1);
      if (att && !att.exhausted) {
        f.locals.attacked = true;
        K.push(ctx, 'battle', { attacker: att.id });
      }
    },

    /** 7-1: one battle, from the attack declaration to its end. */
    battle(ctx, f) {
      const d = ctx.data;
      const ap = d.active;
      const dp = other(ap);
      const attacker = f.locals.attacker;
      // E729: an effect ended the battle at once: what is left of it before its end is skipped.
      if (d.battle?.endsNow === true && f.step >= 1 && f.step <= 5) f.step = 6;
      switch (f.step) {
        case 0: {
          // BS01-127 (its rulings): before declaring the attack, its player may designate one of the
          // opponent's exhausted spirits as its target; that spirit is to block it.
          const exhausted = mayAttackExhausted(reg, d, ap)
            ? d.players[dp].field.filter((c) => c.exhausted && isSpiritNow(reg, d, c))
            : [];
          if (exhausted.length > 0) {
            f.step = 61;
            ask(ctx, {
              player: ap,
              kind: 'attackTarget',
              type: 'select',
              prompt: 'Choose an exhausted spirit of your opponent as the target of this attack, or not.',
              options: [
                ...exhausted.map((c) => ({
                  id: `target:${c.id}`,
                  label: `Attack ${name(c.def)} (#${c.id}, ${bpOf(reg, d, c)} BP)`,
                  card: c.def,
                  obj: c.id,
                })),
                { id: 'none', label: 'Choose none', pass: true },
              ],
              min: 1,
              max: 1,
            });
            return;
          }
          f.step = 60; // no target to choose: on to the declaration
          return;
        }
        case 60:
        case 61: {
          if (f.step === 61) {
            const id = chosenOption(ctx)?.obj;
            if (id !== undefined) f.locals.designated = id;
          }
          // 7-1-1-1 exhaust and declare; 7-1-1-2 "when attacks" triggers.
          emit(ctx, { t: 'exhaust', id: attacker });
          emit(ctx, { t: 'attack', p: ap, id: attacker });
          {
            // 11-6-1: a spirit that has Luster as it attacks, "while attacking" already running
            // (10-12-1), gets it at the end of the battle.
            const att = findOnField(d, attacker);
            if (d.battle && att !== undefined && hasKeyword(reg, d, att, 'luster')) d.battle.luster = true;
          }
          f.step = 1;
          K.push(ctx, 'checkpoint', {});
          return;
        }
        case 1:
          // 10-10-1: a spirit made to be attacked has already blocked: on to the window after blocking.
          if (d.battle && d.battle.blocker !== -1) {
            f.step = 4;
            return;
          }
          f.step = 2;
          K.push(ctx, 'flash', { next: dp, passes: 0 }); // 7-1-2-1: the attacked player first
          return;
        case 2: {
          // 7-1-3-1: block with one refreshed spirit, or not.
          const att = findOnField(d, attacker);
          // BS01-127: the designated spirit, still there and able to block this attacker, blocks it;
          // gone (destroyed by a "when attacks" effect, the ruling), any spirit may block as usual.
          const designated =
            f.locals.designated === undefined ? undefined : findOnField(d, f.locals.designated);
          if (designated && controllerOf(d, designated.id) === dp && mayBlock(reg, d, designated, att)) {
            if (!designated.exhausted) emit(ctx, { t: 'exhaust', id: designated.id });
            const curse = att !== undefined && hasKeyword(reg, d, att, 'curse');
            emit(ctx, { t: 'block', p: dp, id: designated.id, curse });
            f.step = 4;
            K.push(ctx, 'checkpoint', {});
            return;
          }
          const ready = d.players[dp].field.filter(
            (c) => (!c.exhausted || blocksExhausted(reg, d, c, att)) && mayBlock(reg, d, c, att),
          );
          if (ready.length === 0) {
            emit(ctx, { t: 'noBlock', p: dp });
            f.step = 5;
            return;
          }
          // 11-2-1: Confront forces a block when one is possible (choosing the blocker is no selection, 11-2-2).
          const confront = att !== undefined && hasKeyword(reg, d, att, 'confront');
          f.step = 3;
          ask(ctx, {
            player: dp,
            kind: 'block',
            type: 'select',
            prompt: att
              ? `${name(att.def)} (${bpOf(reg, d, att)} BP) attacks you. Block?`
              : 'The attacking spirit has left the field. Block?',
            options: [
              ...ready.map((c) => spiritOption(d, c, 'block', 'Block')),
              ...(confront ? [] : [{ id: 'noBlock', label: 'Do not block', pass: true }]),
            ],
            min: 1,
            max: 1,
          });
          return;
        }
        case 3: {
          // The blocking spirit the option names; "do not block" names none.
          const id = chosenOption(ctx)?.obj;
          if (id === undefined) {
            emit(ctx, { t: 'noBlock', p: dp });
            f.step = 5; // 7-1-3-1: no second flash window without a block
            return;
          }
          emit(ctx, { t: 'exhaust', id });
          {
            const att = findOnField(d, attacker);
            const curse = att !== undefined && hasKeyword(reg, d, att, 'curse');
            emit(ctx, { t: 'block', p: dp, id, curse }); // 7-1-3-2
          }
          f.step = 4;
          K.push(ctx, 'checkpoint', {});
          return;
        }
        case 4:
          f.step = 5;
          K.push(ctx, 'flash', { next: dp, passes: 0 }); // 7-1-4-1: the blocking player first
          return;
        case 5: {
          const b = d.battle;
          const att = findOnField(d, attacker);
          if (b && b.blocker !== -1) {
            // 7-1-5-2-1: compare BP; the lower is destroyed, both on a tie.
            const blk = findOnField(d, b.blocker);
            if (att && blk) {
              const ab = bpOf(reg, d, att);
              const bb = bpOf(reg, d, blk);
              const doomed: Doomed[] = [];
              // Each is destroyed by the other (7-1-5-2): that one is its source. One protected from
              // destruction as the result of battle stays.
              if (ab <= bb && !isProtected(reg, d, att, 'battle', dp, { id: blk.id, def: blk.def }))
                doomed.push(destroyedInBattle(att, blk, dp));
              if (bb <= ab && !isProtected(reg, d, blk, 'battle', ap, { id: att.id, def: att.def }))
                doomed.push(destroyedInBattle(blk, att, ap));
              const outcome = ab > bb ? 'attacker' : bb > ab ? 'blocker' : 'tie';
              f.locals.outcome = outcome;
              // Substitution choices (10-1-3-2) may be asked first; the result is logged after.
              f.step = 50;
              if (destroyAll(ctx, reg, doomed)) return;
              emit(ctx, { t: 'battleResolved', outcome });
              f.step = 6;
              K.push(ctx, 'checkpoint', {});
              return;
            } else {
              emit(ctx, { t: 'battleResolved', outcome: 'none' });
            }
          } else if (att) {
            // 7-1-5-3-1: one life core per symbol, life to reserve.
            const symbols = attackSymbols(reg, d, att);
            // A spirit that "cannot reduce life" deals none, or only down to a floor (`keep`).
            const limit = lifeDamageLimit(reg, d, att, dp);
            const n = Math.min(symbols, limit, d.players[dp].life.n);
            // A constant `lifeTo: void` (BSS01-026) may send them to the void instead.
            const toVoid = lifeDamageToVoid(reg, d, att);
            if (soulLifeLossApplies(d, dp)) {
              // E1128: Eternal, the soul core in the life: its owner may choose to lose it.
              f.step = 6;
              K.push(ctx, 'checkpoint', {});
              const loss: SoulLifeLoss = {
                p: dp,
                n: Math.min(symbols, limit),
                to: toVoid ? 'void' : 'reserve',
              };
              K.push(ctx, 'soulLifeLoss', { ...loss });
              return;
            }
            moveCores(ctx, dp, 'life', toVoid ? 'void' : 'reserve', n, false, 'rule');
            emit(ctx, { t: 'battleResolved', outcome: `damage ${n}`, damage: n });
          } else {
            emit(ctx, { t: 'battleResolved', outcome: 'none' });
          }
          f.step = 6;
          K.push(ctx, 'checkpoint', {});
          return;
        }
        case 50:
          emit(ctx, { t: 'battleResolved', outcome: f.locals.outcome ?? 'none' });
          f.step = 6;
          K.push(ctx, 'checkpoint', {});
          return;
        case 6:
          emit(ctx, { t: 'battleEnd' }); // 7-1-6-1
          f.step = 7;
          K.push(ctx, 'checkpoint', {});
          return;
        case 7:
          if (d.battle?.endsStep) endAttackStepNow(ctx.state.frames);
          emit(ctx, { t: 'expire', until: 'battle' }); // 7-1-6-2
          // What ended with the battle (a BP boost while attacking) may leave a spirit at 0 BP (9-4).
          f.step = 8;
          K.push(ctx, 'checkpoint', {});
          return;
        default:
          ctx.pop();
      }
    },

    /** 7-1-2-1, 7-1-4-1: alternate, one flash effect or a pass each; two passes in a row end it. */
    flash(ctx, f) {
      const d = ctx.data;
      const next = f.locals.next;
      if (f.step === 0) {
        // E729: the battle was ended at once by the effect just resolved: no more flash effects.
        if (d.battle?.endsNow === true) {
          ctx.pop();
          return;
        }
        f.step = 1;
        K.push(ctx, 'checkpoint', {});
        return;
      }
      if (f.step === 1) {
        const options = flashOptions(d, next);
        if (options.length > 0) {
          if (freeChoice(ctx, 'flash', next)) return;
          f.step = 2;
          ask(ctx, {
            player: next,
            kind: 'flash',
            type: 'select',
            prompt: 'Flash timing: use a flash effect, or pass.',
            options: [...options, { id: 'pass', label: 'Pass', pass: true }],
            min: 1,
            max: 1,
            secret: true,
          });
          return;
        }
      }
      // The flash effect chosen (its option's facts), or a pass (automatic when there is nothing to use).
      let chosen: SagaOption | null = null;
      if (f.step === 2) chosen = chosenOption(ctx);
      else if (f.step !== 1) {
        // The flash effect chosen is done, or was taken back (the same player chooses again).
        f.step = 0;
        if (f.locals.tookBack === true) delete f.locals.tookBack;
        else {
          f.locals.next = other(next);
          f.locals.passes = 0;
        }
        return;
      }
      f.step = 0;
      if (chosen?.act === undefined) {
        f.locals.next = other(next);
        emit(ctx, { t: 'pass', p: next });
        f.locals.passes = f.locals.passes + 1;
        if (f.locals.passes >= 2) ctx.pop();
        return;
      }
      f.step = 3;
      const { act, obj: id = -1, ability = -1 } = chosen;
      if (act === 'magic') K.push(ctx, 'useMagic', { id, p: next, timing: 'flash' });
      else if (act === 'swift') K.push(ctx, 'deploy', { id, p: next, reserveOnly: true, back: true });
      else if (act === 'awaken') K.push(ctx, 'awaken', { id, p: next });
      else if (act === 'act') K.push(ctx, 'activate', { id, p: next, ability });
    },
  };
}

/** Can the player pay what attacking with `c` costs (see `attackTaxes`)? */
function canPayAttackTax(reg: CardRegistry, d: SagaData, c: CardObj, taxes: AttackTax[]): boolean {
  if (taxes.length === 0) return true;
  const own = taxes.filter((x) => x === 'coreToReserve').length;
  const any = taxes.length - own;
  const pl = d.players[controllerOf(d, c.id) as PlayerIndex];
  return coreCount(c.cores) >= own && spendableCores(reg, d, pl) - own >= any;
}

/** `endAttackStep`: the attack step frame stops offering attacks once its battle is over. */
function endAttackStepNow(frames: Frame[]): void {
  for (let i = frames.length - 1; i >= 0; i--) {
    const step = K.frame(frames[i]!, 'attackStep');
    if (step) {
      step.locals.ended = true;
      return;
    }
  }
}
