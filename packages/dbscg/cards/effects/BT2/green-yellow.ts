// BT2 (Union Force), green and yellow cards added after the first part (BT2.ts): the project's own
// definitions of their skills, in the effect vocabulary. BT2.ts joins the set's parts.
import { tokenId, type SetSkills } from '../../../src/pool/defs.ts';
import type { Condition, Cost, Directive, Skill } from '../../../src/vocab.ts';
import {
  absorbFromDeck,
  awaken,
  blocker,
  comboReturn,
  critical,
  doubleStrike,
  drawOnAttack,
  evolve,
  playFromDrop,
  tripleStrike,
  underCost,
  whenAttacks,
  whenPlayed,
} from '../lib/common.ts';

const BIG_GETE_STAR = { name: 'Big Gete Star' };
const META_COOLER = { character: ['Meta-Cooler'] };
/** "Switch 1 of your Chilled's Army tokens to rest", a cost. */
const restArmy: Cost = { pay: 'restOwn', n: 1, filter: { name: "Chilled's Army", token: true } };

const ANDROIDS = { character: ['Android 17', 'Android 18'] };
/** Android 17 (BT2-070), both sides: the ＜Android 17＞ and ＜Android 18＞ in your hand cost 1 less. */
const androidsCost: Skill = { kind: 'permanent', effect: [{ c: 'handCost', amount: -1, filter: ANDROIDS }] };

/** "Play 1 Chilled's Army token" (10-18): 10000 power. */
const chilledArmy: Directive = { do: 'token', card: tokenId("Chilled's Army"), n: 1 };
const bigGeteStarInBattle = (n: { min?: number; max?: number }): Condition => ({
  count: { side: 'own', zone: 'battle', filter: BIG_GETE_STAR },
  ...n,
});

/**
 * Cooler (BT2-101), both sides: [Activate: Main] [Once per Turn] up to 3 cards from the top of the
 * deck to the Drop Area (written as a choice of 1, 2 or 3: placing none does nothing at all), +5000
 * for the turn if one of them is a 《Frieza Clan》.
 */
const coolerMill: Skill = {
  kind: 'activate',
  timing: ['main'],
  once: true,
  effect: [
    {
      do: 'choose',
      n: 1,
      options: [1, 2, 3].map((n): Directive[] => [{ do: 'deckTop', n, to: 'drop', keep: true }]),
    },
    {
      do: 'if',
      cond: { chosen: { trait: ['Frieza Clan'] } },
      then: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
    },
  ],
};

export const BT2_GREEN_YELLOW: SetSkills = {
  'BT2-069': {
    skills: [
      whenAttacks({
        do: 'if',
        cond: { drop: { min: 1 }, filter: { character: ['Son Goku'] } },
        then: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
      }),
      awaken,
    ],
    back: [
      drawOnAttack,
      {
        kind: 'activate',
        timing: ['battle'],
        once: true,
        cost: [{ pay: 'removeDrop' }],
        effect: [
          { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
          { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 3 }, until: 'turn' },
          // 6-4-1-1, 1-2-6: the loss waits for the end of this turn.
          { do: 'atTurnEnd', then: [{ do: 'lose' }] },
        ],
      },
    ],
  },
  'BT2-074': {
    skills: [
      doubleStrike,
      whenPlayed({ do: 'search', n: 1, filter: { character: ['Piccolo'], cost: { max: 3 } }, to: 'battle' }),
    ],
  },
  'BT2-075': {
    skills: [
      {
        kind: 'permanent',
        if: { drop: { min: 2 }, filter: { character: ['Son Goku'] } },
        effect: [{ c: 'cost', amount: -2, inPlay: true }],
      },
    ],
  },
  'BT2-078': {
    skills: [
      tripleStrike,
      {
        kind: 'permanent',
        // "For the duration of this card's battle": while it is the attacking or the attacked card.
        if: { any: [{ battle: 'attacking' }, { battle: 'guarding' }] },
        effect: [
          { c: 'keyword', spec: { k: 'blocker' }, target: { side: 'opp', zone: 'battle', all: true } },
        ],
      },
    ],
  },
  'BT2-079': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo', from: 'hand' },
        if: { turn: 'own' },
        effect: [
          {
            do: 'ko',
            target: { side: 'opp', count: 1, upTo: true, filter: { keyword: 'blocker', cost: { max: 3 } } },
          },
        ],
      },
    ],
  },
  'BT2-083': {
    skills: [
      comboReturn('green', false),
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'life', n: 1, to: 'drop' }],
        effect: [
          { do: 'move', target: { side: 'own', zone: 'life', count: 1 }, to: 'hand' },
          { do: 'ko', target: { side: 'opp', count: 1, upTo: true } },
        ],
      },
    ],
  },
  'BT2-080': {
    skills: [
      blocker,
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'opp' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', chooser: 'opp', keep: 6 }, to: 'drop' }],
      },
    ],
  },
  'BT2-084': {
    skills: [
      evolve(6, { green: 2 }, 'Cell'),
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: { leader: { trait: ['Android'] } },
        then: [{ do: 'move', target: { side: 'opp', zone: 'hand', chooser: 'opp', keep: 3 }, to: 'drop' }],
      }),
    ],
  },
  'BT2-087': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { leader: { character: ['Cell'] } },
        then: [{ do: 'token', card: tokenId('Cell Jr.'), n: 2 }],
      }),
    ],
  },
  'BT2-090': {
    skills: [
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'leader' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' }, to: 'drop' }],
      },
    ],
  },
  'BT2-095': {
    skills: [
      critical,
      whenPlayed(
        { do: 'ko', target: { side: 'own', zone: 'battle', count: 1 } },
        { do: 'ko', target: { side: 'opp', zone: 'battle', totalCost: { max: 5 } } },
      ),
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [{ do: 'if', cond: { hand: { max: 5 } }, then: [{ do: 'draw', n: 1 }] }],
      },
    ],
  },
  'BT2-101': { skills: [coolerMill, awaken], back: [coolerMill, drawOnAttack] },
  'BT2-102': {
    skills: [
      whenAttacks(chilledArmy),
      { kind: 'awaken', cond: { life: { max: 6 } }, optional: true, effect: [{ do: 'draw', n: 2 }] },
    ],
    back: [
      { kind: 'permanent', if: { turn: 'own' }, effect: [{ c: 'power', amount: 5000 }] },
      whenAttacks({ do: 'draw', n: 1 }, chilledArmy),
    ],
  },
  'BT2-104': { skills: [comboReturn('yellow', true)] },
  'BT2-106': {
    skills: [
      evolve(4, { yellow: 2 }, 'Meta-Cooler'),
      {
        // 10-2: with the opponent at 4 life or less, the leader's [Awaken] needs no own-life condition.
        kind: 'permanent',
        if: { life: { max: 4 }, side: 'opp' },
        effect: [{ c: 'awakenAnyLife', target: { side: 'own', zone: 'leader', filter: META_COOLER } }],
      },
      {
        kind: 'permanent',
        effect: [
          {
            c: 'keyword',
            spec: { k: 'strike', n: 2 },
            target: { side: 'own', zone: 'battle', all: true, filter: META_COOLER },
          },
        ],
      },
    ],
  },
  'BT2-107': {
    note: '"As many copies as you like": a deck holds 50 cards (5-1-3), so 50 copies is no limit.',
    skills: [{ kind: 'permanent', effect: [{ c: 'deckLimit', n: 50 }] }],
  },
  'BT2-113': {
    skills: [
      blocker,
      { kind: 'permanent', if: bigGeteStarInBattle({ max: 0 }), effect: [{ c: 'cannotAttack' }] },
    ],
  },
  'BT2-114': {
    skills: [blocker, { kind: 'permanent', if: bigGeteStarInBattle({ min: 1 }), effect: [{ c: 'free' }] }],
  },
  'BT2-116': {
    skills: [
      blocker,
      {
        kind: 'auto',
        on: { on: 'kod' },
        effect: [
          { do: 'move', target: { side: 'self' }, to: 'removed' },
          playFromDrop({ trait: ["Cooler's Armored Squadron"], not: { character: ['Dore'] } }),
        ],
      },
    ],
  },
  'BT2-117': {
    skills: [
      whenPlayed({ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' }),
    ],
  },
  'BT2-070': {
    skills: [
      androidsCost,
      { kind: 'awaken', cond: { life: { max: 6 } }, optional: true, effect: [{ do: 'draw', n: 2 }] },
    ],
    back: [
      androidsCost,
      {
        kind: 'permanent',
        if: { life: { max: 4 } },
        effect: [
          { c: 'power', amount: 5000, target: { side: 'own', zone: 'field', all: true, filter: ANDROIDS } },
        ],
      },
      drawOnAttack,
    ],
  },
  'BT2-085': {
    skills: [
      absorbFromDeck({ character: ['Cell'] }, underCost({ character: ['Android 18'] })),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played', union: true },
        effect: [
          { do: 'draw', n: 1 },
          { do: 'ko', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } },
        ],
      },
    ],
  },
  'BT2-086': {
    skills: [
      absorbFromDeck({ character: ['Cell'], cost: { max: 5 } }, underCost({ character: ['Android 17'] })),
    ],
  },
  'BT2-099': {
    skills: [
      { kind: 'field' },
      {
        kind: 'permanent',
        if: { leader: { character: ['Cell'] } },
        effect: [{ c: 'handCost', amount: -2, filter: { character: ['Cell'] } }],
      },
      {
        kind: 'auto',
        on: { on: 'cardPlayed', side: 'own', filter: { character: ['Cell'] } },
        effect: [{ do: 'move', target: { side: 'self' }, to: 'drop' }],
      },
    ],
  },
  'BT2-105': {
    skills: [
      {
        kind: 'permanent',
        effect: [{ c: 'handCost', amount: -2, filter: { trait: ['Frieza Clan'], cost: { min: 5 } } }],
      },
    ],
  },
  'BT2-108': {
    note: '"When you play this card or when it attacks": one printed skill, two triggers.',
    printed: 2,
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        cost: [{ pay: 'dropBattle', n: 1, filter: { character: ['Meta-Cooler'] } }],
        effect: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
      },
      // One printed skill with two triggers ("when you play this card or when it attacks").
      ...(['played', 'attacks'] as const).map((on): Skill => ({
        kind: 'auto',
        on: { on },
        effect: [
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'under', filter: BIG_GETE_STAR }, min: 1 },
            then: [
              {
                do: 'play',
                target: {
                  side: 'own',
                  zone: 'drop',
                  count: 2,
                  upTo: true,
                  filter: { character: ['Meta-Cooler'] },
                },
              },
            ],
          },
        ],
      })),
    ],
  },
  'BT2-109': {
    skills: [
      absorbFromDeck(
        { character: ['Meta-Cooler Core'] },
        { pay: 'energy', n: 5, colors: { yellow: 2 } },
        underCost(BIG_GETE_STAR, 'battle'),
      ),
    ],
  },
  'BT2-118': {
    skills: [
      doubleStrike,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [restArmy],
        effect: [{ do: 'rest', target: { side: 'opp', zone: 'battle', count: 1 } }],
      },
    ],
  },
  'BT2-119': {
    skills: [
      blocker,
      {
        kind: 'activate',
        timing: ['battle'],
        once: true,
        cost: [restArmy],
        effect: [
          {
            do: 'power',
            target: {
              side: 'own',
              zone: 'field',
              count: 1,
              upTo: true,
              filter: { any: [{ character: ['Chilled'] }, { trait: ["Chilled's Army"] }] },
            },
            amount: 5000,
            until: 'battle',
          },
        ],
      },
    ],
  },
  'BT2-120': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'rest', target: { side: 'opp', zone: 'battle', all: true } }],
      },
    ],
  },
  'BT2-121': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'ko', target: { side: 'opp', zone: 'battle', count: 1, filter: { mode: 'rest' } } }],
      },
    ],
  },
  'BT2-122': {
    skills: [
      { kind: 'field' },
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'energy', n: 1 }, { pay: 'rest' }, { pay: 'burst', n: 1 }],
        effect: [playFromDrop({ character: ['Meta-Cooler'], cost: { max: 2 } })],
      },
    ],
  },
  'BT2-071': {
    skills: [
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'attackEnd' },
        effect: [
          { do: 'move', target: { side: 'self' }, to: 'drop' },
          playFromDrop({ type: 'battle', characterHas: 'Son Gohan' }, true, 'hand'),
        ],
      },
    ],
  },
  'BT2-088': { skills: [doubleStrike, whenAttacks({ do: 'drawTo', hand: 4 })] },
  'BT2-093': {
    skills: [
      whenPlayed({
        do: 'search',
        n: 1,
        filter: { type: 'battle', nameHas: 'Android', not: { character: ['Android 20'] } },
        to: 'hand',
      }),
    ],
  },
  'BT2-110': {
    skills: [
      doubleStrike,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'dropBattle', n: 1, to: 'removed', orSelf: true }],
        effect: [
          { do: 'rest', target: { side: 'opp', count: 2, upTo: true } },
          playFromDrop(
            {
              any: [
                { trait: ["Cooler's Armored Squadron"] },
                { trait: ['Frieza Clan'], not: { character: ['Cooler'] } },
              ],
            },
            false,
          ),
        ],
      },
    ],
  },
  'BT2-103': {
    skills: [
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: { count: { side: 'own', zone: 'battle', filter: { character: ['King Cold'] } }, min: 1 },
        then: [
          {
            do: 'play',
            target: {
              side: 'own',
              zone: 'hand',
              count: 2,
              upTo: true,
              filter: { type: 'battle', trait: ['Frieza Clan'], not: { character: ['Frieza'] } },
            },
          },
          // Once they are in play (3-1-4: new objects, followed there, 8-10-1) their skills are
          // negated (8-3) for the rest of the game.
          { do: 'ban', target: { side: 'chosen' }, what: 'skillsNegated', until: 'game' },
        ],
      }),
    ],
  },
  'BT2-115': {
    skills: [
      doubleStrike,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'moveSelf', to: 'removed' }],
        effect: [
          playFromDrop({ trait: ["Cooler's Armored Squadron"], not: { character: ['Salza'] } }, false),
          { do: 'power', target: { side: 'chosen' }, amount: 5000, until: 'turn' },
        ],
      },
    ],
  },
  'BT2-098': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'ko', target: { side: 'opp', count: 1, filter: { costAtLeastEnergy: 'opp' } } }],
      },
    ],
  },
  'BT2-068': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'under', n: 1, from: 'hand' }],
        effect: [{ do: 'ko', target: { side: 'opp', count: 1, upTo: true, filter: { cost: { max: 3 } } } }],
      },
      awaken,
    ],
    back: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'under', n: 1, from: 'hand' }],
        effect: [{ do: 'draw', n: 2 }],
      },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'dropUnder', n: 2 }],
        effect: [{ do: 'ko', target: { side: 'opp', count: 1, upTo: true } }],
      },
    ],
  },
};
