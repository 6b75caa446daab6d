// A game as the hosts see it (CLI, server, AI, web table): everything they need to offer the game,
// behind one object. Hosts list descriptors (@arbiter/games) and never name a game's own types.
import type { PoolCoverage } from './coverage/cards.ts';
import type { GameCoverage } from './coverage/game.ts';
import type { HostedGame } from './host.ts';

/** One scenario's outcome, as every game's runner reports it. */
export interface ScenarioOutcome {
  file: string;
  name: string;
  rules: string[];
  ok: boolean;
  failures: string[];
  /** What the runner did that the script does not say (a default answer passing over a choice). */
  notes?: string[];
  /** The event log, when asked for (`--events`). */
  events?: string[];
}

export interface ScenarioRunOptions {
  /** Also return each scenario's event log. */
  events?: boolean;
}

export interface RuleCoverageOptions {
  root?: string;
  rulesFile?: string;
  exemptFile?: string;
}

export interface GameDescriptor {
  /** What `--game` takes (battle-spirits, dbscg, vanguard). */
  id: string;
  /** The game's name for people. */
  title: string;
  /** The formats it plays, by name; the first is the default (Saga's only format: saga). */
  formats: string[];
  /** Rule coverage of each format's rulebook. */
  ruleCoverage(format: string, opts: RuleCoverageOptions): Promise<GameCoverage>;
  /** Which cards of the real pool are implemented, per set (`arbiter cards coverage`). */
  cardCoverage(format: string): Promise<PoolCoverage>;
  /** The game as servers and tools play it in `format` (default: its first), loaded once per process. */
  host(format?: string): Promise<HostedGame>;
  /** Scenarios: the `game` key of its scenario files, and the runner for a list of files. */
  scenarios: {
    key: string;
    /** Further `game` keys its runner takes: its other formats' scenarios (battle-spirits: eternal). */
    formatKeys?: string[];
    runFiles(files: readonly string[], opts?: ScenarioRunOptions): Promise<ScenarioOutcome[]>;
  };
}
