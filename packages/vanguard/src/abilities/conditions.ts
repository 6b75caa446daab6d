// Requirements ("if ...", 8.1.1.1.2, 8.1.1.2.3) read from the state when an ability resolves, or
// continuously for a continuous ability (8.1.1.3).
import type { PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import { CIRCLES, REAR_CIRCLES, opponent, type VgData } from '../state.ts';
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
    if (!v || v.faceDown || !matches(cat, v, 'VC', c.vanguard)) return false;
  }
  if (c.hand === 'more' && !(pl.hand.length > them.hand.length)) return false;
  if (c.hand === 'less' && !(pl.hand.length < them.hand.length)) return false;
  if (c.handAtLeast !== undefined && pl.hand.length < c.handAtLeast) return false;
  if (c.soulHasName !== undefined && !pl.soul.some((s) => cat.get(s.def).name === c.soulHasName))
    return false;
  if (c.otherRearGuards) {
    const f = c.otherRearGuards.filter;
    const n = REAR_CIRCLES.filter((rc) => {
      const u = pl.field[rc];
      return u !== null && u.id !== src && matches(cat, u, rc, f);
    }).length;
    if (n < c.otherRearGuards.atLeast) return false;
  }
  if (c.battleAtLeast !== undefined && d.battles < c.battleAtLeast) return false;
  if (c.yourTurn && d.active !== p) return false;
  if (c.noOtherUnit) {
    const f = c.noOtherUnit;
    if (
      CIRCLES.some(
        (rc) => pl.field[rc] !== null && pl.field[rc]!.id !== src && matches(cat, pl.field[rc]!, rc, f),
      )
    )
      return false;
  }
  return true;
}

const ORDINAL = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** The requirement in words, without the leading "if" ("you have a <Royal Paladin> vanguard"). */
export function conditionWords(c: Condition): string {
  const parts: string[] = [];
  if (c.yourTurn) parts.push('it is your turn');
  if (c.vanguard) parts.push(`you have a ${filterWords(c.vanguard, 'vanguard')}`);
  if (c.hand)
    parts.push(
      `the number of cards in your hand is ${c.hand === 'more' ? 'greater' : 'less'} than your opponent's`,
    );
  if (c.handAtLeast !== undefined) parts.push(`you have ${c.handAtLeast} or more cards in your hand`);
  if (c.soulHasName) parts.push(`you have a card named "${c.soulHasName}" in your soul`);
  if (c.otherRearGuards)
    parts.push(
      `you have ${c.otherRearGuards.atLeast} or more other ${filterWords(c.otherRearGuards.filter, 'rear-guards')}`,
    );
  if (c.battleAtLeast !== undefined)
    parts.push(`it is the ${ORDINAL[c.battleAtLeast] ?? c.battleAtLeast} battle of that turn or more`);
  if (c.noOtherUnit)
    parts.push(`you do not have another ${filterWords(c.noOtherUnit, 'vanguard or rear-guard')}`);
  return parts.join(', and ');
}
