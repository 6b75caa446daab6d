// BT6 (Destroyer Kings), the black cards and the 《Agent of Destruction》 cards of every colour: the
// project's own definitions of their skills.
import type { SetSkills } from '../../../src/pool/defs.ts';
import { critical, koOpponents, playFromDrop, whenPlayed } from '../lib/common.ts';
import { opponentGivesUp, selfPowerForTurn, weakenOpponent } from '../BT4/helpers.ts';
import { discardOwn, leaderIs, quickshift, superComboDrawAtFour, counterUnderLeader } from './helpers.ts';
import { fromDeckOrDrop } from '../BT5/shapes.ts';
import { takeToHand } from '../lib/look-and-take.ts';
import type { CardFilter, Directive } from '../../../src/vocab.ts';

const dragonBall = { kind: 'keyword', spec: { k: 'dragonBall' } } as const;

const SKILLLESS_UP_TO_3: CardFilter = { type: 'battle', skillless: true, cost: { max: 3 } };

/**
 * Under a black leader: one skill-less Battle Card costing 3 at most, picked from the deck or the Drop
 * Area, enters play (BT6-107, BT6-113; 2-12-4, 10-27).
 */
const playSkilllessFromDeckOrDrop: Directive = {
  do: 'if',
  cond: leaderIs({ colors: ['black'] }),
  then: [
    fromDeckOrDrop(
      { do: 'search', filter: SKILLLESS_UP_TO_3, n: 1, to: 'battle' },
      playFromDrop(SKILLLESS_UP_TO_3),
    ),
  ],
};

export const BT6_BLACK: SetSkills = {
  'BT6-107': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          fromDeckOrDrop(
            { do: 'search', filter: { name: 'Four-Star Ball' }, n: 1, to: 'hand' },
            takeToHand('drop', 1, { name: 'Four-Star Ball' }),
          ),
        ],
      },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'energy', n: 2 }],
        effect: [playSkilllessFromDeckOrDrop],
      },
    ],
  },
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
  'BT6-113': {
    skills: [{ kind: 'auto', on: { on: 'played' }, sparking: 3, effect: [playSkilllessFromDeckOrDrop] }],
  },
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
  'BT6-119': {
    skills: [
      counterUnderLeader(
        { colors: ['black'] },
        {
          do: 'choose',
          n: 1,
          options: [
            [takeToHand('drop', 1, { type: 'battle', skillless: true })],
            [takeToHand('warp', 1, { type: 'battle', skillless: true })],
          ],
        },
      ),
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
