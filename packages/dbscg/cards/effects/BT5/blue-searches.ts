// Two more blue BT5 cards, whose skills search the deck in two ways (a [Dragon Ball] card to the Drop
// Area; the top or the bottom of the deck): joined with the others in BT5.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter } from '../../../src/vocab.ts';
import { lookAndTake } from '../lib/look-and-take.ts';
import { DRAGON_BALL, deckToDrop } from './shapes.ts';

const JANEMBA: CardFilter = { character: ['Janemba'] };

export const BT5_BLUE_SEARCHES: SetSkills = {
  'BT5-031': {
    note: '"If that card has an original energy cost of 3 or less" is read in the hand it went back to, where the cost is the printed one (2-11-3).',
    skills: [
      {
        kind: 'auto',
        once: true,
        on: { on: 'attacks' },
        effect: [
          ...deckToDrop(DRAGON_BALL),
          {
            do: 'if',
            cond: { chosen: DRAGON_BALL },
            then: [
              { do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'hand' },
              {
                do: 'if',
                cond: { chosen: { cost: { max: 3 } } },
                then: [{ do: 'stand', target: { side: 'self' } }],
              },
            ],
          },
        ],
      },
    ],
  },
  'BT5-046': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          { do: 'choose', n: 1, options: [lookAndTake(7, 1, JANEMBA), lookAndTake(1, 1, JANEMBA, true)] },
        ],
      },
    ],
  },
};
