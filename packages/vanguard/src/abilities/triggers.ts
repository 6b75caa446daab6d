// Automatic abilities becoming "stand by" (8.6.2): every event is matched against the trigger
// conditions (8.1.1.2.1) of the abilities active where their cards are; each match waits in the
// kernel's pending triggers until the next check timing resolves it (8.4.1.2, 8.4.1.3).
import type { JsonObject, PendingTrigger, PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import type { VgCtx } from '../events.ts';
import {
  CIRCLES,
  REAR_CIRCLES,
  gainedName,
  hiddenOnCircle,
  isCircle,
  opponent,
  powerOf,
  rearGuardsOf,
  type Circle,
  type VgCard,
  type VgData,
} from '../state.ts';
import type { VgAutoAbility } from './ability.ts';
import { openHandWindow } from './hand-window.ts';
import { matches } from './run.ts';
import { abilityLocals, breaksMet, usedKey } from './resolve.ts';
import { timingWords } from './text.ts';
import type { Timing } from './vocab.ts';

type On = Timing['on'];

/** The zone kind of a circle for an ability's zone list. */
const zoneOf = (c: Circle | 'GC' | 'soul'): 'VC' | 'RC' | null =>
  c === 'VC' ? 'VC' : c === 'GC' || c === 'soul' ? null : 'RC';

/** The trigger conditions (8.1.1.2.1) some printed automatic ability of each catalog has. */
const PRINTED_ONS = new WeakMap<VgCatalog, { size: number; ons: Set<On> }>();

function printedOns(cat: VgCatalog): Set<On> {
  let kept = PRINTED_ONS.get(cat);
  if (kept === undefined || kept.size !== cat.size) {
    const ons = new Set<On>();
    for (const def of cat.all())
      for (const ab of def.abilities ?? []) if (ab.kind === 'auto') ons.add(ab.when.on);
    kept = { size: cat.size, ons };
    PRINTED_ONS.set(cat, kept);
  }
  return kept.ons;
}

/**
 * Could any unit have an automatic ability on `on` now? Not when no card of the catalog prints one
 * and no unit was given one (10.21.3): then `fire` would queue nothing, and the units need not be
 * listed (issue 15: most events and steps have no ability of the pool to look for). A new way for a
 * unit to have an automatic ability must be counted here too.
 */
function mayFire(cat: VgCatalog, d: VgData, on: On): boolean {
  return (d.granted !== undefined && d.granted.length > 0) || printedOns(cat).has(on);
}

/** The event handler of the kernel (`collectTriggers`) and the situation triggers (8.6.7) of a catalog. */
function triggerKit(cat: VgCatalog): {
  collect: (ctx: VgCtx, e: JsonObject) => void;
  situations: (ctx: VgCtx) => void;
} {
  /**
   * Queues the abilities of `unit` (master `p`, where it is now) whose trigger is `on` and passes
   * `test`. `own`: the event is this card's own move, which "AUTO:" abilities (no zone) watch.
   */
  const fire = (
    ctx: VgCtx,
    p: PlayerIndex,
    unit: VgCard,
    where: Circle | 'GC' | 'soul',
    on: On,
    test: (t: Timing) => boolean = () => true,
    own = false,
    boosted = -1,
  ): void => {
    // 10.22.3: a locked card has no abilities; 10.26.3, 10.26.7: a deleted unit loses its printed text
    // but keeps the abilities it is given.
    if (hiddenOnCircle(unit)) return;
    const d = ctx.data;
    // 12.2.1.2: a unit whose abilities cannot be used triggers none.
    if (d.forbidden?.includes(unit.id)) return;
    if (!mayFire(cat, d, on)) return;
    const printed = unit.deleted ? [] : (cat.get(unit.def).abilities ?? []);
    // 10.21.3: abilities the unit was given count as its own while it has them, numbered after
    // the printed ones. Plain loops, no list built: this runs for every unit at most events
    // (issue 15: the arrays and the callback were a fifth of a random Vanguard game).
    const granted = d.granted;
    let given: VgAutoAbility[] | null = null;
    if (granted) for (const g of granted) if (g.id === unit.id) (given ??= []).push(g.ability);
    const n = printed.length + (given === null ? 0 : given.length);
    for (let i = 0; i < n; i++) {
      const ab = i < printed.length ? printed[i]! : given![i - printed.length]!;
      if (ab.kind !== 'auto' || ab.when.on !== on) continue;
      const z = zoneOf(where);
      if (ab.zones.length ? !(z && ab.zones.includes(z)) : !own) continue;
      // 11.6.3.2.1, 11.12.3.2.1: below the limit break or generation break it does not trigger.
      if (!breaksMet(cat, d, p, ab, unit.id)) continue;
      if (ab.oncePerTurn && d.used.includes(usedKey(unit.id, i))) continue;
      if (!test(ab.when)) continue;
      queue(ctx, p, unit, i, ab, boosted, i >= printed.length);
    }
  };
  const queue = (
    ctx: VgCtx,
    p: PlayerIndex,
    unit: VgCard,
    i: number,
    ab: VgAutoAbility,
    boosted: number,
    given: boolean,
  ): void => {
    ctx.queueTrigger({
      controller: p,
      source: unit.id,
      ability: i,
      label: `${cat.get(unit.def).name}: ${timingWords(ab.when)}`,
      // A given ability travels with its trigger: it may be gone from the state when it resolves.
      data: { def: unit.def, boosted, ...(given ? { given: ab as unknown as JsonObject } : {}) },
    });
  };
  /** "At the beginning of your <phase or step>": the turn player's units (8.1.1.2.1). */
  const beginning = (ctx: VgCtx, of: string): void => {
    const d = ctx.data;
    if (!mayFire(cat, d, 'beginning')) return;
    for (const [c, u] of units(d, d.active))
      fire(ctx, d.active, u, c, 'beginning', (t) => t.on === 'beginning' && t.of === of);
  };
  /** The units on `p`'s circles, in circle order. A loop, not `flatMap`: this runs at every step (issue 15). */
  const units = (d: VgData, p: PlayerIndex): [Circle, VgCard][] => {
    const field = d.players[p].field;
    const out: [Circle, VgCard][] = [];
    for (const c of CIRCLES) {
      const u = field[c];
      if (u) out.push([c, u]);
    }
    // 10.25.3, 10.25.4: a Legion Mate is a vanguard with its own abilities.
    const mate = d.players[p].mate;
    if (mate) out.push(['VC', mate]);
    return out;
  };

  const collect = (ctx: VgCtx, e: JsonObject): void => {
    const d = ctx.data;
    const p = e.p as PlayerIndex;
    switch (e.t) {
      case 'move': {
        const from = e.from as string;
        const to = e.to as string;
        const pl = d.players[p];
        // 10.27.6: a heart card back as the vanguard is not "placed on".
        if (isCircle(to) && e.faceDown !== true && from !== 'heart') {
          // 4.6.4, 4.6.6: placed on (VC) or (RC).
          const u = pl.field[to];
          // 11.29.1: "due to an effect": placed while an ability resolves.
          const byEffect = ctx.state.frames.some((f) => f.kind === 'ability');
          const placed = (t: Timing): boolean =>
            t.on === 'placed' && t.circles.includes(zoneOf(to)!) && (!t.byEffect || byEffect);
          if (u && u.id === e.newId) fire(ctx, p, u, to, 'placed', placed, true);
          // 11.38.1: bloom, the master's other units watching this one placed.
          if (u && u.id === e.newId && mayFire(cat, d, 'bloom')) {
            const z = zoneOf(to)!;
            const placed = (t: Timing): boolean =>
              t.on === 'bloom' && t.circles.includes(z) && matches(cat, u, to, t.filter);
            for (const [c, o] of units(d, p)) if (o.id !== u.id) fire(ctx, p, o, c, 'bloom', placed);
          }
        }
        if (to === 'mate' && from !== 'heart') {
          // 10.25.1, 10.6.1.5: the Legion Mate is placed on (VC), beside the vanguard (no ride).
          const mate = pl.mate;
          if (mate && mate.id === e.newId)
            fire(ctx, p, mate, 'VC', 'placed', (t) => t.on === 'placed' && t.circles.includes('VC'), true);
        }
        if (to === 'VC' && typeof e.ridden === 'number') {
          // 10.6: a unit rode the card now in the soul; its "when ... rides this unit" abilities.
          const ridden = pl.soul.find((c) => c.id === e.ridden);
          const rider = pl.field.VC;
          if (ridden && rider)
            fire(
              ctx,
              p,
              ridden,
              'soul',
              'riddenBy',
              (t) => t.on === 'riddenBy' && matches(cat, rider, 'VC', t.filter),
              true,
            );
        }
        if (to === 'gc' && (from === 'hand' || from === 'gzone')) {
          // 7.5.1.2.2, 7.5.1.2.3: called from the hand or the G zone to (GC), a guardian is placed there.
          const g = pl.gc.find((c) => c.id === e.newId);
          if (g) fire(ctx, p, g, 'GC', 'placed', (t) => t.on === 'placed' && t.circles.includes('GC'), true);
        }
        if (to === 'gc' && (from === 'FL' || from === 'FR')) {
          // 11.3.1: an intercept, which moves the unit (10.32.2).
          const g = pl.gc.find((c) => c.id === e.newId);
          if (g) fire(ctx, p, g, 'GC', 'intercepts', undefined, true);
          if (g) fire(ctx, p, g, 'GC', 'moved', undefined, true);
        }
        if (isCircle(from) && isCircle(to)) {
          // 10.32.1: a unit moved from one circle to another.
          const u = pl.field[to];
          if (u && u.id === e.newId) fire(ctx, p, u, to, 'moved', undefined, true);
        }
        if (to === 'trigger' && from === 'deck' && d.step === 'drive' && p === d.active && pl.field.VC) {
          // 7.6.1.2.3: the drive check reveals the card.
          const revealed = pl.trigger.find((c) => c.id === e.newId);
          if (revealed)
            fire(
              ctx,
              p,
              pl.field.VC,
              'VC',
              'driveCheck',
              (t) => t.on === 'driveCheck' && matches(cat, revealed, null, t.filter),
              false,
              revealed.id,
            );
        }
        if (to === 'soul' && mayFire(cat, d, 'soulPut'))
          // 4.7: a card put into the soul, each card once; "during your main phase" is the master's.
          for (const [c, u] of units(d, p))
            fire(
              ctx,
              p,
              u,
              c,
              'soulPut',
              (t) => t.on === 'soulPut' && (!t.duringMain || (d.phase === 'main' && d.active === p)),
            );
        if (to === 'hand' && from === 'deck' && d.phase !== 'setup')
          // 10.2: "when you draw a card" (a search puts into the hand without drawing: it names its card).
          if (e.id === undefined && mayFire(cat, d, 'draw'))
            for (const [c, u] of units(d, p)) fire(ctx, p, u, c, 'draw');
        if (to === 'drop' && (from === 'gc' || (REAR_CIRCLES as readonly string[]).includes(from))) {
          // 4.4: a unit put into the drop zone from (RC) or (GC); its abilities watch from there.
          const card = pl.drop.find((c) => c.id === e.newId);
          const was = from === 'gc' ? 'GC' : 'RC';
          if (card) fire(ctx, p, card, 'GC', 'dropped', (t) => t.on === 'dropped' && t.from === was, true);
        }
        if (to === 'drop' && (REAR_CIRCLES as readonly string[]).includes(from)) {
          const me = opponent(p);
          if (mayFire(cat, d, 'opponentRearGuardDropped'))
            for (const [c, u] of units(d, me))
              fire(
                ctx,
                me,
                u,
                c,
                'opponentRearGuardDropped',
                (t) =>
                  t.on === 'opponentRearGuardDropped' &&
                  (!t.duringMain || (d.phase === 'main' && d.active === me)),
              );
          // [AUTO](Hand) abilities of this moment (TD02-003) wait on the hand's window, opened
          // whatever the hand holds; the pool's only one acts during its master's main phase.
          if (d.phase === 'main' && d.active === me) openHandWindow(ctx, me, 'opponentRearGuardDropped');
        }
        return;
      }
      case 'exchange': {
        // 10.32.2: the two cards of an exchanged column have moved (a locked card is no unit, 10.22.3).
        const pl = d.players[p];
        for (const c of [e.a, e.b] as Circle[]) {
          const u = pl.field[c];
          if (u) fire(ctx, p, u, c, 'moved', undefined, true);
        }
        return;
      }
      case 'attack': {
        // 10.35.2.3.1: a dominated attacker stands on its owner's circle (`side`); its abilities are
        // the dominating player's (p) to play.
        const a = d.players[e.side === undefined ? p : (e.side as PlayerIndex)].field[e.attacker as Circle];
        const attacks = (t: Timing): boolean => t.on === 'attacks' && (!t.vanguard || e.target === 'VC');
        if (a) fire(ctx, p, a, e.attacker as Circle, 'attacks', attacks);
        // 10.25.5: the Legion Mate is an attacking unit too.
        const mate = d.players[p].mate;
        if (a && e.attacker === 'VC' && mate) fire(ctx, p, mate, 'VC', 'attacks', attacks);
        return;
      }
      case 'boost': {
        const b = d.battle;
        const pl = d.players[p];
        const booster = pl.field[e.booster as Circle];
        const boosted = b ? pl.field[b.attacker] : null;
        if (b && booster && boosted)
          // 7.4.1.10: the boosted unit's "when this unit is boosted by" abilities.
          fire(
            ctx,
            p,
            boosted,
            b.attacker,
            'boostedBy',
            (t) => t.on === 'boostedBy' && matches(cat, booster, e.booster as Circle, t.filter),
          );
        if (b && booster && boosted)
          fire(
            ctx,
            p,
            booster,
            e.booster as Circle,
            'boosts',
            (t) =>
              t.on === 'boosts' &&
              (!t.vanguard || b.attacker === 'VC') &&
              matches(cat, boosted, b.attacker, t.filter, gainedName(cat, d, p, b.attacker)),
            false,
            boosted.id,
          );
        return;
      }
      case 'hit': {
        const b = d.battle;
        if (!b || e.hit !== true) return;
        const tp = d.active;
        const pl = d.players[tp];
        const target = (t: { target?: 'vanguard' | 'rearGuard' }): boolean =>
          !t.target || (t.target === 'vanguard') === (b.target === 'VC');
        const a = pl.field[b.attacker];
        if (a?.id === b.attackerId) fire(ctx, tp, a, b.attacker, 'hits', (t) => t.on === 'hits' && target(t));
        if (b.attacker !== 'VC' && pl.field.VC)
          fire(ctx, tp, pl.field.VC, 'VC', 'rearGuardHits', (t) => t.on === 'rearGuardHits' && target(t));
        if (b.booster && pl.field[b.booster]?.id === b.boosterId) {
          const boosted = a?.id === b.attackerId ? a : null;
          fire(
            ctx,
            tp,
            pl.field[b.booster]!,
            b.booster,
            'boostedHit',
            (t) =>
              t.on === 'boostedHit' &&
              (!t.filter ||
                (boosted !== null &&
                  matches(cat, boosted, b.attacker, t.filter, gainedName(cat, d, tp, b.attacker)))),
          );
        }
        return;
      }
      case 'phase':
        if (e.phase === 'main') {
          if (mayFire(cat, d, 'mainPhase'))
            for (const [c, u] of units(d, d.active)) fire(ctx, d.active, u, c, 'mainPhase');
        } else {
          beginning(ctx, String(e.phase));
          // 6.7, 7.3.1.1: the battle phase begins with its first start step.
          if (e.phase === 'battle') beginning(ctx, 'start');
        }
        return;
      case 'step':
        beginning(ctx, String(e.step));
        return;
      case 'legion': {
        // 10.25.12: "when this unit legions": the Legion Leader has just gone into a legion state.
        const v = d.players[p].field.VC;
        if (v && v.id === e.id) fire(ctx, p, v, 'VC', 'legions');
        return;
      }
      case 'orient': {
        // 11.27.1: rush, a unit stood by an effect of its master's cards (not the stand phase's rule).
        if (e.rested !== false || e.by !== p || !mayFire(cat, d, 'rush')) return;
        const c = e.circle as Circle;
        const u = isCircle(c) ? d.players[p].field[c] : null;
        if (u) fire(ctx, p, u, c, 'rush');
        return;
      }
      case 'battleEnd': {
        const id = e.attackerId as number | undefined;
        if (mayFire(cat, d, 'battleEnd'))
          for (const [c, u] of units(d, d.active)) if (u.id === id) fire(ctx, d.active, u, c, 'battleEnd');
        // 11.25.1: shadowstitch watches the battles of all the turn player's units.
        if (e.missed === true && mayFire(cat, d, 'shadowstitch'))
          for (const [c, u] of units(d, d.active)) fire(ctx, d.active, u, c, 'shadowstitch');
        return;
      }
      default:
        return;
    }
  };
  /**
   * 8.6.7: situation triggers, looked at as a check timing's rule processing ends. 11.37.2 Success:
   * in its master's turn, a unit not yet successful whose master has a rear-guard of the power or
   * more. 8.6.7.1: once while the situation lasts: not again while it stands by; after it resolved,
   * again if the situation still holds.
   */
  const situations = (ctx: VgCtx): void => {
    const d = ctx.data;
    if (!mayFire(cat, d, 'success')) return;
    const p = d.active;
    let best = -1;
    for (const [, u] of rearGuardsOf(d, p))
      if (!hiddenOnCircle(u)) best = Math.max(best, powerOf(cat, d, p, u));
    for (const [c, u] of units(d, p)) {
      if (d.successful?.includes(u.id)) continue;
      // 8.6.7.1: not again while its success ability stands by.
      const printed = cat.get(u.def).abilities ?? [];
      const waiting = (t: PendingTrigger): boolean => {
        const ab = printed[t.ability];
        return t.source === u.id && ab?.kind === 'auto' && ab.when.on === 'success';
      };
      if (ctx.state.triggers.some(waiting)) continue;
      fire(ctx, p, u, c, 'success', (t) => t.on === 'success' && best >= t.power);
    }
  };
  return { collect, situations };
}

export const collectVgTriggers = (cat: VgCatalog): ((ctx: VgCtx, e: JsonObject) => void) =>
  triggerKit(cat).collect;

/** 8.6.7: queues the situation triggers that hold now (the checkpoint's rule processing). */
export const vgSituationTriggers = (cat: VgCatalog): ((ctx: VgCtx) => void) => triggerKit(cat).situations;

/** The kernel's resolveTrigger: an automatic ability played at a check timing (8.6.3). */
export function resolveVgTrigger(
  push: (locals: ReturnType<typeof abilityLocals>) => void,
  t: PendingTrigger,
): void {
  const boosted = typeof t.data.boosted === 'number' ? t.data.boosted : -1;
  const L = abilityLocals(t.controller, t.source, String(t.data.def), t.ability, false, boosted);
  if (t.data.given) L.given = t.data.given as unknown as VgAutoAbility;
  push(L);
}
