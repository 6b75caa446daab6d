// BT1 (Galactic Battle): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT1.json; the text players read is
// generated from these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Skill } from '../../src/vocab.ts';

const awaken: Skill = {
  kind: 'awaken',
  cond: { life: { max: 4 } },
  optional: true,
  effect: [{ do: 'draw', n: 2 }],
};
const blocker: Skill = { kind: 'keyword', spec: { k: 'blocker' } };
const doubleStrike: Skill = { kind: 'keyword', spec: { k: 'strike', n: 2 } };

export const BT1: SetSkills = {
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
  'BT1-006': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'cardPlayed', side: 'own', filter: { colors: ['red'], trait: ['Alien'] } },
        effect: [{ do: 'power', target: { side: 'subject' }, amount: 5000, until: 'turn' }],
      },
    ],
  },
  'BT1-018': { skills: [{ kind: 'permanent', effect: [{ c: 'attackActive' }] }] },
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
  'BT1-034': { skills: [doubleStrike] },
  'BT1-037': { skills: [{ kind: 'keyword', spec: { k: 'critical' } }] },
  'BT1-044': {
    skills: [{ kind: 'auto', on: { on: 'played' }, effect: [{ do: 'deckTop', n: 1, to: 'energy' }] }],
  },
  'BT1-046': { skills: [blocker] },
  'BT1-047': { skills: [{ kind: 'auto', on: { on: 'played' }, effect: [{ do: 'draw', n: 1 }] }] },
  'BT1-050': { skills: [blocker] },
  'BT1-052': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'move', target: { side: 'own', zone: 'hand', upTo: true, count: 1 }, to: 'energy' }],
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
    back: [doubleStrike, { kind: 'auto', on: { on: 'attacks' }, effect: [{ do: 'draw', n: 1 }] }],
  },
  'BT1-075': { skills: [{ kind: 'keyword', spec: { k: 'strike', n: 3 } }] },
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
  'BT1-082': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'ko', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 2 } } } }],
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
  'BT1-110': { skills: [{ kind: 'counter', on: 'play', effect: [{ do: 'negate', what: 'playRest' }] }] },
};
