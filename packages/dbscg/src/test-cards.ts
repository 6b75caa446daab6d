// Arbiter's own DBSCG test cards (set DBT, invented names and numbers): vanilla cards and cards with
// keywords and skills, with two 50-card decks that the demo, the benchmark and the random-game
// property test play, so that every mechanic of the rules meets random play.
import type { DbsCardDef, EnergyCost } from './cards.ts';
import type { DbsSetup } from './module.ts';
import type { Color, Skill } from './vocab.ts';

const cost = (total: number, colors: Partial<Record<Color, number>> = {}): EnergyCost => ({ total, colors });

function battle(
  id: string,
  name: string,
  color: Color,
  power: number,
  energy: EnergyCost,
  combo: [number, number] | null,
  skills: Skill[] = [],
  extra: Partial<DbsCardDef> = {},
): DbsCardDef {
  return {
    id,
    name,
    type: 'battle',
    colors: [color],
    power,
    cost: energy,
    combo: combo ? { cost: combo[0], power: combo[1] } : null,
    characters: [name.split(' ').slice(-1)[0]!],
    traits: ['Trainee'],
    eras: ['Training Era'],
    skills,
    ...extra,
  };
}

function extraCard(id: string, name: string, color: Color, energy: EnergyCost, skills: Skill[]): DbsCardDef {
  return {
    id,
    name,
    type: 'extra',
    colors: [color],
    power: 0,
    cost: energy,
    combo: null,
    characters: [],
    traits: [],
    eras: [],
    skills,
  };
}

function leader(id: string, name: string, color: Color, front: Skill[], back: Skill[]): DbsCardDef {
  return {
    id,
    name,
    type: 'leader',
    colors: [color],
    power: 10000,
    cost: null,
    combo: null,
    characters: ['Mentor'],
    traits: ['Trainee'],
    eras: ['Training Era'],
    skills: front,
    back: {
      name: `Awakened ${name}`,
      power: 15000,
      characters: ['Mentor'],
      traits: ['Trainee'],
      eras: ['Training Era'],
      skills: back,
    },
  };
}

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
];

function deck(list: [string, number][]): string[] {
  return list.flatMap(([id, n]) => Array<string>(n).fill(id));
}

/** A 50-card red deck and a 50-card blue deck of the test cards (5-1-3: at most 4 of a number). */
export const TEST_DECKS: Record<'red' | 'blue', { leader: string; deck: string[] }> = {
  red: {
    leader: 'DBT-001',
    deck: deck([
      ['DBT-010', 4],
      ['DBT-011', 4],
      ['DBT-012', 4],
      ['DBT-013', 4],
      ['DBT-014', 4],
      ['DBT-016', 4],
      ['DBT-017', 4],
      ['DBT-015', 4],
      ['DBT-018', 4],
      ['DBT-020', 4],
      ['DBT-021', 4],
      ['DBT-022', 4],
      ['DBT-027', 2],
    ]),
  },
  blue: {
    leader: 'DBT-002',
    deck: deck([
      ['DBT-020', 4],
      ['DBT-021', 4],
      ['DBT-022', 4],
      ['DBT-023', 4],
      ['DBT-024', 4],
      ['DBT-025', 4],
      ['DBT-026', 4],
      ['DBT-027', 4],
      ['DBT-010', 4],
      ['DBT-011', 4],
      ['DBT-014', 4],
      ['DBT-015', 4],
      ['DBT-018', 2],
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
