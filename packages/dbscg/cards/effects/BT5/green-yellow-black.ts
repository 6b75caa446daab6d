// BT5's green, yellow and black cards: the project's own definitions of their skills, in the effect
// vocabulary (the set's file, BT5.ts, joins them with the red and blue ones).
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';
import {
  barrier,
  blocker,
  critical,
  doubleStrike,
  dualAttack,
  koOpponents,
  opponentCostingTwoOrLess,
  playFromDrop,
  whenAttacks,
  whenPlayed,
} from '../lib/common.ts';
import { battleExtraFor, leaderBattlePower, selfPowerForTurn, standEnergy } from '../BT4/helpers.ts';
import {
  alsoDesire,
  counterByLifeSparking,
  burstLeaderFront,
  DRAGON_BALL,
  deadlyDefender,
  deckToDrop,
  deflect,
  drawOne,
  mainWithLeader,
  playFromDeck,
  shenronLeader,
  standOwnUpTo,
  superComboAtFourLife,
  superComboSparking,
} from './shapes.ts';
import { counterUnderLeader } from '../BT6/helpers.ts';
import { lookAndTake, takeToHand } from '../lib/look-and-take.ts';

const GREEN_ANDROID: CardFilter = { colors: ['green'], trait: ['Android'] };
const DESIRE_OR_DRAGON_BALL: CardFilter = { any: [DRAGON_BALL, { trait: ['Desire'] }] };

/** "This card gains (keyword) for the duration of the turn". */
function selfGains(spec: Extract<Skill, { kind: 'keyword' }>['spec']): Directive {
  return { do: 'gain', target: { side: 'self' }, spec, until: 'turn' };
}

const BT5_GREEN: SetSkills = {
  'BT5-054': {
    skills: burstLeaderFront(2),
    back: [
      { kind: 'auto', sparking: 5, on: { on: 'attacks' }, effect: [drawOne, selfGains({ k: 'critical' })] },
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'if',
            cond: { hand: { min: 10 }, side: 'opp' },
            then: [
              { do: 'move', target: { side: 'opp', zone: 'hand', keep: 9, chooser: 'opp' }, to: 'drop' },
            ],
          },
        ],
      },
    ],
  },
  'BT5-057': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: playFromDeck({
          colors: ['green'],
          cost: { min: 2, max: 2 },
          any: [{ name: 'Super Saiyan Son Goku' }, { name: 'Spirited Search SS Trunks' }],
        }),
      },
    ],
  },
  'BT5-058': {
    skills: [
      doubleStrike,
      barrier,
      { kind: 'auto', sparking: 5, on: { on: 'played' }, effect: [koOpponents(1)] },
    ],
  },
  'BT5-059': { skills: superComboSparking('green') },
  'BT5-060': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        if: { life: { max: 4 } },
        effect: [takeToHand('drop', 1, { colors: ['green', 'black'], trait: ['Desire'] }, false)],
      },
      whenPlayed({ do: 'if', cond: { life: { min: 5 } }, then: deckToDrop(DRAGON_BALL, 2) }),
    ],
  },
  'BT5-061': { skills: superComboAtFourLife('green') },
  'BT5-062': {
    skills: [
      barrier,
      {
        kind: 'auto',
        on: { on: 'combo', from: 'battle' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'combo', count: 1, upTo: true }, to: 'drop' }],
      },
    ],
  },
  'BT5-063': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        cost: [{ pay: 'burst', n: 3 }],
        effect: [koOpponents(1, { power: { max: 15000 } })],
      },
    ],
  },
  'BT5-064': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        cost: [{ pay: 'burst', n: 3 }],
        effect: [selfPowerForTurn(5000), selfGains({ k: 'critical' })],
      },
    ],
  },
  'BT5-065': { skills: deadlyDefender('green') },
  'BT5-067': {
    skills: [
      critical,
      dualAttack,
      deflect,
      {
        kind: 'auto',
        sparking: 10,
        on: { on: 'attacks' },
        effect: [
          {
            do: 'if',
            cond: { leader: { colors: ['green'], trait: ['Android'] } },
            then: [
              { do: 'move', target: { side: 'opp', zone: 'hand', count: 2, chooser: 'opp' }, to: 'drop' },
            ],
          },
        ],
      },
    ],
  },
  'BT5-069': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { energy: { min: 4 } },
        then: [
          playFromDrop({ colors: ['green'], name: 'General Rilldo', cost: { min: 3, max: 3 } }, true, 'deck'),
          { do: 'gain', target: { side: 'chosen' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
          { do: 'shuffle' },
        ],
      }),
    ],
  },
  'BT5-070': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo' },
        if: { turn: 'own' },
        effect: [
          { do: 'power', target: { side: 'attacker', filter: GREEN_ANDROID }, amount: 5000, until: 'turn' },
          {
            do: 'gain',
            target: { side: 'attacker', filter: GREEN_ANDROID },
            spec: { k: 'strike', n: 2 },
            until: 'turn',
          },
        ],
      },
    ],
  },
  'BT5-072': {
    skills: [
      whenPlayed({ do: 'move', target: { side: 'own', zone: 'life', count: 1, upTo: true }, to: 'hand' }),
    ],
  },
  'BT5-073': {
    printed: 2,
    note: 'One printed skill, two triggers (played, combo).',
    skills: [critical, whenPlayed(drawOne), { kind: 'auto', on: { on: 'combo' }, effect: [drawOne] }],
  },
  'BT5-075': {
    skills: [
      counterUnderLeader({ colors: ['green'] }, koOpponents(1, { cost: { max: 2 } })),
      counterByLifeSparking,
    ],
  },
  'BT5-076': {
    skills: [
      alsoDesire,
      {
        kind: 'activate',
        timing: ['main'],
        if: { leader: shenronLeader('green') },
        cost: [{ pay: 'dropBattle', n: 1 }],
        effect: [playFromDrop({ colors: ['green'], character: ['Son Goku: GT'], cost: { max: 2 } })],
      },
    ],
  },
  'BT5-077': {
    skills: [
      alsoDesire,
      {
        kind: 'activate',
        timing: ['main'],
        effect: [standOwnUpTo(2, { trait: ['Android'], cost: { max: 3 } })],
      },
    ],
  },
  'BT5-078': {
    skills: [
      mainWithLeader(
        { colors: ['green'], trait: ['Android'] },
        ...lookAndTake(10, 2, { character: ['Android 17', 'Hell Fighter 17', 'Super 17'] }),
      ),
    ],
  },
};

const BT5_YELLOW: SetSkills = {
  'BT5-079': {
    skills: burstLeaderFront(2),
    back: [
      {
        kind: 'auto',
        sparking: 5,
        on: { on: 'attacks' },
        effect: [
          drawOne,
          selfPowerForTurn(5000),
          { do: 'rest', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } },
        ],
      },
    ],
  },
  'BT5-082': {
    skills: [
      barrier,
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [standOwnUpTo(2, { colors: ['yellow'], cost: { min: 2 }, other: true })],
      },
    ],
  },
  'BT5-083': {
    skills: [
      blocker,
      doubleStrike,
      barrier,
      { kind: 'permanent', if: { turn: 'own' }, effect: [{ c: 'power', amount: -5000 }] },
      {
        kind: 'auto',
        once: true,
        on: { on: 'attacks' },
        cost: [{ pay: 'burst', n: 5 }],
        effect: [{ do: 'stand', target: { side: 'self' } }],
      },
    ],
  },
  'BT5-084': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'life', n: 2, to: 'hand' }],
        effect: [
          {
            do: 'ko',
            target: {
              side: 'opp',
              zone: 'battle',
              all: true,
              filter: { mode: 'rest', power: { max: 15000 } },
            },
          },
        ],
      },
    ],
  },
  'BT5-085': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo', from: 'battle' },
        effect: [
          {
            do: 'rest',
            target: { side: 'opp', zone: 'field', count: 1, upTo: true, filter: { power: { max: 10000 } } },
          },
        ],
      },
    ],
  },
  'BT5-086': { skills: [blocker] },
  'BT5-087': { skills: [blocker, barrier] },
  'BT5-088': { skills: superComboAtFourLife('yellow') },
  'BT5-089': { skills: superComboSparking('yellow') },
  'BT5-090': { skills: [blocker, barrier] },
  'BT5-091': {
    skills: [
      { kind: 'permanent', effect: [{ c: 'onlyOneInPlay' }] },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          {
            do: 'ban',
            target: { side: 'opp', zone: 'battle', count: 1, filter: { mode: 'rest' }, ignoreBarrier: true },
            what: 'active',
            until: 'ownTurnStart',
          },
        ],
      },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        sparking: 7,
        if: { rested: { min: 7 }, side: 'opp' },
        effect: [
          {
            do: 'if',
            cond: { all: [{ leader: shenronLeader('yellow') }, { self: { mode: 'rest' } }] },
            then: [{ do: 'damage', n: 1 }],
          },
        ],
      },
    ],
  },
  'BT5-092': { skills: deadlyDefender('yellow') },
  'BT5-093': {
    skills: [
      whenPlayed({
        do: 'rest',
        target: opponentCostingTwoOrLess,
      }),
    ],
  },
  'BT5-094': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [drawOne, ...deckToDrop({ character: ['Frieza'], cost: { max: 4 } })],
      },
    ],
  },
  'BT5-095': {
    skills: [
      blocker,
      {
        kind: 'auto',
        on: { on: 'kod' },
        effect: [playFromDrop({ character: ['Frieza'], cost: { min: 3, max: 3 } }, true, 'hand')],
      },
    ],
  },
  'BT5-096': {
    note: 'The data writes the cost as (Y)(Y)(Y): three yellow energy (SOURCE.md).',
    skills: [
      barrier,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'energy', n: 3, colors: { yellow: 3 } }, { pay: 'dropSelf' }],
        effect: [
          playFromDrop({ colors: ['yellow'], name: 'Ginyu', cost: { min: 3, max: 3 } }, false, 'deck'),
          { do: 'gain', target: { side: 'chosen' }, spec: { k: 'critical' }, until: 'turn' },
          { do: 'shuffle' },
          drawOne,
        ],
      },
    ],
  },
  'BT5-097': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played', from: 'hand' },
        effect: [{ do: 'search', filter: DRAGON_BALL, n: 1, to: 'hand' }],
      },
    ],
  },
  'BT5-100': {
    skills: [
      doubleStrike,
      {
        kind: 'auto',
        sparking: 5,
        on: { on: 'played' },
        effect: [
          {
            do: 'if',
            cond: { leader: { trait: ["Frieza's Army"] } },
            then: [
              {
                do: 'rest',
                target: { side: 'opp', zone: 'battle', count: 2, upTo: true, ignoreBarrier: true },
              },
            ],
          },
        ],
      },
    ],
  },
  'BT5-101': {
    skills: [
      counterUnderLeader(
        { colors: ['yellow'] },
        {
          do: 'ban',
          target: {
            side: 'opp',
            zone: 'battle',
            count: 1,
            upTo: true,
            filter: { mode: 'rest' },
            ignoreBarrier: true,
          },
          what: 'active',
          until: 'ownTurnStart',
        },
      ),
      counterByLifeSparking,
    ],
  },
  'BT5-102': {
    skills: [
      alsoDesire,
      mainWithLeader(
        shenronLeader('yellow'),
        playFromDrop({ character: ['Frieza'], cost: { max: 4 } }, false),
      ),
    ],
  },
  'BT5-103': { skills: [alsoDesire, mainWithLeader(shenronLeader(), drawOne, standEnergy(1))] },
  'BT5-104': {
    skills: [
      battleExtraFor({ character: ['Frieza'] }, leaderBattlePower(15000), {
        do: 'if',
        cond: { turn: 'own' },
        then: [koOpponents(1, { mode: 'rest' })],
      }),
    ],
  },
};

const BT5_BLACK: SetSkills = {
  'BT5-105': {
    skills: burstLeaderFront(3),
    back: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'burst', n: 3 }],
        effect: [
          takeToHand('drop', 1, { type: 'battle', colors: ['black'], cost: { min: 3 } }),
          selfPowerForTurn(5000),
        ],
      },
    ],
  },
  'BT5-106': {
    skills: [
      whenAttacks(...deckToDrop(DRAGON_BALL), {
        do: 'if',
        cond: { chosen: DRAGON_BALL },
        then: [selfPowerForTurn(10000), selfGains({ k: 'strike', n: 2 })],
      }),
    ],
  },
  'BT5-107': {
    skills: [{ kind: 'activate', timing: ['main'], once: true, effect: deckToDrop(DRAGON_BALL) }],
  },
  'BT5-108': {
    note: 'The data writes the cost as [two]: two energy of any colour (SOURCE.md).',
    skills: [
      deflect,
      whenPlayed(drawOne),
      {
        kind: 'activate',
        timing: ['main'],
        if: { count: { side: 'opp', zone: 'battle' }, min: 4 },
        cost: [{ pay: 'energy', n: 2 }],
        effect: [
          {
            do: 'ko',
            target: {
              side: 'both',
              zone: 'battle',
              all: true,
              filter: { cost: { max: 4 } },
              ignoreBarrier: true,
            },
          },
        ],
      },
    ],
  },
  'BT5-110': {
    skills: [
      { kind: 'permanent', effect: [{ c: 'cannotAttack' }] },
      {
        kind: 'auto',
        sparking: 7,
        on: { on: 'played' },
        effect: [
          { do: 'draw', n: 2 },
          {
            do: 'choose',
            n: 1,
            options: [
              [standEnergy(4)],
              [playFromDrop({ type: 'battle', cost: { max: 3 } }, false)],
              [
                {
                  do: 'power',
                  target: { side: 'own', zone: 'field', count: 1 },
                  amount: 15000,
                  until: 'turn',
                },
                { do: 'gain', target: { side: 'chosen' }, spec: { k: 'strike', n: 3 }, until: 'turn' },
              ],
            ],
          },
        ],
      },
    ],
  },
  'BT5-113': { skills: deadlyDefender('black') },
  'BT5-114': { skills: superComboSparking('black') },
  'BT5-116': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'choose',
            n: 1,
            options: [
              lookAndTake(7, 2, DESIRE_OR_DRAGON_BALL),
              [takeToHand('drop', 2, DESIRE_OR_DRAGON_BALL)],
            ],
          },
        ],
      },
    ],
  },
  'BT5-117': {
    skills: [
      { kind: 'keyword', spec: { k: 'dragonBall' } },
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'if', cond: { leader: shenronLeader() }, then: [drawOne] }],
      },
    ],
  },
  'BT5-118': {
    skills: [
      alsoDesire,
      mainWithLeader(
        shenronLeader(),
        playFromDrop({ type: 'battle', power: { max: 15000 }, cost: { max: 3 } }, false),
      ),
    ],
  },
};

/** BT5's green, yellow and black cards. */
export const BT5_GREEN_YELLOW_BLACK: SetSkills = { ...BT5_GREEN, ...BT5_YELLOW, ...BT5_BLACK };
