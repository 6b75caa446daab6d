// The Dragon Ball Super Card Game's figure of `npm run bench`: random games between its test decks.
import { Game, seedRng } from '@arbiter/engine';
import { cpuNow, measured, type Measured } from './stats.ts';

const DBS_GAMES_PER_RUN = 40;

/** Complete random games per second, or null where the tree has no DBSCG package (an older REF). */
export async function dbscgBench(
  runs: number,
): Promise<{ gamesPerSecond: Measured; answersPerGame: number } | null> {
  let dbs: typeof import('@arbiter/dbscg');
  try {
    dbs = await import('@arbiter/dbscg');
  } catch {
    return null;
  }
  const module = dbs.createDbsModule(new dbs.DbsCatalog(dbs.TEST_CARDS));
  const run = (): { answers: number; ms: number } => {
    let answers = 0;
    const t0 = cpuNow();
    for (let s = 1; s <= DBS_GAMES_PER_RUN; s++) {
      const setup = s % 2 ? dbs.testSetup('red', 'blue') : dbs.testSetup('blue', 'red');
      const game = Game.create(module, setup, s, { recordHashes: false });
      const rng = seedRng(s ^ 0x5eed);
      while (!game.over) {
        const r = game.respond(game.decision!.id, game.randomAnswer(rng));
        if (!r.ok) throw new Error(`DBSCG game ${s}: a random answer was refused: ${r.error.message}`);
        answers++;
      }
    }
    return { answers, ms: cpuNow() - t0 };
  };
  run();
  const rs = Array.from({ length: runs }, run);
  return {
    gamesPerSecond: measured(rs.map((r) => (DBS_GAMES_PER_RUN * 1000) / r.ms)),
    answersPerGame: rs[0]!.answers / DBS_GAMES_PER_RUN,
  };
}
