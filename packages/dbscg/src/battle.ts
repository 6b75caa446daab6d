// Attacking and the battle (7): the attack (7-1) with its counter timing and checkpoint, the
// Offense Step (7-2), the Defense Step (7-3), the Damage Step (7-4) with combo power, damage
// processing (4-10) and KO, and the end of the battle. Combos (3-7, 7-2-1-2-1, 7-2-1-2-2).
import type { PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { clearCombo, expire, judgeLoss } from './actions.ts';
import type { DbsCatalog } from './cards.ts';
import { hasKeyword, keywordValue, powerOf } from './continuous.ts';
import { emit, moveCard } from './events.ts';
import { K, type DbsProcs } from './procs.ts';
import { locate, other, type DbsData } from './state.ts';

/** Is the battle still on (7-1-4): not negated, both cards still the attack and guard cards? */
function battleGoesOn(d: DbsData): boolean {
  const b = d.battle;
  if (!b || b.negated) return false;
  const atk = locate(d, b.attacker);
  const grd = locate(d, b.guard);
  return (
    !!atk &&
    !!grd &&
    (atk.area === 'battle' || atk.area === 'leader') &&
    (grd.area === 'battle' || grd.area === 'leader')
  );
}

/** 7-4-1-2, 7-4-1-3: the combo power of a player's Combo Area. */
function comboPower(cat: DbsCatalog, d: DbsData, p: PlayerIndex): number {
  let n = 0;
  for (const c of d.players[p].combo) n += cat.get(c.def).combo?.power ?? 0;
  return n;
}

export function attackProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['attack']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const defender = other(L.p);
    switch (f.step) {
      case 0: {
        // 7-1: the attacker switches to Rest Mode to attack; 7-1-1: "when attacks" conditions.
        emit(ctx, { t: 'rest', id: L.attacker });
        const card = locate(d, L.attacker)?.card.def ?? '';
        const targetCard = locate(d, L.target)?.card.def ?? '';
        emit(ctx, { t: 'attack', p: L.p, attacker: L.attacker, target: L.target, card, targetCard });
        f.step = 1;
        const kinds: DbsProcs['counter']['kinds'] = ['attack'];
        if (locate(d, L.attacker)?.area === 'battle') kinds.push('battleCardAttack');
        // 7-1-2: a counter timing for [Counter: Attack].
        K.push(ctx, 'counter', {
          offers: [],
          actor: L.p,
          kinds,
          asked: defender,
          round: 0,
          resolving: -1,
          skill: -1,
        });
        return;
      }
      case 1:
        f.step = 2;
        K.push(ctx, 'checkpoint', {}); // 7-1-3
        return;
      case 2:
        if (!battleGoesOn(d)) {
          f.step = 20;
          break;
        }
        // 7-2: the Offense Step.
        emit(ctx, { t: 'battleStep', step: 'offense' });
        emit(ctx, { t: 'phase', phase: 'offenseStart', p: L.p });
        f.step = 3;
        K.push(ctx, 'checkpoint', {});
        return;
      case 3:
        f.step = 4;
        if (battleGoesOn(d)) K.push(ctx, 'freeTiming', { p: L.p, kind: 'offense', actions: [] });
        return;
      case 4:
        if (!battleGoesOn(d)) {
          f.step = 20;
          break;
        }
        // 7-3: the Defense Step.
        emit(ctx, { t: 'battleStep', step: 'defense' });
        emit(ctx, { t: 'phase', phase: 'defenseStart', p: L.p });
        f.step = 5;
        K.push(ctx, 'checkpoint', {});
        return;
      case 5:
        f.step = 6;
        if (battleGoesOn(d)) K.push(ctx, 'freeTiming', { p: defender, kind: 'defense', actions: [] });
        return;
      case 6:
        if (!battleGoesOn(d)) {
          f.step = 20;
          break;
        }
        // 7-4: the Damage Step.
        emit(ctx, { t: 'battleStep', step: 'damage' });
        emit(ctx, { t: 'phase', phase: 'damageStart', p: L.p });
        f.step = 7;
        K.push(ctx, 'checkpoint', {});
        return;
      case 7: {
        if (!battleGoesOn(d)) {
          f.step = 20;
          break;
        }
        const b = d.battle!;
        // 7-4-1-2, 7-4-1-3: combo power is added to the attack and guard cards.
        const up = comboPower(cat, d, L.p);
        const down = comboPower(cat, d, defender);
        if (up !== 0) emit(ctx, { t: 'power', target: b.attacker, amount: up, until: 'battle', combo: true });
        if (down !== 0)
          emit(ctx, { t: 'power', target: b.guard, amount: down, until: 'battle', combo: true });
        const atk = locate(d, b.attacker)!;
        const grd = locate(d, b.guard)!;
        f.step = 10;
        // 7-4-1-4: the attack card wins ties.
        // (`return`: step 10 runs on the next call, the 7-4-1-5 checkpoint and the battle's end.)
        if (powerOf(cat, d, atk.card) < powerOf(cat, d, grd.card)) return;
        if (grd.area === 'leader') {
          // 7-4-1-4-1: "when you deal damage", then a checkpoint, then the damage.
          emit(ctx, { t: 'battleResult', what: 'dealDamage', attacker: atk.card.id });
          f.step = 8;
          K.push(ctx, 'checkpoint', {});
          return;
        }
        // 7-4-1-4-2: a Battle Card guard card is KO-ed ([Indestructible] resists battle results),
        // unless a replacement effect applies instead (8-9).
        L.mark = ctx.state.log.length;
        f.step = 9;
        K.push(ctx, 'ko', { ids: [grd.card.id], by: L.p, effect: false, i: 0, prev: null });
        return;
      }
      case 9: {
        // 7-4-1-4-2-1: "when you KO a card", if the guard card was KO-ed (not replaced, 8-9-1-1).
        f.step = 10;
        const b = d.battle;
        const kod = ctx.state.log.slice(L.mark ?? 0).some((e) => {
          const ev = e.event as { t?: string; why?: string; id?: number };
          return ev.t === 'move' && ev.why === 'ko' && b !== null && ev.id === b.guard;
        });
        if (b && kod) emit(ctx, { t: 'battleResult', what: 'ko', attacker: b.attacker });
        return; // step 10 next: the 7-4-1-5 checkpoint, then the end of the battle
      }
      case 8: {
        f.step = 10;
        const b = d.battle;
        const atk = b && locate(d, b.attacker);
        if (!atk || !b || locate(d, b.guard)?.area !== 'leader') return;
        // 10-7: [Strike] deals X damage instead of 1; 10-6: [Critical] to the Drop Area.
        const n = Math.max(1, keywordValue(cat, d, atk.card, 'strike'));
        const critical = hasKeyword(cat, d, atk.card, 'critical');
        // 10-20: [Victory Strike]: dealing life damage by attacking wins the game.
        if (hasKeyword(cat, d, atk.card, 'victoryStrike')) {
          ctx.end({ winner: L.p, reason: `${d.players[L.p].name} wins with [Victory Strike] (10-20)` });
          return;
        }
        K.push(ctx, 'damage', { p: defender, n, src: atk.card.id, critical });
        return;
      }
      case 10:
        f.step = 20;
        K.push(ctx, 'checkpoint', {}); // 7-4-1-5
        return;
    }
    if (f.step === 20) {
      // 7-4-1-6 (7-1-4-1): combo cards to the Drop Area; 7-4-1-7: combo power ends.
      const comboed = [...clearCombo(ctx, L.p), ...clearCombo(ctx, defender)];
      if (d.power.some((m) => m.combo)) emit(ctx, { t: 'comboPowerEnd' });
      const b = d.battle;
      // 7-4-1-8 (7-1-4-2): "at the end of the battle" and the skills of the cards that left the Combo Area.
      emit(ctx, { t: 'phase', phase: 'battleEnd', p: L.p });
      if (b) emit(ctx, { t: 'battleOver', attacker: b.attacker, guard: b.guard, attacked: true, comboed });
      f.step = 21;
      K.push(ctx, 'checkpoint', {});
      return;
    }
    // 7-4-1-9: effects lasting for the battle end; 7-4-1-10: the battle ends.
    expire(ctx, 'battle');
    emit(ctx, { t: 'battleEnd' });
    ctx.pop();
  };
}

/** 4-10: damage N: one life card at a time to the hand, or to the Drop Area with [Critical]. */
export function damageProcedure(): TypedProcedure<DbsData, DbsProcs['damage']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    ctx.pop();
    emit(ctx, { t: 'damage', p: L.p, n: L.n, src: L.src });
    for (let i = 0; i < L.n; i++) {
      // 3-9-2: a player may take any life card; they are face down and alike, so the top one.
      const top = d.players[L.p].life[0];
      if (!top) break;
      moveCard(ctx, L.p, top.id, 'life', L.critical ? 'drop' : 'hand', { why: 'damage', by: other(L.p) });
      if (judgeLoss(ctx)) return;
    }
  };
}

/** 3-7, 7-2-1-2-1, 7-2-1-2-2: pay the combo cost, then the card goes to the Combo Area. */
export function comboProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['combo']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const at = locate(d, L.id);
    if (f.step === 0) {
      const cost = at ? (cat.get(at.card.def).combo?.cost ?? 0) : 0;
      f.step = 1;
      if (at && L.from === 'hand') emit(ctx, { t: 'reveal', p: L.p, id: L.id, card: at.card.def });
      if (cost > 0) {
        K.push(ctx, 'payEnergy', { p: L.p, total: cost, colors: {}, prompt: `Pay ${cost} for the combo.` });
        return;
      }
    }
    ctx.pop();
    if (at && (at.area === 'hand' || at.area === 'battle'))
      moveCard(ctx, L.p, L.id, at.area, 'combo', { why: 'combo', by: L.p });
  };
}

export function comboable(cat: DbsCatalog, def: string): boolean {
  const c = cat.get(def);
  // 3-7-3-1: both a combo cost and a combo power.
  return c.type === 'battle' && c.combo !== null;
}
