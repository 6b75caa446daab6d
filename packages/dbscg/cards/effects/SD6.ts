// SD6 (Starter Deck: Resurrected Fusion): the project's own definitions of the skills of the cards
// new in the starter deck, in the effect vocabulary. The facts come from SD6.json; the text players
// read is generated from these definitions. Cards left out are listed at the end with the reason.
import type { SetSkills } from '../../src/pool/defs.ts';
import { doubleStrike } from './lib/common.ts';

export const SD6: SetSkills = {
  'SD6-04': {
    skills: [
      doubleStrike,
      // "BB[two]": two blue energy and two of any colour (SOURCE.md: the number word is the rest).
      {
        kind: 'union',
        variant: 'fusion',
        cost: [{ pay: 'energy', n: 4, colors: { blue: 2 } }],
        characters: ['Son Goku', 'Vegeta'],
      },
      {
        kind: 'auto',
        sparking: 5,
        on: { on: 'played' },
        effect: [
          { do: 'draw', n: 2 },
          { do: 'move', target: { side: 'opp', count: 2, upTo: true }, to: 'deckBottom' },
        ],
      },
    ],
  },
};

// Not defined yet, each for want of vocabulary:
// - SD6-01 Gogeta (leader): on the back side, "your opponent can only activate [Counter] skills once"
//   for the turn.
// - SD6-02 Fusion Reborn Vegeta, SD6-03 Fusion Reborn Son Goku: no trigger "when this card is placed
//   in the Drop Area from the hand as the cost of [Union-Fusion]".
