// SD1 (Starter Deck: The Awakening): the project's own definitions of the skills of the cards new
// in the starter deck, in the effect vocabulary. The facts come from SD1.json; the text players read
// is generated from these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Directive, Skill } from '../../src/vocab.ts';

const doubleStrike: Skill = { kind: 'keyword', spec: { k: 'strike', n: 2 } };

/** Up to N of your blue energy cards back to Active Mode. */
function standBlue(count: number): Directive {
  return {
    do: 'stand',
    target: { side: 'own', zone: 'energy', upTo: true, count, filter: { colors: ['blue'] } },
  };
}

/**
 * [Evolve] onto a card of that character, for `n` energy of which `blue` blue (10-5). The data
 * writes these costs as colour letters and a number word (SOURCE.md: "BB[two]" is two blue energy
 * and two of any colour): the total is the letters plus the number.
 */
function evolve(n: number, blue: number, character: string): Skill {
  return {
    kind: 'evolve',
    variant: 'evolve',
    cost: [{ pay: 'energy', n, colors: { blue } }],
    onto: { character: [character] },
  };
}

export const SD1: SetSkills = {
  'SD1-01': {
    skills: [
      { kind: 'auto', on: { on: 'attacks' }, effect: [standBlue(1)] },
      { kind: 'awaken', cond: { life: { max: 4 } }, optional: true, effect: [{ do: 'draw', n: 2 }] },
    ],
    back: [
      {
        kind: 'permanent',
        if: { all: [{ turn: 'own' }, { energy: { min: 5 } }] },
        effect: [{ c: 'power', amount: 5000 }],
      },
      { kind: 'auto', on: { on: 'attacks' }, effect: [{ do: 'draw', n: 1 }, standBlue(2)] },
    ],
  },
  'SD1-02': {
    skills: [
      evolve(5, 3, 'Son Goku'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          { do: 'move', target: { side: 'opp', all: true, filter: { keyword: 'blocker' } }, to: 'hand' },
        ],
      },
    ],
  },
  'SD1-03': {
    skills: [
      evolve(4, 2, 'Son Goku'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [{ do: 'gain', target: { side: 'self' }, spec: { k: 'dualAttack', n: 2 }, until: 'turn' }],
      },
    ],
  },
  'SD1-04': {
    skills: [
      evolve(2, 1, 'Son Goku'),
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'stand', target: { side: 'own', zone: 'energy', upTo: true, count: 1 } }],
      },
    ],
  },
  'SD1-05': {
    skills: [
      evolve(4, 2, 'Vegeta'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'if', cond: { energy: { min: 5 } }, then: [{ do: 'draw', n: 2 }] }],
      },
    ],
  },
};
