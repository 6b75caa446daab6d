// BT3 [EX-Evolve] cards (10-5-4): the project's own definitions, merged into BT3 by BT3.ts. Each
// evolves from the hand onto a card of its colour and character of a given energy cost or more, for
// energy and cards of the hand placed in the Drop Area.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';
import { doubleStrike, exEvolve, tripleStrike, whenAttacks, whenEvolved } from '../lib/common.ts';

/** "Switch this card to Active Mode; it gains +N power for the turn." */
function standAndPower(amount: number): Directive[] {
  return [
    { do: 'stand', target: { side: 'self' } },
    { do: 'power', target: { side: 'self' }, amount, until: 'turn' },
  ];
}

/** "Choose up to `n` (filter) in your (zone) and combo with them": they go to the Combo Area. */
function comboWith(zone: 'drop' | 'energy', n: number, filter: CardFilter): Directive {
  return { do: 'move', target: { side: 'own', zone, count: n, upTo: true, filter }, to: 'combo' };
}

const barrier: Skill = { kind: 'keyword', spec: { k: 'barrier' } };

export const BT3_EX_EVOLVE: SetSkills = {
  'BT3-003': {
    skills: [
      exEvolve('red', 1, 'Son Goku: GT', 5),
      doubleStrike,
      { kind: 'auto', once: true, on: { on: 'attacks' }, effect: standAndPower(5000) },
    ],
  },
  'BT3-034': {
    skills: [
      exEvolve('blue', 2, 'Son Goku', 5),
      doubleStrike,
      { kind: 'permanent', effect: [{ c: 'noCounter' }] },
      whenAttacks(comboWith('energy', 5, { type: 'battle' })),
    ],
  },
  'BT3-047': {
    note: 'Its [EX-Evolve] names a ＜Majin Buu＞ of any colour: the data gives no colour for it.',
    skills: [
      {
        kind: 'evolve',
        variant: 'ex',
        cost: [
          { pay: 'energy', n: 1, colors: { blue: 1 } },
          { pay: 'discard', n: 2 },
        ],
        onto: { character: ['Majin Buu'], cost: { min: 5 } },
      },
      tripleStrike,
      whenEvolved(...standAndPower(30000)),
    ],
  },
  'BT3-057': {
    skills: [
      exEvolve('green', 1, 'Son Goku', 5),
      doubleStrike,
      whenAttacks(comboWith('drop', 3, { type: 'battle', colors: ['green'] })),
    ],
  },
  'BT3-059': {
    note: 'Its [EX-Evolve] has no cost in the data: none is paid.',
    skills: [
      {
        kind: 'evolve',
        variant: 'ex',
        cost: [],
        onto: { colors: ['green'], character: ['Son Goku'], cost: { min: 5 } },
      },
      doubleStrike,
      barrier,
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [{ do: 'stand', target: { side: 'self' } }],
      },
    ],
  },
};
