// What each player sees of the areas (3-1-2, 3-1-3): counts of every area, open areas card by card,
// secret ones hidden (the hand shown to its owner only, deck and life to nobody).
import { describe, expect, it } from 'vitest';
import { Game, type JsonObject } from '@arbiter/engine';
import { createDbsModule, DbsCatalog, TEST_CARDS, type DbsSetup, type DbsStartPlayer } from '@arbiter/dbscg';

const cat = new DbsCatalog(TEST_CARDS);

function player(leader: string, over: Partial<DbsStartPlayer>): DbsStartPlayer {
  return {
    leader: { card: leader },
    deck: ['DBT-010', 'DBT-011'],
    hand: [],
    life: ['DBT-010', 'DBT-011', 'DBT-012'],
    energy: [],
    battle: [],
    combo: [],
    drop: [],
    warp: [],
    ...over,
  };
}

const setup: DbsSetup = {
  players: [
    { name: 'A', leader: 'DBT-001', deck: [] },
    { name: 'B', leader: 'DBT-002', deck: [] },
  ],
  start: {
    turn: 3,
    active: 0,
    phase: 'main',
    players: [
      player('DBT-001', {
        hand: ['DBT-013', 'DBT-015'],
        battle: [{ card: 'DBT-011', rest: true }],
        energy: [{ card: 'DBT-016' }],
        drop: ['DBT-017'],
        warp: ['DBT-018'],
      }),
      player('DBT-002', { hand: ['DBT-024'], battle: [{ card: 'DBT-021' }] }),
    ],
  },
};

const pl = (v: JsonObject, p: 0 | 1): JsonObject => (v.players as JsonObject[])[p]!;
const cards = (x: unknown): string[] => (x as JsonObject[]).map((c) => c.card as string);

describe('DBSCG areas as each player sees them', () => {
  const g = Game.create(createDbsModule(cat), setup, 1);
  const seen = { p1: g.view(0).game, p2: g.view(1).game, spectator: g.view('spectator').game };

  it('3-1-2: the number of cards of every area is known to both players', () => {
    for (const v of Object.values(seen)) {
      expect(pl(v, 0)).toMatchObject({ deckCount: 2, lifeCount: 3, handCount: 2 });
      expect(pl(v, 1)).toMatchObject({ deckCount: 2, lifeCount: 3, handCount: 1 });
    }
  });

  it('3-6-2, 3-7-2, 3-8-2, 3-4-2, 3-10-2: the Battle, Energy and Drop Areas and the Warp show their cards to all', () => {
    for (const v of Object.values(seen)) {
      expect(cards(pl(v, 0).battle)).toEqual(['DBT-011']);
      expect((pl(v, 0).battle as JsonObject[])[0]!.rest).toBe(true);
      expect(cards(pl(v, 0).energy)).toEqual(['DBT-016']);
      expect(cards(pl(v, 0).drop)).toEqual(['DBT-017']);
      expect(cards(pl(v, 0).warp)).toEqual(['DBT-018']);
      expect(cards(pl(v, 1).battle)).toEqual(['DBT-021']);
      expect(pl(v, 0).combo).toEqual([]);
    }
  });

  it('3-3-2, 3-3-3: the hand is shown to its owner and to nobody else', () => {
    expect(cards(pl(seen.p1, 0).hand)).toEqual(['DBT-013', 'DBT-015']);
    expect(pl(seen.p2, 0).hand).toBeNull();
    expect(pl(seen.spectator, 0).hand).toBeNull();
    expect(cards(pl(seen.p2, 1).hand)).toEqual(['DBT-024']);
    expect(pl(seen.p1, 1).hand).toBeNull();
  });

  it('3-2-2, 3-9-2: deck and life cards are shown to nobody, not even their owner', () => {
    for (const v of Object.values(seen)) {
      for (const p of [0, 1] as const) {
        expect(JSON.stringify(pl(v, p))).not.toContain('"deck":');
        expect(JSON.stringify(pl(v, p))).not.toContain('"life":');
      }
    }
  });
});
