// The Dragon Ball Super Card Game's figures of `npm run bench`: random games between the built-in
// decks of the real card pool (every ordered pair of the tournament-era lists, issue 14), and between
// Arbiter's two test decks (which every commit since the DBSCG module has, so `--compare` can always
// put them side by side).
import { Game, seedRng, type GameModule } from '@arbiter/engine';
import { cpuNow, measured, type Measured } from './stats.ts';

const TEST_GAMES_PER_RUN = 40;
/** Passes over the built-in pairs played before any is timed (the JIT settles first). */
const WARM_UP_RUNS = 2;

export interface DbscgFigures {
  /** Random games between the built-in decks of the real pool; absent where the tree has none. */
  builtIn: { gamesPerSecond: Measured; answersPerGame: number; pairs: number } | null;
  /** Random games between the test decks. */
  test: { gamesPerSecond: Measured; answersPerGame: number };
}

interface Played {
  games: number;
  answers: number;
  ms: number;
}

/** Plays each set-up to its end with random answers, game `i` seeded `i + 1`. */
function playAll<D extends object, S>(module: GameModule<D, S>, setups: readonly S[]): Played {
  let answers = 0;
  const t0 = cpuNow();
  setups.forEach((setup, i) => {
    const s = i + 1;
    const game = Game.create(module, setup, s, { recordHashes: false });
    const rng = seedRng(s ^ 0x5eed);
    while (!game.over) {
      const r = game.respond(game.decision!.id, game.randomAnswer(rng));
      if (!r.ok) throw new Error(`DBSCG game ${s}: a random answer was refused: ${r.error.message}`);
      answers++;
    }
  });
  return { games: setups.length, answers, ms: cpuNow() - t0 };
}

function figure(rs: Played[]): { gamesPerSecond: Measured; answersPerGame: number } {
  return {
    gamesPerSecond: measured(rs.map((r) => (r.games * 1000) / r.ms)),
    answersPerGame: rs[0]!.answers / rs[0]!.games,
  };
}

/** The DBSCG figures, or null where the tree has no DBSCG package (an older REF). */
export async function dbscgBench(runs: number): Promise<DbscgFigures | null> {
  let dbs: typeof import('@arbiter/dbscg');
  try {
    dbs = await import('@arbiter/dbscg');
  } catch {
    return null;
  }
  const testModule = dbs.createDbsModule(new dbs.DbsCatalog(dbs.TEST_CARDS));
  const testSetups = Array.from({ length: TEST_GAMES_PER_RUN }, (_, i) =>
    i % 2 === 0 ? dbs.testSetup('red', 'blue') : dbs.testSetup('blue', 'red'),
  );
  playAll(testModule, testSetups);
  const test = figure(Array.from({ length: runs }, () => playAll(testModule, testSetups)));

  // The built-in decks as the server offers them, less Arbiter's test decks (measured above).
  const host = await dbs.dbsHost();
  const named = host.namedDecks?.() ?? new Map<string, { name: string; cards: string[] }>();
  const ids = [...named.keys()].filter((k) => !k.startsWith('TRAINING-'));
  if (ids.length < 2) return { builtIn: null, test };
  const setups = ids.flatMap((a) =>
    ids.filter((b) => b !== a).map((b) => host.setup([a, b], [named.get(a)!.cards, named.get(b)!.cards])),
  );
  for (let i = 0; i < WARM_UP_RUNS; i++) playAll(host.module, setups);
  const builtIn = figure(Array.from({ length: runs }, () => playAll(host.module, setups)));
  return { builtIn: { ...builtIn, pairs: setups.length }, test };
}
