// One game between two AIs, described by plain data so that worker threads can play it: the
// shared core of `arbiter sim`, `arbiter ai ladder`, the benchmark and the tests.
import { agentSeed, playOut, type Agent } from '@arbiter/ai';
import { namedDeck, type AiBudget, type HostedGame, type ResolvedDeck } from '@arbiter/cardgame';
import { Game, hashString, type PlayerIndex } from '@arbiter/engine';
import { UsageError } from './errors.ts';
import { DEFAULT_GAME, gameHost } from './games.ts';

export type AiKind = 'random' | 'heuristic' | 'ismcts';
export const AI_KINDS: readonly AiKind[] = ['random', 'heuristic', 'ismcts'];

/** An AI and its budget. */
export interface AiSpec {
  kind: AiKind;
  /** ISMCTS: iterations per decision. */
  iterations?: number;
  /** ISMCTS: milliseconds per decision instead (not reproducible). */
  ms?: number;
}

/** A game to play: everything needed, as plain data (it crosses to worker threads). */
export interface GameJob {
  index: number;
  seed: number;
  /** The game (`--game`); Battle Spirits Saga when absent (jobs queued before there were others). */
  game?: string;
  /** Its format (`--format`); the game's first when absent. */
  format?: string;
  /** Deck names, seat 1 then seat 2. */
  decks: [string, string];
  ai: [AiSpec, AiSpec];
}

export interface GameRecord {
  index: number;
  seed: number;
  decks: [string, string];
  ai: [string, string];
  /** Winning seat, or null for a draw. */
  winner: PlayerIndex | null;
  /** The seat that took the first turn. */
  first: PlayerIndex;
  turns: number;
  decisions: number;
  reason: string;
  /** Wall time; the only field that is not reproducible. */
  ms: number;
}

/** The host that plays a job's game (loaded once per thread). */
export function jobHost(job: GameJob): Promise<HostedGame> {
  return gameHost(job.game ?? DEFAULT_GAME, job.format);
}

/** A deck of the game by name (`host.namedDecks()`); UsageError naming the known ones otherwise. */
export function resolveDeck(host: HostedGame, name: string): ResolvedDeck {
  const d = namedDeck(host, name);
  if (!d) {
    const known = [...host.namedDecks().keys()].join(', ');
    throw new UsageError(`Unknown deck "${name}". Decks: ${known}.`);
  }
  return d;
}

export function parseAiSpec(text: string, iterations?: number, ms?: number): AiSpec {
  const kind = text.toLowerCase() as AiKind;
  if (!AI_KINDS.includes(kind)) throw new UsageError(`Unknown AI "${text}". AIs: ${AI_KINDS.join(', ')}.`);
  const spec: AiSpec = { kind };
  if (kind === 'ismcts') {
    if (ms !== undefined) spec.ms = ms;
    else spec.iterations = iterations ?? DEFAULT_ISMCTS_ITERATIONS;
  }
  return spec;
}

export const DEFAULT_ISMCTS_ITERATIONS = 100;

export function aiLabel(spec: AiSpec): string {
  if (spec.kind !== 'ismcts') return spec.kind;
  return spec.ms !== undefined ? `ismcts (${spec.ms} ms)` : `ismcts (${spec.iterations} it.)`;
}

/** The AI of `spec` for a game of `host` between these deck lists (both players know them). */
export function makeAgent(
  host: HostedGame,
  spec: AiSpec,
  seed: number,
  decks: readonly [readonly string[], readonly string[]],
): Agent<object> {
  const budget: AiBudget =
    spec.ms !== undefined ? { ms: spec.ms } : { iterations: spec.iterations ?? DEFAULT_ISMCTS_ITERATIONS };
  return host.agent(spec.kind, seed, decks, budget);
}

/** The seed of game `index` of a run: depends only on the run's seed and the index. */
export function gameSeed(baseSeed: number, index: number): number {
  return parseInt(hashString(`arbiter-sim:${baseSeed}:${index}`).slice(-8), 16) | 0;
}

/** Plays one job to the end with its game's host (jobHost). Deterministic except for `ms`. */
export function playJob(host: HostedGame, job: GameJob): GameRecord {
  const d0 = resolveDeck(host, job.decks[0]);
  const d1 = resolveDeck(host, job.decks[1]);
  const setup = host.setup([d0.name, d1.name], [d0.cards.slice(), d1.cards.slice()]);
  const decks = host.decksOf(setup);
  const t0 = performance.now();
  const game = Game.create(host.module, setup, job.seed, { recordHashes: false });
  const agents: [Agent<object>, Agent<object>] = [
    makeAgent(host, job.ai[0], agentSeed(job.seed, 0), decks),
    makeAgent(host, job.ai[1], agentSeed(job.seed, 1), decks),
  ];
  const played = playOut(host.module, game.state, agents);
  const r = game.state.result!;
  const status = host.status(game.state);
  return {
    index: job.index,
    seed: job.seed,
    decks: job.decks,
    ai: [aiLabel(job.ai[0]), aiLabel(job.ai[1])],
    winner: r.winner,
    first: status.first,
    turns: status.turn,
    decisions: played.decisions[0] + played.decisions[1],
    reason: r.reason,
    ms: performance.now() - t0,
  };
}
