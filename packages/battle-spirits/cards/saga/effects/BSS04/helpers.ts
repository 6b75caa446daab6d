// BSS04: small builders that several parts of the set's definitions share.
import type { Ability, Cost, Directive, Target, TriggerEvent } from '../../../../src/vocab.ts';
import { oneFoe } from '../shared/helpers.ts';

/** Ascend from a spirit of yours that costs `n` or more (11-8-1). */
export const ascendFrom = (n: number): Ability => ({
  kind: 'keyword',
  keyword: 'ascend',
  cond: { side: 'own', what: 'spirit', minCost: n },
});

export const foeBp = (n: number, t: Omit<Target, 'side'> = {}): Directive => ({
  do: 'bp',
  amount: -n,
  target: oneFoe(t),
  until: 'turn',
});

/**
 * The BSS04 nexuses' LV1 half: in the opponent's attack step, when the attack of an opposing spirit
 * matching `attacker` takes your life (7-1-5-3-1; that spirit is the subject).
 */
export const whenAttackTakesYourLife = (
  attacker: Omit<Target, 'side' | 'what'>,
  effect: Directive[],
): Ability => ({
  kind: 'trigger',
  on: 'lifeLost',
  levels: [1, 2],
  during: 'opponentAttackStep',
  filter: { side: 'opponent', what: 'spirit', ...attacker },
  effect,
});

/** Their LV2 half: in your attack step, when `on` happens to a spirit of yours with Ascend. */
export const whenYourAscendSpirit = (
  on: TriggerEvent,
  effect: Directive[],
  more: { optional?: boolean; cost?: Cost[] } = {},
): Ability => ({
  kind: 'trigger',
  on,
  levels: [2],
  during: 'yourAttackStep',
  filter: { side: 'own', what: 'spirit', keyword: 'ascend' },
  ...more,
  effect,
});
