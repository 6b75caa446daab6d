import type { Ability, CardRegistry, CardType, Color, LevelDef, SagaCard } from './cards.ts';

// Arbiter's own vanilla cards (set "ARB"): invented names and numbers, used by the demo, the
// property tests and the benchmarks until the real card pool lands. Nothing here is a printed card.

type Row = [
  id: string,
  name: string,
  type: CardType,
  cost: number,
  reduction: number,
  levels: string,
  symbols?: number,
];

function levels(spec: string): LevelDef[] {
  // "1:1000 3:3000" = LV1 needs 1 core at 1000 BP, LV2 needs 3 cores at 3000 BP; a nexus has "0 2".
  return spec.split(' ').map((part, i) => {
    const [cores, bp] = part.split(':');
    const l: LevelDef = { level: i + 1, cores: Number(cores) };
    if (bp !== undefined) l.bp = Number(bp);
    return l;
  });
}

function make(color: Color, row: Row, abilities: Ability[] = [], symbols?: Color[][]): SagaCard {
  const [id, name, type, cost, reduction, lv, symbolCount] = row;
  return {
    id,
    name,
    type,
    colors: [color],
    cost,
    reduction: new Array<Color>(reduction).fill(color),
    symbols: symbols ?? (type === 'magic' ? [] : new Array<Color[]>(symbolCount ?? 1).fill([color])),
    spiritTypes: type === 'spirit' ? ['Arbiter'] : [],
    levels: type === 'magic' ? [] : levels(lv),
    abilities,
  };
}

const RED: Row[] = [
  ['ARB-R01', 'Ember Whelp', 'spirit', 1, 1, '1:1000 3:3000'],
  ['ARB-R02', 'Cinder Hound', 'spirit', 2, 1, '1:2000 2:4000'],
  ['ARB-R03', 'Flame Lancer', 'spirit', 3, 2, '1:3000 3:5000'],
  ['ARB-R04', 'Blaze Drake', 'spirit', 4, 2, '1:4000 3:6000 4:8000'],
  ['ARB-R05', 'Scorch Raptor', 'spirit', 3, 1, '1:2000 2:5000'],
  ['ARB-R06', 'Pyre Golem', 'spirit', 5, 3, '2:6000 4:9000'],
  ['ARB-R07', 'Ash Phoenix', 'spirit', 4, 2, '1:3000 2:5000 4:7000'],
  ['ARB-R08', 'Inferno Wyvern', 'spirit', 6, 3, '1:6000 3:9000 5:12000', 2],
  ['ARB-R09', 'Crimson Colossus', 'spirit', 8, 4, '2:9000 4:13000', 2],
  ['ARB-R10', 'Magma Forge', 'nexus', 3, 1, '0 2'],
  ['ARB-R11', 'Volcano Spire', 'nexus', 2, 1, '0 3'],
];

const BLUE: Row[] = [
  ['ARB-B01', 'Tide Sprite', 'spirit', 1, 1, '1:1000 2:3000'],
  ['ARB-B02', 'Reef Guard', 'spirit', 2, 1, '1:2000 3:5000'],
  ['ARB-B03', 'Harbor Knight', 'spirit', 3, 2, '1:3000 2:4000 4:7000'],
  ['ARB-B04', 'Coral Warden', 'spirit', 3, 1, '1:2000 3:6000'],
  ['ARB-B05', 'Storm Serpent', 'spirit', 5, 3, '1:5000 3:7000 5:10000'],
  ['ARB-B06', 'Depth Kraken', 'spirit', 4, 2, '2:5000 3:7000'],
  ['ARB-B07', 'Frost Narwhal', 'spirit', 2, 2, '1:1000 2:4000'],
  ['ARB-B08', 'Tempest Leviathan', 'spirit', 7, 3, '2:7000 4:11000', 2],
  ['ARB-B10', 'Lighthouse', 'nexus', 2, 1, '0 3'],
  ['ARB-B11', 'Sunken Shrine', 'nexus', 3, 1, '0 2'],
];

export const VANILLA_CARDS: SagaCard[] = [
  ...RED.map((r) => make('red', r)),
  make(
    'red',
    ['ARB-R12', 'Kindle', 'magic', 2, 1, ''],
    [{ kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 2 }] }],
  ),
  make(
    'red',
    ['ARB-R13', 'Flare Burst', 'magic', 3, 2, ''],
    [
      {
        kind: 'magic',
        timing: ['main', 'flash'],
        effect: [{ do: 'bp', amount: 3000, target: { side: 'own', count: 1 }, until: 'turn' }],
      },
    ],
  ),
  ...BLUE.map((r) => make('blue', r)),
  {
    ...make('blue', ['ARB-B09', 'Prism Drake', 'spirit', 4, 2, '1:4000 3:6000']),
    colors: ['red', 'blue'],
    reduction: ['red', 'blue'],
    symbols: [['red', 'blue']],
  },
  make(
    'blue',
    ['ARB-B12', 'Tidal Insight', 'magic', 3, 2, ''],
    [
      {
        kind: 'magic',
        timing: ['main'],
        effect: [
          { do: 'draw', n: 1 },
          { do: 'gainCore', n: 1, to: 'reserve' },
        ],
      },
    ],
  ),
  make(
    'blue',
    ['ARB-B13', 'Undertow', 'magic', 4, 2, ''],
    [
      {
        kind: 'magic',
        timing: ['flash'],
        effect: [{ do: 'destroy', target: { side: 'opponent', count: 1, maxBp: 4000 } }],
      },
    ],
  ),
];

const sp = (
  color: Color,
  id: string,
  name: string,
  cost: number,
  lv: string,
  abilities: Ability[],
  reduction = 2,
): SagaCard => make(color, [id, name, 'spirit', cost, reduction, lv], abilities);

/** Arbiter's own test cards with effects and keywords, for the random-game property test and demos. */
export const EFFECT_CARDS: SagaCard[] = [
  sp('red', 'ARB-E01', 'Vanguard Drake', 3, '1:3000 3:5000', [
    { kind: 'keyword', keyword: 'confront', during: 'whileAttacking', levels: [2] },
  ]),
  sp('red', 'ARB-E02', 'Quarry Crusher', 4, '1:3000 3:6000', [
    { kind: 'keyword', keyword: 'crush', value: 1 },
  ]),
  sp('red', 'ARB-E03', 'Gust Wyvern', 3, '1:2000 2:4000', [{ kind: 'keyword', keyword: 'gale', value: 1 }]),
  sp('red', 'ARB-E04', 'Hexfang', 4, '1:3000 3:5000', [{ kind: 'keyword', keyword: 'curse' }]),
  sp('red', 'ARB-E05', 'Dawn Herald', 3, '1:2000 3:4000', [{ kind: 'keyword', keyword: 'blessed' }]),
  sp('red', 'ARB-E06', 'Ember Sage', 2, '1:1000 2:3000', [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'opponent', count: 1, maxBp: 2000 } }],
    },
  ]),
  sp('red', 'ARB-E07', 'Forge Raider', 4, '1:4000 3:6000', [{ kind: 'keyword', keyword: 'raid', value: 1 }]),
  sp('red', 'ARB-E08', 'Ascended Titan', 6, '2:8000 4:11000', [
    { kind: 'keyword', keyword: 'ascend', cond: { side: 'own', minCost: 3 } },
  ]),
  sp('red', 'ARB-E09', 'Phoenix Ember', 3, '1:3000 2:4000', [
    { kind: 'keyword', keyword: 'immortal', cond: { side: 'own', color: 'red' } },
  ]),
  make(
    'red',
    ['ARB-E10', 'War Banner', 'nexus', 3, 1, '0 2'],
    [
      {
        kind: 'constant',
        during: 'yourAttackStep',
        apply: [{ bp: 1000, to: { side: 'own', all: true, color: 'red' } }],
      },
    ],
  ),
  make(
    'red',
    ['ARB-E11', 'Counterblast', 'magic', 3, 2, ''],
    [
      {
        kind: 'burst',
        on: 'opponentDestroysYourSpirit',
        effect: [{ do: 'destroy', target: { side: 'opponent', count: 1, maxBp: 3000 } }],
        thenFlash: true,
      },
      {
        kind: 'magic',
        timing: ['flash'],
        effect: [{ do: 'bp', amount: 2000, target: { side: 'any' }, until: 'turn' }],
      },
    ],
  ),
  make(
    'red',
    ['ARB-E12', 'Spark Chain', 'magic', 2, 1, ''],
    [
      {
        kind: 'magic',
        timing: ['main'],
        effect: [
          { do: 'draw', n: 1 },
          { do: 'chain', color: 'red', effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
        ],
      },
    ],
  ),
  sp('red', 'ARB-E14', 'Tether Lynx', 2, '1:2000 3:4000', [
    { kind: 'keyword', keyword: 'link', cond: { side: 'own', color: 'red' } },
  ]),
  sp('red', 'ARB-E15', 'Swift Tail', 4, '1:4000 3:7000', [{ kind: 'keyword', keyword: 'agile' }]),
  sp('blue', 'ARB-E21', 'Star Drifter', 4, '1:4000 3:6000', [{ kind: 'keyword', keyword: 'astral' }]),
  sp('blue', 'ARB-E22', 'Shell Sentinel', 3, '1:3000 3:5000', [
    { kind: 'keyword', keyword: 'armor', colors: ['red'] },
  ]),
  sp('blue', 'ARB-E23', 'Field Warden', 4, '1:3000 3:6000', [{ kind: 'keyword', keyword: 'atField' }]),
  sp('blue', 'ARB-E24', 'Riptide Dart', 2, '1:2000 2:3000', [{ kind: 'keyword', keyword: 'swift' }]),
  sp('blue', 'ARB-E25', 'Deep Awakener', 3, '1:2000 3:5000 5:8000', [{ kind: 'keyword', keyword: 'awaken' }]),
  sp('blue', 'ARB-E26', 'Tome Keeper', 3, '1:2000 2:4000', [
    { kind: 'keyword', keyword: 'luster' },
    {
      kind: 'trigger',
      on: 'attacks',
      optional: true,
      cost: [{ pay: 'soulCoreOfSelf' }],
      effect: [{ do: 'draw', n: 1 }],
    },
  ]),
  sp('blue', 'ARB-E27', 'Tide Caller', 3, '1:2000 3:5000', [
    {
      kind: 'activated',
      timing: ['flash'],
      cost: [{ pay: 'exhaustSelf' }],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', count: 1 }, until: 'turn' }],
    },
  ]),
  make(
    'blue',
    ['ARB-E28', 'Fog Bank', 'nexus', 3, 1, '0 3'],
    [{ kind: 'constant', apply: [{ cannot: 'block', to: { side: 'opponent', maxBp: 2000 } }] }],
  ),
  make(
    'blue',
    ['ARB-E29', 'Whirlpool', 'magic', 3, 2, ''],
    [
      {
        kind: 'magic',
        timing: ['main', 'flash'],
        effect: [{ do: 'toHand', target: { side: 'opponent', maxBp: 3000 } }],
      },
    ],
  ),
  make(
    'blue',
    ['ARB-E30', 'Drain Tide', 'magic', 2, 1, ''],
    [
      {
        kind: 'burst',
        on: 'lifeLost',
        effect: [{ do: 'sendCores', n: 2, side: 'opponent', from: 'reserve', to: 'trash' }],
      },
      {
        kind: 'magic',
        timing: ['main'],
        effect: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'reserve', to: 'trash' }],
      },
    ],
  ),
  sp('blue', 'ARB-E31', 'Grave Warden', 3, '1:3000 2:4000', [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        { do: 'toHand', target: { side: 'own', zone: 'trash', what: 'spirit', count: 1, upTo: true } },
      ],
    },
  ]),
  make(
    'red',
    ['ARB-E13', 'Rally Call', 'magic', 2, 1, ''],
    [
      {
        kind: 'magic',
        timing: ['main'],
        effect: [
          {
            do: 'token',
            n: 1,
            token: {
              id: 'ARB-T01',
              name: 'Ember Token',
              colors: ['red'],
              cost: 0,
              spiritTypes: ['Token'],
              levels: [{ level: 1, cores: 1, bp: 1000 }],
              symbols: [['red']],
            },
          },
        ],
      },
    ],
  ),
  make(
    'blue',
    ['ARB-E34', 'Safe Harbor', 'nexus', 3, 1, '0 2'],
    [
      {
        kind: 'constant',
        apply: [
          {
            substitute: 'destroy',
            to: { side: 'own' },
            instead: [{ do: 'toHand', target: { side: 'subject' } }],
          },
        ],
      },
    ],
  ),
  make(
    'blue',
    ['ARB-E35', 'Siphon', 'magic', 2, 1, ''],
    [
      {
        kind: 'magic',
        timing: ['main', 'flash'],
        effect: [{ do: 'removeCores', n: 1, target: { side: 'opponent', count: 1 }, to: 'trash' }],
      },
    ],
  ),
  sp('blue', 'ARB-E33', 'Scrying Eel', 3, '1:2000 3:4000', [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'reveal', n: 3, pick: { side: 'own', what: 'spirit', count: 1, upTo: true }, rest: 'bottom' },
      ],
    },
  ]),
  make(
    'blue',
    ['ARB-E32', 'Binding Current', 'magic', 2, 1, ''],
    [
      {
        kind: 'magic',
        timing: ['main', 'flash'],
        effect: [
          { do: 'cannot', action: 'block', target: { side: 'opponent', count: 1 }, until: 'turn' },
          {
            do: 'grant',
            keyword: { keyword: 'crush', value: 1 },
            target: { side: 'own', count: 1 },
            until: 'turn',
          },
        ],
      },
    ],
  ),
];

function deck(entries: [string, number][]): string[] {
  return entries.flatMap(([id, n]) => new Array<string>(n).fill(id));
}

/** Two built-in decks of 50 vanilla cards (5-1-1-1). */
export const VANILLA_DECKS: Record<string, { name: string; cards: string[] }> = {
  'vanilla-red': {
    name: 'Vanilla Red',
    cards: deck([
      ['ARB-R01', 4],
      ['ARB-R02', 4],
      ['ARB-R03', 4],
      ['ARB-R04', 4],
      ['ARB-R05', 4],
      ['ARB-R06', 4],
      ['ARB-R07', 4],
      ['ARB-R08', 4],
      ['ARB-R09', 2],
      ['ARB-R10', 4],
      ['ARB-R11', 4],
      ['ARB-R12', 4],
      ['ARB-R13', 4],
    ]),
  },
  'vanilla-blue': {
    name: 'Vanilla Blue',
    cards: deck([
      ['ARB-B01', 4],
      ['ARB-B02', 4],
      ['ARB-B03', 4],
      ['ARB-B04', 4],
      ['ARB-B05', 4],
      ['ARB-B06', 4],
      ['ARB-B07', 4],
      ['ARB-B08', 2],
      ['ARB-B09', 4],
      ['ARB-B10', 4],
      ['ARB-B11', 4],
      ['ARB-B12', 4],
      ['ARB-B13', 4],
    ]),
  },
};

/** Decks of test cards with effects and keywords, for the property test. */
export const EFFECT_DECKS: Record<string, { name: string; cards: string[] }> = {
  'effects-red': {
    name: 'Effects Red',
    cards: deck([
      ['ARB-E01', 4],
      ['ARB-E02', 4],
      ['ARB-E03', 4],
      ['ARB-E04', 4],
      ['ARB-E05', 2],
      ['ARB-E14', 2],
      ['ARB-E06', 4],
      ['ARB-E07', 4],
      ['ARB-E08', 2],
      ['ARB-E09', 4],
      ['ARB-E10', 4],
      ['ARB-E11', 4],
      ['ARB-E12', 2],
      ['ARB-E15', 2],
      ['ARB-E13', 4],
    ]),
  },
  'effects-blue': {
    name: 'Effects Blue',
    cards: deck([
      ['ARB-E21', 4],
      ['ARB-E22', 4],
      ['ARB-E23', 4],
      ['ARB-E24', 4],
      ['ARB-E25', 4],
      ['ARB-E26', 4],
      ['ARB-E27', 4],
      ['ARB-E28', 4],
      ['ARB-E29', 2],
      ['ARB-E35', 2],
      ['ARB-E30', 4],
      ['ARB-E31', 2],
      ['ARB-E34', 2],
      ['ARB-E33', 4],
      ['ARB-E32', 2],
    ]),
  },
};

export interface DeckProblem {
  rule: string;
  card?: string;
  message: string;
}

/** " (3 copies)" for a problem that several copies of one card share; nothing for one copy. */
const copies = (n: number): string => (n > 1 ? ` (${n} copies)` : '');

/**
 * 5-1-1-1: 50 to 60 cards, at most four with the same card name (additional names do not count, 2-1-2).
 * A problem of a card (unknown, a token) is reported once for all its copies, with their count.
 */
export function checkDeck(reg: CardRegistry, cards: readonly string[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const byName = new Map<string, number>();
  const byNumber = new Map<string, { n: number; names: Set<string> }>();
  const byId = new Map<string, number>();
  for (const id of cards) byId.set(id, (byId.get(id) ?? 0) + 1);
  for (const [id, count] of byId) {
    if (!reg.has(id)) {
      problems.push({
        rule: '5-1-1-1',
        card: id,
        message: `${id} is not a known Battle Spirits Saga card${copies(count)}.`,
      });
      continue;
    }
    const card = reg.get(id);
    // 4-12-1: tokens come onto the field only through the effects that make them.
    if (card.token) {
      problems.push({
        rule: '4-12-1',
        card: id,
        message: `${card.name} is a token and cannot be part of a deck${copies(count)}.`,
      });
      continue;
    }
    byName.set(card.name, (byName.get(card.name) ?? 0) + count);
    const num = card.number ?? card.id;
    const entry = byNumber.get(num) ?? { n: 0, names: new Set<string>() };
    entry.n += count;
    entry.names.add(card.name);
    byNumber.set(num, entry);
  }
  if (cards.length < 50 || cards.length > 60) {
    problems.push({ rule: '5-1-1-1', message: `A deck has 50 to 60 cards; this one has ${cards.length}.` });
  }
  for (const [n, count] of byName) {
    if (count > 4) {
      problems.push({
        rule: '5-1-1-1-1',
        card: n,
        message: `${count} cards named "${n}"; at most 4 are allowed.`,
      });
    }
  }
  // Printings that share a card number are one card whatever their names (ruling on card identity).
  for (const [num, { n, names }] of byNumber) {
    if (n > 4 && names.size > 1) {
      problems.push({
        rule: '5-1-1-1-1',
        card: num,
        message: `${n} cards with the card number ${num} (${[...names].join(', ')}); at most 4 are allowed.`,
      });
    }
  }
  return problems;
}
