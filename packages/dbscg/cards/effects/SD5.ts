// SD5 (Starter Deck: The Crimson Saiyan): the project's own definitions of the skills of the cards
// new in the starter deck, in the effect vocabulary. The facts come from SD5.json; the text players
// read is generated from these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Skill } from '../../src/vocab.ts';
import { doubleStrike, drawOnAttack, lineageSwap, whenPlayed } from './lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from './lib/starter.ts';

const LINEAGE = "Goku's Lineage";
const barrier: Skill = { kind: 'keyword', spec: { k: 'barrier' } };

/**
 * Long Odds SS4 Son Goku: during your turn, with no more life than the opponent (life ≤ theirs),
 * +5000 and [Critical].
 */
const longOdds: Skill = {
  kind: 'permanent',
  if: { all: [{ turn: 'own' }, { not: { moreLife: 'own' } }] },
  effect: [
    { c: 'power', amount: 5000 },
    { c: 'keyword', spec: { k: 'critical' } },
  ],
};

export const SD5: SetSkills = {
  'SD5-01': { skills: [drawOnLeaderAttack, awakenStandEnergy], back: [drawOnAttack, longOdds] },
  'SD5-02': {
    note: '"You may draw 1; if you did not, [Double Strike]": one of the two, the player picks (10-27).',
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [
          {
            do: 'choose',
            n: 1,
            options: [
              [{ do: 'draw', n: 1 }],
              [{ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' }],
            ],
          },
        ],
      },
    ],
  },
  'SD5-03': {
    skills: [
      lineageSwap(8, 4),
      barrier,
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: { leader: { trait: [LINEAGE] } },
        then: [{ do: 'ko', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } }],
      }),
    ],
  },
  'SD5-04': {
    skills: [
      lineageSwap(8, 4),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'life', n: 1, to: 'hand' }],
        effect: [
          { do: 'stand', target: { side: 'self' } },
          {
            do: 'if',
            cond: { life: { max: 2 } },
            then: [{ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 3 }, until: 'turn' }],
          },
        ],
      },
    ],
  },
  'SD5-05': {
    skills: [
      lineageSwap(4, 2),
      whenPlayed({
        do: 'ko',
        target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { mode: 'rest' } },
      }),
    ],
  },
};
