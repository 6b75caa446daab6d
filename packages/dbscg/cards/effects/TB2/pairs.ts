// What the TB2 cards share: the 《World Tournament》 leader they ask for, and the partner card they
// look for in the Battle Area (most of the set's cards come in named pairs).
import type { CardFilter, Condition, Continuous, Directive, Skill } from '../../../src/vocab.ts';

export const WORLD_TOURNAMENT: CardFilter = { trait: ['World Tournament'] };
/** "If your Leader Card is 《World Tournament》" (2-6-4). */
export const WT_LEADER: Condition = { leader: WORLD_TOURNAMENT };

/** "If {a card named `name`} is in play in your Battle Area" (2-1-2, 3-4). */
export function inBattleArea(name: string): Condition {
  return { count: { side: 'own', zone: 'battle', filter: { name } }, min: 1 };
}

/** The opponent chooses `n` cards of their hand and places them in their Drop Area. */
export function opponentDiscards(n: number): Directive {
  return { do: 'move', target: { side: 'opp', zone: 'hand', count: n, chooser: 'opp' }, to: 'drop' };
}

/** A [Field] (10-3) whose [Activate: Main] skill costs resting it: (effect) (TB2-018, TB2-068). */
export function fieldRestingFor(...effect: Directive[]): Skill[] {
  return [{ kind: 'field' }, { kind: 'activate', timing: ['main'], cost: [{ pay: 'rest' }], effect }];
}

/** "If {`name`} is in play in your Battle Area, this card gains (effects)" (8-1-4). */
export function withPartner(name: string, ...effect: Continuous[]): Skill {
  return { kind: 'permanent', if: inBattleArea(name), effect };
}
