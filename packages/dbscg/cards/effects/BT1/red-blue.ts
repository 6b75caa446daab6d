// BT1 (Galactic Battle), the red and blue cards (BT1-001 to BT1-056): the project's own definitions
// of their skills, in the effect vocabulary. BT1.ts joins the set's parts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { Directive, Skill } from '../../../src/vocab.ts';
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
  onOwnTurnCombo,
  tripleStrike,
} from '../lib/common.ts';

/** +1000 power per card in your Energy Area, for the turn (the blue Son Goku leader). */
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

export const BT1_RED_BLUE: SetSkills = {
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
      onOwnTurnCombo({
        do: 'gain',
        target: { side: 'attacker' },
        spec: { k: 'strike', n: 2 },
        until: 'battle',
      }),
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
};
