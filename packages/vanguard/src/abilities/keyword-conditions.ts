// Keyword conditions that count cards of the master's: brave (11.15, three or fewer cards in the
// hand), oracle (11.16, five or more in the hand), ritual (11.18, a number of grade 1 cards in the
// drop zone) and unite (11.19, two or more cards called to (RC) or (GC) this turn). Like limit break (11.6) and generation break (11.12), each is read
// continuously for [CONT], as an [AUTO] would trigger and as an [ACT] is played; `breaksMet` in
// resolve.ts applies them to every kind of ability.
import type { PlayerIndex } from '@arbiter/engine';
import { z } from 'zod';
import type { VgCatalog } from '../cards.ts';
import type { VgData } from '../state.ts';

/** 11.15.1: brave looks for 3 or fewer cards in the master's hand. */
export const BRAVE_HAND_AT_MOST = 3;
/** 11.16.1: oracle looks for 5 or more cards in the master's hand. */
export const ORACLE_HAND_AT_LEAST = 5;

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
};

export interface KeywordConditions {
  brave?: true | undefined;
  oracle?: true | undefined;
  ritual?: number | undefined;
  unite?: true | undefined;
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
 * Are the ability's brave, oracle, ritual and unite conditions met now? 11.19.1.1.1: unite too is
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
): boolean {
  const hand = d.players[p].hand.length;
  if (ab.brave && hand > BRAVE_HAND_AT_MOST) return false;
  if (ab.oracle && hand < ORACLE_HAND_AT_LEAST) return false;
  if (ab.unite && callsThisTurn(d, p) < UNITE_CALLS_AT_LEAST) return false;
  return ab.ritual === undefined || grade1InDrop(cat, d, p) >= ab.ritual;
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
  return out.join('');
}
