// BT1 (Galactic Battle), the green and yellow cards (BT1-057 to BT1-110): the project's own
// definitions of their skills, in the effect vocabulary. BT1.ts joins the set's parts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';
import {
  awaken,
  blocker,
  comboBoost,
  doubleStrike,
  drawOnAttack,
  dualAttack,
  evolve,
  lookForOne,
  revenge,
  tripleStrike,
} from '../lib/common.ts';

const FRIEZAS_ARMY: CardFilter = { trait: ["Frieza's Army"] };
const GINYU_FORCE: CardFilter = { trait: ['Ginyu Force'] };

/** Frieza (BT1-084): at the end of your turn, up to `n` of your Battle Cards switch to Active Mode. */
function friezaEndOfTurn(n: number): Skill {
  return {
    kind: 'auto',
    on: { on: 'phase', at: 'turnEnd', whose: 'own' },
    effect: [{ do: 'stand', target: { side: 'own', upTo: true, count: n } }],
  };
}

/** The yellow leader's [Activate: Main]: a 《Frieza's Army》 Battle Card for `n` energy to Active Mode and a card. */
function friezaLeaderSkill(n: number): Skill {
  return {
    kind: 'activate',
    timing: ['main'],
    once: true,
    cost: [{ pay: 'dropBattle', n: 1, filter: FRIEZAS_ARMY }],
    effect: [
      { do: 'stand', target: { side: 'own', zone: 'energy', upTo: true, count: n } },
      { do: 'draw', n: 1 },
    ],
  };
}

/** Broly's [Auto] when he attacks: each player places cards of their choice in their Drop Area. */
function brolyAttack(battleToo: boolean): Skill {
  const each = (zone: 'hand' | 'battle'): Directive[] => [
    { do: 'move', target: { side: 'own', zone, count: 1 }, to: 'drop' },
    { do: 'move', target: { side: 'opp', zone, count: 1, chooser: 'opp' }, to: 'drop' },
  ];
  return {
    kind: 'auto',
    on: { on: 'attacks' },
    effect: battleToo ? [{ do: 'draw', n: 1 }, ...each('hand'), ...each('battle')] : each('hand'),
  };
}

export const BT1_GREEN_YELLOW: SetSkills = {
  'BT1-057': {
    note: 'Each player chooses a Battle Card of their Battle Area, not a [Field] Extra Card there (8-5-4).',
    skills: [{ kind: 'permanent', effect: [{ c: 'cannotAttackBattle' }] }, brolyAttack(false), awaken],
    back: [{ kind: 'permanent', effect: [{ c: 'cannotAttackBattle' }] }, brolyAttack(true)],
  },
  'BT1-059': {
    skills: [
      evolve(6, { green: 2 }, 'Son Goku'),
      doubleStrike,
      {
        kind: 'permanent',
        if: { drop: { min: 1 }, filter: { character: ['Krillin'] } },
        effect: [{ c: 'keyword', spec: { k: 'strike', n: 3 } }],
      },
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'ko', target: { side: 'opp', totalCost: { max: 6 } } }],
      },
    ],
  },
  // "Add it to your hand" says nothing of the other cards looked at: they are shuffled back (11-6-3).
  'BT1-061': { skills: [lookForOne(7, { character: ['Krillin'] }, true)] },
  'BT1-062': { skills: [blocker] },
  'BT1-063': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo' },
        if: { turn: 'own' },
        effect: [{ do: 'ko', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 3 } } } }],
      },
    ],
  },
  'BT1-064': {
    skills: [
      doubleStrike,
      { kind: 'counter', on: 'attack', effect: [{ do: 'play', target: { side: 'self' } }] },
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'ko', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 4 } } } }],
      },
    ],
  },
  'BT1-065': {
    skills: [
      doubleStrike,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'life', n: 1, to: 'drop' }],
        effect: [{ do: 'ko', target: { side: 'opp', count: 1 } }],
      },
    ],
  },
  'BT1-066': {
    skills: [revenge, { kind: 'permanent', effect: [{ c: 'noLeaderAttack' }] }],
  },
  'BT1-067': {
    skills: [
      evolve(4, { green: 2 }, 'Trunks: Future'),
      doubleStrike,
      revenge,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [{ do: 'move', target: { side: 'own', zone: 'drop', upTo: true, count: 1 }, to: 'hand' }],
      },
    ],
  },
  'BT1-068': { skills: [{ kind: 'permanent', effect: [{ c: 'cannotAttackBattle' }] }] },
  'BT1-069': { skills: [comboBoost('green')] },
  'BT1-070': {
    skills: [
      evolve(5, { green: 2 }, 'Gotenks'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          { do: 'stand', target: { side: 'own', zone: 'energy', upTo: true, count: 2 } },
          { do: 'draw', n: 1 },
        ],
      },
    ],
  },
  'BT1-071': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'leader' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' }, to: 'drop' }],
      },
    ],
  },
  'BT1-072': { skills: [blocker] },
  'BT1-073': {
    skills: [
      evolve(8, { green: 4 }, 'Broly'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        // The opponent's hand is face down to the chooser: the cards are taken at random (3-3-2).
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 2, upTo: true }, to: 'drop' }],
      },
    ],
  },
  'BT1-074': {
    skills: [
      evolve(5, { green: 2 }, 'Broly'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 2, chooser: 'opp' }, to: 'drop' }],
      },
    ],
  },
  'BT1-075': { skills: [tripleStrike] },
  // "Add 1 green ＜Broly＞ among them": not "up to", yet a choice among cards whose faces only the
  // chooser sees may take fewer (8-5-3-5).
  'BT1-076': { skills: [lookForOne(7, { colors: ['green'], character: ['Broly'] }, false)] },
  'BT1-077': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        optional: true,
        cost: [{ pay: 'discard', n: 1 }],
        effect: [{ do: 'search', filter: { name: "Broly's Ring" }, n: 1, to: 'field' }],
      },
    ],
  },
  'BT1-078': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'dropped' },
        if: { leader: { character: ['Broly'] } },
        optional: true,
        cost: [{ pay: 'discard', n: 1 }],
        effect: [{ do: 'play', target: { side: 'self' } }],
      },
    ],
  },
  'BT1-079': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        effect: [
          { do: 'power', target: { side: 'own', upTo: true, count: 1 }, amount: 10000, until: 'turn' },
          { do: 'gain', target: { side: 'chosen' }, spec: { k: 'revenge' }, until: 'turn' },
        ],
      },
    ],
  },
  'BT1-080': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          { do: 'negate', what: 'attack' },
          { do: 'ko', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 1 } } } },
        ],
      },
    ],
  },
  'BT1-081': {
    skills: [
      { kind: 'field' },
      { kind: 'permanent', effect: [{ c: 'handUnaffected', leader: { character: ['Broly'] } }] },
    ],
  },
  'BT1-082': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'ko', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 2 } } } }],
      },
    ],
  },
  'BT1-083': {
    skills: [friezaLeaderSkill(1), awaken],
    back: [friezaLeaderSkill(2), drawOnAttack],
  },
  'BT1-084': {
    skills: [friezaEndOfTurn(1), awaken],
    back: [friezaEndOfTurn(2), drawOnAttack],
  },
  'BT1-085': {
    note: 'Flipping the life card over is written as the first part of the effect: it is turned face up, then played or added to the hand.',
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          { do: 'look', n: 1, zone: 'life', reveal: true },
          {
            do: 'play',
            target: { side: 'looked', filter: { ...GINYU_FORCE, not: { character: ['Ginyu'] } } },
          },
          { do: 'move', target: { side: 'looked' }, to: 'hand' },
        ],
      },
      awaken,
    ],
    back: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'life', n: 1, to: 'hand' }],
        effect: [
          { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'field', filter: GINYU_FORCE }, min: 2 },
            then: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
          },
        ],
      },
      drawOnAttack,
    ],
  },
  'BT1-086': {
    skills: [
      evolve(6, { yellow: 2 }, 'Frieza'),
      tripleStrike,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [
          {
            do: 'move',
            target: { side: 'both', all: true, filter: { mode: 'rest', other: true } },
            to: 'drop',
          },
          { do: 'rest', target: { side: 'both', all: true, filter: { mode: 'active', other: true } } },
        ],
      },
    ],
  },
  'BT1-087': {
    skills: [
      blocker,
      tripleStrike,
      {
        kind: 'auto',
        on: { on: 'blocks' },
        effect: [{ do: 'afterBattle', what: 'stand', target: { side: 'self' } }],
      },
    ],
  },
  'BT1-088': {
    skills: [
      evolve(4, { yellow: 2 }, 'Frieza'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [{ do: 'rest', target: { side: 'opp', all: true, filter: { keyword: 'blocker' } } }],
      },
    ],
  },
  'BT1-089': { skills: [lookForOne(3, { ...FRIEZAS_ARMY, cost: { max: 2 } }, true)] },
  'BT1-090': {
    skills: [
      dualAttack,
      {
        kind: 'auto',
        on: { on: 'played' },
        optional: true,
        cost: [{ pay: 'discard', n: 1 }],
        effect: [
          { do: 'ko', target: { side: 'opp', upTo: true, count: 2, filter: { mode: 'rest' } } },
          { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
        ],
      },
    ],
  },
  'BT1-091': {
    skills: [
      doubleStrike,
      revenge,
      {
        kind: 'counter',
        on: 'battleCardAttack',
        effect: [{ do: 'play', target: { side: 'self' }, guard: true }],
      },
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'rest', target: { side: 'opp', upTo: true, count: 1 } }],
      },
    ],
  },
  'BT1-092': {
    skills: [
      blocker,
      {
        kind: 'activate',
        timing: ['battle'],
        once: true,
        cost: [{ pay: 'discard', n: 1 }],
        effect: [
          { do: 'look', n: 2, zone: 'deck', keep: true },
          { do: 'move', target: { side: 'chosen', upTo: true, count: 2, filter: FRIEZAS_ARMY }, to: 'combo' },
          { do: 'move', target: { side: 'looked' }, to: 'drop' },
        ],
      },
    ],
  },
  'BT1-093': {
    skills: [{ kind: 'permanent', if: { self: { mode: 'rest' } }, effect: [{ c: 'guardOthers' }] }],
  },
  'BT1-094': {
    skills: [
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          {
            do: 'ban',
            target: { side: 'opp', upTo: true, count: 2 },
            what: 'active',
            until: 'opponentCharge',
          },
        ],
      },
    ],
  },
  'BT1-095': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          {
            do: 'power',
            target: { side: 'own', all: true, filter: GINYU_FORCE },
            amount: 10000,
            until: 'turn',
          },
          { do: 'gain', target: { side: 'chosen' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
        ],
      },
    ],
  },
  'BT1-096': {
    skills: [{ kind: 'permanent', if: { turn: 'opp' }, effect: [{ c: 'power', amount: 6000 }] }],
  },
  'BT1-097': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [{ do: 'stand', target: { side: 'self' } }],
      },
    ],
  },
  'BT1-098': {
    skills: [
      blocker,
      {
        kind: 'auto',
        on: { on: 'played', from: 'hand' },
        effect: [
          { do: 'look', n: 3, zone: 'deck', keep: true },
          {
            do: 'play',
            target: {
              side: 'chosen',
              upTo: true,
              count: 1,
              filter: { ...GINYU_FORCE, not: { character: ['Ginyu'] } },
            },
          },
          { do: 'shuffle' },
        ],
      },
    ],
  },
  'BT1-099': {
    skills: [
      blocker,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          {
            do: 'if',
            cond: { leader: FRIEZAS_ARMY },
            then: [
              { do: 'rest', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 2 } } } },
            ],
          },
        ],
      },
    ],
  },
  'BT1-100': { skills: [comboBoost('yellow')] },
  'BT1-101': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo' },
        if: { turn: 'opp' },
        effect: [{ do: 'stand', target: { side: 'own', upTo: true, count: 1 } }],
      },
    ],
  },
  'BT1-105': { skills: [blocker] },
  'BT1-106': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        // The condition is the first sentence's; "afterwards" the ban applies either way.
        effect: [
          { do: 'if', cond: { leader: { colors: ['yellow'] } }, then: [{ do: 'negate', what: 'attack' }] },
          { do: 'ban', target: { side: 'opp', all: true }, what: 'attack', until: 'turn' },
        ],
      },
    ],
  },
  'BT1-107': {
    skills: [
      {
        kind: 'counter',
        on: 'play',
        effect: [{ do: 'if', cond: { leader: FRIEZAS_ARMY }, then: [{ do: 'negate', what: 'playSkills' }] }],
      },
    ],
  },
  'BT1-108': {
    skills: [
      {
        kind: 'counter',
        on: 'counter',
        cost: [{ pay: 'discard', n: 1, filter: { colors: ['yellow'] } }],
        effect: [{ do: 'negate', what: 'counter' }],
      },
    ],
  },
  'BT1-109': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'search',
            filter: { ...FRIEZAS_ARMY, type: 'battle', cost: { max: 2 } },
            n: 1,
            to: 'battle',
            rest: true,
          },
        ],
      },
    ],
  },
  'BT1-110': { skills: [{ kind: 'counter', on: 'play', effect: [{ do: 'negate', what: 'playRest' }] }] },
};
