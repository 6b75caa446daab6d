// BT1 (Galactic Battle): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT1.json; the text players read is
// generated from these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../src/vocab.ts';
import {
  awaken,
  blocker,
  comboBoost,
  critical,
  doubleStrike,
  drawOnAttack,
  dualAttack,
  evolve,
  lookForOne,
  revenge,
  tripleStrike,
} from './lib/common.ts';

const FRIEZAS_ARMY: CardFilter = { trait: ["Frieza's Army"] };
const GINYU_FORCE: CardFilter = { trait: ['Ginyu Force'] };

/** "This card gains +1000 power for each of your energy for the turn" (the blue Son Goku leader). */
const energyPower: Directive = {
  do: 'power',
  target: { side: 'self' },
  amount: 1000,
  per: { side: 'own', zone: 'energy' },
  until: 'turn',
};

/** Vegeta (blue leader): a life card to the hand for [Critical]; its back side +10000 with 7 blue energy. */
function vegetaCritical(back: boolean): Skill {
  const critical: Directive = {
    do: 'gain',
    target: { side: 'self' },
    spec: { k: 'critical' },
    until: 'turn',
  };
  return {
    kind: 'activate',
    timing: ['main'],
    once: true,
    cost: [{ pay: 'life', n: 1, to: 'hand' }],
    effect: back
      ? [
          critical,
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'energy', filter: { colors: ['blue'] } }, min: 7 },
            then: [{ do: 'power', target: { side: 'self' }, amount: 10000, until: 'turn' }],
          },
        ]
      : [critical],
  };
}

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

export const BT1: SetSkills = {
  'BT1-001': {
    skills: [
      {
        kind: 'auto',
        once: true,
        on: { on: 'cardAttacks', side: 'own', against: 'leader' },
        // The attacking card's power is read as the skill resolves ("if the attacking card has ...").
        effect: [{ do: 'if', cond: { subject: { power: { min: 15000 } } }, then: [{ do: 'draw', n: 1 }] }],
      },
      awaken,
    ],
    back: [
      drawOnAttack,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'discard', n: 1 }],
        // "This card or 1 of your Battle Cards": the leader or a card of the Battle Area.
        effect: [
          {
            do: 'gain',
            target: { side: 'own', zone: 'field', count: 1 },
            spec: { k: 'strike', n: 2 },
            until: 'turn',
          },
        ],
      },
    ],
  },
  'BT1-002': {
    skills: [{ kind: 'permanent', effect: [{ c: 'attackActive' }] }, awaken],
    back: [
      { kind: 'permanent', effect: [{ c: 'attackActive' }] },
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [
          { do: 'draw', n: 1 },
          {
            do: 'if',
            cond: { battle: 'attacking', against: 'battle' },
            then: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
          },
        ],
      },
    ],
  },
  'BT1-003': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
      },
      awaken,
    ],
    back: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [
          { do: 'draw', n: 1 },
          { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
        ],
      },
      {
        kind: 'auto',
        once: true,
        on: { on: 'blocker', side: 'opp' },
        optional: true,
        cost: [{ pay: 'discard', n: 1, filter: { colors: ['red'] } }],
        effect: [{ do: 'negate', what: 'blocker' }],
      },
    ],
  },
  'BT1-004': {
    skills: [
      evolve(5, { red: 2 }, 'Champa'),
      tripleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'ko', target: { side: 'opp', all: true, filter: { power: { max: 15000 } } } }],
      },
    ],
  },
  'BT1-005': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo' },
        // "Your attacking card": there is one only in your own turn's battles.
        effect: [
          {
            do: 'if',
            cond: { turn: 'own' },
            then: [
              { do: 'gain', target: { side: 'attacker' }, spec: { k: 'strike', n: 2 }, until: 'battle' },
            ],
          },
        ],
      },
    ],
  },
  'BT1-006': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'cardPlayed', side: 'own', filter: { colors: ['red'], trait: ['Alien'] } },
        effect: [{ do: 'power', target: { side: 'subject' }, amount: 5000, until: 'turn' }],
      },
    ],
  },
  'BT1-007': { skills: [lookForOne(7, { colors: ['red'], character: ['Champa'] }, true)] },
  'BT1-008': {
    skills: [
      dualAttack,
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [
          { do: 'look', n: 3, zone: 'deck', keep: true },
          {
            do: 'play',
            target: {
              side: 'chosen',
              count: 1,
              upTo: true,
              filter: { trait: ['Alien'], power: { max: 15000 } },
            },
          },
          { do: 'shuffle' },
        ],
      },
    ],
  },
  'BT1-009': { skills: [lookForOne(3, { colors: ['red'], trait: ['Alien'] }, true)] },
  'BT1-010': { skills: [comboBoost('red')] },
  'BT1-011': {
    skills: [
      evolve(6, { red: 2 }, 'Hit'),
      doubleStrike,
      { kind: 'auto', on: { on: 'evolved' }, effect: [{ do: 'damage', n: 2 }] },
    ],
  },
  'BT1-013': {
    skills: [
      evolve(4, { red: 2 }, 'Cabba'),
      doubleStrike,
      { kind: 'auto', on: { on: 'evolved' }, effect: [{ do: 'stand', target: { side: 'self' } }] },
    ],
  },
  'BT1-014': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        // "You may add a life card to your hand. If you do, ...": what is done first is the condition
        // of the rest, as a cost of the optional skill.
        optional: true,
        cost: [{ pay: 'life', n: 1, to: 'hand' }],
        effect: [
          { do: 'power', target: { side: 'self' }, amount: 10000, until: 'turn' },
          { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
        ],
      },
    ],
  },
  'BT1-015': {
    skills: [
      evolve(4, { red: 2 }, 'Frost'),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'battle' },
        effect: [
          { do: 'afterBattle', what: 'ko', target: { side: 'guard' } },
          {
            do: 'if',
            cond: { leader: { power: { max: 10000 } }, side: 'opp' },
            then: [{ do: 'damage', n: 1 }],
          },
        ],
      },
    ],
  },
  'BT1-016': { skills: [evolve(2, { red: 1 }, 'Frost'), doubleStrike] },
  'BT1-017': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          { do: 'look', n: 7, zone: 'deck', keep: true },
          {
            do: 'evolve',
            onto: 'self',
            target: { side: 'chosen', count: 1, filter: { character: ['Frost'], skill: 'evolve' } },
          },
          { do: 'shuffle' },
        ],
      },
    ],
  },
  'BT1-018': { skills: [{ kind: 'permanent', effect: [{ c: 'attackActive' }] }] },
  'BT1-019': { skills: [blocker] },
  'BT1-020': { skills: [{ kind: 'permanent', effect: [{ c: 'noBattleKo' }] }] },
  'BT1-021': { skills: [blocker] },
  'BT1-022': {
    skills: [
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'search', filter: { character: ["Supreme Kai's Attendant"] }, n: 1, to: 'battle' }],
      },
    ],
  },
  'BT1-023': {
    skills: [{ kind: 'permanent', effect: [{ c: 'cannotAttackBattle', filter: { power: { min: 15000 } } }] }],
  },
  'BT1-024': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'ko', target: { side: 'opp', totalPower: { max: 30000 } } }],
      },
    ],
  },
  'BT1-025': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          { do: 'negate', what: 'attack' },
          { do: 'stand', target: { side: 'own', upTo: true, count: 1 } },
        ],
      },
    ],
  },
  'BT1-026': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'ko', target: { side: 'opp', count: 1, filter: { power: { max: 12000 } } } }],
      },
    ],
  },
  'BT1-027': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        effect: [
          {
            do: 'power',
            target: { side: 'own', zone: 'field', upTo: true, count: 1, filter: { colors: ['red'] } },
            amount: 6000,
            until: 'battle',
          },
        ],
      },
    ],
  },
  'BT1-028': {
    skills: [vegetaCritical(false), awaken],
    back: [vegetaCritical(true), drawOnAttack],
  },
  'BT1-030': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [energyPower],
      },
      awaken,
    ],
    back: [
      {
        kind: 'permanent',
        if: { energy: { min: 7 } },
        effect: [{ c: 'keyword', spec: { k: 'dualAttack', n: 2 } }],
      },
      { kind: 'auto', once: true, on: { on: 'attacks' }, effect: [{ do: 'draw', n: 1 }, energyPower] },
    ],
  },
  'BT1-031': {
    skills: [
      evolve(6, { blue: 2 }, 'Son Goku'),
      doubleStrike,
      { kind: 'permanent', effect: [{ c: 'noCounter' }, { c: 'noBlocker' }] },
    ],
  },
  'BT1-032': {
    skills: [
      critical,
      {
        kind: 'permanent',
        if: { all: [{ turn: 'own' }, { energy: { min: 5 } }] },
        effect: [{ c: 'power', amount: 10000 }],
      },
    ],
  },
  'BT1-033': { skills: [lookForOne(7, { colors: ['blue'], character: ['Son Goku'] }, true)] },
  'BT1-034': { skills: [doubleStrike] },
  'BT1-036': {
    skills: [
      evolve(5, { blue: 2 }, 'Vegeta'),
      dualAttack,
      critical,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [
          {
            do: 'move',
            target: { side: 'opp', upTo: true, count: 1, filter: { keyword: 'blocker' } },
            to: 'hand',
          },
        ],
      },
    ],
  },
  'BT1-037': { skills: [critical] },
  'BT1-040': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'search', filter: { character: ['Whis'], cost: { max: 4 } }, n: 1, to: 'hand' }],
      },
    ],
  },
  'BT1-041': {
    skills: [
      tripleStrike,
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'leader' },
        effect: [
          {
            do: 'unless',
            cost: [{ pay: 'discard', n: 2 }],
            then: [
              { do: 'move', target: { side: 'opp', all: true }, to: 'drop' },
              { do: 'move', target: { side: 'opp', zone: 'energy', all: true }, to: 'drop' },
            ],
          },
        ],
      },
    ],
  },
  'BT1-042': {
    skills: [
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          {
            do: 'if',
            cond: { energy: { min: 5 } },
            then: [{ do: 'ko', target: { side: 'opp', upTo: true, count: 1 } }],
          },
        ],
      },
    ],
  },
  'BT1-043': {
    skills: [
      { kind: 'keyword', spec: { k: 'strike', n: 4 } },
      { kind: 'permanent', effect: [{ c: 'unnegatable' }] },
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'if', cond: { leader: { character: ['Beerus'] } }, then: [{ do: 'extraTurn' }] }],
      },
    ],
  },
  'BT1-044': {
    skills: [{ kind: 'auto', on: { on: 'played' }, effect: [{ do: 'deckTop', n: 1, to: 'energy' }] }],
  },
  'BT1-045': { skills: [comboBoost('blue')] },
  'BT1-046': { skills: [blocker] },
  'BT1-047': { skills: [{ kind: 'auto', on: { on: 'played' }, effect: [{ do: 'draw', n: 1 }] }] },
  'BT1-048': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'combo', count: 1 }, to: 'hand' }],
      },
    ],
  },
  'BT1-049': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          {
            do: 'if',
            cond: { count: { side: 'own', filter: { other: true } }, max: 0 },
            // 11-3-4: the cards beneath it go to the Drop Area as it leaves.
            then: [{ do: 'move', target: { side: 'opp', upTo: true, count: 1 }, to: 'deckTop' }],
          },
        ],
      },
    ],
  },
  'BT1-050': { skills: [blocker] },
  'BT1-051': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          { do: 'ban', target: { side: 'own', zone: 'leader' }, what: 'awakenAnyLife', until: 'turn' },
          { do: 'stand', target: { side: 'own', zone: 'energy', upTo: true, count: 4 } },
        ],
      },
    ],
  },
  'BT1-052': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'move', target: { side: 'own', zone: 'hand', upTo: true, count: 1 }, to: 'energy' }],
      },
    ],
  },
  'BT1-053': {
    skills: [
      {
        kind: 'activate',
        timing: ['battle'],
        effect: [
          {
            do: 'power',
            target: { side: 'own', zone: 'field', upTo: true, count: 1 },
            amount: 5000,
            until: 'turn',
          },
          { do: 'stand', target: { side: 'own', zone: 'energy', upTo: true, count: 2 } },
        ],
      },
    ],
  },
  'BT1-054': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          { do: 'gain', target: { side: 'own', zone: 'leader' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
          { do: 'draw', n: 1 },
        ],
      },
    ],
  },
  'BT1-055': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          { do: 'negate', what: 'attack' },
          { do: 'stand', target: { side: 'own', zone: 'energy', upTo: true, count: 1 } },
        ],
      },
    ],
  },
  'BT1-056': {
    skills: [doubleStrike, awaken],
    back: [doubleStrike, drawOnAttack],
  },
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
