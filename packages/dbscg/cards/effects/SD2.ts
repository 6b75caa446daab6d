// SD2 (Starter Deck: The Extreme Evolution): the project's own definitions of the skills of the
// cards new in the starter deck, in the effect vocabulary. The facts come from SD2.json; the text
// players read is generated from these definitions. Cards left out are listed at the end.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Directive, Skill } from '../../src/vocab.ts';
import { evolve, playFromDrop, whenAttacks, whenPlayed } from './lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from './lib/starter.ts';

const GT_GOKU = 'Son Goku: GT';

/** "If this card's power is `min` or more, it gains [N Strike] for the turn." */
function strikeFrom(min: number, n: 2 | 3): Directive {
  return {
    do: 'if',
    cond: { self: { power: { min } } },
    then: [{ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n }, until: 'turn' }],
  };
}

/** Rising Spirit Super Saiyan Son Goku: +5000 during your turn with 3 life or less. */
const risingSpirit: Skill = {
  kind: 'permanent',
  if: { all: [{ turn: 'own' }, { life: { max: 3 } }] },
  effect: [{ c: 'power', amount: 5000 }],
};

/** Broken Limits Super Saiyan 3 Son Goku: +5000 for the turn, then [Triple Strike] at 40000 or more. */
const gokuGtPowerUp: Directive[] = [
  { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
  strikeFrom(40000, 3),
];

const drawOne: Directive = { do: 'draw', n: 1 };

export const SD2: SetSkills = {
  'SD2-01': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [risingSpirit, whenAttacks(drawOne, strikeFrom(25000, 2))],
  },
  'SD2-02': {
    note: '"When one of your cards attacks" (this one too): one printed skill, two triggers.',
    printed: 2,
    skills: [
      {
        kind: 'evolve',
        variant: 'ex',
        cost: [
          { pay: 'energy', n: 1, colors: { red: 1 } },
          { pay: 'discard', n: 1 },
        ],
        onto: { colors: ['red'], character: [GT_GOKU], cost: { min: 4 } },
      },
      { kind: 'auto', on: { on: 'cardAttacks', side: 'own' }, effect: gokuGtPowerUp },
      { kind: 'auto', on: { on: 'attacks' }, effect: gokuGtPowerUp },
    ],
  },
  'SD2-03': {
    note: '"When a card evolves into this card, or if you combo with this card": one printed skill, two triggers.',
    printed: 3,
    skills: [
      evolve(3, { red: 2 }, GT_GOKU),
      { kind: 'keyword', spec: { k: 'barrier' } },
      { kind: 'auto', on: { on: 'evolved' }, effect: [drawOne] },
      { kind: 'auto', on: { on: 'combo' }, effect: [drawOne] },
    ],
  },
  'SD2-04': {
    skills: [
      whenPlayed({
        do: 'power',
        target: { side: 'own', zone: 'field', count: 1, upTo: true, filter: { colors: ['red'] } },
        amount: 5000,
        until: 'turn',
      }),
      { kind: 'auto', on: { on: 'combo', from: 'battle' }, effect: [drawOne] },
    ],
  },
  'SD2-05': {
    skills: [
      evolve(2, { red: 2 }, 'Trunks: GT'),
      { kind: 'permanent', effect: [{ c: 'attackActive' }] },
      // "Choose up to 1 Battle Card from your hand with 15000 power or less and play it."
      whenPlayed(playFromDrop({ type: 'battle', power: { max: 15000 } }, true, 'hand')),
    ],
  },
};
