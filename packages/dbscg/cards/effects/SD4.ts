// SD4 (Starter Deck: The Guardian of Namekians): the project's own definitions of the skills of the
// cards new in the starter deck, in the effect vocabulary. The facts come from SD4.json; the text
// players read is generated from these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Directive, Skill } from '../../src/vocab.ts';
import { doubleStrike, drawOnAttack, whenPlayed } from './lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from './lib/starter.ts';

const NAMEKIAN_BOND = { n: 3, filter: { trait: ['Namekian'] } };

/** "KO up to 1 of your opponent's Battle Cards with an energy cost of `max` or less." */
function koUpTo(max: number): Directive {
  return {
    do: 'ko',
    target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max } } },
  };
}

/** Piccolo Jr., Evil Reborn: [Activate: Main] [Once per Turn] G: KO a card costing 5 or less, +5000. */
const evilReborn: Skill = {
  kind: 'activate',
  timing: ['main'],
  once: true,
  cost: [{ pay: 'energy', n: 1, colors: { green: 1 } }],
  effect: [
    { do: 'ko', target: { side: 'opp', zone: 'battle', count: 1, filter: { cost: { max: 5 } } } },
    { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
  ],
};

export const SD4: SetSkills = {
  'SD4-01': { skills: [drawOnLeaderAttack, awakenStandEnergy], back: [drawOnAttack, evilReborn] },
  'SD4-02': { skills: [whenPlayed(koUpTo(4))] },
  'SD4-03': {
    skills: [
      whenPlayed({
        do: 'search',
        n: 1,
        filter: { character: ['Son Gohan: Adolescence'], cost: { max: 3 } },
        to: 'hand',
      }),
    ],
  },
  'SD4-04': {
    skills: [
      doubleStrike,
      { kind: 'permanent', bond: NAMEKIAN_BOND, effect: [{ c: 'cost', amount: -2 }] },
      whenPlayed(koUpTo(5)),
    ],
  },
  'SD4-05': {
    skills: [
      {
        kind: 'auto',
        bond: NAMEKIAN_BOND,
        on: { on: 'played' },
        effect: [
          { do: 'draw', n: 1 },
          { do: 'move', target: { side: 'own', zone: 'life', count: 2, upTo: true }, to: 'hand' },
          {
            do: 'if',
            cond: { chosen: {} },
            then: [{ do: 'ko', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } }],
          },
        ],
      },
    ],
  },
};
