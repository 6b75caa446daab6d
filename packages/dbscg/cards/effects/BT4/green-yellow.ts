// BT4's green and yellow cards: the project's own definitions of their skills, merged into BT4 by
// BT4.ts.
import { tokenId, type SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Cost, Directive, Skill } from '../../../src/vocab.ts';
import {
  awaken,
  blocker,
  critical,
  doubleStrike,
  dualAttack,
  exEvolveAnyColour,
  koOpponents,
  lineageSwap,
  lookForOne,
  millUpToTwo,
  playFromDrop,
  selfComboPower,
  standAtTurnEnd,
  whenAttacks,
  whenCombosIf,
  whenPlayed,
} from '../lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from '../lib/starter.ts';
import {
  barrier,
  battleExtraFor,
  deflect,
  leaderBattlePower,
  lifeForPowerAndCritical,
  millOnAttackOrCombo,
  opponentGivesUp,
  restToDrawAndPower,
  selfPowerForTurn,
  standEnergy,
  superCombo,
} from './helpers.ts';

const drawOne: Directive = { do: 'draw', n: 1 };

/** `n` green energy (8-4-2-3). */
function greenEnergy(n: number): Cost {
  return { pay: 'energy', n, colors: { green: n } };
}
const NAMEKIAN: CardFilter = { trait: ['Namekian'] };
const SLUGS_ARMY: CardFilter = { trait: ["Slug's Army"] };
const LINEAGE: CardFilter = { trait: ["Goku's Lineage"] };

/** "Choose 1 card of your life and add it to your hand" as an [Activate: Main] [Once per Turn] cost (3-9-2). */
function onceForLife(...effect: Directive[]): Skill {
  return {
    kind: 'activate',
    timing: ['main'],
    once: true,
    cost: [{ pay: 'life', n: 1, to: 'hand' }],
    effect,
  };
}

/** "Choose up to 1 of your opponent's Rest Mode Battle Cards (of cost `maxCost` or less) and KO it." */
function koRested(maxCost?: number): Directive {
  return koOpponents(1, { mode: 'rest', ...(maxCost !== undefined ? { cost: { max: maxCost } } : {}) });
}

/** "When you combo with this card, with `leader` and `life` or less: draw 1, +10000 combo power" (7-2). */
function comboDrawAndBoost(leader: CardFilter, life: number): Skill {
  return whenCombosIf({ all: [{ leader }, { life: { max: life } }] }, drawOne, selfComboPower(10000));
}

/**
 * BT4-070, BT4-097: "[Counter: Attack] Negate the attack", and with a leader matching `leader`, the
 * [Counter] may be activated by adding a life card to the hand instead of its energy cost (10-10-1).
 */
function negateByLifeUnder(leader: CardFilter): Skill[] {
  return [
    { kind: 'counter', on: 'attack', effect: [{ do: 'negate', what: 'attack' }] },
    { kind: 'permanent', if: { leader }, effect: [{ c: 'counterByLife' }] },
  ];
}

export const BT4_GREEN_YELLOW: SetSkills = {
  'BT4-046': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      // 10-23: [Bond 2] counting 《Namekian》 Battle Cards.
      {
        kind: 'permanent',
        bond: { n: 2, filter: NAMEKIAN },
        effect: [{ c: 'keyword', spec: { k: 'critical' } }],
      },
      whenAttacks(drawOne, {
        do: 'power',
        target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter: NAMEKIAN },
        amount: 5000,
        until: 'turn',
      }),
    ],
  },
  'BT4-047': {
    skills: [
      onceForLife({ do: 'gain', target: { side: 'self' }, spec: { k: 'critical' }, until: 'turn' }),
      awaken,
    ],
    back: [
      whenAttacks(drawOne),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'discard', n: 1 }],
        effect: [opponentGivesUp('drop')],
      },
    ],
  },
  'BT4-048': { skills: [lifeForPowerAndCritical] },
  'BT4-049': {
    skills: [
      barrier,
      doubleStrike,
      { kind: 'activate', timing: ['main'], once: true, bond: { n: 2 }, effect: [koOpponents(1)] },
    ],
  },
  'BT4-050': { skills: [barrier] },
  'BT4-051': {
    skills: [
      dualAttack,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          standEnergy(1),
          playFromDrop({ character: ['Piccolo', 'Piccolo Jr.'], cost: { max: 4 } }, true, 'hand'),
        ],
      },
    ],
  },
  'BT4-052': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          { do: 'power', target: { side: 'own', zone: 'battle', count: 1 }, amount: 5000, until: 'turn' },
        ],
      },
    ],
  },
  'BT4-053': {
    skills: [
      { kind: 'auto', bond: { n: 2 }, on: { on: 'attacks' }, effect: [drawOne, selfPowerForTurn(5000)] },
    ],
  },
  'BT4-054': {
    skills: [
      { kind: 'permanent', bond: { n: 2, filter: NAMEKIAN }, effect: [{ c: 'cost', amount: -2 }] },
      whenPlayed(drawOne),
    ],
  },
  'BT4-055': { skills: [lookForOne(3, NAMEKIAN, true)] },
  'BT4-056': {
    printed: 1,
    note: 'One printed skill, two triggers (attack, combo).',
    skills: millOnAttackOrCombo('green'),
  },
  'BT4-057': { skills: [superCombo, comboDrawAndBoost({ colors: ['green'], trait: ['Namekian'] }, 5)] },
  'BT4-058': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'under', n: 1, from: 'hand', filter: NAMEKIAN }],
        effect: [
          drawOne,
          selfPowerForTurn(10000),
          { do: 'gain', target: { side: 'self' }, spec: { k: 'critical' }, until: 'turn' },
        ],
      },
    ],
  },
  'BT4-059': {
    skills: [
      exEvolveAnyColour(2, { green: 2 }, 1, 'Lord Slug', 4),
      doubleStrike,
      {
        kind: 'auto',
        bond: { n: 3, filter: SLUGS_ARMY },
        on: { on: 'played' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 3, upTo: true }, to: 'drop' }],
      },
    ],
  },
  'BT4-060': {
    skills: [
      {
        kind: 'auto',
        bond: { n: 2, filter: SLUGS_ARMY },
        on: { on: 'played' },
        effect: [
          {
            do: 'if',
            cond: { leader: SLUGS_ARMY },
            then: [playFromDrop({ ...SLUGS_ARMY, cost: { max: 3 } }), standEnergy(1)],
          },
        ],
      },
    ],
  },
  'BT4-061': {
    skills: [whenPlayed({ do: 'search', filter: { ...SLUGS_ARMY, cost: { max: 4 } }, n: 1, to: 'hand' })],
  },
  'BT4-062': {
    skills: [
      critical,
      {
        kind: 'auto',
        bond: { n: 2, filter: SLUGS_ARMY },
        on: { on: 'attacks' },
        effect: [{ do: 'if', cond: { leader: SLUGS_ARMY }, then: [opponentGivesUp('drop')] }],
      },
    ],
  },
  'BT4-063': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { leader: SLUGS_ARMY },
        then: [{ do: 'token', card: tokenId('Meda'), n: 1 }],
      }),
    ],
  },
  'BT4-064': { skills: [critical] },
  'BT4-065': { skills: [blocker] },
  'BT4-066': { skills: [] },
  'BT4-067': {
    skills: [
      barrier,
      doubleStrike,
      { kind: 'auto', once: true, on: { on: 'cardCombo', side: 'opp' }, effect: [opponentGivesUp('drop')] },
    ],
  },
  'BT4-068': {
    skills: [
      battleExtraFor({ character: ['Piccolo'] }, leaderBattlePower(10000), {
        do: 'move',
        target: { side: 'opp', zone: 'hand', count: 1, upTo: true },
        to: 'drop',
      }),
    ],
  },
  'BT4-069': {
    skills: [
      { kind: 'field' },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [greenEnergy(1), { pay: 'discard', n: 1 }],
        effect: [
          { do: 'look', n: 5, zone: 'deck', keep: true },
          {
            do: 'play',
            target: { side: 'chosen', count: 1, upTo: true, filter: { ...NAMEKIAN, cost: { max: 2 } } },
          },
          { do: 'shuffle' },
        ],
      },
    ],
  },
  'BT4-070': { skills: negateByLifeUnder(NAMEKIAN) },
  'BT4-071': {
    skills: [onceForLife(koRested(3)), awaken],
    back: [whenAttacks(drawOne), onceForLife(koRested())],
  },
  'BT4-072': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'leader' },
        effect: [
          { do: 'ifPaid', cost: [{ pay: 'discard', n: 1, filter: LINEAGE }], then: [{ do: 'draw', n: 2 }] },
        ],
      },
      awakenStandEnergy,
    ],
    back: [
      whenAttacks(
        drawOne,
        {
          do: 'power',
          target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter: LINEAGE },
          amount: 5000,
          until: 'turn',
        },
        selfPowerForTurn(5000),
      ),
    ],
  },
  'BT4-073': {
    skills: [
      lineageSwap(2, 0),
      whenPlayed({ do: 'move', target: { side: 'own', zone: 'life', count: 1 }, to: 'hand' }),
    ],
  },
  'BT4-074': {
    printed: 1,
    note: 'One printed skill, two triggers (attack, combo).',
    skills: millOnAttackOrCombo('yellow'),
  },
  'BT4-077': { skills: [lineageSwap(4, 2), barrier] },
  'BT4-078': { skills: [lineageSwap(3, 2)] },
  'BT4-079': { skills: [lineageSwap(2, 1, { pay: 'discard', n: 1 })] },
  'BT4-081': { skills: [lineageSwap(5, 3), barrier, standAtTurnEnd({ side: 'self' })] },
  'BT4-082': { skills: [] },
  'BT4-084': { skills: [lineageSwap(3, 2), barrier] },
  'BT4-086': {
    skills: [lineageSwap(5, 3), superCombo, comboDrawAndBoost({ colors: ['yellow'], ...LINEAGE }, 4)],
  },
  'BT4-087': {
    skills: [
      { kind: 'activate', timing: ['main'], once: true, cost: [{ pay: 'discard', n: 1 }], effect: [drawOne] },
    ],
  },
  'BT4-088': {
    skills: [
      {
        kind: 'permanent',
        effect: [
          {
            c: 'keyword',
            spec: { k: 'barrier' },
            target: {
              side: 'own',
              zone: 'battle',
              all: true,
              filter: { colors: ['yellow'], cost: { max: 3 }, other: true },
            },
          },
        ],
      },
    ],
  },
  'BT4-089': { skills: [lookForOne(3, LINEAGE, true)] },
  'BT4-090': { skills: [restToDrawAndPower] },
  'BT4-091': { skills: [lineageSwap(2, 0), blocker] },
  'BT4-092': {
    note: 'The data writes the [EX-Evolve] cost as Y[one]: one yellow energy and one of any colour, 2 in all (SOURCE.md).',
    skills: [
      exEvolveAnyColour(2, { yellow: 1 }, 0, 'Bulma', 3),
      // 6-4-1-1: an effect left for the end of the turn the card was played in.
      whenPlayed({ do: 'atTurnEnd', then: [millUpToTwo, standEnergy(1), drawOne] }),
    ],
  },
  'BT4-093': { skills: [whenPlayed(millUpToTwo, standEnergy(2), drawOne)] },
  'BT4-094': {
    skills: [
      deflect,
      { kind: 'keyword', spec: { k: 'strike', n: 4 } },
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'drop', filter: { trait: ['Universe 11'] } }, min: 9 },
        effect: [{ c: 'cost', amount: -6 }],
      },
      { kind: 'permanent', effect: [{ c: 'noCounter' }, { c: 'noBlocker' }] },
    ],
  },
  'BT4-095': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'search', filter: { ...LINEAGE, cost: { max: 5 }, skill: 'swap' }, n: 1, to: 'hand' }],
      },
    ],
  },
  'BT4-096': {
    skills: [
      battleExtraFor({ ...LINEAGE, characterHas: 'Son Goku' }, leaderBattlePower(15000), {
        do: 'gain',
        target: { side: 'own', zone: 'leader', all: true },
        spec: { k: 'strike', n: 2 },
        until: 'battle',
      }),
    ],
  },
  'BT4-097': { skills: negateByLifeUnder(LINEAGE) },
};
