// One game between two AIs, described by plain data so that worker threads can play it: the
// shared core of `arbiter sim`, `arbiter ai ladder`, the benchmark and the tests.
import { HeuristicAgent, IsmctsAgent, RandomAgent, agentSeed, playOut, type Agent } from '@arbiter/ai';
import * as saga from '@arbiter/battle-spirits';
import {
  CardRegistry,
  EFFECT_CARDS,
  VANILLA_CARDS,
  createSagaModule,
  loadSagaPool,
  starterDecks,
  sagaDeterminizer,
  sagaEvaluator,
  type SagaData,
  type SagaModule,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { Game, hashString, type PlayerIndex } from '@arbiter/engine';
import { UsageError } from './errors.ts';

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

export interface DeckEntry {
  name: string;
  cards: string[];
}

/**
 * Every deck the AIs can play, by name: each `*_DECKS` table the Saga package exports (today the
 * vanilla and effect test decks; the starter decks ST01 to ST07 will be found the same way).
 */
export function deckRegistry(): Map<string, DeckEntry> {
  const out = new Map<string, DeckEntry>();
  for (const [exportName, value] of Object.entries(saga)) {
    if (!exportName.endsWith('_DECKS') || typeof value !== 'object' || value === null) continue;
    for (const [id, deck] of Object.entries(value as Record<string, DeckEntry>)) {
      if (Array.isArray(deck?.cards)) out.set(id.toLowerCase(), deck);
    }
  }
  // The built-in starter decks, which play the pool's real cards (see `loadAiModule`).
  for (const [id, deck] of Object.entries(starterDecks())) out.set(id.toLowerCase(), deck);
  return out;
}

/** Does this job play a deck of the card pool (a starter deck), which needs `loadAiModule` first? */
export function needsPool(job: GameJob): boolean {
  const starters = Object.keys(starterDecks()).map((k) => k.toLowerCase());
  return job.decks.some((d) => starters.includes(d.toLowerCase()));
}

/** Loads the card pool's definitions once: from then on `aiModule` plays every card. */
export async function loadAiModule(): Promise<void> {
  if (pooled) return;
  shared = createSagaModule((await loadSagaPool()).with([...VANILLA_CARDS, ...EFFECT_CARDS]));
  pooled = true;
}
let pooled = false;

export function resolveDeck(name: string): DeckEntry {
  const d = deckRegistry().get(name.toLowerCase());
  if (!d) {
    const known = [...deckRegistry().keys()].join(', ');
    throw new UsageError(`Unknown deck "${name}". Decks: ${known}.`);
  }
  return d;
}

let shared: SagaModule | null = null;
/** One Saga module with the test cards, or every card once `loadAiModule` has run. */
export function aiModule(): SagaModule {
  shared ??= createSagaModule(new CardRegistry([...VANILLA_CARDS, ...EFFECT_CARDS]));
  return shared;
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

export function makeAgent(spec: AiSpec, seed: number, module: SagaModule, setup: SagaSetup): Agent<SagaData> {
  const evaluator = sagaEvaluator(module.registry);
  const determinizer = sagaDeterminizer(setup.decks);
  switch (spec.kind) {
    case 'random':
      return new RandomAgent<SagaData>(seed);
    case 'heuristic':
      return new HeuristicAgent<SagaData>({ evaluator, determinizer, seed });
    case 'ismcts': {
      const opts: ConstructorParameters<typeof IsmctsAgent<SagaData>>[0] = { evaluator, determinizer, seed };
      if (spec.ms !== undefined) opts.ms = spec.ms;
      else opts.iterations = spec.iterations ?? DEFAULT_ISMCTS_ITERATIONS;
      return new IsmctsAgent<SagaData>(opts);
    }
  }
}

/** The seed of game `index` of a run: depends only on the run's seed and the index. */
export function gameSeed(baseSeed: number, index: number): number {
  return parseInt(hashString(`arbiter-sim:${baseSeed}:${index}`).slice(-8), 16) | 0;
}

/** Plays one job to the end. Deterministic except for `ms`. */
export function playJob(job: GameJob): GameRecord {
  const module = aiModule();
  const d0 = resolveDeck(job.decks[0]);
  const d1 = resolveDeck(job.decks[1]);
  const setup: SagaSetup = { decks: [d0.cards.slice(), d1.cards.slice()], names: [d0.name, d1.name] };
  const t0 = performance.now();
  const game = Game.create(module, setup, job.seed, { recordHashes: false });
  const agents: [Agent<SagaData>, Agent<SagaData>] = [
    makeAgent(job.ai[0], agentSeed(job.seed, 0), module, setup),
    makeAgent(job.ai[1], agentSeed(job.seed, 1), module, setup),
  ];
  const played = playOut(module, game.state, agents);
  const r = game.state.result!;
  return {
    index: job.index,
    seed: job.seed,
    decks: job.decks,
    ai: [aiLabel(job.ai[0]), aiLabel(job.ai[1])],
    winner: r.winner,
    first: game.state.data.first,
    turns: game.state.data.turn,
    decisions: played.decisions[0] + played.decisions[1],
    reason: r.reason,
    ms: performance.now() - t0,
  };
}
