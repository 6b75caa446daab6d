// Seek Mate (11.10), the ability to legion (10.25). 11.10.2 spells it out as an [ACT] of the vanguard
// circle: while this unit has never been in a legion state and the opponent's vanguard is grade 3 or
// more, put four cards of the drop zone on top of the deck, look through the deck for at most one card
// the icon names (11.10.2.1: any one of them), legion with it and shuffle; once in the game. The card
// definition holds only the names and the icon's number (cards.ts `seekMate`); the [ACT] is made here.
import type { PlayerIndex } from '@arbiter/engine';
import type { VgCardDef, VgCatalog } from '../cards.ts';
import { hiddenOnCircle, opponent, vanguardGrade, type VgData } from '../state.ts';
import type { VgAbility, VgActAbility } from './ability.ts';

/** The ability index Seek Mate goes by in options and procedures (printed abilities count from 0). */
export const SEEK_MATE = -2;

/** 11.10.2: the four drop zone cards Seek Mate puts on top of the deck. */
const SEEK_MATE_DROP = 4;
/** 11.10.2: the opponent's vanguard grade Seek Mate needs. */
const SEEK_MATE_OPPONENT_GRADE = 3;

/** 11.10.2: the [ACT] Seek Mate means, for a card with Seek Mate (undefined for any other). */
export function seekMateAbility(def: VgCardDef): VgActAbility | undefined {
  if (!def.seekMate) return undefined;
  return {
    kind: 'act',
    zones: ['VC'],
    oncePerGame: true,
    cost: { dropToDeckTop: SEEK_MATE_DROP },
    effect: [{ do: 'legion', mate: def.seekMate.mate }],
  };
}

/** A card's printed ability `ab`, or its Seek Mate (SEEK_MATE). */
export function abilityAt(def: VgCardDef, ab: number): VgAbility | undefined {
  return ab === SEEK_MATE ? seekMateAbility(def) : def.abilities?.[ab];
}

/**
 * 11.10.2, 10.25.1.2, 10.25.16: may the vanguard `id` play its Seek Mate now (apart from its cost)?
 * Only a face-up Legion Leader-to-be on (VC): never in a legion state before, the opponent's vanguard
 * grade 3 or more. The Legion Mate is not on `field.VC`, so its own Seek Mate is never offered.
 */
export function seekMateOpen(cat: VgCatalog, d: VgData, p: PlayerIndex, id: number): boolean {
  const pl = d.players[p];
  const v = pl.field.VC;
  if (!v || v.id !== id || hiddenOnCircle(v) || pl.mate) return false;
  if ((d.legioned ?? []).some((x) => x.id === id)) return false;
  return vanguardGrade(cat, d.players[opponent(p)]) >= SEEK_MATE_OPPONENT_GRADE;
}

/** 11.10: Seek Mate in the project's own words. */
export function seekMateText(seek: NonNullable<VgCardDef['seekMate']>): string {
  const names = seek.mate.map((n) => `"${n}"`).join(' or ');
  return (
    `[Seek Mate ${seek.power}] ${names}: [ACT](VC): only if this unit has never been in legion and your ` +
    `opponent's vanguard is grade ${SEEK_MATE_OPPONENT_GRADE} or more: put ${SEEK_MATE_DROP} cards of your ` +
    `drop zone on top of your deck in the order you like; look through your deck for at most one ${names}, ` +
    'put it beside this unit as a second vanguard in legion with it (their powers add up when they attack), ' +
    'and shuffle your deck. It cannot be played again this game.'
  );
}
