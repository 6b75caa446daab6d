// 4.11.4, 5.4.3.1: a set-up's G deck goes face down into its owner's G zone, which the opponent's
// view shows only as a count (4.11.2). The data has no G unit: a test card stands in for one.
import { Game } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import { createVgModule, loadVgPool, vgDeckCards, type VgCardDef, type VgSetup } from '../src/index.ts';

const pool = loadVgPool();
const G_UNIT: VgCardDef = {
  id: 'TEST-G01',
  set: 'TEST',
  name: 'Test Stride Unit',
  type: 'g_unit',
  grade: 4,
  power: 15000,
  shield: null,
  critical: 1,
  trigger: null,
  skills: [],
  sentinel: false,
  clan: 'Royal Paladin',
  race: 'Human',
  nation: 'United Sanctuary',
  printedAbilities: 0,
};

describe('the G deck at the start of a game', () => {
  it('4.11.1, 4.11.4, 5.4.3.1: is put face down into the G zone, its cards hidden from the opponent', () => {
    const cat = pool.catalog.with([G_UNIT]);
    const setup: VgSetup = {
      players: [
        { name: 'p1', deck: vgDeckCards(pool.decks[0]!), gdeck: ['TEST-G01', 'TEST-G01'] },
        { name: 'p2', deck: vgDeckCards(pool.decks[1]!) },
      ],
    };
    const g = Game.create(createVgModule(cat), setup, 7);
    const gz = g.state.data.players[0].gzone;
    expect(gz.map((c) => [c.def, c.faceDown])).toEqual([
      ['TEST-G01', true],
      ['TEST-G01', true],
    ]);
    expect(g.state.data.players[1].gzone).toEqual([]);
    const seen = (viewer: 0 | 1): { gzone: unknown[]; gzoneFaceDown: number } =>
      (g.view(viewer).game as unknown as { players: { gzone: unknown[]; gzoneFaceDown: number }[] })
        .players[0]!;
    expect(seen(1).gzone).toEqual([]);
    expect(seen(1).gzoneFaceDown).toBe(2);
    expect(seen(0).gzone).toHaveLength(2);
  });
});
