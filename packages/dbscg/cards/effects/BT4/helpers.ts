// Shapes of skill several BT4 cards share, in the effect vocabulary: used by BT4.ts and the files of
// BT4/.
import type { CardFilter, Color, Directive, Skill } from '../../../src/vocab.ts';

const drawOne: Directive = { do: 'draw', n: 1 };

/** "Choose up to `n` of your energy and switch them to Active Mode" (4-8-1). */
export function standEnergy(n: number): Directive {
  return { do: 'stand', target: { side: 'own', zone: 'energy', count: n, upTo: true } };
}

/** "This card gains +`amount` power for the duration of the turn" (2-8). */
export function selfPowerForTurn(amount: number): Directive {
  return { do: 'power', target: { side: 'self' }, amount, until: 'turn' };
}

/** "Choose up to 1 of your opponent's Battle Cards; it loses `amount` power for the turn." */
export function weakenOpponent(amount: number): Directive {
  return {
    do: 'power',
    target: { side: 'opp', zone: 'battle', count: 1, upTo: true },
    amount: -amount,
    until: 'turn',
  };
}

/** "Your opponent chooses 1 card from their hand and places it (to)". */
export function opponentGivesUp(to: 'drop' | 'deckTop' | 'warp'): Directive {
  return { do: 'move', target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' }, to };
}

/**
 * The 2-cost 15000 cards of each colour (BT4-006, 040, 056, 074): "when you attack or combo with
 * this card, with a leader of that colour, up to 3 cards of the deck top to the Drop Area" (8-5-3-2:
 * the player may stop before each card). One printed skill, two triggers (7-1-1, 7-2-1-2-2).
 */
export function millOnAttackOrCombo(color: Color): Skill[] {
  const millOne: Directive = { do: 'deckTop', n: 1, to: 'drop' };
  const upToThree: Directive = {
    do: 'may',
    then: [millOne, { do: 'may', then: [millOne, { do: 'may', then: [millOne] }] }],
  };
  const effect: Directive[] = [{ do: 'if', cond: { leader: { colors: [color] } }, then: [upToThree] }];
  return [
    { kind: 'auto', on: { on: 'attacks' }, effect },
    { kind: 'auto', on: { on: 'combo' }, effect },
  ];
}

/**
 * "You may choose up to `n` cards of your life and add them to your hand. If you chose 1 or more,
 * (then)" (8-5-3-2, 3-9-2): read through the cards the move took (8-10-1).
 */
export function lifeToHandThen(n: number, ...then: Directive[]): Directive[] {
  return [
    { do: 'move', target: { side: 'own', zone: 'life', count: n, upTo: true }, to: 'hand' },
    { do: 'if', cond: { chosen: {} }, then },
  ];
}

/** "[Activate: Main] Switch this card to Rest Mode: draw 1, then up to 1 of your Battle Cards +5000" (BT4-013, 090). */
export const restToDrawAndPower: Skill = {
  kind: 'activate',
  timing: ['main'],
  cost: [{ pay: 'rest' }],
  effect: [
    drawOne,
    {
      do: 'power',
      target: { side: 'own', zone: 'battle', count: 1, upTo: true },
      amount: 5000,
      until: 'turn',
    },
  ],
};

export const barrier: Skill = { kind: 'keyword', spec: { k: 'barrier' } };
export const deflect: Skill = { kind: 'keyword', spec: { k: 'deflect' } };
export const superCombo: Skill = { kind: 'keyword', spec: { k: 'superCombo' } };

/** "Your Leader Card gains +`amount` power for the duration of the battle" (an [Activate: Battle] Extra's). */
export function leaderBattlePower(amount: number): Directive {
  return { do: 'power', target: { side: 'own', zone: 'leader', all: true }, amount, until: 'battle' };
}

/**
 * BT4-012, BT4-048: "when this card attacks, you may add 1 card of your life to your hand; if you do
 * so, +10000 power and [Critical] for the turn" (8-4-2-2, 3-9-2).
 */
export const lifeForPowerAndCritical: Skill = {
  kind: 'auto',
  on: { on: 'attacks' },
  effect: [
    {
      do: 'ifPaid',
      cost: [{ pay: 'life', n: 1, to: 'hand' }],
      then: [
        selfPowerForTurn(10000),
        { do: 'gain', target: { side: 'self' }, spec: { k: 'critical' }, until: 'turn' },
      ],
    },
  ],
};

/** An Extra Card's "[Activate: Battle] If your Leader Card is (leader), (then)" (8-1-3-1). */
export function battleExtraFor(leader: CardFilter, ...then: Directive[]): Skill {
  return { kind: 'activate', timing: ['battle'], effect: [{ do: 'if', cond: { leader }, then }] };
}
