// What each player is told by the section 10 and 11 mechanics that touch secret areas: looking at
// cards (11-6-1), revealing (11-2-1), cards removed from the game (10-19-3), cards placed beneath
// others from the deck (11-3-1).
import { describe, expect, it } from 'vitest';
import { Game, viewLog, type JsonObject } from '@arbiter/engine';
import {
  createDbsModule,
  DbsCatalog,
  describeDbsEvent,
  TEST_CARDS,
  type DbsCardDef,
  type DbsData,
  type DbsSetup,
  type DbsStartPlayer,
} from '@arbiter/dbscg';

const extra = (id: string, name: string, effect: JsonObject[]): DbsCardDef =>
  ({
    id,
    name,
    type: 'extra',
    colors: ['red'],
    power: 0,
    cost: { total: 0, colors: {} },
    combo: null,
    characters: [],
    traits: [],
    eras: [],
    skills: [{ kind: 'activate', timing: ['main'], effect }],
  }) as unknown as DbsCardDef;

const cat = new DbsCatalog(TEST_CARDS).with([
  extra('TST-LOOK', 'Peer', [{ do: 'look', n: 2, zone: 'deck', side: 'opp' }]),
  extra('TST-FETCH', 'Fetch', [
    {
      do: 'move',
      target: { side: 'own', zone: 'deck', count: 1, filter: { character: ['Brawler'] } },
      to: 'hand',
    },
  ]),
  extra('TST-VOID', 'Void', [{ do: 'move', target: { side: 'opp', count: 1 }, to: 'removed' }]),
]);
const mod = createDbsModule(cat);

function seat(over: Partial<DbsStartPlayer>, leader: string): DbsStartPlayer {
  return {
    leader: { card: leader },
    deck: Array<string>(10).fill('DBT-010'),
    hand: [],
    life: Array<string>(8).fill('DBT-010'),
    energy: [],
    battle: [],
    combo: [],
    drop: [],
    warp: [],
    ...over,
  };
}

function game(p1: Partial<DbsStartPlayer>, p2: Partial<DbsStartPlayer>): Game<DbsData, DbsSetup> {
  return Game.create(
    mod,
    {
      players: [
        { name: 'P1', leader: 'DBT-001', deck: [] },
        { name: 'P2', leader: 'DBT-002', deck: [] },
      ],
      start: { turn: 3, active: 0, phase: 'main', players: [seat(p1, 'DBT-001'), seat(p2, 'DBT-002')] },
    },
    1,
  );
}

/** Answers the pending decision with the option whose label contains `text` (or passes counters). */
function answer(g: Game<DbsData, DbsSetup>, text: string): void {
  for (let i = 0; i < 10 && g.decision?.kind === 'counter'; i++)
    g.respond(g.decision.id, { choose: ['pass'] });
  const d = g.decision!;
  const o = d.options.find((x) => x.label.includes(text));
  if (!o) throw new Error(`no option "${text}" in ${d.options.map((x) => x.label).join(', ')}`);
  const r = g.respond(d.id, { choose: [o.id] });
  if (!r.ok) throw new Error(r.error.message);
}

const events = (g: Game<DbsData, DbsSetup>, viewer: 0 | 1, t: string): JsonObject[] =>
  viewLog(g.state.log, viewer).filter((e) => e.t === t);

describe('DBSCG keywords and hidden information', () => {
  it('11-6-1, 11-6-2: only the master is told the cards looked at; they stay in the deck', () => {
    const g = game(
      { hand: ['TST-LOOK'] },
      { deck: ['DBT-013', 'DBT-022', ...Array<string>(8).fill('DBT-010')] },
    );
    answer(g, 'Activate a skill of Peer');
    const mine = events(g, 0, 'look')[0]!;
    const theirs = events(g, 1, 'look')[0]!;
    expect(mine.cards).toEqual([
      expect.objectContaining({ card: 'DBT-013' }),
      expect.objectContaining({ card: 'DBT-022' }),
    ]);
    expect(theirs).not.toHaveProperty('cards');
    expect(theirs).toMatchObject({ p: 0, owner: 1, n: 2 });
    expect(g.state.data.players[1].deck).toHaveLength(10);
    // The log's sentence names the cards to the master only.
    const say = (v: 0 | 1, e: JsonObject): string | null =>
      describeDbsEvent({ cat, names: ['P1', 'P2'], viewer: v, objects: new Map() }, e);
    expect(say(0, mine)).toContain('Red Champion');
    expect(say(1, theirs)).not.toContain('Red Champion');
  });

  it('11-2-1: a card taken from the deck by what it is is revealed to the opponent', () => {
    const g = game(
      { hand: ['TST-FETCH'], deck: ['DBT-010', 'DBT-011', ...Array<string>(8).fill('DBT-010')] },
      {},
    );
    answer(g, 'Activate a skill of Fetch');
    // 8-5-3-7: the deck is looked through; 8-5-3-5: a choice in a secret area may take none, so it is asked.
    answer(g, 'Red Brawler');
    expect(events(g, 1, 'reveal').map((e) => e.card)).toContain('DBT-011');
  });

  it('10-19-3: a card removed from the game is face up to both players', () => {
    const g = game({ hand: ['TST-VOID'] }, { battle: [{ card: 'DBT-011' }] });
    answer(g, 'Activate a skill of Void');
    for (const v of [0, 1] as const) {
      const view = g.view(v).game as { players: { removed: { card: string }[] }[] };
      expect(view.players[1]!.removed.map((c) => c.card)).toEqual(['DBT-011']);
    }
  });

  it('11-3-1: a deck card placed beneath a card becomes public, its deck object id told to nobody', () => {
    const g = game({ hand: ['DBT-132'], energy: [{ card: 'DBT-020' }, { card: 'DBT-020' }] }, {});
    const topDeckId = g.state.data.players[0].deck[0]!.id;
    answer(g, 'Play Stack Keeper');
    for (let i = 0; i < 10 && g.decision?.kind === 'counter'; i++)
      g.respond(g.decision.id, { choose: ['pass'] });
    const keeper = g.state.data.players[0].battle[0]!;
    expect(keeper.under).toHaveLength(1);
    for (const v of [0, 1] as const) {
      const stack = events(g, v, 'stack')[0]!;
      expect(stack.card).toBe('DBT-010');
      expect(stack.id).not.toBe(topDeckId);
    }
  });
});
