// Rules for players set up by effects for a while (the `rule` directive) and the constant effects
// that change what players may do with their deck and hand.

import { fieldSymbolsNow } from './characteristics.ts';
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsNow, targetMatches, targetAs } from './continuous.ts';
import { emit } from './events.ts';
import { coreSources, spendCores, takenCores } from './payment.ts';
import { bareCard, spendableCores, type SagaData } from './state.ts';
import type { SagaProcs } from './procs.ts';

/**
 * Ends the rules that apply once ("the next ... you use from your hand costs 1 less") which changed
 * the cost of `def`, just paid for from player `p`'s hand.
 */
export function useOnceCostRules(ctx: Ctx<SagaData>, reg: CardRegistry, p: PlayerIndex, def: string): void {
  if (!reg.uses('costDelta') && !reg.uses('costSet')) return;
  const d = ctx.data;
  if (!d.temps.some((t) => t.target === -1 && t.key !== undefined)) return;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller, key } of constantsNow(reg, d)) {
    if (key === undefined || key < 0) continue;
    if (!('costDelta' in x) && !('costSet' in x)) continue;
    if (targetMatches(reg, d, probe, p, targetAs(x.to, x.to.side, 'hand'), controller, src.id))
      emit(ctx, { t: 'ruleDone', key });
  }
}

/**
 * How many of `n` cards an effect of player `by` may discard from player `owner`'s deck at a time:
 * the lowest cap of the constants `{ deckDiscardCap }` that protect that deck.
 */
export function deckDiscardLimit(
  reg: CardRegistry,
  d: SagaData,
  owner: PlayerIndex,
  by: PlayerIndex,
  n: number,
): number {
  if (!reg.uses('deckDiscardCap')) return n;
  let out = n;
  for (const { x, controller } of constantsNow(reg, d, 'deckDiscardCap')) {
    if (!('deckDiscardCap' in x) || controller !== owner) continue;
    if (x.from === 'opponent' && by === owner) continue;
    out = Math.min(out, x.deckDiscardCap);
  }
  return out;
}

/**
 * Can no effect of player `by` discard cards from player `owner`'s hand (10-2-1)? A constant
 * `{ handDiscardBarred }` of that player's says so (with `from: opponent`, for the opponent's effects only).
 */
export function handDiscardBarred(
  reg: CardRegistry,
  d: SagaData,
  owner: PlayerIndex,
  by: PlayerIndex,
): boolean {
  if (!reg.uses('handDiscardBarred')) return false;
  return constantsNow(reg, d, 'handDiscardBarred').some(
    ({ x, controller }) =>
      'handDiscardBarred' in x && controller === owner && (x.from !== 'opponent' || by !== owner),
  );
}

/** Has an effect taken this turn's attack step away (`noAttackStep`, Eternal BS01-096)? */
export function attackStepRemoved(reg: CardRegistry, d: SagaData): boolean {
  return reg.uses('noAttackStep') && constantsNow(reg, d, 'noAttackStep').length > 0;
}

/** May player `p` choose an exhausted opposing spirit as the target of their attacks (`attackExhausted`)? */
export function mayAttackExhausted(reg: CardRegistry, d: SagaData, p: PlayerIndex): boolean {
  if (!reg.uses('attackExhausted')) return false;
  return constantsNow(reg, d, 'attackExhausted').some(({ controller }) => controller === p);
}

/**
 * The extra cards player `p` draws in their draw step, from constant effects, and how many cards they
 * then discard: as many as they drew more, but for the extra cards an effect lets them keep.
 */
export function drawStepExtra(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
): { draws: number; discards: number } {
  const out = { draws: 0, discards: 0 };
  if (!reg.uses('drawStepExtra')) return out;
  for (const { x, controller } of constantsNow(reg, d, 'drawStepExtra'))
    if ('drawStepExtra' in x && controller === p) {
      out.draws += x.drawStepExtra;
      if (x.keep !== true) out.discards += x.drawStepExtra;
    }
  return out;
}

/**
 * What drawing costs player `p` now, per card (constants `{ drawCost }`, outside `p`'s own draw step),
 * and whether draws by effects of `card` are barred (`{ noDrawBy: magic }`).
 */
export function drawRules(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  card: string,
): { cost: number; barred: boolean } {
  const out = { cost: 0, barred: false };
  if (!reg.uses('drawCost') && !reg.uses('noDrawBy')) return out;
  const ownDrawStep = d.step === 'draw' && d.active === p;
  for (const { x } of constantsNow(reg, d)) {
    if ('drawCost' in x && !ownDrawStep) out.cost += x.drawCost;
    if ('noDrawBy' in x && reg.get(card).type === x.noDrawBy) out.barred = true;
  }
  return out;
}

/**
 * Drawing `n` cards at a cost per card: the player pays for as many as their cores allow (all of
 * them, it is not a choice), then draws that many (ruling on BSS02-054). Locals: p, n, cost, tally.
 */
export function taxedDrawProcedure(reg: CardRegistry, draw: (ctx: Ctx<SagaData>, p: PlayerIndex) => void) {
  return (ctx: Ctx<SagaData>, frame: TypedFrame<SagaProcs['taxedDraw']>): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.p;
    const cost = L.cost;
    const pl = d.players[p];
    if (frame.step === 0) {
      const k = Math.min(L.n, pl.deck.length, Math.floor(spendableCores(reg, d, pl) / cost));
      L.k = k;
      frame.step = 1;
      if (k > 0) {
        const src = coreSources(reg, d, p);
        ctx.ask({
          player: p,
          kind: 'payCost',
          type: 'distribute',
          prompt: `Pay ${k * cost} core(s) to draw ${k} card(s).`,
          options: src.options,
          min: k * cost,
          max: k * cost,
          data: src.data,
        });
        return;
      }
    }
    spendCores(ctx, p, takenCores(ctx), 'trash', 'owner');
    const before = pl.deck.length;
    for (let i = 0; i < (L.k ?? 0); i++) draw(ctx, p);
    const drawn = before - pl.deck.length;
    if (drawn > 0 && L.tally !== true) emit(ctx, { t: 'drew', p, n: drawn, by: p });
    ctx.pop();
  };
}

/** May player `p` not use magic card `def` from their hand now (constants `{ cannotUse }`)? */
export function useForbidden(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): boolean {
  if (!reg.uses('cannotUse')) return false;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller } of constantsNow(reg, d, 'cannotUse')) {
    if (!('cannotUse' in x)) continue;
    const t = x.cannotUse;
    if ((t.side === 'own' && p !== controller) || (t.side === 'opponent' && p === controller)) continue;
    if (!targetMatches(reg, d, probe, p, targetAs(t, 'any', 'hand', 'magic'), controller, src.id)) continue;
    if (x.exceptFieldColor) {
      const colors = reg.get(def).colors;
      if (fieldSymbolsNow(reg, d, p).some((s) => s.some((c) => c !== 'god' && colors.includes(c)))) continue;
    }
    return true;
  }
  return false;
}

/** May player `p` use no card from their hand at flash timings now (constants `{ noHandAtFlash }`)? */
export function handFlashForbidden(reg: CardRegistry, d: SagaData, p: PlayerIndex): boolean {
  if (!reg.uses('noHandAtFlash')) return false;
  for (const { x, controller } of constantsNow(reg, d, 'noHandAtFlash')) {
    if (!('noHandAtFlash' in x)) continue;
    const w = x.noHandAtFlash;
    if (w === 'any' || (w === 'own') === (p === controller)) return true;
  }
  return false;
}

/**
 * Cards player `p` must discard as an additional cost to use magic card `def` from the hand: the
 * `discard` costs of constants `{ extraCost, to }` whose `to` names magic cards in the hand.
 */
export function magicExtraDiscards(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): number {
  if (!reg.uses('extraCost')) return 0;
  let n = 0;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller } of constantsNow(reg, d, 'extraCost')) {
    if (!('extraCost' in x) || x.to.zone !== 'hand' || x.to.what !== 'magic') continue;
    if (!targetMatches(reg, d, probe, p, x.to, controller, src.id)) continue;
    for (const c of x.extraCost) if (c.pay === 'discard') n += c.n;
  }
  return n;
}

/** May player `p` use magic card `def` from their hand without paying its cost (constants `{ useFree }`)? */
export function mayUseFree(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): boolean {
  if (!reg.uses('useFree')) return false;
  const probe = bareCard(-1, def, p);
  for (const { x, src, controller } of constantsNow(reg, d, 'useFree')) {
    if (!('useFree' in x)) continue;
    const t = x.useFree;
    if ((t.side === 'own' && p !== controller) || (t.side === 'opponent' && p === controller)) continue;
    if (targetMatches(reg, d, probe, p, targetAs(t, 'any', 'hand', 'magic'), controller, src.id)) return true;
  }
  return false;
}
