// BT4's black cards: the project's own definitions of their skills, merged into BT4 by BT4.ts. The
// data writes many [Over Realm] costs as a number word ([one]): energy of any colour besides the
// Drop Area (SOURCE.md), as BT3-111.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { Directive } from '../../../src/vocab.ts';
import {
  blocker,
  darkOverRealm,
  doubleStrike,
  koOpponents,
  millUpToTwo,
  overRealm,
  playFromDrop,
  tripleStrike,
  whenEvolved,
  whenAttacks,
  whenCombosIf,
  whenOverRealmed,
  whenPlayed,
  xenoEvolve,
} from '../lib/common.ts';
import { awakenStandEnergy } from '../lib/starter.ts';
import { battleExtraFor, leaderBattlePower, lifeToHandThen, standEnergy } from './helpers.ts';

/** "Choose up to 1 of your opponent's Battle Cards (of cost `maxCost` or less) and send it to their Warp" (11-4). */
function warpOpponent(maxCost?: number): Directive {
  return {
    do: 'move',
    target: {
      side: 'opp',
      zone: 'battle',
      count: 1,
      upTo: true,
      ...(maxCost !== undefined ? { filter: { cost: { max: maxCost } } } : {}),
    },
    to: 'warp',
  };
}

const WARP_TO_DROP: Directive = {
  do: 'if',
  cond: { leader: { colors: ['black'] } },
  then: [{ do: 'move', target: { side: 'own', zone: 'warp', count: 2, upTo: true }, to: 'drop' }],
};

export const BT4_BLACK: SetSkills = {
  'BT4-098': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'leader' },
        effect: [
          { do: 'deckTop', n: 3, to: 'drop', keep: true },
          // "If all of the cards placed are black": none of them is not black (8-10-1).
          {
            do: 'if',
            cond: { not: { chosen: { not: { colors: ['black'] } } } },
            then: [{ do: 'draw', n: 1 }],
          },
        ],
      },
      awakenStandEnergy,
    ],
    back: [
      { kind: 'keyword', spec: { k: 'wormhole' } },
      whenAttacks({ do: 'draw', n: 1 }),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          {
            do: 'move',
            target: { side: 'own', zone: 'warp', count: 3, upTo: true, filter: { colors: ['black'] } },
            to: 'drop',
          },
        ],
      },
    ],
  },
  'BT4-101': {
    note: 'The data writes the [Xeno-Evolve] cost as [five]: 5 energy of any colour (SOURCE.md).',
    skills: [
      xenoEvolve(5, 'Trunks: Xeno'),
      tripleStrike,
      whenEvolved({ do: 'draw', n: 1 }, standEnergy(1), warpOpponent()),
    ],
  },
  'BT4-102': {
    note: 'The data writes the [Over Realm 3] cost as [one]: 1 energy of any colour (SOURCE.md).',
    skills: [
      overRealm(3, 1),
      whenOverRealmed(
        playFromDrop({ type: 'battle', skillless: true, cost: { max: 2 } }, true, 'deck'),
        { do: 'shuffle' },
        // "Then, it gains [Critical]": the card just played, read through the choice (8-10-1).
        { do: 'gain', target: { side: 'chosen' }, spec: { k: 'critical' }, until: 'turn' },
      ),
    ],
  },
  'BT4-103': {
    skills: [
      overRealm(3),
      whenOverRealmed(
        { do: 'look', n: 3, zone: 'deck', keep: true },
        {
          do: 'move',
          target: { side: 'chosen', count: 1, upTo: true, filter: { type: 'battle' } },
          to: 'hand',
        },
        { do: 'move', target: { side: 'looked' }, to: 'deckBottom' },
      ),
    ],
  },
  'BT4-105': {
    note: 'The data writes the [Dark Over Realm 7] cost as [four]: 4 energy of any colour (SOURCE.md).',
    skills: [
      darkOverRealm(7, 4),
      whenPlayed(warpOpponent(), playFromDrop({ type: 'battle', cost: { max: 4 } }, true, 'warp')),
    ],
  },
  'BT4-107': {
    skills: [
      whenCombosIf(
        { all: [{ turn: 'own' }, { energy: { max: 3 }, side: 'opp' }] },
        koOpponents(1, { power: { min: 30000 } }, true, true),
      ),
    ],
  },
  'BT4-109': {
    note: 'The data writes the [Over Realm 5] cost as [one]: 1 energy of any colour (SOURCE.md).',
    skills: [overRealm(5, 1), doubleStrike],
  },
  'BT4-111': {
    note: 'The data writes the [Dark Over Realm 4] cost as [one]: 1 energy of any colour (SOURCE.md).',
    skills: [
      darkOverRealm(4, 1),
      whenPlayed({
        do: 'control',
        target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 3 } } },
      }),
    ],
  },
  'BT4-112': {
    note: 'The data writes the [Over Realm 3] cost as [one]: 1 energy of any colour (SOURCE.md).',
    skills: [
      overRealm(3, 1),
      whenOverRealmed({
        do: 'stand',
        target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 2 } } },
      }),
    ],
  },
  'BT4-113': {
    note: 'The data writes the [Dark Over Realm 2] cost as [two]: 2 energy of any colour (SOURCE.md).',
    skills: [darkOverRealm(2, 2)],
  },
  'BT4-114': {
    note: 'One printed skill, two triggers (attack, combo).',
    printed: 1,
    skills: [
      { kind: 'auto', on: { on: 'attacks' }, effect: [WARP_TO_DROP] },
      { kind: 'auto', on: { on: 'combo' }, effect: [WARP_TO_DROP] },
    ],
  },
  'BT4-115': {
    skills: [
      darkOverRealm(3),
      whenPlayed({ do: 'search', filter: { character: ['Demigra'], cost: { max: 4 } }, n: 1, to: 'hand' }),
    ],
  },
  'BT4-116': {
    skills: [
      blocker,
      whenPlayed({ do: 'if', cond: { leader: { character: ['Demigra'] } }, then: [millUpToTwo] }),
    ],
  },
  'BT4-117': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { leader: { colors: ['black'] } },
        then: lifeToHandThen(2, warpOpponent(5)),
      }),
    ],
  },
  'BT4-118': {
    note: 'The data writes the [Over Realm 5] cost as [one]: 1 energy of any colour (SOURCE.md).',
    skills: [overRealm(5, 1), doubleStrike, whenOverRealmed(warpOpponent())],
  },
  'BT4-121': {
    skills: [
      battleExtraFor({ character: ['Mira'] }, leaderBattlePower(15000), {
        do: 'if',
        cond: { turn: 'own' },
        then: [warpOpponent(4)],
      }),
    ],
  },
};
