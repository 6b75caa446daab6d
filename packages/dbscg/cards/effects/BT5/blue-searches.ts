// BT5 cards whose skills search the deck in more ways (a [Dragon Ball] card to the Drop Area; the top
// or the bottom of the deck; the deck or the Drop Area): joined with the others in BT5.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter } from '../../../src/vocab.ts';
import { barrier, opponentCostingTwoOrLess, playFromDrop } from '../lib/common.ts';
import { lookAndTake, takeToHand } from '../lib/look-and-take.ts';
import { DRAGON_BALL, deckToDrop, fromDeckOrDrop } from './shapes.ts';

const JANEMBA: CardFilter = { character: ['Janemba'] };
const DEADLY_VEGETA = 'Deadly Defender Vegeta';
const YELLOW_DESIRE: CardFilter = { colors: ['yellow'], trait: ['Desire'] };

export const BT5_BLUE_SEARCHES: SetSkills = {
  'BT5-030': {
    note: 'The data writes the [Evolve] cost as B: one blue energy (SOURCE.md). "From your deck or Drop Area" is read as a choice of the area, then of the card (10-27).',
    skills: [
      {
        kind: 'evolve',
        variant: 'evolve',
        cost: [{ pay: 'energy', n: 1, colors: { blue: 1 } }],
        onto: { colors: ['blue'], name: 'Super Saiyan Son Goku', cost: { min: 2 } },
      },
      barrier,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        cost: [{ pay: 'burst', n: 5 }],
        effect: [
          { do: 'move', target: { side: 'own', zone: 'life', count: 1 }, to: 'drop' },
          {
            do: 'move',
            target: opponentCostingTwoOrLess,
            to: 'deckBottom',
          },
          fromDeckOrDrop(
            { do: 'search', filter: { name: DEADLY_VEGETA }, n: 1, to: 'battle' },
            playFromDrop({ name: DEADLY_VEGETA }),
          ),
        ],
      },
    ],
  },
  'BT5-031': {
    note: 'The cost-3 condition on the returned card is read in the hand it went back to, where its cost is the printed one (2-11-3).',
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
  'BT5-099': {
    note: '"From your deck or Drop Area" is read as a choice of the area, then of the card (10-27).',
    skills: [
      {
        kind: 'auto',
        on: { on: 'played', from: 'hand' },
        effect: [
          fromDeckOrDrop(
            { do: 'search', filter: YELLOW_DESIRE, n: 1, to: 'hand' },
            takeToHand('drop', 1, YELLOW_DESIRE),
          ),
        ],
      },
    ],
  },
};
