// Shapes of skill that recur among the BT6 (Destroyer Kings) cards, in the effect vocabulary.
import type { CardFilter, Color, Condition, Directive, Skill, Trigger } from '../../../src/vocab.ts';
import { leaderAtFourLife, whenCombosIf } from '../lib/common.ts';

export const drawOne: Directive = { do: 'draw', n: 1 };

/** "If your Leader Card is (filter)" (2-6-4, 2-4). */
export function leaderIs(filter: CardFilter): Condition {
  return { leader: filter };
}

/** `n` hand cards of the player's choice go to their Drop Area (an effect, not a cost). */
export function discardOwn(n: number): Directive {
  return { do: 'move', target: { side: 'own', zone: 'hand', count: n }, to: 'drop' };
}

/**
 * The Quickshift cards (BT6-020, 045, 066, 095, 108): when this card combos, with a leader of that
 * colour, the player may shuffle 2 cards of the hand into the deck and, having done so, draw 2
 * (7-2-1-2-2). With fewer than 2 cards in hand the 2 cannot be chosen, so nothing is drawn.
 */
export function quickshift(color: Color): Skill {
  return whenCombosIf(leaderIs({ colors: [color] }), {
    do: 'may',
    then: [
      {
        do: 'if',
        cond: { hand: { min: 2 } },
        then: [
          { do: 'move', target: { side: 'own', zone: 'hand', count: 2 }, to: 'deckBottom' },
          { do: 'shuffle' },
          { do: 'draw', n: 2 },
        ],
      },
    ],
  });
}

/** [Super Combo] (10-17) with "when you combo with this card, with a (colour) leader at 4 life or less, draw 1". */
export function superComboDrawAtFour(color: Color): Skill[] {
  return [
    { kind: 'keyword', spec: { k: 'superCombo' } },
    whenCombosIf(leaderAtFourLife({ colors: [color] }), drawOne),
  ];
}

/** [Super Combo] (10-17) with "[Sparking 5] when you combo with this card, with a (colour) leader, draw 1" (10-29). */
export function superComboDrawSparking(color: Color): Skill[] {
  return [
    { kind: 'keyword', spec: { k: 'superCombo' } },
    sparkingAuto(5, { on: 'combo' }, { do: 'if', cond: leaderIs({ colors: [color] }), then: [drawOne] }),
  ];
}

/** This card goes back to its owner's hand when its controller's turn ends (6-5). */
export const returnAtTurnEnd: Skill = {
  kind: 'auto',
  on: { on: 'phase', at: 'turnEnd', whose: 'own' },
  effect: [{ do: 'move', target: { side: 'self' }, to: 'hand' }],
};

/** A [Counter: Attack] usable only with a leader matching `leader`: negate the attack, then more (10-10-3). */
export function counterUnderLeader(leader: CardFilter, ...then: Directive[]): Skill {
  return {
    kind: 'counter',
    on: 'attack',
    if: leaderIs(leader),
    effect: [{ do: 'negate', what: 'attack' }, ...then],
  };
}

/** "Choose up to `count` of your opponent's Battle Cards (filter) and they get -`amount` power for the turn." */
export function weakenOpponents(
  amount: number,
  count = 1,
  filter?: CardFilter,
  ignoreBarrier = false,
): Directive {
  return {
    do: 'power',
    target: {
      side: 'opp',
      zone: 'battle',
      count,
      upTo: true,
      ...(filter ? { filter } : {}),
      ...(ignoreBarrier ? { ignoreBarrier: true as const } : {}),
    },
    amount: -amount,
    until: 'turn',
  };
}

/** "[Auto] [Sparking `n`] (trigger), (effect)": in force with `n` or more cards in the Drop Area (10-29). */
export function sparkingAuto(n: number, on: Trigger, ...effect: Directive[]): Skill {
  return { kind: 'auto', on, sparking: n, effect };
}

/** "[Activate: Main] [Once per Turn] (effect)" (8-1-3-1, 10-11). */
export function oncePerTurnMain(...effect: Directive[]): Skill {
  return { kind: 'activate', timing: ['main'], once: true, effect };
}

/** One Drop Area card matching `filter`, if any is picked, moves to the hand. */
export function dropToHand(filter: CardFilter): Directive {
  return { do: 'move', target: { side: 'own', zone: 'drop', count: 1, upTo: true, filter }, to: 'hand' };
}

/** The top `n` deck cards are looked at; one matching `filter` may move to the hand (11-6). */
export function lookTakeOne(n: number, filter: CardFilter): Directive[] {
  return [
    { do: 'look', n, zone: 'deck', keep: true },
    { do: 'move', target: { side: 'chosen', count: 1, upTo: true, filter }, to: 'hand' },
  ];
}

/** "[Permanent] You can only have up to 1 (this card) in play in your Battle Area" (read where plays are checked, 3-6-3). */
export const onlyOneInPlay: Skill = { kind: 'permanent', effect: [{ c: 'onlyOneInPlay' }] };
