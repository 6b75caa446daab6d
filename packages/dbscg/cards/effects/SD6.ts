// SD6 (Starter Deck: Resurrected Fusion): the project's own definitions of the skills of the cards
// new in the starter deck, in the effect vocabulary. The facts come from SD6.json; the text players
// read is generated from these definitions. Cards left out are listed at the end with the reason.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Directive, Skill } from '../../src/vocab.ts';
import { doubleStrike } from './lib/common.ts';

/** SD6-02, SD6-03: as a [Union-Fusion] cost (10-13-3-4), with a ＜Gogeta＞ leader, (effect). */
function fusionReborn(effect: Directive): Skill {
  return {
    kind: 'auto',
    on: { on: 'fusionCost' },
    if: { leader: { character: ['Gogeta'] } },
    effect: [effect],
  };
}

export const SD6: SetSkills = {
  'SD6-01': {
    skills: [
      // 10-28: [Burst 2]: the top 2 cards of the deck to the Drop Area, or the skill does not activate.
      { kind: 'auto', on: { on: 'attacks' }, cost: [{ pay: 'burst', n: 2 }], effect: [{ do: 'draw', n: 1 }] },
      {
        kind: 'awaken',
        cond: { life: { max: 4 } },
        optional: true,
        effect: [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 2, upTo: true } }],
      },
    ],
    back: [
      {
        kind: 'auto',
        sparking: 5,
        on: { on: 'attacks' },
        effect: [
          { do: 'draw', n: 1 },
          {
            do: 'if',
            cond: { energy: { min: 3 } },
            then: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
          },
          {
            do: 'if',
            cond: { energy: { min: 5 } },
            then: [{ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' }],
          },
        ],
      },
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'discard', n: 1 }],
        effect: [{ do: 'limitCounters', side: 'opp', until: 'turn' }],
      },
    ],
  },
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
  'SD6-02': {
    skills: [fusionReborn({ do: 'stand', target: { side: 'own', zone: 'energy', count: 1, upTo: true } })],
  },
  'SD6-03': { skills: [fusionReborn({ do: 'draw', n: 1 })] },
};
