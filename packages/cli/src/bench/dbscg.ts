// The Dragon Ball Super Card Game's figures of `npm run bench`: random games between the built-in
// decks of the real card pool (every ordered pair of the tournament-era lists, issue 14), and between
// Arbiter's two test decks (which every commit since the DBSCG module has, so `--compare` can always
// put them side by side).
import { figure, playAll } from './random-games.ts';
import type { Measured } from './stats.ts';

const TEST_GAMES_PER_RUN = 40;
/** Passes over the built-in pairs played before any is timed (the JIT settles first). */
const WARM_UP_RUNS = 2;

export interface DbscgFigures {
  /** Random games between the built-in decks of the real pool; absent where the tree has none. */
  builtIn: { gamesPerSecond: Measured; answersPerGame: number; pairs: number } | null;
  /** Random games between the test decks. */
  test: { gamesPerSecond: Measured; answersPerGame: number };
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
  playAll(testModule, testSetups, 'DBSCG');
  const test = figure(Array.from({ length: runs }, () => playAll(testModule, testSetups, 'DBSCG')));

  // The built-in decks as the server offers them, less Arbiter's test decks (measured above).
  const host = await dbs.dbsHost();
  const named = host.namedDecks?.() ?? new Map<string, { name: string; cards: string[] }>();
  const ids = [...named.keys()].filter((k) => !k.startsWith('TRAINING-'));
  if (ids.length < 2) return { builtIn: null, test };
  const setups = ids.flatMap((a) =>
    ids.filter((b) => b !== a).map((b) => host.setup([a, b], [named.get(a)!.cards, named.get(b)!.cards])),
  );
  for (let i = 0; i < WARM_UP_RUNS; i++) playAll(host.module, setups, 'DBSCG');
  const builtIn = figure(Array.from({ length: runs }, () => playAll(host.module, setups, 'DBSCG')));
  return { builtIn: { ...builtIn, pairs: setups.length }, test };
}
