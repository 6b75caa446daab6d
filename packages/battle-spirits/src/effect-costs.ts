// Paying an effect's costs (8-4-2-1), one after the other: cores, soul cores, exhausting,
// destroying or discarding as a cost.
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { effectMayExhaust, targetMatches, targetAs } from './continuous.ts';
import { type CoreArea, moveSomeCores } from './core-moves.ts';
import { destroyByEffect } from './destroy.ts';
import { emit, moveCard, moveCores } from './events.ts';
import { askOneCard, chosenObjects } from './asking.ts';
import { coreSources, spendCores, takenCores } from './payment.ts';
import type { EffectLocals } from './run.ts';
import { coreCount, findOnField, spendableCores, type CardObj, type SagaData } from './state.ts';
import type { Cost, Target } from './vocab.ts';

type C = Ctx<SagaData>;

/** Pays one cost; true when it asked a decision (answered in `payAnswered`). */
export function payCost(ctx: C, reg: CardRegistry, cost: Cost, L: EffectLocals): boolean {
  const d = ctx.data;
  const p = L.controller;
  switch (cost.pay) {
    case 'soulCoreOfSelf':
      moveCores(ctx, p, `c${L.source}`, 'trash', 0, true, 'owner');
      return false;
    case 'soulCore': {
      const from = soulCorePayFrom(d, p, cost.to === 'void');
      if (from !== null) moveCores(ctx, p, from, cost.to ?? 'trash', 0, true, 'owner');
      return false;
    }
    case 'exhaustSelf':
      emit(ctx, { t: 'exhaust', id: L.source });
      return false;
    case 'cores': {
      const n = cost.n === 'X' ? Math.max(0, L.x) : cost.n;
      if (n === 0) return false;
      const src = coreSources(reg, d, p);
      // "From your reserve": the reserve's cores only (its soul core included, 8-5-6).
      if (cost.from === 'reserve') src.options = src.options.filter((o) => o.from === 'reserve');
      ctx.ask({
        player: p,
        kind: 'payCost',
        type: 'distribute',
        prompt: `Pay ${n} core(s) for ${reg.get(L.card).name}.`,
        options: src.options,
        min: n,
        max: n,
        data: src.data,
      });
      return true;
    }
    case 'destroySelf':
      // The card gives itself up: destroyed by its controller's effect, so "when destroyed" applies.
      return destroyByEffect(ctx, reg, [L.source], p, L.card, L.source);
    case 'coresFromSelf':
      return moveSomeCores(ctx, [
        // Never the soul core into the void (E645).
        {
          p,
          from: `c${L.source}`,
          to: cost.to ?? 'trash',
          n: cost.n,
          by: p,
          owner: true,
          src: '',
          regular: cost.to === 'void',
        },
      ]);
    case 'exhaust': {
      const options = exhaustCostOptions(reg, d, cost.target, p, { id: L.source, def: L.card });
      if (options.length === 1) {
        emit(ctx, { t: 'exhaust', id: options[0]!.id });
        return false;
      }
      askOneCard(ctx, reg, p, 'exhaustCost', `Exhaust one card to pay for ${reg.get(L.card).name}.`, options);
      return true;
    }
    case 'destroy':
      askOneCard(
        ctx,
        reg,
        p,
        'destroyCost',
        `Destroy one of your cards to pay for ${reg.get(L.card).name}.`,
        destroyCostOptions(reg, d, cost.target, p, L.source),
      );
      return true;
    case 'discard':
      ctx.ask({
        player: p,
        kind: 'discardCost',
        type: 'select',
        prompt: `Discard ${cost.n} card(s) for ${reg.get(L.card).name}.`,
        options: discardCostOptions(reg, d, cost.filter, p, L.source).map((h) => ({
          id: String(h.id),
          label: reg.get(h.def).name,
          card: h.def,
          obj: h.id,
        })),
        min: cost.n,
        max: cost.n,
        secret: true,
      });
      return true;
  }
}

/** Where player `p`'s soul core can be paid from (8-5-5: not the trash it would go to, nor the void). */
export function soulCorePayFrom(d: SagaData, p: PlayerIndex, fromTrash = false): CoreArea | null {
  const pl = d.players[p];
  if (pl.reserve.soul) return 'reserve';
  const c = pl.field.find((x) => x.cores.soul);
  if (c) return `c${c.id}`;
  // 8-5-5: a soul core in the trash can go on to the void (ruling on BSS01-001).
  if (fromTrash && pl.trash.soul) return 'trash';
  return pl.life.soul ? 'life' : null;
}

/** 8-4-2-3: can every part of these costs be paid right now? */
export function canPayCosts(
  reg: CardRegistry,
  d: SagaData,
  costs: Cost[],
  controller: PlayerIndex,
  source: number,
  sourceDef: string,
  xMin = 0,
): boolean {
  const effectCard = { id: source, def: sourceDef };
  const pl = d.players[controller];
  let cores = 0;
  let discard = 0;
  for (const c of costs) {
    if (c.pay === 'soulCoreOfSelf' && !findOnField(d, source)?.cores.soul) return false;
    if (c.pay === 'soulCore' && soulCorePayFrom(d, controller, c.to === 'void') === null) return false;
    if (c.pay === 'exhaustSelf') {
      const s = findOnField(d, source);
      if (!s || !effectMayExhaust(reg, d, s, controller, effectCard)) return false;
    }
    if (c.pay === 'destroySelf' && !findOnField(d, source)) return false;
    if (c.pay === 'coresFromSelf' && coreCount(findOnField(d, source)?.cores ?? { n: 0, soul: false }) < c.n)
      return false;
    if (c.pay === 'exhaust' && exhaustCostOptions(reg, d, c.target, controller, effectCard).length === 0)
      return false;
    if (c.pay === 'cores' && c.from === 'reserve' && coreCount(pl.reserve) < (c.n === 'X' ? xMin : c.n))
      return false;
    if (c.pay === 'cores') cores += c.n === 'X' ? xMin : c.n;
    if (c.pay === 'discard') {
      discard += c.n;
      if (c.filter && discardCostOptions(reg, d, c.filter, controller, source).length < c.n) return false;
    }
    if (c.pay === 'destroy' && destroyCostOptions(reg, d, c.target, controller, source).length === 0)
      return false;
  }
  return spendableCores(reg, d, pl) >= cores && pl.hand.length >= discard;
}

/** Your refreshed cards an "exhaust one of your ..." cost may take. */
export function exhaustCostOptions(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  p: PlayerIndex,
  effectCard: { id: number; def: string },
): CardObj[] {
  // 8-4-2: paying the cost exhausts by this effect, so a protection from that keeps the card out.
  return d.players[p].field.filter(
    (c) =>
      effectMayExhaust(reg, d, c, p, effectCard) &&
      targetMatches(reg, d, c, p, targetAs(t, 'any'), p, effectCard.id),
  );
}

/** Your hand cards a filtered discard cost may take. */
export function discardCostOptions(
  reg: CardRegistry,
  d: SagaData,
  t: Target | undefined,
  p: PlayerIndex,
  source: number,
): CardObj[] {
  const hand = d.players[p].hand;
  return t ? hand.filter((c) => targetMatches(reg, d, c, p, targetAs(t, 'any', 'hand'), p, source)) : hand;
}

/** Your field cards a "destroy one of your ..." cost may take. */
export function destroyCostOptions(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  p: PlayerIndex,
  source: number,
): CardObj[] {
  return d.players[p].field.filter((c) => targetMatches(reg, d, c, p, targetAs(t, 'any'), p, source));
}

/** Applies the answer to a cost's question; true when it pushed a procedure (the effect waits). */
export function payAnswered(ctx: C, reg: CardRegistry, cost: Cost, L: EffectLocals): boolean {
  if (cost.pay === 'cores') {
    spendCores(ctx, L.controller, takenCores(ctx), 'trash', 'owner');
    return false;
  }
  // The cards chosen to pay, read from the options' objects (issue 14).
  const ids = chosenObjects(ctx);
  if (cost.pay === 'destroy' && ids.length > 0)
    return destroyByEffect(ctx, reg, ids.slice(0, 1), L.controller, L.card, L.source);
  if (cost.pay === 'exhaust' && ids[0] !== undefined) emit(ctx, { t: 'exhaust', id: ids[0] });
  if (cost.pay === 'discard') for (const id of ids) moveCard(ctx, L.controller, id, 'hand', 'trash');
  return false;
}
