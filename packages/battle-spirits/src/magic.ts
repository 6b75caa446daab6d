// Using a magic card (10-8) and a set burst (10-9): the procedures `useMagic` and `burst`.
import { askHiddenWindow } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { costNow } from './continuous.ts';
import { askYesNo, startEffect } from './effects.ts';
import { abilityText } from './text.ts';
import { emit, moveCard } from './events.ts';
import { paidSoulCore, spendCores, takenCores } from './payment.ts';
import { magicExtraDiscards, mayUseFree, useOnceCostRules } from './player-rules.ts';
import { findInHand, spendableCores } from './state.ts';
import { answeredYes, answerTookBack, ask, chosenOption, payDecision } from './asking.ts';
import { K, type SagaProcDefs } from './procs.ts';

type Procedures = Pick<SagaProcDefs, 'burst' | 'useMagic'>;

/** Magic cards and bursts (`burst`, `useMagic`). */
export function magicProcedures(reg: CardRegistry): Procedures {
  const name = (def: string) => reg.get(def).name;
  return {
    /**
     * A set burst's window (queueBurst; docs/architecture.md, "Hidden cards"): its owner is asked at
     * every event a burst condition can match, whatever the card. A burst whose condition is among
     * the window's moments may be activated, free of cost (10-9-2, 10-9-3); any other stays set.
     */
    burst(ctx, f) {
      const d = ctx.data;
      const p = f.locals.controller;
      const id = f.locals.source;
      if (f.step <= 1) {
        const set = d.players[p].burst;
        // It left the burst area since the window opened: there is nothing to ask about.
        if (set?.id !== id) {
          ctx.pop();
          return;
        }
        const moments = f.locals.moments;
        const ability = reg
          .get(set.def)
          .abilities.findIndex((a) => a.kind === 'burst' && moments.includes(a.on));
        if (f.step === 0) {
          f.step = 1;
          askHiddenWindow(ctx, {
            player: p,
            kind: 'useBurst',
            prompt:
              ability >= 0
                ? `Activate your burst ${name(set.def)}?`
                : `Your burst ${name(set.def)} cannot activate now (its condition is not met): keep it set.`,
            act:
              ability >= 0
                ? [{ id: 'yes', label: 'Activate it', card: set.def, obj: set.id, yes: true }]
                : [],
            keep: { id: 'no', label: 'Keep it set', yes: false },
          });
          return;
        }
        if (!answeredYes(ctx) || ability < 0) {
          ctx.pop();
          return;
        }
        f.locals.card = set.def;
        f.locals.ability = ability;
      }
      const def = f.locals.card!;
      if (f.step === 1) {
        // 8-5-2-1: turned face up and revealed; it waits in the open while it resolves.
        emit(ctx, { t: 'burst', p, id, card: def });
        const rid = moveCard(ctx, p, id, 'burst', 'resolving');
        f.locals.rid = rid;
        f.locals.draws0 = d.players[p].effectDraws;
        f.step = 2;
        startEffect(ctx, def, f.locals.ability!, p, rid, false, undefined, null, null, true);
        return;
      }
      if (f.step === 2) {
        const ab = reg.get(def).abilities[f.locals.ability!];
        // The card's other effect its text names: the flash one, or with `thenMain` the main one.
        const timing = ab?.kind === 'burst' && ab.thenMain ? 'main' : 'flash';
        const flash = reg
          .get(def)
          .abilities.findIndex((a) => a.kind === 'magic' && a.timing.includes(timing));
        const cost = costNow(reg, d, p, reg.get(def), undefined, false);
        f.step = 4;
        if (
          ab?.kind === 'burst' &&
          (ab.thenFlash || ab.thenMain) &&
          flash >= 0 &&
          spendableCores(reg, d, d.players[p]) >= cost
        ) {
          f.step = 3;
          f.locals.flash = flash;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Pay ${cost} to use the flash effect of ${name(def)} too?`,
            { card: def, obj: f.locals.rid! },
            `Pay ${cost}`,
            'Do not',
          );
          return;
        }
      }
      if (f.step === 3) {
        f.step = 4;
        if (answeredYes(ctx)) {
          const cost = costNow(reg, d, p, reg.get(def), undefined, false);
          f.step = 5;
          if (cost > 0) {
            ask(ctx, payDecision(reg, d, p, cost, `Pay ${cost} for ${name(def)}.`));
            return;
          }
        }
      }
      if (f.step === 5) {
        const taken = takenCores(ctx);
        spendCores(ctx, p, taken, 'trash', 'owner');
        if (paidSoulCore(taken)) emit(ctx, { t: 'soulPaid', id: f.locals.rid! });
        f.step = 4;
        // 10-8-1: paying for the burst's flash effect is using the magic card.
        if (reg.get(def).type === 'magic')
          emit(ctx, { t: 'magicUsed', p, id: f.locals.rid!, card: def, burst: true });
        startEffect(ctx, def, f.locals.flash!, p, f.locals.rid!, false, undefined, null, null, true);
        return;
      }
      // 10-9-4 (unless its effect put it onto the field).
      if (d.players[p].resolving.some((c) => c.id === f.locals.rid))
        moveCard(ctx, p, f.locals.rid!, 'resolving', 'trash');
      // Everything the burst and its follow-up drew was drawn at one time (ruling on BSS01-111).
      const drawn = d.players[p].effectDraws - (f.locals.draws0 ?? 0);
      if (drawn > 0) emit(ctx, { t: 'drew', p, n: drawn, by: p });
      ctx.pop();
    },

    /**
     * 10-8: using a magic card, always the player's choice (main step, flash timing). Nothing of it
     * happens before the cost is paid: the card is revealed with the payment, so every choice until
     * then (which effect, free or paid, the payment) can be taken back (Decision.back). Once paid, it
     * is used (10-8-6) and its effect resolves (10-8-8): its own choices cannot be taken back.
     */
    useMagic(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p;
      const pl = d.players[p];
      // Steps 10, 11 and 1 take the answers given before the payment is made.
      if (f.step !== 0 && f.step !== 2 && answerTookBack(ctx)) return;
      if (f.step === 0) {
        const h = findInHand(pl, f.locals.id)!;
        const c = reg.get(h.def);
        const timing = f.locals.timing;
        f.locals.def = h.def;
        const usable: number[] = [];
        c.abilities.forEach((a, i) => {
          if (a.kind === 'magic' && a.timing.includes(timing)) usable.push(i);
        });
        f.locals.ability = usable[0] ?? -1;
        f.step = 10;
        if (usable.length > 1) {
          // 10-8-3: with more than one usable effect, the player picks one.
          ask(ctx, {
            player: p,
            kind: 'magicEffect',
            type: 'select',
            prompt: `${c.name}: which effect do you use?`,
            options: usable.map((i) => ({
              id: String(i),
              label: abilityText(c.abilities[i]!, c.type),
              card: c.id,
              obj: h.id,
              ability: i,
            })),
            min: 1,
            max: 1,
            back: true,
          });
          return;
        }
      }
      if (f.step === 10) {
        const chosen = chosenOption(ctx);
        if (chosen) f.locals.ability = chosen.ability ?? -1;
        const c = reg.get(f.locals.def!);
        const cost = costNow(reg, d, p, c);
        f.step = 1;
        if (cost > 0 && mayUseFree(reg, d, p, c.id)) {
          // Free, or the whole cost as usual: never a part of it (rulings on BSS01-076).
          f.locals.free = true;
          if (spendableCores(reg, d, pl) >= cost) {
            f.step = 11;
            ask(ctx, {
              player: p,
              kind: 'useFree',
              type: 'select',
              prompt: `Use ${c.name} without paying its cost?`,
              options: [
                { id: 'yes', label: 'Use it free', card: c.id, obj: f.locals.id, yes: true },
                { id: 'no', label: `Pay ${cost}`, yes: false },
              ],
              min: 1,
              max: 1,
              back: true,
            });
            return;
          }
        } else if (cost > 0) {
          ask(ctx, { ...payDecision(reg, d, p, cost, `Pay ${cost} for ${c.name}.`), back: true });
          return;
        }
      }
      if (f.step === 11) {
        f.step = 1;
        if (!answeredYes(ctx)) {
          f.locals.free = false;
          const c = reg.get(f.locals.def!);
          const cost = costNow(reg, d, p, c);
          ask(ctx, { ...payDecision(reg, d, p, cost, `Pay ${cost} for ${c.name}.`), back: true });
          return;
        }
      }
      if (f.step === 1) {
        const taken = takenCores(ctx);
        emit(ctx, { t: 'reveal', p, id: f.locals.id, card: f.locals.def! }); // 10-8-3
        spendCores(ctx, p, taken, 'trash', 'owner'); // 10-8-6
        // Used free, it was not paid for: a "the next one costs less" rule is still waiting.
        if (f.locals.free !== true) useOnceCostRules(ctx, reg, p, f.locals.def!);
        const soulPaid = paidSoulCore(taken);
        // 10-8-7: waiting to resolve, the card is not counted in any area.
        const rid = moveCard(ctx, p, f.locals.id, 'hand', 'resolving');
        f.locals.rid = rid;
        if (soulPaid) emit(ctx, { t: 'soulPaid', id: rid });
        emit(ctx, { t: 'magicUsed', p, id: rid, card: f.locals.def! }); // 10-8-1
        f.step = 2;
        startEffect(ctx, f.locals.def!, f.locals.ability!, p, rid);
        // Additional costs other cards put on it (discards), paid before its effect resolves.
        const extra = magicExtraDiscards(reg, d, p, f.locals.def!);
        if (extra > 0) K.push(ctx, 'discardHand', { p, n: extra });
        return;
      }
      // 10-8-8; an effect that returned the card to the hand (BSS05-121) has moved it already.
      if (d.players[p].resolving.some((c) => c.id === f.locals.rid))
        moveCard(ctx, p, f.locals.rid!, 'resolving', 'trash');
      ctx.pop();
    },
  };
}
