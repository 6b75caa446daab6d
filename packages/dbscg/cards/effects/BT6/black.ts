// BT6 (Destroyer Kings), the black cards and the 《Agent of Destruction》 cards of every colour: the
// project's own definitions of their skills.
import type { SetSkills } from '../../../src/pool/defs.ts';
import { critical, koOpponents, playFromDrop, whenPlayed } from '../lib/common.ts';
import { opponentGivesUp, selfPowerForTurn, weakenOpponent } from '../BT4/helpers.ts';
import { discardOwn, leaderIs, quickshift, superComboDrawAtFour } from './helpers.ts';

const dragonBall = { kind: 'keyword', spec: { k: 'dragonBall' } } as const;

export const BT6_BLACK: SetSkills = {
  'BT6-108': { skills: [quickshift('black')] },
  'BT6-109': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: leaderIs({ colors: ['black'] }),
        then: [playFromDrop({ type: 'battle', skillless: true, cost: { max: 2 } }), weakenOpponent(5000)],
      }),
    ],
  },
  'BT6-110': { skills: superComboDrawAtFour('black') },
  'BT6-117': {
    skills: [
      dragonBall,
      {
        kind: 'activate',
        timing: ['battle'],
        effect: [
          {
            do: 'power',
            target: { side: 'own', zone: 'field', count: 1, upTo: true },
            amount: 5000,
            until: 'battle',
          },
          {
            do: 'if',
            cond: { chosen: { type: 'battle', skillless: true } },
            then: [{ do: 'power', target: { side: 'chosen' }, amount: 5000, until: 'battle' }],
          },
        ],
      },
    ],
  },
  'BT6-118': {
    skills: [
      dragonBall,
      {
        kind: 'activate',
        timing: ['main'],
        if: leaderIs({ trait: ['Shenron'] }),
        effect: [{ do: 'draw', n: 4 }, discardOwn(2)],
      },
    ],
  },
  'BT6-120': {
    note: 'The data writes the cost as B[one]: one blue energy and one of any colour, 2 in all (SOURCE.md).',
    skills: [
      whenPlayed(koOpponents(1, { power: { max: 25000 } })),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        if: leaderIs({ colors: ['red'] }),
        cost: [{ pay: 'energy', n: 2, colors: { blue: 1 } }],
        effect: [
          selfPowerForTurn(10000),
          { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
          { do: 'gain', target: { side: 'self' }, spec: { k: 'dualAttack', n: 2 }, until: 'turn' },
        ],
      },
    ],
  },
  'BT6-122': {
    skills: [
      whenPlayed(opponentGivesUp('drop')),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'energy', n: 1, colors: { green: 1 } }],
        effect: [
          playFromDrop(
            { trait: ["Slug's Army"], cost: { max: 3 }, not: { name: 'Lord Slug, Agent of Destruction' } },
            true,
            'hand',
          ),
        ],
      },
    ],
  },
  'BT6-123': {
    note: 'The data writes the cost as [two]: two energy of any colour (SOURCE.md).',
    skills: [
      critical,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'energy', n: 2 }],
        effect: [koOpponents(1), opponentGivesUp('drop')],
      },
    ],
  },
  'BT6-124': {
    note: 'The data writes the cost as [two]: two energy of any colour (SOURCE.md).',
    skills: [
      whenPlayed({
        do: 'rest',
        target: { side: 'opp', zone: 'battle', count: 1, upTo: true, ignoreBarrier: true },
      }),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'energy', n: 2 }],
        effect: [
          {
            do: 'if',
            cond: { self: { mode: 'rest' } },
            then: [
              { do: 'rest', target: { side: 'opp', zone: 'leader', count: 1 } },
              {
                do: 'ban',
                target: { side: 'opp', zone: 'leader', count: 1 },
                what: 'active',
                until: 'opponentTurnEnd',
              },
            ],
          },
        ],
      },
    ],
  },
};
