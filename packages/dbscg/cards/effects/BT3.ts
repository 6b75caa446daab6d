// BT3 (Cross Worlds): the project's own definitions of the cards' skills, in the effect vocabulary.
// The facts (name, cost, power, ...) come from BT3.json; the text players read is generated from
// these definitions. Written cheapest first: the cards whose skills the vocabulary already holds.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Condition, Skill } from '../../src/vocab.ts';
import {
  blocker,
  critical,
  doubleStrike,
  dualAttack,
  playFromDrop,
  whenAttacks,
  whenPlayed,
} from './lib/common.ts';

/** A Battle Card of the opponent's in Rest Mode (2-9, 3-4). */
const OPP_RESTED: CardFilter = { type: 'battle', mode: 'rest' };

/** "Your opponent has N or more Battle Cards in play in Rest Mode." */
function oppRested(min: number): Condition {
  return { count: { side: 'opp', zone: 'battle', filter: OPP_RESTED }, min };
}

/** [Permanent] played from the hand without paying its energy cost while `cond` holds (8-3-3). */
function freeWhile(cond: Condition): Skill {
  return { kind: 'permanent', if: cond, effect: [{ c: 'free' }] };
}

/** "If ＜character＞ is in your Battle Area or Leader Area" (3-3, 3-4). */
function ownsCharacter(character: string): Condition {
  return { count: { side: 'own', zone: 'field', filter: { character: [character] } }, min: 1 };
}

const drawOnPlay: Skill = whenPlayed({ do: 'draw', n: 1 });

export const BT3: SetSkills = {
  'BT3-011': { skills: [critical] },
  'BT3-012': { skills: [blocker, freeWhile(ownsCharacter('Pan'))] },
  'BT3-014': { skills: [doubleStrike] },
  'BT3-035': { skills: [dualAttack, drawOnPlay] },
  'BT3-066': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'rest' }],
        effect: [
          {
            do: 'ko',
            target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 2 } } },
          },
        ],
      },
    ],
  },
  'BT3-074': {
    skills: [
      whenPlayed({ do: 'move', target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' }, to: 'drop' }),
    ],
  },
  'BT3-079': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [playFromDrop({ type: 'battle', colors: ['green'], cost: { max: 5 } })],
      },
    ],
  },
  'BT3-080': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'if',
            cond: { leader: { trait: ['Android'] } },
            then: [
              { do: 'draw', n: 2 },
              { do: 'move', target: { side: 'own', zone: 'hand', count: 1 }, to: 'drop' },
            ],
          },
        ],
      },
    ],
  },
  'BT3-087': { skills: [blocker, freeWhile(ownsCharacter('Bardock'))] },
  'BT3-095': { skills: [drawOnPlay] },
  'BT3-097': { skills: [freeWhile(oppRested(2))] },
  'BT3-099': { skills: [blocker] },
  'BT3-102': {
    skills: [
      whenAttacks({
        do: 'if',
        cond: oppRested(1),
        then: [{ do: 'power', target: { side: 'self' }, amount: 10000, until: 'turn' }],
      }),
    ],
  },
};
