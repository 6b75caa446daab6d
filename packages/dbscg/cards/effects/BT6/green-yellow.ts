// BT6 (Destroyer Kings), the green and yellow cards: the project's own definitions of their skills.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';
import {
  barrier,
  blocker,
  doubleStrike,
  evolve,
  koOpponents,
  lookForOne,
  onOwnTurnCombo,
  playFromDrop,
  standAtTurnEnd,
  whenPlayed,
} from '../lib/common.ts';
import { awakenStandEnergy } from '../lib/starter.ts';
import { lifeForPowerAndCritical, opponentGivesUp } from '../BT4/helpers.ts';
import {
  counterUnderLeader,
  drawOne,
  dropToHand,
  leaderIs,
  onlyOneInPlay,
  quickshift,
  sparkingAuto,
  superComboDrawAtFour,
  superComboDrawSparking,
} from './helpers.ts';

const GREEN_FRIEZAS_ARMY: CardFilter = { colors: ['green'], trait: ["Frieza's Army"] };
const BOUJACK_BRIGADE: CardFilter = { trait: ['Boujack Brigade'] };
const BROLY: CardFilter = { character: ['Broly : Br'] };

/** "When you play this card from your hand, (effect)" (8-6-5-3). */
function whenPlayedFromHand(...effect: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'played', from: 'hand' }, effect };
}

/**
 * [Permanent]: while this card's attack is being fought, [Counter] skills of the opponent's cards
 * costing `min` or more are not offered (10-10).
 */
function counterCostBanFrom(min: number): Skill {
  return { kind: 'permanent', effect: [{ c: 'counterCostBan', min }] };
}

/** BT6-060, BT6-061: "[Activate: Battle] [Once per turn] 1 hand card to the Drop Area: (KO)". */
function brolyBattleKo(ko: Directive): Skill {
  return { kind: 'activate', timing: ['battle'], once: true, cost: [{ pay: 'discard', n: 1 }], effect: [ko] };
}

const BT6_GREEN: SetSkills = {
  'BT6-056': {
    skills: [
      whenPlayed({
        do: 'ko',
        target: { side: 'opp', zone: 'battle', all: true, filter: { cost: { min: 1, max: 1 } } },
      }),
    ],
  },
  'BT6-058': { skills: superComboDrawAtFour('green') },
  'BT6-059': {
    skills: [doubleStrike, barrier, whenPlayed(koOpponents(1, { keyword: 'barrier' }, true, true))],
  },
  'BT6-060': {
    skills: [doubleStrike, counterCostBanFrom(2), brolyBattleKo(koOpponents(1, undefined, true, true))],
  },
  'BT6-061': {
    skills: [
      doubleStrike,
      counterCostBanFrom(2),
      brolyBattleKo(koOpponents(1)),
      {
        kind: 'auto',
        on: { on: 'leftBattle' },
        effect: [
          {
            do: 'ifPaid',
            cost: [{ pay: 'discard', n: 2 }],
            then: [playFromDrop({ ...BROLY, colors: ['green'], cost: { min: 8, max: 8 } }, true, 'hand')],
          },
        ],
      },
    ],
  },
  'BT6-062': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        once: true,
        cost: [{ pay: 'discard', n: 1 }],
        effect: [koOpponents(1, { cost: { max: 3 } })],
      },
      {
        kind: 'auto',
        on: { on: 'leftBattle' },
        effect: [
          {
            do: 'if',
            cond: leaderIs(GREEN_FRIEZAS_ARMY),
            then: [
              {
                do: 'ifPaid',
                cost: [{ pay: 'discard', n: 2 }],
                then: [playFromDrop({ ...BROLY, colors: ['green'], cost: { min: 6, max: 6 } }, true, 'hand')],
              },
            ],
          },
        ],
      },
    ],
  },
  'BT6-064': {
    skills: [
      whenPlayedFromHand({ do: 'search', n: 1, to: 'field', filter: { name: 'Broly Control Mechanism' } }),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }, { pay: 'dropBattle', n: 1 }],
        effect: [
          {
            do: 'choose',
            n: 1,
            options: [
              [{ do: 'search', n: 1, to: 'hand', filter: { ...BROLY, cost: { max: 6 } } }],
              [dropToHand(BROLY)],
            ],
          },
        ],
      },
    ],
  },
  'BT6-066': { skills: [quickshift('green')] },
  'BT6-067': {
    skills: [
      barrier,
      {
        kind: 'permanent',
        effect: [{ c: 'onlyOneInPlay' }, { c: 'handCost', amount: -1, filter: { trait: ["Slug's Army"] } }],
      },
    ],
  },
  'BT6-068': {
    skills: [
      blocker,
      {
        kind: 'permanent',
        if: {
          any: [
            { count: { side: 'own', zone: 'battle', filter: { character: ['Lord Slug'] } }, min: 1 },
            leaderIs({ character: ['Lord Slug'] }),
          ],
        },
        effect: [{ c: 'free' }],
      },
    ],
  },
  'BT6-069': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [playFromDrop({ ...BROLY, cost: { min: 1, max: 1 } })],
      },
    ],
  },
  'BT6-070': {
    skills: [
      onOwnTurnCombo({
        do: 'power',
        target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter: BROLY },
        amount: 5000,
        until: 'turn',
      }),
    ],
  },
  'BT6-072': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { count: { side: 'own', zone: 'battle', filter: { character: ['Cheelai : Br'] } }, min: 1 },
        then: [opponentGivesUp('drop')],
      }),
    ],
  },
  'BT6-075': {
    skills: [
      { kind: 'permanent', effect: [{ c: 'alsoNamed', trait: 'Desire' }] },
      {
        kind: 'activate',
        timing: ['main'],
        if: leaderIs(GREEN_FRIEZAS_ARMY),
        effect: [
          {
            do: 'move',
            target: { side: 'opp', zone: 'battle', all: true, ignoreBarrier: true },
            to: 'deckBottom',
          },
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'battle' }, max: 0 },
            then: [{ do: 'search', n: 1, to: 'battle', filter: { ...BROLY, cost: { min: 4, max: 4 } } }],
          },
        ],
      },
    ],
  },
  'BT6-076': {
    skills: [
      { kind: 'field' },
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          { do: 'move', target: { side: 'own', zone: 'battle', count: 1, filter: BROLY }, to: 'drop' },
          drawOne,
        ],
      },
    ],
  },
  'BT6-077': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        sparking: 7,
        if: leaderIs(GREEN_FRIEZAS_ARMY),
        effect: [
          { do: 'move', target: { side: 'own', zone: 'energy', count: 1 }, to: 'drop' },
          playFromDrop({ ...BROLY, cost: { max: 6 } }),
        ],
      },
    ],
  },
  'BT6-078': {
    skills: [
      counterUnderLeader(
        { colors: ['green'] },
        { do: 'ifPaid', cost: [{ pay: 'dropBattle', n: 1 }], then: [opponentGivesUp('drop')] },
      ),
    ],
  },
};

const BT6_YELLOW: SetSkills = {
  'BT6-079': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        cost: [{ pay: 'burst', n: 2 }],
        effect: [
          {
            do: 'ifPaid',
            cost: [{ pay: 'discard', n: 1, filter: { colors: ['yellow'] } }],
            then: [{ do: 'draw', n: 2 }],
          },
        ],
      },
      awakenStandEnergy,
    ],
    back: [
      sparkingAuto(5, { on: 'attacks' }, drawOne),
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          dropToHand({ colors: ['yellow'], trait: ['Saiyan'], cost: { min: 3 } }),
          { do: 'negateThisSkill', until: 'game' },
        ],
      },
    ],
  },
  'BT6-083': { skills: [barrier, standAtTurnEnd({ side: 'self' })] },
  'BT6-084': {
    skills: [
      whenPlayed({
        do: 'rest',
        target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 4 } } },
      }),
    ],
  },
  'BT6-085': {
    note: 'The data writes the [Evolve] cost as Y[one]: one yellow energy and one of any colour, 2 in all (SOURCE.md).',
    skills: [evolve(2, { yellow: 1 }, 'Trunks: Future'), blocker, standAtTurnEnd({ side: 'self' })],
  },
  'BT6-086': { skills: [lookForOne(3, { colors: ['yellow'], trait: ['Saiyan'] }, true)] },
  'BT6-087': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'moveSelf', to: 'deckBottom' }],
        effect: [drawOne],
      },
    ],
  },
  'BT6-088': {
    skills: [whenPlayedFromHand(koOpponents(2, { cost: { max: 3 }, mode: 'rest' }))],
  },
  'BT6-089': { skills: [lifeForPowerAndCritical] },
  'BT6-091': { skills: [whenPlayed(koOpponents(1, { cost: { max: 3 }, mode: 'rest' }))] },
  'BT6-092': {
    skills: [
      whenPlayed({ do: 'move', target: { side: 'own', zone: 'hand', count: 1 }, to: 'warp' }, drawOne),
    ],
  },
  'BT6-094': {
    skills: [
      {
        kind: 'permanent',
        effect: [
          {
            c: 'replace',
            event: 'ko',
            optional: true,
            cost: [{ pay: 'dropBattle', n: 1, filter: { ...BOUJACK_BRIGADE, other: true } }],
            instead: [],
          },
        ],
      },
      whenPlayed({
        do: 'ifPaid',
        cost: [{ pay: 'discard', n: 1 }],
        then: [dropToHand({ name: 'Arrival of the Space Pirates' })],
      }),
    ],
  },
  'BT6-095': { skills: [quickshift('yellow')] },
  'BT6-096': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: leaderIs(BOUJACK_BRIGADE),
        then: [
          {
            do: 'ban',
            target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { mode: 'rest' } },
            what: 'active',
            until: 'opponentTurnEnd',
          },
        ],
      }),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'energy', n: 1 }, { pay: 'dropSelf' }],
        effect: [
          {
            do: 'if',
            cond: leaderIs(BOUJACK_BRIGADE),
            then: [playFromDrop({ character: ['Boujack'], cost: { min: 3, max: 3 } }, true, 'hand')],
          },
        ],
      },
    ],
  },
  'BT6-097': {
    skills: [
      onlyOneInPlay,
      whenPlayed({
        do: 'if',
        cond: leaderIs(BOUJACK_BRIGADE),
        then: [
          playFromDrop({ ...BOUJACK_BRIGADE, cost: { min: 1, max: 1 } }, true, 'deck'),
          { do: 'shuffle' },
        ],
      }),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          {
            do: 'gain',
            target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter: { character: ['Boujack'] } },
            spec: { k: 'critical' },
            until: 'turn',
          },
        ],
      },
    ],
  },
  'BT6-098': { skills: superComboDrawSparking('yellow') },
  'BT6-100': {
    skills: [
      onlyOneInPlay,
      whenPlayed(playFromDrop({ ...BOUJACK_BRIGADE, cost: { max: 2 } }, true, 'hand')),
      {
        kind: 'auto',
        on: { on: 'combo', from: 'battle' },
        effect: [
          {
            do: 'if',
            cond: leaderIs(BOUJACK_BRIGADE),
            then: [{ do: 'rest', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } }],
          },
        ],
      },
    ],
  },
  'BT6-101': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          { do: 'search', n: 1, to: 'battle', rest: true, filter: { ...BOUJACK_BRIGADE, cost: { max: 2 } } },
        ],
      },
    ],
  },
  'BT6-102': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        cost: [{ pay: 'discard', n: 2 }],
        effect: [{ do: 'if', cond: leaderIs(BOUJACK_BRIGADE), then: [koOpponents(1, { mode: 'rest' })] }],
      },
    ],
  },
  'BT6-104': {
    skills: [
      counterUnderLeader(
        { colors: ['yellow'] },
        {
          do: 'if',
          cond: { rested: { min: 4 }, side: 'opp' },
          then: [{ do: 'rest', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } }],
        },
      ),
    ],
  },
};

export const BT6_GREEN_YELLOW: SetSkills = { ...BT6_GREEN, ...BT6_YELLOW };
