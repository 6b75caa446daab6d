// Every game Arbiter plays, as descriptors: the one place that lists them. Hosts (CLI, server, web)
// find a game here by id and use only the descriptor.
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import {
  failedScenario,
  findScenarioFiles,
  type GameDescriptor,
  type HostedGame,
  type ScenarioOutcome,
  type ScenarioRunOptions,
} from '@arbiter/cardgame';
import { BATTLE_SPIRITS } from '@arbiter/battle-spirits';
import { DBSCG } from '@arbiter/dbscg';
import { VANGUARD } from '@arbiter/vanguard';

export const GAMES: readonly GameDescriptor[] = [BATTLE_SPIRITS, DBSCG, VANGUARD];

export function findGame(id: string): GameDescriptor | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The `game` key of a scenario file (Saga when it has none, or when it cannot be read). */
function scenarioKey(file: string): string {
  try {
    const doc = parseDocument(readFileSync(file, 'utf8')).toJS() as { game?: unknown } | null;
    return typeof doc?.game === 'string' ? doc.game : 'saga';
  } catch {
    return 'saga';
  }
}

/** Runs the scenario files under `paths`, each by its own game's runner, in file order. */
export async function runScenarioPaths(
  paths: readonly string[],
  opts: ScenarioRunOptions = {},
): Promise<ScenarioOutcome[]> {
  const files = findScenarioFiles(paths);
  const byGame = new Map<string, string[]>();
  for (const f of files) {
    const k = scenarioKey(f);
    byGame.set(k, [...(byGame.get(k) ?? []), f]);
  }
  const results = new Map<string, ScenarioOutcome>();
  for (const [key, list] of byGame) {
    const game = GAMES.find((g) => g.scenarios.key === key || g.scenarios.formatKeys?.includes(key));
    if (!game) {
      for (const f of list)
        results.set(
          f,
          failedScenario(f, [
            `unknown game "${key}" (known: ${GAMES.map((g) => g.scenarios.key).join(', ')})`,
          ]),
        );
      continue;
    }
    for (const r of await game.scenarios.runFiles(list, opts)) results.set(r.file, r);
  }
  return files.map((f) => results.get(f) ?? failedScenario(f, ['not run']));
}

/** Every game in each of its formats as a server hosts it, loaded once (each loads its card pool). */
export async function loadHosts(): Promise<HostedGame[]> {
  return Promise.all(GAMES.flatMap((g) => g.formats.map((f) => g.host(f))));
}
