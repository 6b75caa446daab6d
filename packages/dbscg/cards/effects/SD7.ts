// SD7 (Starter Deck: Shenron's Advent): the project's own definitions of the skills of the cards new
// in the starter deck, in the effect vocabulary. The facts come from SD7.json; the text players read
// is generated from these definitions. Cards left out are listed at the end with the reason.
import type { SetSkills } from '../../src/pool/defs.ts';
import { critical, doubleStrike, playFromDrop } from './lib/common.ts';

export const SD7: SetSkills = {
  'SD7-02': {
    skills: [
      doubleStrike,
      { kind: 'keyword', spec: { k: 'barrier' } },
      {
        kind: 'auto',
        sparking: 7,
        on: { on: 'played' },
        effect: [{ do: 'move', target: { side: 'opp', count: 1, upTo: true }, to: 'warp' }],
      },
    ],
  },
  'SD7-03': {
    skills: [
      critical,
      {
        kind: 'auto',
        on: { on: 'played' },
        cost: [{ pay: 'burst', n: 5 }],
        effect: [
          {
            do: 'if',
            cond: { hand: { min: 11 }, side: 'opp' },
            then: [
              { do: 'move', target: { side: 'opp', zone: 'hand', chooser: 'opp', keep: 10 }, to: 'warp' },
            ],
          },
        ],
      },
    ],
  },
  'SD7-05': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'burst', n: 3 }],
        effect: [
          { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
          { do: 'ban', target: { side: 'self' }, what: 'attackActive', until: 'turn' },
        ],
      },
    ],
  },
  'SD7-04': {
    skills: [
      { kind: 'permanent', effect: [{ c: 'cannotAttack' }] },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        sparking: 5,
        effect: [
          { do: 'draw', n: 1 },
          {
            do: 'choose',
            n: 1,
            options: [
              [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 2, upTo: true } }],
              [playFromDrop({ type: 'battle', cost: { max: 2 } }, false)],
              [
                {
                  do: 'power',
                  target: { side: 'own', zone: 'field', count: 1 },
                  amount: 5000,
                  until: 'turn',
                },
                { do: 'gain', target: { side: 'chosen' }, spec: { k: 'critical' }, until: 'turn' },
              ],
            ],
          },
        ],
      },
    ],
  },
};

// Not defined yet, each for want of vocabulary:
// - SD7-01 Dragon Ball / Shenron (leader): [Wish] reading 7 [Dragon Ball] cards in the Drop Area, a
//   search of the deck or the life, and activating another card's [Activate: Main] from the hand.
