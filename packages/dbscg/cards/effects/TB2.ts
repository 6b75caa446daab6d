// TB2 (World Martial Arts Tournament): the project's own definitions of the cards' skills, in the
// effect vocabulary. The facts (name, cost, power, ...) come from TB2.json; the text players read is
// generated from these definitions. The red and blue cards are here, the others in TB2/.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Condition, Continuous, Directive, Skill } from '../../src/vocab.ts';
import {
  barrier,
  blocker,
  critical,
  doubleStrike,
  drawOnAttack,
  dualAttack,
  koOpponents,
  leaderAtFourLife,
  negateAndPlaySelf,
  onOwnTurnCombo,
  selfPower,
  standOwnUpToOne,
  superComboUnderLeader,
  tripleStrike,
  whenAttacks,
  whenPlayed,
} from './lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from './lib/starter.ts';
import { TB2_GREEN_YELLOW_BLACK } from './TB2/green-yellow-black.ts';
import { fieldRestingFor, inBattleArea, withPartner, WORLD_TOURNAMENT, WT_LEADER } from './TB2/pairs.ts';

/** Hercule's [Activate: Battle] (TB2-001, both sides): during its battle, with a combo card, draw 1 once a battle. */
const herculeComboDraw: Skill = {
  kind: 'activate',
  timing: ['battle'],
  if: { any: [{ battle: 'attacking' }, { battle: 'guarding' }] },
  effect: [
    {
      do: 'if',
      cond: { count: { side: 'own', zone: 'combo' }, min: 1 },
      then: [
        { do: 'draw', n: 1 },
        { do: 'negateThisSkill', until: 'battle' },
      ],
    },
  ],
};

/** "Choose up to 1 of your opponent's Battle Cards and return it to its owner's hand". */
const bounceOpponent: Directive = {
  do: 'move',
  target: { side: 'opp', zone: 'battle', count: 1, upTo: true },
  to: 'hand',
};

/** The Tiny Rivals' gain beside each other (TB2-004, TB2-007). */
const PLUS_5000_DOUBLE_STRIKE: Continuous[] = [
  { c: 'power', amount: 5000 },
  { c: 'keyword', spec: { k: 'strike', n: 2 } },
];
const lifeToHand = { pay: 'life', n: 1, to: 'hand' } as const;
const BLUE_WT_LEADER: Condition = { leader: { colors: ['blue'], ...WORLD_TOURNAMENT } };
const TEST_OF_STRENGTH_UUB: CardFilter = { name: 'Test of Strength Uub' };

const TB2_RED_BLUE: SetSkills = {
  'TB2-001': {
    skills: [
      herculeComboDraw,
      { kind: 'awaken', cond: { life: { max: 4 } }, optional: true, effect: [{ do: 'draw', n: 3 }] },
    ],
    back: [drawOnAttack, herculeComboDraw],
  },
  'TB2-003': { skills: [whenPlayed(koOpponents(1, { power: { max: 10000 } }))] },
  'TB2-004': {
    skills: [barrier, withPartner('Tiny Rivals Trunks', ...PLUS_5000_DOUBLE_STRIKE)],
  },
  'TB2-005': {
    skills: [
      tripleStrike,
      withPartner('Supreme Showdown Son Goku', { c: 'power', amount: 10000 }),
      whenPlayed({
        do: 'if',
        cond: WT_LEADER,
        then: [
          {
            do: 'ifPaid',
            cost: [{ pay: 'dropBattle', n: 1 }],
            then: [{ do: 'barBlockers', side: 'opp', until: 'turn' }],
          },
        ],
      }),
    ],
  },
  'TB2-006': { skills: superComboUnderLeader(WORLD_TOURNAMENT) },
  'TB2-007': {
    skills: [critical, withPartner('Tiny Rivals Son Goten', ...PLUS_5000_DOUBLE_STRIKE)],
  },
  'TB2-008': {
    skills: [
      { kind: 'keyword', spec: { k: 'superCombo' } },
      {
        kind: 'auto',
        on: { on: 'combo' },
        effect: [
          {
            do: 'if',
            cond: leaderAtFourLife({ colors: ['red'] }),
            then: [
              {
                do: 'ifPaid',
                cost: [{ pay: 'discard', n: 1 }],
                then: [
                  { do: 'comboPower', target: { side: 'self' }, amount: 10000, until: 'turn' },
                  {
                    do: 'search',
                    n: 1,
                    to: 'hand',
                    filter: { colors: ['red'], character: ['Son Goten'], power: { max: 15000 } },
                  },
                  {
                    do: 'search',
                    n: 1,
                    to: 'hand',
                    filter: { colors: ['red'], character: ['Trunks: Youth'], power: { max: 15000 } },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  'TB2-010': {
    skills: [
      { kind: 'permanent', effect: [{ c: 'comboRested' }] },
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'rest' }, { pay: 'restOwn', n: 1, filter: WORLD_TOURNAMENT }],
        effect: [{ do: 'draw', n: 1 }],
      },
    ],
  },
  'TB2-011': {
    skills: [negateAndPlaySelf, withPartner('Heroic Duo Son Gohan', { c: 'power', amount: 9000 })],
  },
  'TB2-012': {
    note: '"Your attacking cards": only the turn player attacks (7-1), so in the opponent\'s turn there is none.',
    skills: [
      onOwnTurnCombo({
        do: 'gain',
        target: { side: 'attacker', count: 1, upTo: true },
        spec: { k: 'strike', n: 2 },
        until: 'battle',
      }),
    ],
  },
  'TB2-013': {
    skills: [
      barrier,
      whenPlayed({
        do: 'if',
        cond: { leader: { colors: ['red'] } },
        then: [standOwnUpToOne({ colors: ['red'], power: { min: 15000 } })],
      }),
    ],
  },
  'TB2-016': { skills: [critical] },
  'TB2-017': {
    skills: [
      { kind: 'permanent', effect: [{ c: 'power', amount: 5000, perUnder: true }] },
      {
        kind: 'auto',
        on: { on: 'cardAttacks', side: 'opp' },
        effect: [
          { do: 'under', deckTop: 1 },
          {
            do: 'if',
            cond: { under: { min: 5 } },
            then: [{ do: 'move', target: { side: 'self' }, to: 'drop' }],
          },
        ],
      },
    ],
  },
  'TB2-018': {
    skills: fieldRestingFor(
      { do: 'look', n: 1, zone: 'deck', keep: true },
      {
        do: 'move',
        target: {
          side: 'chosen',
          count: 1,
          upTo: true,
          filter: { character: ['Dabura', 'Pui Pui', 'Yakon'] },
        },
        to: 'hand',
      },
      { do: 'move', target: { side: 'looked', all: true }, to: 'deckBottom' },
    ),
  },
  'TB2-019': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      drawOnAttack,
      { kind: 'activate', timing: ['main'], cost: [lifeToHand], effect: [bounceOpponent, selfPower(5000)] },
    ],
  },
  'TB2-020': {
    skills: [
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: WT_LEADER,
        then: [
          {
            do: 'play',
            target: { side: 'own', zone: 'hand', count: 1, upTo: true, filter: TEST_OF_STRENGTH_UUB },
          },
          {
            do: 'if',
            cond: { chosen: TEST_OF_STRENGTH_UUB },
            then: [{ do: 'power', target: { side: 'chosen' }, amount: 5000, until: 'turn' }, selfPower(5000)],
          },
        ],
      }),
    ],
  },
  'TB2-021': { skills: superComboUnderLeader(WORLD_TOURNAMENT) },
  'TB2-022': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [lifeToHand],
        effect: [
          {
            do: 'if',
            cond: inBattleArea('Scuffle Time Mr. Buu'),
            then: [
              { do: 'stand', target: { side: 'self' } },
              { do: 'stand', target: { side: 'own', zone: 'energy', count: 1, upTo: true } },
              selfPower(10000),
            ],
          },
        ],
      },
    ],
  },
  'TB2-023': {
    skills: [
      dualAttack,
      {
        kind: 'permanent',
        if: { all: [BLUE_WT_LEADER, inBattleArea('Hercule, Proudest Grandpa')] },
        effect: [
          { c: 'power', amount: 10000 },
          { c: 'keyword', spec: { k: 'strike', n: 2 } },
        ],
      },
    ],
  },
  'TB2-024': {
    skills: [
      whenAttacks({ do: 'ifPaid', cost: [lifeToHand], then: [selfPower(10000)] }),
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [{ do: 'move', target: { side: 'self' }, to: 'hand' }],
      },
    ],
  },
  'TB2-025': {
    skills: [
      barrier,
      whenPlayed({
        do: 'if',
        cond: { all: [WT_LEADER, inBattleArea('Begrudging Respect Piccolo')] },
        then: [
          { do: 'move', target: { side: 'opp', zone: 'hand', count: 2, chooser: 'opp' }, to: 'deckTop' },
        ],
      }),
    ],
  },
  'TB2-026': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [
          { pay: 'dropBattle', n: 1, filter: { name: 'Awkward Situation Otokosuki' }, to: 'deckBottom' },
        ],
        effect: [{ do: 'if', cond: WT_LEADER, then: [koOpponents(1)] }],
      },
    ],
  },
  'TB2-028': {
    skills: [
      barrier,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'moveSelf', to: 'deckBottom' }],
        effect: [{ do: 'if', cond: inBattleArea('Scuffle Time Son Goten'), then: [bounceOpponent] }],
      },
    ],
  },
  'TB2-029': {
    skills: [
      barrier,
      {
        kind: 'auto',
        on: { on: 'cardPlayed', side: 'own', filter: { name: 'Pan, Proudest Daughter' } },
        effect: [
          { do: 'draw', n: 2, upTo: true },
          {
            do: 'atTurnEnd',
            then: [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 1, upTo: true } }],
          },
        ],
      },
    ],
  },
  'TB2-030': {
    skills: [
      critical,
      whenPlayed({
        do: 'if',
        cond: inBattleArea('Test of Strength Son Goku'),
        then: [
          {
            do: 'move',
            target: { side: 'opp', zone: 'battle', count: 2, upTo: true, filter: { power: { max: 20000 } } },
            to: 'deckBottom',
          },
        ],
      }),
    ],
  },
  'TB2-031': { skills: [blocker] },
  'TB2-032': {
    skills: [
      {
        kind: 'permanent',
        if: {
          all: [
            inBattleArea('Awkward Situation Trunks'),
            { not: inBattleArea('Awkward Situation Otokosuki') },
          ],
        },
        effect: [{ c: 'free' }],
      },
    ],
  },
  'TB2-033': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        effect: [
          {
            do: 'if',
            cond: { leader: { character: ['Uub'] } },
            then: [
              { do: 'power', target: { side: 'own', zone: 'leader' }, amount: 10000, until: 'battle' },
              { do: 'draw', n: 1 },
            ],
          },
        ],
      },
    ],
  },
  'TB2-069': {
    skills: [
      doubleStrike,
      dualAttack,
      { kind: 'keyword', spec: { k: 'ultimate' } },
      {
        kind: 'permanent',
        if: { all: [WT_LEADER, { energy: { min: 6 } }, { energy: { min: 6 }, side: 'opp' }] },
        effect: [{ c: 'cost', amount: -2 }],
      },
      whenAttacks(
        { do: 'move', target: { side: 'opp', zone: 'life', count: 1, upTo: true }, to: 'deckBottom' },
        { do: 'move', target: { side: 'opp', zone: 'energy', count: 1, upTo: true }, to: 'deckBottom' },
      ),
    ],
  },
};

/** The set's parts: the red and blue cards above and the others in TB2/. */
export const TB2: SetSkills = { ...TB2_RED_BLUE, ...TB2_GREEN_YELLOW_BLACK };

// TB2 cards looked at (issue 16) and left, each for a want in the vocabulary or the data:
// - TB2-002: a trigger on your Battle Cards placed in the Drop Area by another card's skill (here
//   TB2-005's cost) has none; a cost's move does not say which card's skill paid it.
// - TB2-009: a trigger on being switched to Rest Mode by a named card's skill has none.
// - TB2-014: cards sent to the Warp by the skill and given back when this card leaves: no effect
//   names the cards that skill sent (as TB1-008).
// - TB2-015: placing deck cards under a chosen Battle Card: `under` places them under this card or
//   the first card matching a filter, never a chosen one.
// - TB2-027: "if you placed a card in your Energy Area during this turn's Charge Phase" has no
//   condition.
