// Arbiter's own DBSCG test cards (set DBT, invented names and numbers): vanilla cards and cards with
// keywords and skills, with two 50-card decks that the demo, the benchmark and the random-game
// property test play, so that every mechanic of the rules meets random play.
import type { DbsCardDef } from './cards.ts';
import type { DbsSetup } from './module.ts';
import { battle, cost, extraCard, leader } from './test-card-kit.ts';
import { KEYWORD_TEST_CARDS } from './test-keyword-cards.ts';
import type { Skill } from './vocab.ts';

const awaken: Skill = { kind: 'awaken', cond: { life: { max: 4 } }, effect: [{ do: 'draw', n: 2 }] };

export const TEST_CARDS: DbsCardDef[] = [
  leader(
    'DBT-001',
    'Crimson Mentor',
    'red',
    [awaken],
    [
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
      },
      // 10-28: turns back to its front side.
      { kind: 'wish', cond: { hand: { max: 1 } }, effect: [{ do: 'draw', n: 1 }] },
    ],
  ),
  leader(
    'DBT-002',
    'Azure Mentor',
    'blue',
    [awaken],
    [{ kind: 'auto', on: { on: 'attacks' }, once: true, effect: [{ do: 'draw', n: 1 }] }],
  ),
  // Red.
  battle('DBT-010', 'Red Sparring Partner', 'red', 10000, cost(1, { red: 1 }), [0, 5000]),
  battle('DBT-011', 'Red Brawler', 'red', 15000, cost(2, { red: 1 }), [1, 10000]),
  battle(
    'DBT-012',
    'Red Striker',
    'red',
    20000,
    cost(3, { red: 2 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'strike', n: 2 } }],
  ),
  battle(
    'DBT-013',
    'Red Champion',
    'red',
    25000,
    cost(5, { red: 2 }),
    [1, 10000],
    [
      { kind: 'keyword', spec: { k: 'strike', n: 3 } },
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [{ do: 'ko', target: { side: 'opp', all: true, filter: { power: { max: 15000 } } } }],
      },
    ],
  ),
  battle(
    'DBT-014',
    'Red Guard',
    'red',
    10000,
    cost(2, { red: 1 }),
    [0, 5000],
    [{ kind: 'keyword', spec: { k: 'blocker' } }],
  ),
  battle(
    'DBT-016',
    'Red Rookie',
    'red',
    5000,
    cost(1, { red: 1 }),
    [0, 5000],
    [{ kind: 'auto', on: { on: 'played' }, effect: [{ do: 'draw', n: 1 }] }],
  ),
  battle(
    'DBT-017',
    'Red Avenger',
    'red',
    15000,
    cost(3, { red: 1 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'revenge' } }],
  ),
  extraCard('DBT-015', 'Red Flash', 'red', cost(1, { red: 1 }), [
    { kind: 'counter', on: 'attack', effect: [{ do: 'negate', what: 'attack' }] },
  ]),
  extraCard('DBT-018', 'Red Drill', 'red', cost(2, { red: 1 }), [
    { kind: 'activate', timing: ['main'], effect: [{ do: 'draw', n: 2 }] },
  ]),
  // Blue.
  battle(
    'DBT-020',
    'Blue Scout',
    'blue',
    10000,
    cost(1, { blue: 1 }),
    [0, 5000],
    [{ kind: 'auto', on: { on: 'played' }, optional: true, effect: [{ do: 'deckTop', n: 1, to: 'drop' }] }],
  ),
  battle(
    'DBT-021',
    'Blue Lancer',
    'blue',
    15000,
    cost(2, { blue: 1 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'critical' } }],
  ),
  battle(
    'DBT-022',
    'Blue Wall',
    'blue',
    20000,
    cost(3, { blue: 1 }),
    [1, 10000],
    [
      { kind: 'keyword', spec: { k: 'blocker' } },
      { kind: 'keyword', spec: { k: 'barrier' } },
    ],
  ),
  battle(
    'DBT-023',
    'Blue Storm',
    'blue',
    25000,
    cost(4, { blue: 2 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'dualAttack', n: 2 } }],
  ),
  battle(
    'DBT-025',
    'Blue Sprinter',
    'blue',
    15000,
    cost(2, { blue: 1 }),
    [0, 5000],
    [{ kind: 'permanent', effect: [{ c: 'attackActive' }] }],
  ),
  battle(
    'DBT-026',
    'Blue Strategist',
    'blue',
    10000,
    cost(2, { blue: 1 }),
    [1, 10000],
    [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'rest' }],
        effect: [{ do: 'rest', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 3 } } } }],
      },
    ],
  ),
  extraCard('DBT-024', 'Blue Mirage', 'blue', cost(1, { blue: 1 }), [
    { kind: 'counter', on: 'play', effect: [{ do: 'negate', what: 'playRest' }] },
  ]),
  extraCard('DBT-027', 'Blue Tide', 'blue', cost(1, { blue: 1 }), [
    {
      kind: 'activate',
      timing: ['battle'],
      effect: [
        { do: 'power', target: { side: 'own', zone: 'field', count: 1 }, amount: 10000, until: 'battle' },
      ],
    },
  ]),
  ...KEYWORD_TEST_CARDS,
];

function deck(list: [string, number][]): string[] {
  return list.flatMap(([id, n]) => Array<string>(n).fill(id));
}

/**
 * A 50-card red deck and a 50-card blue deck of the test cards, legal by checkDbsDeck (5-1-3: at
 * most 4 of a number, but five [Dragon Ball] cards, 10-31-1; one [Ultimate], 10-14-1; four [Super
 * Combo], 10-17), with every keyword test card.
 */
export const TEST_DECKS: Record<'red' | 'blue', { leader: string; deck: string[] }> = {
  red: {
    leader: 'DBT-001',
    deck: deck([
      ['DBT-010', 2],
      ['DBT-011', 4],
      ['DBT-012', 2],
      ['DBT-014', 2],
      ['DBT-016', 2],
      ['DBT-017', 3],
      ['DBT-015', 2],
      ['DBT-018', 1],
      ['DBT-020', 2],
      ['DBT-021', 2],
      ['DBT-022', 1],
      ['DBT-101', 2],
      ['DBT-102', 2],
      ['DBT-103', 2],
      ['DBT-104', 1],
      ['DBT-105', 2],
      ['DBT-106', 2],
      ['DBT-107', 2],
      ['DBT-108', 2],
      ['DBT-109', 1],
      ['DBT-110', 2],
      ['DBT-111', 1],
      ['DBT-112', 1],
      ['DBT-113', 1],
      ['DBT-114', 1],
      ['DBT-115', 5],
    ]),
  },
  blue: {
    leader: 'DBT-002',
    deck: deck([
      ['DBT-020', 3],
      ['DBT-021', 1],
      ['DBT-022', 1],
      ['DBT-023', 2],
      ['DBT-024', 2],
      ['DBT-025', 1],
      ['DBT-026', 1],
      ['DBT-027', 2],
      ['DBT-010', 2],
      ['DBT-011', 2],
      ['DBT-014', 2],
      ['DBT-015', 2],
      ['DBT-121', 2],
      ['DBT-122', 2],
      ['DBT-123', 2],
      ['DBT-124', 1],
      ['DBT-125', 2],
      ['DBT-126', 2],
      ['DBT-127', 2],
      ['DBT-128', 2],
      ['DBT-129', 2],
      ['DBT-130', 1],
      ['DBT-131', 2],
      ['DBT-132', 2],
      ['DBT-133', 4],
      ['DBT-134', 1],
      ['DBT-135', 2],
    ]),
  },
};

export function testSetup(a: 'red' | 'blue' = 'red', b: 'red' | 'blue' = 'blue'): DbsSetup {
  return {
    players: [
      { name: 'Red Player', leader: TEST_DECKS[a].leader, deck: TEST_DECKS[a].deck.slice() },
      { name: 'Blue Player', leader: TEST_DECKS[b].leader, deck: TEST_DECKS[b].deck.slice() },
    ],
  };
}
