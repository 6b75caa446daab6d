// Keyword conditions that count cards of the master's: brave (11.15, three or fewer cards in the
// hand), oracle (11.16, five or more in the hand), ritual (11.18, a number of grade 1 cards in the
// drop zone), unite (11.19, two or more cards called to (RC) or (GC) this turn), thunderstrike (11.26,
// a number of cards in the opponent's bind zone), dark device (11.36, no opponent's unit in this unit's
// column) and shinken hissatsu (11.39, three or more cards in the master's damage zone). Like limit
// break (11.6) and generation break (11.12), each is read
// continuously for [CONT], as an [AUTO] would trigger and as an [ACT] is played; `breaksMet` in
// resolve.ts applies them to every kind of ability.
import type { PlayerIndex } from '@arbiter/engine';
import { z } from 'zod';
import type { VgCatalog } from '../cards.ts';
import { facingColumn, unitCircleOf, unitsOnCircles, type VgData } from '../state.ts';

/** 11.15.1: brave looks for 3 or fewer cards in the master's hand. */
export const BRAVE_HAND_AT_MOST = 3;
/** 11.16.1: oracle looks for 5 or more cards in the master's hand. */
export const ORACLE_HAND_AT_LEAST = 5;
/** 11.39.1.1: shinken hissatsu looks for 3 or more cards in the master's damage zone. */
export const SHINKEN_DAMAGE_AT_LEAST = 3;

/** The ability definition's fields for these keywords (spread into ability.ts's common fields). */
export const keywordConditionFields = {
  /** 11.15: brave, active only while the master's hand holds 3 or fewer cards. */
  brave: z.literal(true).optional(),
  /** 11.16: oracle, active only while the master's hand holds 5 or more cards. */
  oracle: z.literal(true).optional(),
  /** 11.18: ritual N, active only while the master's drop zone holds N or more grade 1 cards. */
  ritual: z.number().int().min(1).optional(),
  /** 11.19: unite, active only once the master has called 2 or more cards to (RC) or (GC) this turn. */
  unite: z.literal(true).optional(),
  /** 11.26: thunderstrike N, active only while the opponent's bind zone holds N or more cards. */
  thunderstrike: z.number().int().min(1).optional(),
  /** 11.36: dark device, active only while the opponent has no unit in this unit's column. */
  darkDevice: z.literal(true).optional(),
  /** 11.39: shinken hissatsu, active only while the master's damage zone holds 3 or more cards. */
  shinkenHissatsu: z.literal(true).optional(),
  /** 11.35: wave, "Nth time only": active only during the turn's Nth battle (11.35.2). */
  wave: z.number().int().min(1).optional(),
};

export interface KeywordConditions {
  brave?: true | undefined;
  oracle?: true | undefined;
  ritual?: number | undefined;
  unite?: true | undefined;
  thunderstrike?: number | undefined;
  darkDevice?: true | undefined;
  shinkenHissatsu?: true | undefined;
  wave?: number | undefined;
}

/** 11.19.1: unite looks for 2 or more cards called to (RC) or (GC) this turn. */
export const UNITE_CALLS_AT_LEAST = 2;

/** 11.19.1: the cards the master has called to (RC) or (GC) this turn. */
export const callsThisTurn = (d: VgData, p: PlayerIndex): number => d.calledThisTurn?.[p] ?? 0;

/** 11.18.1: the grade 1 cards in the master's drop zone. */
export function grade1InDrop(cat: VgCatalog, d: VgData, p: PlayerIndex): number {
  return d.players[p].drop.filter((c) => cat.get(c.def).grade === 1).length;
}

/**
 * 11.36.1: does the opponent have no unit in the column of the unit `src` (on its master's field)?
 * 4.6.2.1: a column faces the opponent's column across the table (left faces right). A card that is
 * on no circle (in the hand) has no column, so its dark device is not met.
 */
export function darkDeviceMet(d: VgData, p: PlayerIndex, src: number | undefined): boolean {
  const c = src === undefined ? null : unitCircleOf(d.players[p], src);
  if (!c) return false;
  const them = d.players[p === 0 ? 1 : 0];
  return unitsOnCircles(them, facingColumn(c)).length === 0;
}

/**
 * Are the ability's brave, oracle, ritual, unite, thunderstrike, dark device and shinken hissatsu
 * conditions met now (`src`, the ability's card, for dark device's column)? 11.26.1.1, 11.36.1.1,
 * 11.39.1.1: read continuously for [CONT]; 11.26.1.2.1, 11.39.1.2.1: an [AUTO] below its count does not
 * trigger, and once triggered it resolves whatever the count becomes; 11.26.1.3.1, 11.39.1.3.1: an
 * [ACT] is checked as it is played only. 11.19.1.1.1: unite too is
 * read continuously for [CONT], as an [AUTO] triggers and as an [ACT] is played. 11.15.2.1, 11.16.2.1: read
 * continuously for [CONT]; 11.15.3.1, 11.16.3.1: an [AUTO] below it does not trigger, and once
 * triggered it resolves whatever the hand becomes; 11.15.4.1, 11.16.4.1, 11.18.4.1: an [ACT] is checked
 * as it is played only. 11.18.3.1: an [AUTO] ritual that triggers as a card goes from the field to
 * the drop zone is read after the move, so that card counts.
 */
export function keywordConditionsMet(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  ab: KeywordConditions,
  src?: number,
): boolean {
  const hand = d.players[p].hand.length;
  if (ab.brave && hand > BRAVE_HAND_AT_MOST) return false;
  if (ab.oracle && hand < ORACLE_HAND_AT_LEAST) return false;
  if (ab.unite && callsThisTurn(d, p) < UNITE_CALLS_AT_LEAST) return false;
  if (ab.thunderstrike !== undefined && d.players[p === 0 ? 1 : 0].bind.length < ab.thunderstrike)
    return false;
  if (ab.shinkenHissatsu && d.players[p].damage.length < SHINKEN_DAMAGE_AT_LEAST) return false;
  if (ab.darkDevice && !darkDeviceMet(d, p, src)) return false;
  // 11.35.1, 11.35.2: during a battle, the turn's battles counted so far include it (events.ts).
  if (ab.wave !== undefined && (d.battle === null || d.battles !== ab.wave)) return false;
  return ab.ritual === undefined || grade1InDrop(cat, d, p) >= ab.ritual;
}

/** 1st, 2nd, 3rd, 4th... (11.35.2's "Nth time"). */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The keywords as they head the generated text, with their reminders. */
export function keywordConditionWords(ab: KeywordConditions): string {
  const out: string[] = [];
  if (ab.brave) out.push(` [Brave] (works while your hand holds ${BRAVE_HAND_AT_MOST} or fewer cards)`);
  if (ab.oracle) out.push(` [Oracle] (works while your hand holds ${ORACLE_HAND_AT_LEAST} or more cards)`);
  if (ab.ritual !== undefined)
    out.push(` [Ritual ${ab.ritual}] (works while your drop zone holds ${ab.ritual} or more grade 1 cards)`);
  if (ab.unite)
    out.push(
      ` [Unite] (works once you have called ${UNITE_CALLS_AT_LEAST} or more cards to (RC) or (GC) this turn)`,
    );
  if (ab.thunderstrike !== undefined)
    out.push(
      ` [Thunderstrike ${ab.thunderstrike}] (works while your opponent's bind zone holds ${ab.thunderstrike} or more cards)`,
    );
  if (ab.darkDevice) out.push(` [Dark Device] (works while your opponent has no unit in this unit's column)`);
  if (ab.shinkenHissatsu)
    out.push(
      ` [Shinken Hissatsu] (works while your damage zone holds ${SHINKEN_DAMAGE_AT_LEAST} or more cards)`,
    );
  if (ab.wave !== undefined)
    out.push(
      ` [Wave - ${ordinal(ab.wave)} time only] (works only during the ${ordinal(ab.wave)} battle of each turn)`,
    );
  return out.join('');
}
