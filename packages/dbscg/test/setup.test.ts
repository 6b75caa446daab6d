// Preparation (5-2) over many seeds: who goes first is random and nobody chooses it, the life cards
// are the top eight cards of the deck.
import { describe, expect, it } from 'vitest';
import { Game } from '@arbiter/engine';
import { createDbsModule, DbsCatalog, TEST_CARDS, testSetup } from '@arbiter/dbscg';

const cat = new DbsCatalog(TEST_CARDS);
const mod = createDbsModule(cat);

describe('DBSCG preparation', () => {
  it('5-2-1-5, 5-2-1-5-1: the first player is drawn at random, and no player is asked', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const g = Game.create(mod, testSetup(), seed);
      const first = g.state.data.first;
      firsts.add(first);
      // The first decision of the game is the first player's redraw (5-2-1-6): nothing before it.
      expect(g.decision?.kind).toBe('redraw');
      expect(g.decision?.player).toBe(first);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('5-2-1-7, 5-2-1-6-1: after the redraws, the top eight cards of each deck become its life', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = Game.create(mod, testSetup(), seed);
      // The first player redraws two cards; the second keeps the hand, so the deck is not shuffled again.
      const first = g.decision!;
      const r1 = g.respond(first.id, { choose: first.options.slice(0, 2).map((o) => o.id) });
      expect(r1.ok).toBe(true);
      const tops = g.state.data.players.map((pl) => pl.deck.slice(0, 8).map((c) => c.def));
      const sizes = g.state.data.players.map((pl) => pl.deck.length);
      const second = g.decision!;
      expect(second.kind).toBe('redraw');
      expect(second.player).not.toBe(first.player);
      expect(g.respond(second.id, { choose: [] }).ok).toBe(true);
      const d = g.state.data;
      for (const p of [0, 1] as const) {
        expect(d.players[p].life.map((c) => c.def)).toEqual(tops[p]);
        expect(d.players[p].life).toHaveLength(8);
        expect(d.players[p].deck).toHaveLength(sizes[p]! - 8);
        expect(d.players[p].hand).toHaveLength(6);
      }
    }
  });
});
