// The AIs' copies of a Vanguard game share the piles' card objects with the original (cloneVgData,
// issue 15). Nothing played on a copy, redrawn by the determinizer or swapped by the leak test may
// change the original: seeded random games between the trial decks, copies taken along the way and
// played on at random.
import { describe, expect, it } from 'vitest';
import { copiesLeaveRandomGame } from '@arbiter/cardgame';
import { cloneState, Game, seedRng } from '@arbiter/engine';
import {
  createVgModule,
  loadVgPool,
  vgDeckCards,
  vgDeterminizer,
  VG_ZONES,
  type VgSetup,
} from '../src/index.ts';

const pool = loadVgPool();
const module = createVgModule(pool.catalog);

describe('Vanguard: copies sharing card objects leave the original unchanged', () => {
  it('a copy shares the piles card objects and owns the units on the circles', () => {
    const setup: VgSetup = {
      players: [
        { name: 'p1', deck: vgDeckCards(pool.decks[0]!) },
        { name: 'p2', deck: vgDeckCards(pool.decks[1]!) },
      ],
    };
    const g = Game.create(module, setup, 5);
    const rng = seedRng(5);
    while (!g.over && g.state.data.players[0].field.FL === null && g.state.data.turn < 12)
      g.respond(g.decision!.id, g.randomAnswer(rng));
    const copy = cloneState(g.state, module.cloneData).data;
    const mine = g.state.data.players[0];
    expect(copy.players[0].deck[0]).toBe(mine.deck[0]);
    expect(copy.players[0].field.VC).not.toBe(mine.field.VC);
    expect(copy.players[0].field.VC).toEqual(mine.field.VC);
  });

  it.each([
    [1, 0, 1],
    [2, 2, 3],
    [3, 4, 5],
    [4, 6, 7],
  ])('seed %i: played copies, determinized worlds and swapped copies', (seed, a, b) => {
    const decks: [string[], string[]] = [vgDeckCards(pool.decks[a]!), vgDeckCards(pool.decks[b]!)];
    const setup: VgSetup = {
      players: [
        { name: 'p1', deck: decks[0] },
        { name: 'p2', deck: decks[1] },
      ],
    };
    const g = Game.create(module, setup, seed, { recordHashes: false });
    expect(
      copiesLeaveRandomGame(module, VG_ZONES, vgDeterminizer(decks), g.state, decks, seed, 9),
    ).toBeNull();
  });
});
