// TB2's green, yellow and black cards: the project's own definitions of their skills.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Condition, Continuous, Directive, Skill } from '../../../src/vocab.ts';
import {
  barrier,
  blocker,
  critical,
  doubleStrike,
  koOpponents,
  onOwnTurnCombo,
  opponentCostingTwoOrLess,
  selfPower,
  standOwnUpToOne,
  superComboUnderLeader,
  whenAttacks,
  whenPlayed,
} from '../lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from '../lib/starter.ts';
import {
  fieldRestingFor,
  inBattleArea,
  withPartner,
  opponentDiscards,
  WORLD_TOURNAMENT,
  WT_LEADER,
} from './pairs.ts';

/** "If your Leader Card is a (colour) 《World Tournament》" (2-4, 2-6-4). */
function colourWtLeader(color: 'green' | 'yellow'): Condition {
  return { leader: { colors: [color], ...WORLD_TOURNAMENT } };
}

/** "[Activate: Main] [Once per Turn] (switch your {partner} to Rest Mode): (effect)" (8-4, 10-11). */
function restPartnerFor(partner: string, ...effect: Directive[]): Skill {
  return {
    kind: 'activate',
    timing: ['main'],
    once: true,
    cost: [{ pay: 'restOwn', n: 1, filter: { name: partner } }],
    effect,
  };
}

/** "For the duration of the turn this card gains (keyword)". */
function selfGains(spec: Extract<Directive, { do: 'gain' }>['spec']): Directive {
  return { do: 'gain', target: { side: 'self' }, spec, until: 'turn' };
}

const CRITICAL: Continuous = { c: 'keyword', spec: { k: 'critical' } };
const restUpToOne = (filter?: CardFilter): Directive => ({
  do: 'rest',
  target: { side: 'opp', zone: 'battle', count: 1, upTo: true, ...(filter ? { filter } : {}) },
});
const UNYIELDING_GOKU: CardFilter = { name: 'Unyielding Victory Son Goku' };

export const TB2_GREEN_YELLOW_BLACK: SetSkills = {
  'TB2-034': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      { kind: 'auto', on: { on: 'attacks' }, once: true, effect: [{ do: 'draw', n: 1 }, selfPower(5000)] },
      { kind: 'auto', on: { on: 'kos' }, once: true, effect: [{ do: 'stand', target: { side: 'self' } }] },
    ],
  },
  'TB2-035': {
    skills: [
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: inBattleArea('Fateful Reunion Chi-Chi'),
        then: [koOpponents(1), selfPower(10000)],
      }),
    ],
  },
  'TB2-036': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { all: [WT_LEADER, { hand: { min: 5 }, side: 'opp' }] },
        then: [opponentDiscards(1)],
      }),
    ],
  },
  'TB2-037': {
    skills: [
      barrier,
      {
        kind: 'auto',
        on: { on: 'cardPlayed', side: 'own', filter: { name: 'Fateful Reunion Son Goku' } },
        effect: [
          selfPower(10000),
          {
            do: 'power',
            target: { side: 'own', zone: 'battle', count: 1, filter: { name: 'Fateful Reunion Son Goku' } },
            amount: 10000,
            until: 'turn',
          },
          { do: 'draw', n: 1 },
        ],
      },
    ],
  },
  'TB2-038': { skills: superComboUnderLeader(WORLD_TOURNAMENT) },
  'TB2-040': { skills: [critical] },
  'TB2-041': {
    skills: [
      whenPlayed({
        do: 'ko',
        target: opponentCostingTwoOrLess,
      }),
    ],
  },
  'TB2-042': {
    skills: [
      critical,
      whenPlayed({ do: 'ifPaid', cost: [{ pay: 'life', n: 1, to: 'hand' }], then: [opponentDiscards(1)] }),
    ],
  },
  'TB2-043': {
    skills: [
      barrier,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'koBattle', n: 1, filter: { name: 'Mercenary Tao, Trading Moves' } }],
        effect: [
          {
            do: 'if',
            cond: colourWtLeader('green'),
            then: [
              { do: 'stand', target: { side: 'self' } },
              selfPower(5000),
              selfGains({ k: 'strike', n: 2 }),
            ],
          },
        ],
      },
    ],
  },
  'TB2-044': {
    skills: [onOwnTurnCombo(standOwnUpToOne({ name: 'Tien Shinhan, Trading Moves' }))],
  },
  'TB2-046': {
    skills: [blocker, withPartner('Trusting Relationship Popo', { c: 'keyword', spec: { k: 'barrier' } })],
  },
  'TB2-047': {
    skills: [whenPlayed({ do: 'search', n: 1, to: 'hand', filter: { name: 'Trusting Relationship Kami' } })],
  },
  'TB2-048': {
    skills: [
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: { all: [colourWtLeader('green'), inBattleArea('Tien Shinhan, Trading Moves')] },
        then: [opponentDiscards(3)],
      }),
    ],
  },
  'TB2-049': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        effect: [
          {
            do: 'if',
            cond: { leader: { colors: ['green'], character: ['Son Goku'] } },
            then: [
              { do: 'power', target: { side: 'own', zone: 'leader' }, amount: 15000, until: 'battle' },
              {
                do: 'gain',
                target: { side: 'own', zone: 'leader' },
                spec: { k: 'critical' },
                until: 'battle',
              },
            ],
          },
        ],
      },
    ],
  },
  'TB2-050': {
    note: 'A Battle Card it attacks is in Rest Mode (7-1; a blocker rests itself, 10-4-1): "attacking a Battle Card" says it.',
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      whenAttacks({ do: 'draw', n: 1 }, selfPower(5000)),
      {
        kind: 'permanent',
        if: { battle: 'attacking', against: 'battle' },
        effect: [{ c: 'noOpponentCombo' }],
      },
    ],
  },
  'TB2-051': {
    skills: [
      barrier,
      restPartnerFor('Unyielding Victory Jackie Chun', {
        do: 'if',
        cond: colourWtLeader('yellow'),
        then: [selfPower(5000), selfGains({ k: 'strike', n: 2 }), selfGains({ k: 'dualAttack', n: 3 })],
      }),
    ],
  },
  'TB2-052': { skills: superComboUnderLeader(WORLD_TOURNAMENT) },
  'TB2-053': { skills: [withPartner('Toughened Up Chiaotzu', { c: 'power', amount: 5000 }, CRITICAL)] },
  'TB2-054': {
    skills: [barrier, withPartner('Unending Moves Tien Shinhan', { c: 'power', amount: 10000 }, CRITICAL)],
  },
  'TB2-055': {
    skills: [
      doubleStrike,
      barrier,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'koBattle', n: 1, filter: { name: 'Unending Moves Yamcha' } }],
        effect: [{ do: 'draw', n: 2 }, koOpponents(1, { mode: 'rest' })],
      },
    ],
  },
  'TB2-056': {
    skills: [
      blocker,
      {
        kind: 'auto',
        on: { on: 'cardPlayed', side: 'own', filter: { name: 'Toughened Up Krillin' } },
        once: true,
        effect: [{ do: 'draw', n: 1 }, selfPower(14000)],
      },
    ],
  },
  'TB2-057': { skills: [barrier, restPartnerFor('Master Shen, Martial Meister', { do: 'draw', n: 1 })] },
  'TB2-063': { skills: [barrier, restPartnerFor('Master Roshi, Martial Meister', { do: 'draw', n: 1 })] },
  'TB2-058': {
    note: '"If you KO-ed it" reads the chosen card where it went (8-10-1): in the Drop Area, still that card.',
    skills: [
      blocker,
      barrier,
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [
          { do: 'ko', target: { side: 'own', zone: 'battle', count: 1, filter: UNYIELDING_GOKU } },
          {
            do: 'if',
            cond: { chosen: UNYIELDING_GOKU },
            then: [
              { do: 'stand', target: { side: 'self' } },
              { do: 'stand', target: { side: 'own', zone: 'energy', count: 1 } },
            ],
          },
        ],
      },
    ],
  },
  'TB2-059': {
    skills: [
      {
        kind: 'permanent',
        if: colourWtLeader('yellow'),
        effect: [
          { c: 'keyword', spec: { k: 'dualAttack', n: 2 } },
          { c: 'keyword', spec: { k: 'barrier' } },
        ],
      },
      { kind: 'auto', on: { on: 'attacks' }, once: true, effect: [koOpponents(1, { mode: 'rest' })] },
    ],
  },
  'TB2-060': {
    skills: [
      critical,
      whenPlayed(restUpToOne({ cost: { max: 4 } }), {
        do: 'ban',
        target: { side: 'chosen' },
        what: 'active',
        until: 'opponentTurnEnd',
      }),
    ],
  },
  'TB2-061': {
    skills: [
      whenPlayed({
        do: 'ifPaid',
        cost: [{ pay: 'life', n: 1, to: 'hand' }],
        then: [restUpToOne(), selfPower(10000)],
      }),
    ],
  },
  'TB2-062': { skills: [whenPlayed(restUpToOne({ cost: { max: 3 } }), selfPower(5000))] },
  'TB2-064': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'if',
            cond: {
              count: { side: 'own', zone: 'battle', filter: { character: ['Son Goku: Childhood'] } },
              min: 1,
            },
            then: [{ do: 'draw', n: 2 }],
          },
        ],
      },
    ],
  },
  'TB2-066': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: WT_LEADER,
        then: [
          { do: 'look', n: 7, zone: 'deck', keep: true },
          {
            do: 'move',
            target: { side: 'chosen', count: 1, upTo: true, filter: WORLD_TOURNAMENT },
            to: 'hand',
          },
          { do: 'shuffle' },
        ],
      }),
    ],
  },
  'TB2-067': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          {
            do: 'if',
            cond: WT_LEADER,
            then: [
              { do: 'negate', what: 'attack' },
              { do: 'play', target: { side: 'self' } },
            ],
          },
        ],
      },
      whenPlayed({
        do: 'if',
        cond: {
          all: [
            { turn: 'own' },
            { count: { side: 'own', zone: 'battle', filter: { ...WORLD_TOURNAMENT, other: true } }, min: 2 },
          ],
        },
        then: [{ do: 'draw', n: 2 }],
      }),
    ],
  },
  'TB2-068': {
    skills: fieldRestingFor({
      do: 'if',
      cond: { leader: { character: ['Announcer'] } },
      then: [
        {
          do: 'power',
          target: { side: 'own', zone: 'battle', count: 2, upTo: true, filter: WORLD_TOURNAMENT },
          amount: 5000,
          until: 'turn',
        },
      ],
    }),
  },
};

// Green, yellow and black cards looked at (issue 16) and left:
// - TB2-039: the two KOs at once could be two `gather`s and a `ko`, but "if you KO-ed {Destined
//   Conclusion Hero} as your Battle Card" must tell whose KO-ed card it was, and a `chosen`
//   condition's filter cannot say the owner (an opponent's Hero would count).
// - TB2-045: a trigger on another named card played from the hand, and the turn-long bar on this
//   card's own name, have no vocabulary.
// - TB2-065 (leader): 《World Tournament》 cards treated as having no cost, and a deck limited to them
//   (5-1), have no continuous or deck rule.
