// Arbiter's own test cards for the keyword skills of section 10 and the mechanics of section 11
// (set DBT, numbers 101 and up, invented names). They are in the test decks, so random play meets
// every keyword; scenarios use them and cards of their own.
import type { DbsCardDef } from './cards.ts';
import { battle, cost, extraCard } from './test-card-kit.ts';

const chars = (...characters: string[]): Partial<DbsCardDef> => ({ characters });

export const KEYWORD_TEST_CARDS: DbsCardDef[] = [
  // Red.
  battle(
    'DBT-101',
    'Ascended Brawler',
    'red',
    25000,
    cost(3, { red: 1 }),
    [1, 10000],
    [
      {
        kind: 'evolve',
        variant: 'evolve',
        cost: [{ pay: 'energy', n: 1 }],
        onto: { character: ['Brawler'] },
      },
    ],
  ),
  battle(
    'DBT-102',
    'Fused Avenger',
    'red',
    30000,
    cost(4, { red: 1 }),
    [1, 10000],
    [
      {
        kind: 'union',
        variant: 'fusion',
        cost: [{ pay: 'energy', n: 1 }],
        characters: ['Brawler', 'Avenger'],
      },
    ],
    chars('Fusion'),
  ),
  battle(
    'DBT-103',
    'Potara Guardian',
    'red',
    30000,
    cost(4, { red: 1 }),
    [1, 10000],
    [{ kind: 'union', variant: 'potara', cost: [{ pay: 'energy', n: 1 }], characters: ['Partner', 'Guard'] }],
    chars('Potara'),
  ),
  battle(
    'DBT-104',
    'Absorbing Titan',
    'red',
    20000,
    cost(3, { red: 1 }),
    [1, 10000],
    [
      {
        kind: 'union',
        variant: 'absorb',
        cost: [{ pay: 'energy', n: 1 }],
        from: 'drop',
        filter: { type: 'battle', cost: { max: 2 } },
      },
    ],
  ),
  battle(
    'DBT-105',
    'Arrival Hero',
    'red',
    20000,
    cost(3, { red: 1 }),
    [0, 5000],
    [{ kind: 'arrival', colors: ['red', 'blue'], cost: [{ pay: 'energy', n: 1 }] }],
  ),
  battle(
    'DBT-106',
    'Alliance Vanguard',
    'red',
    15000,
    cost(2, { red: 1 }),
    [1, 10000],
    [
      {
        kind: 'alliance',
        colors: ['red', 'red'],
        effect: [{ do: 'power', target: { side: 'self' }, amount: 10000, until: 'battle' }],
      },
    ],
  ),
  battle(
    'DBT-107',
    'Token Caller',
    'red',
    10000,
    cost(2, { red: 1 }),
    [0, 5000],
    [{ kind: 'auto', on: { on: 'played' }, effect: [{ do: 'token', card: 'DBT-T01', n: 1 }] }],
  ),
  battle('DBT-T01', 'Fighter Token', 'red', 5000, cost(0), null, [], { token: true }),
  battle(
    'DBT-108',
    'Bonded Trooper',
    'red',
    10000,
    cost(1, { red: 1 }),
    [0, 5000],
    [{ kind: 'permanent', bond: { n: 3 }, effect: [{ c: 'power', amount: 10000 }] }],
  ),
  battle(
    'DBT-109',
    'Burst Adept',
    'red',
    15000,
    cost(2, { red: 1 }),
    [1, 10000],
    [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'burst', n: 2 }],
        effect: [{ do: 'draw', n: 1 }],
      },
    ],
  ),
  extraCard('DBT-110', 'Versatile Drill', 'red', cost(1, { red: 1 }), [
    {
      kind: 'activate',
      timing: ['main'],
      effect: [
        {
          do: 'choose',
          n: 2,
          options: [
            [{ do: 'draw', n: 1 }],
            [{ do: 'power', target: { side: 'own', zone: 'field', count: 1 }, amount: 5000, until: 'turn' }],
            [{ do: 'rest', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 2 } } } }],
          ],
        },
      ],
    },
  ]),
  extraCard('DBT-111', 'Training Ground', 'red', cost(1, { red: 1 }), [
    { kind: 'field' },
    {
      kind: 'permanent',
      effect: [
        {
          c: 'power',
          amount: 5000,
          target: { side: 'own', zone: 'battle', all: true, filter: { type: 'battle' } },
        },
      ],
    },
    { kind: 'activate', timing: ['main'], once: true, effect: [{ do: 'draw', n: 1 }] },
  ]),
  battle(
    'DBT-112',
    'Final Blow Fighter',
    'red',
    15000,
    cost(4, { red: 2 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'victoryStrike' } }],
  ),
  battle(
    'DBT-113',
    'Mind Thief',
    'red',
    10000,
    cost(3, { red: 1 }),
    [0, 5000],
    [
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          { do: 'control', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 2 } } } },
        ],
      },
    ],
  ),
  battle(
    'DBT-114',
    'Ultimate Dragon',
    'red',
    35000,
    cost(7, { red: 3 }),
    [1, 10000],
    [
      { kind: 'keyword', spec: { k: 'ultimate' } },
      { kind: 'keyword', spec: { k: 'strike', n: 2 } },
    ],
  ),
  extraCard('DBT-115', 'One-Star Orb', 'red', cost(1, { red: 1 }), [
    { kind: 'keyword', spec: { k: 'dragonBall' } },
    { kind: 'activate', timing: ['main'], effect: [{ do: 'deckTop', n: 1, to: 'energy', rest: true }] },
  ]),
  // Blue.
  battle(
    'DBT-121',
    'Xeno Scout',
    'blue',
    25000,
    cost(3, { blue: 1 }),
    [1, 10000],
    [{ kind: 'evolve', variant: 'xeno', cost: [{ pay: 'energy', n: 1 }], onto: { character: ['Scout'] } }],
  ),
  battle(
    'DBT-122',
    'Swap Runner',
    'blue',
    15000,
    cost(2, { blue: 1 }),
    [0, 5000],
    [{ kind: 'swap', n: 2, cost: [] }],
  ),
  battle(
    'DBT-123',
    'Aegis Sentinel',
    'blue',
    15000,
    cost(2, { blue: 1 }),
    [1, 10000],
    [{ kind: 'aegis', colors: ['blue'] }],
  ),
  battle(
    'DBT-124',
    'Realm Breaker',
    'blue',
    30000,
    cost(6, { blue: 2 }),
    [1, 10000],
    [{ kind: 'overRealm', n: 6, cost: [] }],
  ),
  battle(
    'DBT-125',
    'Sparking Lancer',
    'blue',
    15000,
    cost(3, { blue: 1 }),
    [1, 10000],
    [{ kind: 'permanent', sparking: 6, effect: [{ c: 'keyword', spec: { k: 'strike', n: 2 } }] }],
  ),
  battle(
    'DBT-126',
    'Deflect Monk',
    'blue',
    15000,
    cost(3, { blue: 1 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'deflect' } }],
  ),
  battle(
    'DBT-127',
    'Iron Warden',
    'blue',
    10000,
    cost(3, { blue: 1 }),
    [0, 5000],
    [
      { kind: 'keyword', spec: { k: 'indestructible' } },
      { kind: 'keyword', spec: { k: 'blocker' } },
    ],
  ),
  battle(
    'DBT-128',
    'Heavy Ore',
    'blue',
    20000,
    cost(2, { blue: 1 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'energyExhaust' } }],
  ),
  extraCard('DBT-129', 'Counter Break', 'blue', cost(1, { blue: 1 }), [
    { kind: 'counter', on: 'counter', effect: [{ do: 'negate', what: 'counter' }] },
  ]),
  extraCard('DBT-130', 'Scouting Glance', 'blue', cost(1, { blue: 1 }), [
    {
      kind: 'activate',
      timing: ['main'],
      effect: [
        { do: 'look', n: 3, zone: 'deck', side: 'opp' },
        { do: 'draw', n: 1 },
      ],
    },
  ]),
  extraCard('DBT-131', 'Void Strike', 'blue', cost(2, { blue: 1 }), [
    {
      kind: 'activate',
      timing: ['main'],
      effect: [
        {
          do: 'move',
          target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 3 } } },
          to: 'removed',
        },
      ],
    },
  ]),
  battle(
    'DBT-132',
    'Stack Keeper',
    'blue',
    10000,
    cost(2, { blue: 1 }),
    [1, 10000],
    [
      { kind: 'auto', on: { on: 'played' }, effect: [{ do: 'under', deckTop: 1 }] },
      { kind: 'permanent', if: { under: { min: 1 } }, effect: [{ c: 'power', amount: 10000 }] },
    ],
  ),
  battle(
    'DBT-133',
    'Super Combo Ally',
    'blue',
    5000,
    cost(1, { blue: 1 }),
    [0, 10000],
    [{ kind: 'keyword', spec: { k: 'superCombo' } }],
  ),
  battle(
    'DBT-134',
    'Wormhole Sage',
    'blue',
    15000,
    cost(3, { blue: 1 }),
    [1, 10000],
    [{ kind: 'keyword', spec: { k: 'wormhole' } }],
  ),
  extraCard('DBT-135', 'Counter Crush', 'blue', cost(1, { blue: 1 }), [
    {
      kind: 'counter',
      on: 'play',
      effect: [{ do: 'ko', target: { side: 'opp', upTo: true, count: 1, filter: { cost: { max: 4 } } } }],
    },
  ]),
];
