// A DBSCG game begun from a position (the Main Phase of p1's turn 3), for tests that play a few
// answers or look at the views: each seat's areas default to a small deck and life.
import { Game } from '@arbiter/engine';
import type { DbsData, DbsModule, DbsSetup, DbsStartPlayer } from '@arbiter/dbscg';

/** A seat's areas: `over` on top of a leader, ten deck cards, eight life cards and nothing else. */
export function seat(leader: string, over: Partial<DbsStartPlayer>): DbsStartPlayer {
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

/** The game from p1's Main Phase with these areas (leaders DBT-001 and DBT-002 unless given). */
export function startGame(
  mod: DbsModule,
  p1: Partial<DbsStartPlayer>,
  p2: Partial<DbsStartPlayer>,
): Game<DbsData, DbsSetup> {
  const setup: DbsSetup = {
    players: [
      { name: 'P1', leader: 'DBT-001', deck: [] },
      { name: 'P2', leader: 'DBT-002', deck: [] },
    ],
    start: { turn: 3, active: 0, phase: 'main', players: [seat('DBT-001', p1), seat('DBT-002', p2)] },
  };
  return Game.create(mod, setup, 1);
}
