// Random games played to their end for `npm run bench`'s games-per-second figures of any game.
import { Game, seedRng, type GameModule } from '@arbiter/engine';
import { cpuNow, measured, type Measured } from './stats.ts';

export interface Played {
  games: number;
  answers: number;
  ms: number;
}

/** Plays each set-up to its end with random answers, game `i` seeded `i + 1`; `label` names errors. */
export function playAll<D extends object, S>(
  module: GameModule<D, S>,
  setups: readonly S[],
  label: string,
): Played {
  let answers = 0;
  const t0 = cpuNow();
  setups.forEach((setup, i) => {
    const s = i + 1;
    const game = Game.create(module, setup, s, { recordHashes: false });
    const rng = seedRng(s ^ 0x5eed);
    while (!game.over) {
      const r = game.respond(game.decision!.id, game.randomAnswer(rng));
      if (!r.ok) throw new Error(`${label} game ${s}: a random answer was refused: ${r.error.message}`);
      answers++;
    }
  });
  return { games: setups.length, answers, ms: cpuNow() - t0 };
}

/** Games per second over the runs (median and spread) and the answers of a game on average. */
export function figure(rs: Played[]): { gamesPerSecond: Measured; answersPerGame: number } {
  return {
    gamesPerSecond: measured(rs.map((r) => (r.games * 1000) / r.ms)),
    answersPerGame: rs[0]!.answers / rs[0]!.games,
  };
}
