// Cardfight!! Vanguard's figure of `npm run bench`: random games between the eight trial decks as
// the server offers them (every ordered pair), with the abilities the pool defines.
import { figure, playAll } from './random-games.ts';
import type { Measured } from './stats.ts';

/** Passes over the pairs played before any is timed (the JIT settles first). */
const WARM_UP_RUNS = 1;

export interface VanguardFigures {
  gamesPerSecond: Measured;
  answersPerGame: number;
  pairs: number;
}

/** The Vanguard figures, or null where the tree has no Vanguard package (an older REF). */
export async function vanguardBench(runs: number): Promise<VanguardFigures | null> {
  let vg: typeof import('@arbiter/vanguard');
  try {
    vg = await import('@arbiter/vanguard');
  } catch {
    return null;
  }
  const host = await vg.vgHost();
  const named = host.namedDecks?.() ?? new Map<string, { name: string; cards: string[] }>();
  const ids = [...named.keys()];
  const setups = ids.flatMap((a) =>
    ids.filter((b) => b !== a).map((b) => host.setup([a, b], [named.get(a)!.cards, named.get(b)!.cards])),
  );
  for (let i = 0; i < WARM_UP_RUNS; i++) playAll(host.module, setups, 'Vanguard');
  const f = figure(Array.from({ length: runs }, () => playAll(host.module, setups, 'Vanguard')));
  return { ...f, pairs: setups.length };
}
