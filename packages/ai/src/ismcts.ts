import {
  cloneState,
  hashString,
  randomInt,
  randomLegalAnswer,
  seedRng,
  type Answer,
  type GameState,
  type PlayerIndex,
} from '@arbiter/engine';
import { abstractKey, answerKey, candidateAnswers } from './answers.ts';
import { apply, HeuristicAgent } from './heuristic.ts';
import type { Agent, AnyModule, Determinizer, Evaluator } from './types.ts';
import { winChance } from './value.ts';

export interface IsmctsOptions<D extends object> {
  evaluator: Evaluator<D>;
  determinizer: Determinizer<D>;
  seed: number;
  /** Iterations per decision (deterministic). Default 100 when `ms` is not given either. */
  iterations?: number;
  /** Or a time budget per decision in milliseconds (not deterministic: it depends on the machine). */
  ms?: number;
  /** Exploration constant of UCB1. Default 0.7. */
  exploration?: number;
  /** Random decisions played after the tree before the evaluator judges. Default 64. */
  rolloutDepth?: number;
  /** Answers considered at the root and deeper in the tree (sampled when there are more). */
  rootCandidates?: number;
  innerCandidates?: number;
  /**
   * Decisions of its own within one evaluator horizon (a turn) after which the search hands over to
   * the heuristic for the rest of it: a guard against endless neutral actions. Default 60.
   */
  maxPerTurn?: number;
}

interface Edge {
  visits: number;
  /** Sum of the results, each from the point of view of the player who chose this edge. */
  total: number;
  /** How many times this edge was available when its parent was visited (ISMCTS). */
  avail: number;
  child: Node;
}

interface Node {
  edges: Map<string, Edge>;
  /** Seed of this node's sample of answers, so the same decision samples the same candidates. */
  sample: number;
}

export interface SearchStats {
  iterations: number;
  /** Per root answer: its key, visits and mean result for the deciding player. */
  root: { key: string; visits: number; mean: number }[];
}

/**
 * Single-observer information-set Monte Carlo tree search. Every iteration draws a world consistent
 * with what the deciding player sees (the determinizer redraws the hidden cards and the game's own
 * random generator), walks the tree over that world's legal answers (UCB1 with availability counts,
 * both players' decisions in one tree, answers named by card definition so they mean the same in every
 * world), adds one node, plays `rolloutDepth` random decisions and scores the result with the
 * evaluator as a win chance. The answer chosen is the root answer visited most.
 */
export class IsmctsAgent<D extends object = object> implements Agent<D> {
  readonly name = 'ismcts';
  private readonly rng: number[];
  private readonly o: Required<Omit<IsmctsOptions<D>, 'ms' | 'iterations'>> & {
    ms?: number;
    iterations: number;
  };
  private readonly helper: HeuristicAgent<D>;
  private turnStart: GameState<D> | null = null;
  private turnCount = 0;
  /** Statistics of the last search (for tests and tuning). */
  lastSearch: SearchStats | null = null;

  constructor(opts: IsmctsOptions<D>) {
    this.rng = seedRng(opts.seed);
    this.o = {
      evaluator: opts.evaluator,
      determinizer: opts.determinizer,
      seed: opts.seed,
      iterations: opts.iterations ?? (opts.ms === undefined ? 100 : Infinity),
      exploration: opts.exploration ?? 0.7,
      rolloutDepth: opts.rolloutDepth ?? 64,
      rootCandidates: opts.rootCandidates ?? 24,
      innerCandidates: opts.innerCandidates ?? 8,
      maxPerTurn: opts.maxPerTurn ?? 60,
    };
    this.helper = new HeuristicAgent<D>({
      evaluator: opts.evaluator,
      determinizer: opts.determinizer,
      seed: agentSeed(opts.seed, 0, 'ismcts-helper'),
    });
    if (opts.ms !== undefined) this.o.ms = opts.ms;
  }

  choose(module: AnyModule<D>, state: GameState<D>): Answer {
    const d = state.pending;
    if (!d) throw new Error('No decision is pending.');
    const me = d.player;
    const ev = this.o.evaluator;
    if (ev.horizon && (!this.turnStart || ev.horizon(this.turnStart, state))) {
      this.turnStart = cloneState(state, module.cloneData);
      this.turnCount = 0;
    }
    this.lastSearch = null;
    if (ev.horizon && ++this.turnCount > this.o.maxPerTurn) return this.helper.choose(module, state);
    let cands = candidateAnswers(module, state, this.o.rootCandidates, this.rng);
    if (cands.length === 0) throw new Error(`Decision "${d.kind}" has no legal answer.`);
    if (cands.length === 1) return cands[0]!;
    // Answers that bring the same decision back without progress are left out (see HeuristicAgent).
    const base = this.o.determinizer.determinize(module, state, me, this.rng);
    const marks = this.helper.assess(module, base, d, cands);
    if (marks.some((m) => m.progress)) cands = cands.filter((_, i) => marks[i]!.progress);
    if (cands.length === 1) return cands[0]!;
    const root: Node = { edges: new Map(), sample: 0 };
    const rootKeys = cands.map(answerKey);
    const deadline = this.o.ms === undefined ? Infinity : performance.now() + this.o.ms;
    let it = 0;
    while (it < this.o.iterations && (it === 0 || performance.now() < deadline)) {
      this.iterate(module, state, me, root, cands, rootKeys);
      it++;
    }
    let best = 0;
    let bestEdge: Edge | undefined;
    const stats: SearchStats = { iterations: it, root: [] };
    rootKeys.forEach((k, i) => {
      const e = root.edges.get(k);
      stats.root.push({ key: k, visits: e?.visits ?? 0, mean: e && e.visits ? e.total / e.visits : 0 });
      if (!e) return;
      if (
        !bestEdge ||
        e.visits > bestEdge.visits ||
        (e.visits === bestEdge.visits && e.total > bestEdge.total)
      ) {
        bestEdge = e;
        best = i;
      }
    });
    this.lastSearch = stats;
    return cands[best]!;
  }

  private iterate(
    module: AnyModule<D>,
    state: GameState<D>,
    me: PlayerIndex,
    root: Node,
    rootCands: Answer[],
    rootKeys: string[],
  ): void {
    const s = this.o.determinizer.determinize(module, state, me, this.rng);
    const path: { edge: Edge; mover: PlayerIndex }[] = [];
    let node = root;
    let first = true;
    while (s.pending && !s.result) {
      const d = s.pending;
      let answers: Answer[];
      let keys: string[];
      if (first) {
        // The root decision is the player's own: its answers are the same in every world.
        answers = rootCands;
        keys = rootKeys;
      } else {
        const sampleRng = seedRng(node.sample ^ d.id);
        answers = candidateAnswers(module, s, this.o.innerCandidates, sampleRng);
        keys = answers.map((a) => abstractKey(d, a));
      }
      first = false;
      const untried: number[] = [];
      const seen = new Set<string>();
      let bestI = -1;
      let bestU = -Infinity;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        if (seen.has(k)) continue;
        seen.add(k);
        const e = node.edges.get(k);
        if (!e) {
          untried.push(i);
          continue;
        }
        e.avail++;
      }
      if (untried.length > 0) {
        const i = untried[randomInt(this.rng, untried.length)]!;
        const edge: Edge = {
          visits: 0,
          total: 0,
          avail: 1,
          child: { edges: new Map(), sample: this.nextSeed() },
        };
        node.edges.set(keys[i]!, edge);
        path.push({ edge, mover: d.player });
        apply(module, s, answers[i]!);
        break;
      }
      for (let i = 0; i < keys.length; i++) {
        const e = node.edges.get(keys[i]!)!;
        const u =
          e.total / e.visits + this.o.exploration * Math.sqrt(Math.log(Math.max(e.avail, 1)) / e.visits);
        if (u > bestU) {
          bestU = u;
          bestI = i;
        }
      }
      const edge = node.edges.get(keys[bestI]!)!;
      path.push({ edge, mover: d.player });
      apply(module, s, answers[bestI]!);
      node = edge.child;
    }
    // Rollout: a few random decisions, then the evaluator's judgement.
    for (let i = 0; i < this.o.rolloutDepth && s.pending && !s.result; i++) {
      apply(module, s, randomLegalAnswer(module, s, this.rng));
    }
    const value = winChance(this.o.evaluator, s, me);
    for (const { edge, mover } of path) {
      edge.visits++;
      edge.total += mover === me ? value : 1 - value;
    }
  }

  private nextSeed(): number {
    return randomInt(this.rng, 0x7fffffff);
  }
}

/** A seed for one player of one game: derived from the game's seed, the seat and a label. */
export function agentSeed(gameSeed: number, seat: PlayerIndex, label = 'ai'): number {
  return parseInt(hashString(`${label}:${gameSeed}:${seat}`).slice(-8), 16) | 0;
}
