// A Vanguard game between the first two trial decks, seed 7, with both first vanguards chosen: it
// waits for the first mulligan. Shared set-up of the view and teller tests.
import { Game, seedRng } from '@arbiter/engine';
import { createVgModule, loadVgPool, vgDeckCards, type VgData, type VgSetup } from '../src/index.ts';

export const pool = loadVgPool();
const setup: VgSetup = {
  players: [
    { name: 'p1', deck: vgDeckCards(pool.decks[0]!) },
    { name: 'p2', deck: vgDeckCards(pool.decks[1]!) },
  ],
};

export function started(): Game<VgData, VgSetup> {
  const g = Game.create(createVgModule(pool.catalog), setup, 7);
  const rng = seedRng(7);
  for (let i = 0; i < 2; i++) g.respond(g.decision!.id, g.randomAnswer(rng));
  return g;
}

/** The same game once both players have answered their mulligans at random (seed 3): turn 1 begins. */
export function pastMulligans(): Game<VgData, VgSetup> {
  const g = started();
  const rng = seedRng(3);
  while (g.decision?.kind === 'mulligan') g.respond(g.decision.id, g.randomAnswer(rng));
  return g;
}
