// 10-6 summoning a spirit, 10-7 placing a nexus: the `deploy` procedure.
import { summonCostOf, summonCostOptions, summonCostPayable } from './placement.ts';
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { lv1Cores, type CardRegistry } from './cards.ts';
import { swiftCores } from './swift-level.ts';
import {
  askDirectCombine,
  combineSummoned,
  coresToPlace,
  DIRECT_COMBINE_STEP,
  readDirectCombine,
  summonCoresNeeded,
} from './brave-summon.ts';
import { costNow, summonForbidden } from './continuous.ts';
import { destroyByEffect } from './destroy.ts';
import { emit, moveCard, moveCores, type SagaEvent } from './events.ts';
import { coreSources, coresAfter, paidSoulCore, spendCores, takenCores, type CoreTake } from './payment.ts';
import { useOnceCostRules } from './player-rules.ts';
import { ascendWaiver } from './ascend-waiver.ts';
import { yesNoOptions } from '@arbiter/cardgame';
import { findOnField, grandNexusIn, spendableCores, type CardObj, type SagaData } from './state.ts';
import { answerTookBack, ask, askOneCard, chosenOption, payDecision, type SagaOption } from './asking.ts';
import type { OptionBuilders } from './main-options.ts';
import type { DeployFrom, DeployLocals, SagaProcDefs } from './procs.ts';

type C = Ctx<SagaData>;
type Procedures = Pick<SagaProcDefs, 'deploy'>;
type Frame = TypedFrame<DeployLocals>;

// The summoning's steps (`deploy`) as plain functions of its frame rather than closures made at
// every step: under tsx each named closure also gets a `name` property defined, which cost deploy
// a fifth of its time, and deploy runs at every summon of every searched game.

/** The card's definition, known from deploy's first step on. */
const deployDef = (f: Frame): string => f.locals.def!;

/** The payment chosen and not made yet: nothing has happened, the player may still take it back. */
const chosenPay = (f: Frame): CoreTake[] | null => f.locals.pay ?? null;

/** The game as it will be once the chosen payment (and Ascend) happen. */
function afterPay(d: SagaData, p: PlayerIndex, f: Frame, ascend = -1): SagaData {
  const pay = chosenPay(f);
  return pay ? coresAfter(d, p, pay, ascend) : d;
}

/** 10-6-3 (when chosen by the player, revealed now) to 10-6-6: the cost is paid. */
function payChosen(ctx: C, reg: CardRegistry, f: Frame, p: PlayerIndex, from: DeployFrom): void {
  const taken = chosenPay(f) ?? [];
  delete f.locals.pay;
  if (from === 'hand' && f.locals.back === true)
    emit(ctx, { t: 'reveal', p, id: f.locals.id, card: deployDef(f) });
  spendCores(ctx, p, taken, 'trash', 'owner'); // 10-6-6
  if (from === 'hand' && f.locals.free !== true) useOnceCostRules(ctx, reg, p, deployDef(f));
  // Remembered for "if the soul core was used to pay its cost".
  if (paidSoulCore(taken)) f.locals.soulPaid = true;
}

/**
 * 11-8-1 Ascend (every core of the chosen spirit to the reserve, part of the cost), or the card exhausted
 * instead of it (`{ waiveAscend }`), then 10-6-7.
 */
function enterField(ctx: C, f: Frame, p: PlayerIndex, from: DeployFrom): void {
  const waiver = typeof f.locals.waiver === 'number' ? findOnField(ctx.data, f.locals.waiver) : undefined;
  if (waiver && !waiver.exhausted) emit(ctx, { t: 'exhaust', id: waiver.id });
  const asc = typeof f.locals.ascend === 'number' ? findOnField(ctx.data, f.locals.ascend) : undefined;
  if (asc) {
    moveCores(ctx, p, `c${asc.id}`, 'reserve', asc.cores.n, asc.cores.soul, 'owner');
    f.locals.ascendCard = asc.def;
  }
  const newId = moveCard(ctx, p, f.locals.id, from, 'field', {
    exhausted: f.locals.exhausted === true,
  });
  if (f.locals.soulPaid === true) emit(ctx, { t: 'soulPaid', id: newId });
  f.locals.newId = newId;
}

/**
 * 11-8-1: the spirit whose cores Ascend takes, among `asc`: asked (step 2, true) when there are several,
 * else set (none when `asc` is empty).
 */
function chooseAscendSource(ctx: C, reg: CardRegistry, f: Frame, p: PlayerIndex, asc: CardObj[]): boolean {
  if (asc.length > 1) {
    f.step = 2;
    const prompt = 'Ascend: choose the spirit whose cores all go to your reserve.';
    askOneCard(ctx, reg, p, 'ascend', prompt, asc, chosenPay(f) !== null);
    return true;
  }
  if (asc.length === 1) f.locals.ascend = asc[0]!.id;
  return false;
}

/** Summoning and placing (`deploy`). */
export function deployProcedures(reg: CardRegistry, opts: OptionBuilders): Procedures {
  const name = (def: string) => reg.get(def).name;
  const { ascendChoices, hasAscend, ascendOk } = opts;
  return {
    /**
     * 10-6 summoning a spirit, 10-7 placing a nexus. When the player chose it (`back`), nothing of it
     * happens before its last choice: the reveal, the payment, Ascend and the move to the field wait
     * for the core placement, so every choice until then can be taken back (Decision.back). An extra
     * summoning cost that destroys a card cannot wait: the payment is made with it, and from then on
     * the summoning goes on.
     */
    deploy(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p;
      const pl = d.players[p];
      const from = f.locals.from ?? 'hand';
      const reserveOnly = f.locals.reserveOnly === true;
      if (f.step === 0) {
        const area =
          from === 'hand'
            ? pl.hand
            : from === 'deck'
              ? pl.deck
              : from === 'resolving'
                ? pl.resolving
                : pl.trashCards;
        const h = area.find((c) => c.id === f.locals.id);
        // An extra summoning cost that cannot be paid keeps it off the field (8-4-2-3), Ascend too,
        // even for a summon that pays no cost (11-8-1 and its ruling).
        if (
          !h ||
          summonForbidden(reg, d, p, h.def) ||
          !summonCostPayable(reg, d, p, h.def) ||
          !ascendOk(d, p, reg.get(h.def), from === 'hand')
        ) {
          ctx.pop(); // the card left that area meanwhile (1-3-2), or may not be summoned now
          return;
        }
        const c = reg.get(h.def);
        // 10-6-3 (chosen by the player: revealed with the payment, see payNow)
        if (from === 'hand' && f.locals.back !== true) emit(ctx, { t: 'reveal', p, id: h.id, card: h.def });
        // 10-6-4, 10-6-5 (a card summoned from the trash has no "in your hand" cost effects)
        const cost = f.locals.free === true ? 0 : costNow(reg, d, p, c, undefined, from === 'hand');
        // Summoned by an effect, a card whose cost and LV1 cores cannot be met now is not summoned.
        if (
          spendableCores(reg, d, pl) <
            cost + (c.type === 'spirit' ? summonCoresNeeded(reg, d, p, h.id, c) : 0) &&
          cost > 0
        ) {
          ctx.pop();
          return;
        }
        f.locals.def = h.def;
        f.step = 1;
        if (cost > 0) {
          const pay = payDecision(reg, d, p, cost, `Pay ${cost} for ${c.name}.`);
          // With a waiver at hand, a payment leaving no spirit for Ascend is one that uses the waiver.
          const waivable = from === 'hand' && ascendWaiver(reg, d, p, h.def) !== undefined;
          if (!waivable && ascendChoices(d, p, h.def).length > 0) pay.data = { ...pay.data, ascend: h.def };
          // 11-9-1: Swift pays from the reserve only.
          if (reserveOnly) pay.options = pay.options.filter((o: SagaOption) => o.from === 'reserve');
          if (f.locals.back === true) pay.back = true;
          ask(ctx, pay);
          return;
        }
      }
      if (f.step === 1) {
        if (answerTookBack(ctx)) return;
        f.locals.pay = takenCores(ctx);
        if (f.locals.back !== true) payChosen(ctx, reg, f, p, from);
        f.step = 3;
        // Ascend (11-8-1) looks at the cores as they will be after the payment.
        const asc = hasAscend(reg.get(deployDef(f))) ? ascendChoices(afterPay(d, p, f), p, deployDef(f)) : [];
        const waiver =
          from === 'hand' && hasAscend(reg.get(deployDef(f)))
            ? ascendWaiver(reg, afterPay(d, p, f), p, deployDef(f))
            : undefined;
        if (waiver && asc.length === 0) f.locals.waiver = waiver.id;
        else if (waiver) {
          f.step = 8;
          ask(ctx, {
            player: p,
            kind: 'waiveAscend',
            type: 'select',
            prompt: `Exhaust ${name(waiver.def)} to summon ${name(deployDef(f))} without its Ascend cost?`,
            options: yesNoOptions(`Exhaust ${name(waiver.def)}`, 'Use Ascend', {
              card: waiver.def,
              obj: waiver.id,
            }),
            min: 1,
            max: 1,
            back: chosenPay(f) !== null,
          });
          return;
        } else if (chooseAscendSource(ctx, reg, f, p, asc)) return;
      }
      if (f.step === 8) {
        if (answerTookBack(ctx)) return;
        const chosen = chosenOption(ctx);
        f.step = 3;
        if (chosen?.yes === true) f.locals.waiver = chosen.obj;
        else {
          if (chooseAscendSource(ctx, reg, f, p, ascendChoices(afterPay(d, p, f), p, deployDef(f)))) return;
        }
      }
      if (f.step === 2) {
        if (answerTookBack(ctx)) return;
        f.locals.ascend = chosenOption(ctx)?.obj ?? -1;
        f.step = 3;
      }
      // An extra summoning cost ("destroy one of your ..."), paid after the cores (10-6-6).
      if (f.step === 7 || (f.step === 3 && f.locals.extraPaid !== true)) {
        const extra = summonCostOf(reg, deployDef(f))[0];
        let victim: number | undefined;
        if (f.step === 7) {
          if (answerTookBack(ctx)) return;
          victim = chosenOption(ctx)?.obj;
        } else if (extra) {
          const options = summonCostOptions(reg, afterPay(d, p, f), p, extra);
          if (options.length > 1) {
            f.step = 7;
            const prompt = `Destroy one of your cards to summon ${name(deployDef(f))}.`;
            askOneCard(ctx, reg, p, 'destroyCost', prompt, options, chosenPay(f) !== null);
            return;
          }
          victim = options[0]?.id;
        }
        f.locals.extraPaid = true;
        f.step = 3;
        if (victim !== undefined) {
          if (chosenPay(f)) payChosen(ctx, reg, f, p, from);
          if (destroyByEffect(ctx, reg, [victim], p, deployDef(f), -1)) return;
        }
      }
      if (f.step === DIRECT_COMBINE_STEP) {
        if (answerTookBack(ctx)) return;
        readDirectCombine(ctx, f);
        f.step = 3;
      }
      if (f.step === 3) {
        const open = chosenPay(f) !== null;
        // Eternal: a Brave may be summoned directly combined (E780), asked before its cores are placed.
        if (reg.get(deployDef(f)).brave && askDirectCombine(reg, ctx, f, afterPay(d, p, f), open)) return;
        if (!open) enterField(ctx, f, p, from);
        const c = reg.get(deployDef(f));
        // A Swift summon in a flash timing (battle.ts: the one deploy both paid from the reserve and
        // taken back) places the cores of the lowest level its Swift works at (swift-level.ts). Read
        // from the frame as it is, so no frame gains a field and saved games hash as before.
        const need = coresToPlace(f, reserveOnly && f.locals.back === true ? swiftCores(c) : lv1Cores(c));
        const ascend = typeof f.locals.ascend === 'number' ? f.locals.ascend : -1;
        const src = coreSources(reg, afterPay(d, p, f, ascend), p, open ? -1 : f.locals.newId!);
        // E948: no core is placed on a Grandwalker nexus as it is deployed, not even by choice; E863: nor
        // on a Saga Brave directly combined with one.
        const host = findOnField(d, f.locals.combine ?? -1);
        const sources =
          grandNexusIn(reg, d, { def: deployDef(f) }) || (host !== undefined && grandNexusIn(reg, d, host))
            ? []
            : reserveOnly
              ? src.options.filter((o) => o.from === 'reserve')
              : src.options;
        const avail = sources.reduce((s, o) => s + (o.max ?? 0), 0);
        const paid = (chosenPay(f) ?? []).reduce((s, t) => s + t.n, 0);
        f.step = 4;
        if (avail > 0) {
          // 10-6-7: at least the lowest level's cores, more if the player wishes.
          ask(ctx, {
            player: p,
            kind: 'placeCores',
            type: 'distribute',
            prompt: `Put cores on ${c.name}: at least ${need}.${paid > 0 ? ` The ${paid} core(s) chosen for its cost are paid with them.` : ''}`,
            options: sources,
            min: Math.min(need, avail),
            max: avail,
            data: { card: c.id, ...src.data },
            back: open,
          });
          return;
        }
      }
      if (answerTookBack(ctx)) return;
      const placed = takenCores(ctx);
      if (chosenPay(f)) {
        payChosen(ctx, reg, f, p, from);
        enterField(ctx, f, p, from);
      }
      const newId = f.locals.newId!;
      spendCores(ctx, p, placed, `c${newId}`, 'owner');
      if (reg.get(deployDef(f)).type === 'spirit') {
        const ev: SagaEvent = { t: 'summoned', p, id: newId, card: deployDef(f) };
        if (f.locals.quiet === true) ev.quiet = true;
        if (from !== 'hand') ev.from = from;
        if (typeof f.locals.ascendCard === 'string') ev.ascend = f.locals.ascendCard;
        // 11-9-1: only Swift pays from the reserve only (battle.ts), so the summon was a Swift one.
        if (f.locals.reserveOnly === true) ev.swift = true;
        emit(ctx, ev);
        combineSummoned(reg, ctx, p, f, newId);
      } else emit(ctx, { t: 'placed', p, id: newId, card: deployDef(f) });
      ctx.pop();
    },
  };
}
