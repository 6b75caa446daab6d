// Keyword effects resolving (section 11): the "keyword" procedure.
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { answeredYes, chosenObjects, chosenOption } from './asking.ts';
import { type CardRegistry, lv1Cores } from './cards.ts';
import { costNow, effectMayExhaust, targetMatches, targetAs } from './continuous.ts';
import { destroyByEffect } from './destroy.ts';
import { armoredAgainst, askYesNo, deckTopToDiscard, discardFromDeck } from './effects.ts';
import { emit, moveCard } from './events.ts';
import { choosesOwnGale } from './granted.ts';
import { coresIntoLife } from './life-cores.ts';
import { resolveOracle } from './grandwalker.ts';
import {
  controllerOf,
  coreCount,
  findOnField,
  grandNexusIn,
  other,
  type SagaData,
  spendableCores,
} from './state.ts';
import { K, type SagaProcs } from './procs.ts';

type C = Ctx<SagaData>;

/**
 * 11-8-1: can a card with Ascend be summoned now? One of the player's spirits with a core must meet
 * the condition; per the Ascend rulings this holds for a summon without paying the cost too.
 */
function ascendPayable(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): boolean {
  const asc = reg.get(def).abilities.find((a) => a.kind === 'keyword' && a.keyword === 'ascend');
  if (!asc || asc.kind !== 'keyword') return true;
  return d.players[p].field.some(
    (c) =>
      coreCount(c.cores) > 0 &&
      reg.get(c.def).type === 'spirit' &&
      (!asc.cond || targetMatches(reg, d, c, p, targetAs(asc.cond, 'any'), p, -1)),
  );
}

/** Resolves a keyword's triggered effect ("keyword" procedure). */
export function keywordProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['keyword']>): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.controller;
    const kw = L.keyword;
    const source = L.source;
    switch (kw) {
      case 'crush': {
        // 11-11-1: the top N of the opponent's deck to the trash: a discard by p's effect (10-2-1).
        const foe = other(p);
        const ids = discardFromDeck(ctx, foe, p, deckTopToDiscard(reg, d, foe, p, L.n ?? 0));
        // For "when your Crush discards ..." (the cards are public in the trash now).
        if (ids.length > 0) emit(ctx, { t: 'crushed', p, id: source, card: L.card, ids });
        ctx.pop();
        return;
      }
      case 'blessed':
        coresIntoLife(ctx, reg, p, 'void', 1, false, 'effect', p); // 11-7-1, not optional
        ctx.pop();
        return;
      case 'curse':
        ctx.pop();
        destroyByEffect(ctx, reg, [L.target ?? -1], p, L.card, L.source, {
          sourceType: 'spirit',
        });
        return;
      case 'luster': {
        // 11-6-2: only the ones still in the trash come back.
        const b = d.battle;
        ctx.beginBatch();
        for (const id of b ? b.magic : []) {
          if (d.players[p].trashCards.some((c) => c.id === id))
            moveCard(ctx, p, id, 'trash', 'hand', { by: p });
        }
        ctx.endBatch();
        ctx.pop();
        return;
      }
      case 'gale': {
        // 11-10-1: the blocking player exhausts N refreshed spirits of their own; per the Gale ruling,
        // those with Armor against the Gale spirit's colours cannot be selected (11-5-1).
        const foe = other(p);
        // A player rule may give the choice to the Gale spirit's controller for a while.
        const picker = choosesOwnGale(reg, d, p) ? p : foe;
        const galeColors = reg.get(L.card).colors;
        // Gale is an effect of the Gale spirit's controller (11-10-1), so a spirit protected from being
        // exhausted by that player's effects (10-4-1) cannot be one of those it exhausts, as with Armor.
        const galeCard = { id: source, def: L.card };
        const ready = d.players[foe].field.filter(
          (c) =>
            reg.get(c.def).type === 'spirit' &&
            !armoredAgainst(reg, d, c, galeColors) &&
            effectMayExhaust(reg, d, c, p, galeCard),
        );
        const n = Math.min(L.n ?? 0, ready.length);
        if (frame.step === 0) {
          if (n === 0) {
            ctx.pop();
            return;
          }
          if (n === ready.length) {
            // Gale is its controller's effect (for "when your effect exhausts ...").
            for (const c of ready) emit(ctx, { t: 'exhaust', id: c.id, by: p });
            ctx.pop();
            return;
          }
          frame.step = 1;
          ctx.ask({
            player: picker,
            kind: 'gale',
            type: 'select',
            prompt: `Gale: exhaust ${n} of ${picker === foe ? 'your' : "your opponent's"} refreshed spirits.`,
            options: ready.map((c) => ({
              id: String(c.id),
              label: reg.get(c.def).name,
              card: c.def,
              obj: c.id,
            })),
            min: n,
            max: n,
          });
          return;
        }
        for (const id of chosenObjects(ctx)) emit(ctx, { t: 'exhaust', id, by: p });
        ctx.pop();
        return;
      }
      case 'raid': {
        // 11-12-1: may exhaust one of your nexuses to refresh the attacker, N times a turn at most.
        const att = findOnField(d, source);
        const used = d.raids.filter((r) => r === source).length;
        const raidCard = { id: source, def: L.card };
        const nexuses = d.players[p].field.filter(
          // E947: a Grandwalker nexus is not exhausted by Raid (【強襲】, the manual's Assault).
          (c) =>
            reg.get(c.def).type === 'nexus' &&
            !grandNexusIn(reg, d, c) &&
            effectMayExhaust(reg, d, c, p, raidCard),
        );
        if (frame.step === 0) {
          if (!att || !att.exhausted || used >= (L.max ?? 1) || nexuses.length === 0) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          ctx.ask({
            player: p,
            kind: 'raid',
            type: 'select',
            prompt: 'Raid: exhaust one of your nexuses to refresh the attacking spirit?',
            options: [
              ...nexuses.map((c) => ({
                id: String(c.id),
                label: `Exhaust ${reg.get(c.def).name}`,
                card: c.def,
                obj: c.id,
              })),
              { id: 'no', label: 'Do not', pass: true },
            ],
            min: 1,
            max: 1,
          });
          return;
        }
        // The nexus chosen, by the option's object (the "do not" option names none).
        const pick = chosenOption(ctx)?.obj;
        if (pick !== undefined && att) {
          emit(ctx, { t: 'exhaust', id: pick });
          emit(ctx, { t: 'refresh', id: source, by: p });
          emit(ctx, { t: 'raid', id: source });
        }
        ctx.pop();
        return;
      }
      case 'link': {
        // Link: may exhaust this spirit to link it to the attacker; one link a battle.
        const b = d.battle;
        const me = findOnField(d, source);
        const att = findOnField(d, L.attacker ?? -1);
        if (frame.step === 0) {
          const mayExhaust = me !== undefined && effectMayExhaust(reg, d, me, p, { id: source, def: L.card });
          if (!b || b.link !== -1 || !me || !mayExhaust || !att || b.attacker !== att.id) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Link: exhaust ${reg.get(me.def).name} to link it to ${reg.get(att.def).name}?`,
            { card: me.def, obj: me.id },
            'Link',
            'Do not',
          );
          return;
        }
        if (answeredYes(ctx) && me && att && b && b.link === -1) {
          emit(ctx, { t: 'exhaust', id: me.id });
          emit(ctx, { t: 'link', id: me.id, to: att.id });
        }
        ctx.pop();
        return;
      }
      case 'agile': {
        // Agile: may return the spirit to the hand, and if so may summon this card, paying its cost.
        const h = d.players[p].hand.find((c) => c.id === source);
        const spirit = findOnField(d, L.spirit ?? -1);
        if (frame.step === 0) {
          if (!h || !spirit || controllerOf(d, spirit.id) !== p) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Agile (${reg.get(h.def).name}): return ${reg.get(spirit.def).name} to your hand?`,
            { card: h.def, obj: h.id },
            'Return it',
            'Do not',
          );
          return;
        }
        if (frame.step === 1) {
          if (!answeredYes(ctx) || !h || !spirit) {
            ctx.pop();
            return;
          }
          // 8-5-2-1: an effect of a card in the hand reveals the card.
          emit(ctx, { t: 'reveal', p, id: h.id, card: h.def });
          moveCard(ctx, p, spirit.id, 'field', 'hand', { by: p });
          const card = reg.get(h.def);
          // Only when the summon can be paid: its cost, then LV1's cores (10-6-6, 10-6-7).
          if (spendableCores(reg, d, d.players[p]) < costNow(reg, d, p, card) + lv1Cores(card)) {
            ctx.pop();
            return;
          }
          frame.step = 2;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Summon ${reg.get(h.def).name}, paying its cost?`,
            { card: h.def, obj: h.id },
            'Summon it',
            'Do not',
          );
          return;
        }
        const yes = answeredYes(ctx);
        ctx.pop();
        if (yes && h) K.push(ctx, 'deploy', { id: h.id, p });
        return;
      }
      case 'immortal': {
        // 11-4-1: may summon it from the trash: a summon (10-6), so its cost is paid, reduced as any
        // summon's (issue 19's official ruling; keywords.json's "for free" is not the card's reading).
        // Offered only when the cost, LV1's cores and any Ascend can be paid (8-4-2-3, 11-8-1).
        if (frame.step === 0) {
          const card = reg.get(L.card);
          const need =
            costNow(reg, d, p, card, undefined, false) + (card.type === 'spirit' ? lv1Cores(card) : 0);
          if (
            !d.players[p].trashCards.some((c) => c.id === source) ||
            !ascendPayable(reg, d, p, L.card) ||
            spendableCores(reg, d, d.players[p]) < need
          ) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Immortal: summon ${reg.get(L.card).name} from your trash?`,
            { card: L.card, obj: source },
            'Summon it',
            'Do not',
          );
          return;
        }
        const yes = answeredYes(ctx);
        ctx.pop();
        if (yes) {
          K.push(ctx, 'deploy', { id: source, p, from: 'trash', free: false, reserveOnly: false });
        }
        return;
      }
      case 'oracle':
        resolveOracle(reg, ctx, frame);
        return;
      default:
        ctx.pop();
    }
  };
}
