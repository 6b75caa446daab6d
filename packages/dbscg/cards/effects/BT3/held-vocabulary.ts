// BT3 cards whose skills the vocabulary already held, looked at in the third pass (issue 16): the
// project's own definitions, merged into BT3 by BT3.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { Skill } from '../../../src/vocab.ts';
import {
  blocker,
  doubleStrike,
  evolve,
  koOpponents,
  potara,
  tripleStrike,
  whenEvolved,
  whenPlayed,
} from '../lib/common.ts';

const barrier: Skill = { kind: 'keyword', spec: { k: 'barrier' } };

export const BT3_HELD_VOCABULARY: SetSkills = {
  'BT3-063': {
    note: 'Its last sentence ("Then, you may ... life") is read as part of the ＜Vegito＞ leader condition, like the rest of the skill.',
    skills: [
      potara(5, ['Son Goku', 'Vegeta']),
      tripleStrike,
      // 8-5-3-2: "up to" also answers "you may" for the life cards.
      whenPlayed({
        do: 'if',
        cond: { leader: { character: ['Vegito'] } },
        then: [
          { do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'drop' },
          { do: 'move', target: { side: 'opp', zone: 'hand', count: 1, upTo: true }, to: 'drop' },
          { do: 'draw', n: 2 },
          { do: 'move', target: { side: 'own', zone: 'life', count: 2, upTo: true }, to: 'hand' },
        ],
      }),
    ],
  },
  'BT3-021': {
    skills: [
      doubleStrike,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          { do: 'draw', n: 2 },
          {
            do: 'power',
            target: { side: 'opp', zone: 'battle', count: 1, upTo: true },
            amount: -10000,
            until: 'turn',
          },
        ],
      },
    ],
  },
  'BT3-042': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'rest' }],
        effect: [
          { do: 'move', target: { side: 'own', zone: 'battle', count: 1 }, to: 'hand' },
          {
            do: 'move',
            target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 3 } } },
            to: 'hand',
          },
        ],
      },
    ],
  },
  'BT3-061': {
    note: 'The data writes the [Evolve] cost as G[two]: one green energy and two of any colour, 3 in all (SOURCE.md).',
    skills: [evolve(3, { green: 1 }, 'Trunks: Future'), blocker, barrier, whenEvolved({ do: 'draw', n: 1 })],
  },
  'BT3-088': {
    skills: [
      blocker,
      barrier,
      whenPlayed(koOpponents(1, { mode: 'rest' })),
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [{ do: 'stand', target: { side: 'self' } }],
      },
    ],
  },
};
