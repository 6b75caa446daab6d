// BT3 cards of the fourth pass (issue 16): the Majins of the Demon Realm, the [Xeno-Evolve] cards of
// Towa and Mira, and the [EX-Evolve] cards of Bardock and Son Goku: GT. The project's own
// definitions, merged into BT3 by BT3.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Color, Condition, Directive, Skill } from '../../../src/vocab.ts';
import {
  blocker,
  critical,
  doubleStrike,
  exEvolve,
  millUpToTwo,
  whenAttacks,
  whenEvolved,
  whenPlayed,
  xenoEvolve,
} from '../lib/common.ts';

/** "If your opponent's Leader Card is (one of these colours)" (2-4). */
function oppLeaderIs(colors: Color[]): Condition {
  return { leader: { colors }, side: 'opp' };
}

/** "If you have N or more cards in your Warp" (11-4). */
function warpHolds(min: number): Condition {
  return { count: { side: 'own', zone: 'warp' }, min };
}

/** "Choose up to 1 of (the opponent's cards of that area) and send it to their Warp" (11-4). */
function warpOne(zone: 'battle' | 'energy'): Directive {
  return { do: 'move', target: { side: 'opp', zone, count: 1, upTo: true }, to: 'warp' };
}

/** [EX-Evolve] paid with two hand cards sent to the Drop Area: onto a yellow ＜Bardock＞ of cost 5 or more. */
const bardockExEvolve: Skill = {
  kind: 'evolve',
  variant: 'ex',
  cost: [{ pay: 'discard', n: 2 }],
  onto: { colors: ['yellow'], character: ['Bardock'], cost: { min: 5 } },
};

const RED: CardFilter = { colors: ['red'] };

export const BT3_BLACK_AND_EVOLVED: SetSkills = {
  'BT3-119': {
    skills: [
      blocker,
      whenPlayed(millUpToTwo),
      {
        kind: 'auto',
        on: { on: 'attacked' },
        effect: [
          {
            do: 'if',
            cond: oppLeaderIs(['red', 'blue']),
            then: [{ do: 'power', target: { side: 'self' }, amount: 15000, until: 'turn' }],
          },
        ],
      },
    ],
  },
  'BT3-120': {
    skills: [
      critical,
      whenPlayed(millUpToTwo),
      whenPlayed({
        do: 'if',
        cond: oppLeaderIs(['green', 'yellow']),
        then: [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 4, upTo: true } }],
      }),
    ],
  },
  'BT3-116': {
    skills: [
      xenoEvolve(5, 'Mira'),
      doubleStrike,
      whenEvolved(
        { do: 'if', cond: warpHolds(5), then: [warpOne('battle')] },
        { do: 'if', cond: warpHolds(10), then: [warpOne('energy')] },
      ),
    ],
  },
  'BT3-114': {
    skills: [
      xenoEvolve(4, 'Towa'),
      whenEvolved(
        {
          do: 'stand',
          target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 6 } } },
        },
        { do: 'control', target: { side: 'chosen' } },
      ),
    ],
  },
  'BT3-123': {
    skills: [
      exEvolve('red', 2, 'Son Goku: GT', 6),
      { kind: 'keyword', spec: { k: 'ultimate' } },
      whenAttacks(
        { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
        { do: 'if', cond: { self: { power: { min: 60000 } } }, then: [{ do: 'damage', n: 1 }] },
      ),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'discard', n: 2, filter: RED }],
        effect: [{ do: 'stand', target: { side: 'self' } }],
      },
    ],
  },
  'BT3-084': {
    skills: [
      bardockExEvolve,
      {
        kind: 'permanent',
        if: { count: { side: 'opp', zone: 'energy', filter: { mode: 'rest' } }, min: 6 },
        effect: [
          { c: 'power', amount: 5000 },
          { c: 'keyword', spec: { k: 'strike', n: 3 } },
        ],
      },
      whenEvolved(
        { do: 'rest', target: { side: 'opp', zone: 'battle', all: true } },
        { do: 'rest', target: { side: 'opp', zone: 'energy', all: true } },
      ),
    ],
  },
  'BT3-085': {
    skills: [
      bardockExEvolve,
      blocker,
      doubleStrike,
      whenEvolved({
        do: 'ban',
        target: { side: 'opp', zone: 'leader', filter: { mode: 'rest' } },
        what: 'active',
        until: 'opponentCharge',
      }),
    ],
  },
};
