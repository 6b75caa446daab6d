// Continuous abilities (8.1.1.3, 8.7): read from the state whenever a characteristic is asked for,
// never cached, so they cannot go stale; active in their zones, with limit break and generation break read
// continuously (11.6.3.1.1, 11.12.3.1.1) and their requirement.
import type { PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import { hiddenOnCircle, rearGuardsOf, unitCircleOf, type VgCard, type VgData } from '../state.ts';
import { matches } from './run.ts';
import { holds } from './conditions.ts';
import { breaksMet } from './resolve.ts';
import type { VgContAbility } from './ability.ts';
import type { ContEffect } from './vocab.ts';

/** The sum of a unit's active continuous gains for one characteristic. */
export function contGain(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  unit: VgCard,
  key: 'power' | 'critical' | 'shield',
): number {
  const abs = cat.get(unit.def).abilities;
  if (!abs || unit.faceDown) return 0;
  let n = 0;
  for (const ab of abs) {
    if (ab.kind !== 'cont') continue;
    const per = key === 'power' ? ab.gets.powerPerRearGuard : undefined;
    if (!ab.gets[key] && !per) continue;
    if (!activeHere(cat, d, p, unit, ab)) continue;
    n += ab.gets[key] ?? 0;
    // 12.6.1: Y done once for each X, X counted as the power is read.
    if (per) n += per.amount * rearGuardsMatching(cat, d, p, per.filter);
  }
  return n;
}

/** How many of player `p`'s rear-guards match the filter (10.35.2.1: the ones it dominates too). */
function rearGuardsMatching(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  f: Parameters<typeof matches>[3],
): number {
  return rearGuardsOf(d, p).filter(([c, u]) => !hiddenOnCircle(u) && matches(cat, u, c, f)).length;
}

/** Does one of the unit's active continuous abilities say this (e.g. it cannot attack a rear-guard)? */
export function contSays(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  unit: VgCard,
  flag: keyof ContEffect,
): boolean {
  const abs = cat.get(unit.def).abilities;
  if (!abs || unit.faceDown) return false;
  return abs.some((ab) => ab.kind === 'cont' && ab.gets[flag] === true && activeHere(cat, d, p, unit, ab));
}

function activeHere(cat: VgCatalog, d: VgData, p: PlayerIndex, unit: VgCard, ab: VgContAbility): boolean {
  // 10.25.3, 10.25.4: a Legion Mate is a vanguard with its own abilities, on the vanguard circle.
  const c = unitCircleOf(d.players[p], unit.id);
  if (!c) return false;
  if (ab.zones.length && !ab.zones.includes(c === 'VC' ? 'VC' : 'RC')) return false;
  return breaksMet(cat, d, p, ab, unit.id) && holds(cat, d, p, unit.id, ab.if);
}
