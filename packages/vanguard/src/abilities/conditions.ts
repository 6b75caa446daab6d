// Requirements ("if ...", 8.1.1.1.2, 8.1.1.2.3) read from the state when an ability resolves, or
// continuously for a continuous ability (8.1.1.3).
import type { PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import {
  CIRCLES,
  gainedName,
  hiddenOnCircle,
  isLocked,
  opponent,
  rearGuardsOf,
  type VgData,
} from '../state.ts';
import { matches } from './run.ts';
import { filterWords } from './text-common.ts';
import type { Condition } from './vocab.ts';

/** Does every part of the requirement hold for master `p` and the ability's card `src`? */
export function holds(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  src: number,
  c: Condition | undefined,
): boolean {
  if (!c) return true;
  const pl = d.players[p];
  const them = d.players[opponent(p)];
  if (c.vanguard) {
    const v = pl.field.VC;
    if (!v || hiddenOnCircle(v) || !matches(cat, v, 'VC', c.vanguard, gainedName(cat, d, p, 'VC')))
      return false;
  }
  if (c.hand === 'more' && !(pl.hand.length > them.hand.length)) return false;
  if (c.hand === 'less' && !(pl.hand.length < them.hand.length)) return false;
  if (c.handAtLeast !== undefined && pl.hand.length < c.handAtLeast) return false;
  if (c.soulAtMost !== undefined && pl.soul.length > c.soulAtMost) return false;
  if (c.soulHasName !== undefined && !pl.soul.some((s) => cat.get(s.def).name === c.soulHasName))
    return false;
  if (c.dropHasName !== undefined && !pl.drop.some((s) => cat.get(s.def).name === c.dropHasName))
    return false;
  // 4.8.2.2: a face-down damage card still holds its card information, so its name counts.
  if (c.damageHasName !== undefined && !pl.damage.some((s) => cat.get(s.def).name === c.damageHasName))
    return false;
  // 4.9.2.2: a face-down bound card has no card information, so it has no name to match.
  if (
    c.bindHasName !== undefined &&
    !pl.bind.some((s) => !s.faceDown && cat.get(s.def).name === c.bindHasName)
  )
    return false;
  if (c.otherRearGuards) {
    const f = c.otherRearGuards.filter;
    // 10.35.2.1: the opponent's rear-guards this player dominates are its rear-guards.
    const n = rearGuardsOf(d, p).filter(([rc, u]) => u.id !== src && matches(cat, u, rc, f)).length;
    if (n < c.otherRearGuards.atLeast) return false;
  }
  if (c.sameNameAsVanguard && !sharesVanguardName(cat, d, p, src)) return false;
  if (c.successful && !d.successful?.includes(src)) return false;
  // 12.9.1: boosted for the rest of the battle, whether or not the booster is still there.
  if (c.boosted && !(d.battle?.attackerId === src && d.battle.boosterId !== null)) return false;
  if (c.battleAtLeast !== undefined && d.battles < c.battleAtLeast) return false;
  if (c.yourTurn && d.active !== p) return false;
  if (c.attacking && (d.active !== p || d.battle?.attackerId !== src)) return false;
  // 10.22.4: a locked card is neither standing nor resting.
  if (
    c.opponentAllRested &&
    CIRCLES.some((rc) => !isLocked(rc, them.field[rc]) && them.field[rc]?.rested === false)
  )
    return false;
  if (c.noOtherUnit) {
    const f = c.noOtherUnit;
    if (
      CIRCLES.some(
        (rc) =>
          pl.field[rc] !== null &&
          !isLocked(rc, pl.field[rc]) &&
          pl.field[rc]!.id !== src &&
          matches(cat, pl.field[rc]!, rc, f),
      )
    )
      return false;
  }
  // 10.25.13: in legion now: the ability's unit is the Legion Leader with its Legion Mate beside it
  // (or the Legion Mate itself).
  const inLegion = pl.mate !== undefined && (pl.field.VC?.id === src || pl.mate.id === src);
  if (c.inLegion && !inLegion) return false;
  // 10.25.14: the unit legioned this turn (as the Legion Leader; the record names it).
  if (c.legionedThisTurn && !(d.legioned ?? []).some((x) => x.id === src && x.turn === d.turn)) return false;
  return true;
}

/**
 * 12.7.1, 12.7.2.2: do card `src` and `p`'s vanguard have a card name in common? The vanguard has its
 * own name and the one it gains from its heart (12.7.2.1, 10.28.3.3); one name in common is enough.
 */
function sharesVanguardName(cat: VgCatalog, d: VgData, p: PlayerIndex, src: number): boolean {
  const pl = d.players[p];
  const v = pl.field.VC;
  const card = [...CIRCLES.map((c) => pl.field[c]), pl.mate, ...pl.gc].find((x) => x?.id === src);
  if (!v || hiddenOnCircle(v) || !card || card.id === v.id) return false;
  const names = [cat.get(v.def).name, gainedName(cat, d, p, 'VC')];
  return names.includes(cat.get(card.def).name);
}

/** The requirement in words, without a leading "if" ("your soul holds a card named ..."). */
export function conditionWords(c: Condition): string {
  const parts: string[] = [];
  if (c.yourTurn) parts.push('it is your turn');
  if (c.attacking) parts.push('this unit is attacking');
  if (c.vanguard) parts.push(`your vanguard is a ${filterWords(c.vanguard, 'unit')}`);
  if (c.hand)
    parts.push(`your hand holds ${c.hand === 'more' ? 'more' : 'fewer'} cards than your opponent's`);
  if (c.handAtLeast !== undefined) parts.push(`your hand holds at least ${c.handAtLeast} cards`);
  if (c.soulAtMost !== undefined)
    parts.push(c.soulAtMost === 0 ? 'your soul is empty' : `your soul holds at most ${c.soulAtMost} cards`);
  if (c.soulHasName) parts.push(`your soul holds a card named "${c.soulHasName}"`);
  if (c.dropHasName) parts.push(`your drop zone holds a card named "${c.dropHasName}"`);
  if (c.damageHasName)
    parts.push(`your damage zone holds a card named "${c.damageHasName}", face up or down`);
  if (c.bindHasName) parts.push(`your bind zone holds a face-up card named "${c.bindHasName}"`);
  if (c.otherRearGuards)
    parts.push(
      `at least ${c.otherRearGuards.atLeast} other ${filterWords(c.otherRearGuards.filter, 'rear-guards')} of yours are in play`,
    );
  if (c.battleAtLeast !== undefined)
    parts.push(`this turn has had at least ${c.battleAtLeast} battles, this one included`);
  if (c.opponentAllRested) parts.push("every unit of your opponent's is at rest");
  if (c.noOtherUnit) parts.push(`no other ${filterWords(c.noOtherUnit, 'unit')} of yours is in play`);
  if (c.sameNameAsVanguard) parts.push('this unit shares a card name with your vanguard');
  if (c.successful) parts.push('this unit is successful');
  if (c.boosted) parts.push('this unit was boosted in this battle');
  if (c.inLegion) parts.push('this unit is in legion');
  if (c.legionedThisTurn) parts.push('this unit legioned this turn');
  return parts.join(' and ');
}
