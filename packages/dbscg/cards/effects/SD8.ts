// SD8 (Starter Deck: Rising Broly): the project's own definitions of the skills of the cards new in
// the starter deck, in the effect vocabulary. The facts come from SD8.json; the text players read is
// generated from these definitions. Cards left out are listed at the end with the reason.
import type { SetSkills } from '../../src/pool/defs.ts';
import { blocker, critical, leaderAtFourLife, playFromDrop, whenPlayed } from './lib/common.ts';
import { awakenDrawStandOne } from './lib/starter.ts';

const FRIEZA_ARMY = "Frieza's Army";

export const SD8: SetSkills = {
  'SD8-01': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'search',
            n: 1,
            filter: { colors: ['green'], trait: [FRIEZA_ARMY], cost: { min: 1, max: 1 } },
            to: 'hand',
          },
          { do: 'negateThisSkill', until: 'game' },
        ],
      },
      awakenDrawStandOne,
    ],
    back: [
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'battle', filter: { type: 'battle' } }, min: 2 },
        effect: [{ c: 'noBattlePlay' }],
      },
      // 4-9-3: draw until the hand holds 6.
      { kind: 'auto', sparking: 7, on: { on: 'attacks' }, effect: [{ do: 'drawTo', hand: 6 }] },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        // The two cards are chosen as the cost: the skill needs one Battle Card on each side.
        if: {
          all: [
            { count: { side: 'own', zone: 'battle', filter: { type: 'battle' } }, min: 1 },
            { count: { side: 'opp', zone: 'battle', filter: { type: 'battle' } }, min: 1 },
          ],
        },
        effect: [
          { do: 'ko', target: { side: 'own', zone: 'battle', count: 1, filter: { type: 'battle' } } },
          { do: 'ko', target: { side: 'opp', zone: 'battle', count: 1, filter: { type: 'battle' } } },
        ],
      },
    ],
  },
  'SD8-02': {
    skills: [
      critical,
      {
        kind: 'activate',
        timing: ['battle'],
        once: true,
        cost: [{ pay: 'burst', n: 3 }],
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' }, to: 'drop' }],
      },
    ],
  },
  'SD8-04': {
    skills: [
      { kind: 'keyword', spec: { k: 'superCombo' } },
      {
        kind: 'auto',
        on: { on: 'combo' },
        effect: [
          {
            do: 'if',
            cond: leaderAtFourLife({ colors: ['green'] }),
            then: [
              { do: 'draw', n: 2 },
              { do: 'move', target: { side: 'own', zone: 'hand', count: 1 }, to: 'warp' },
            ],
          },
        ],
      },
    ],
  },
  'SD8-05': {
    skills: [
      whenPlayed({ do: 'draw', n: 1 }),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'energy', n: 2, colors: { green: 1 } }],
        effect: [
          {
            do: 'search',
            n: 1,
            filter: { colors: ['green'], trait: [FRIEZA_ARMY], cost: { max: 2 } },
            to: 'battle',
          },
        ],
      },
    ],
  },
  'SD8-06': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [
          { pay: 'energy', n: 1, colors: { green: 1 } },
          { pay: 'discard', n: 1 },
        ],
        effect: [
          { do: 'search', n: 1, filter: { character: ['Cheelai : Br'], cost: { max: 2 } }, to: 'battle' },
        ],
      },
    ],
  },
  'SD8-10': {
    skills: [
      whenPlayed({
        do: 'ko',
        target: {
          side: 'opp',
          zone: 'battle',
          count: 1,
          upTo: true,
          filter: { mode: 'rest', cost: { max: 2 } },
        },
      }),
    ],
  },
  'SD8-03': {
    skills: [
      critical,
      {
        kind: 'auto',
        on: { on: 'leftBattle' },
        optional: true,
        cost: [{ pay: 'discard', n: 2 }],
        effect: [
          playFromDrop(
            { colors: ['green'], character: ['Broly : Br'], cost: { min: 7, max: 7 } },
            true,
            'hand',
          ),
        ],
      },
    ],
  },
  'SD8-07': {
    skills: [
      { kind: 'permanent', if: { rested: { min: 4 }, side: 'opp' }, effect: [{ c: 'cost', amount: -3 }] },
      whenPlayed({
        do: 'restrictPlay',
        side: 'own',
        banned: { name: 'Son Goku, Time to Fight' },
        until: 'turn',
      }),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          {
            do: 'play',
            target: {
              side: 'own',
              zone: 'drop',
              count: 1,
              filter: {
                colors: ['green', 'yellow'],
                trait: ['Saiyan'],
                cost: { max: 3 },
                power: { max: 10000 },
              },
            },
            rest: true,
          },
          // "Only green or yellow, and no other colour": a card with any other colour is banned.
          {
            do: 'restrictPlay',
            side: 'own',
            banned: { colors: ['red', 'blue', 'black'] },
            until: 'turn',
          },
        ],
      },
    ],
  },
  'SD8-09': {
    skills: [
      whenPlayed({ do: 'draw', n: 1 }),
      {
        kind: 'auto',
        once: true,
        on: { on: 'energyStood', side: 'opp' },
        if: { turn: 'opp' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'energy', count: 1, upTo: true }, to: 'drop' }],
      },
    ],
  },
  'SD8-08': {
    skills: [
      blocker,
      { kind: 'permanent', if: { rested: { min: 4 }, side: 'opp' }, effect: [{ c: 'cost', amount: -3 }] },
    ],
  },
};
