import {
  cloneState,
  respond,
  seedRng,
  type Answer,
  type Decision,
  type GameState,
  type PlayerIndex,
} from '@arbiter/engine';
import { candidateAnswers } from './answers.ts';
import type { Agent, AnyModule, Determinizer, Evaluator } from './types.ts';
import { valueOf } from './value.ts';

export interface HeuristicOptions<D extends object> {
  evaluator: Evaluator<D>;
  /** Without one, the look-ahead plays on the real state (and so could read hidden cards). */
  determinizer?: Determinizer<D>;
  seed: number;
  /** Answers compared for the decision itself (sampled when there are more). Default 16. */
  candidates?: number;
  /** Answers compared for each follow-up decision of the look-ahead. Default 6. */
  followCandidates?: number;
  /** At most this many follow-up decisions before evaluating. Default 8. */
  depth?: number;
}

/**
 * A greedy player, one decision at a time. Each candidate answer is applied to a copy of the game
 * (determinized: hidden cards redrawn), then the decisions it leads to (paying for a summon, the
 * opponent's block) are answered greedily, each by whoever makes it, on the evaluation right after
 * it, until the same kind of decision comes back to this player, the evaluator's horizon (a new turn),
 * or `depth` decisions. The candidate with the best evaluation wins; ties go to the first listed.
 */
export class HeuristicAgent<D extends object = object> implements Agent<D> {
  readonly name = 'heuristic';
  private readonly rng: number[];
  private readonly ev: Evaluator<D>;
  private readonly det: Determinizer<D> | undefined;
  private readonly candidates: number;
  private readonly follow: number;
  private readonly depth: number;

  constructor(opts: HeuristicOptions<D>) {
    this.ev = opts.evaluator;
    this.det = opts.determinizer;
    this.rng = seedRng(opts.seed);
    this.candidates = opts.candidates ?? 16;
    this.follow = opts.followCandidates ?? 6;
    this.depth = opts.depth ?? 8;
  }

  choose(module: AnyModule<D>, state: GameState<D>): Answer {
    const d = state.pending;
    if (!d) throw new Error('No decision is pending.');
    const cands = candidateAnswers(module, state, this.candidates, this.rng);
    if (cands.length === 0) throw new Error(`Decision "${d.kind}" has no legal answer.`);
    if (cands.length === 1) return cands[0]!;
    const base = this.det
      ? this.det.determinize(module, state, d.player, this.rng)
      : cloneState(state, module.cloneData);
    // An answer that brings the same decision back (one more main-step action) must improve the
    // evaluation strictly: otherwise moving cores to and fro would look as good as anything, forever.
    const marks = this.assess(module, base, d, cands);
    let best = 0;
    marks.forEach((m, i) => {
      const b = marks[best]!;
      // Compared first on "makes progress", then on value; ties go to the first listed.
      if (m.progress !== b.progress ? m.progress : m.value > b.value) best = i;
    });
    return cands[best]!;
  }

  /**
   * Each candidate's look-ahead value, and whether it makes progress. An answer that brings the same
   * decision back to the same player (one more main-step action) makes progress only when it improves
   * the evaluation strictly: otherwise moving cores to and fro would look as good as anything, forever.
   * `base` must be a determinized copy.
   */
  assess(
    module: AnyModule<D>,
    base: GameState<D>,
    d: Decision,
    cands: Answer[],
  ): { value: number; progress: boolean }[] {
    const now = valueOf(this.ev, base, d.player);
    return cands.map((a) => {
      const { value, again } = this.lookAhead(module, base, d, a);
      return { value, progress: !again || value > now + 1e-6 };
    });
  }

  private lookAhead(
    module: AnyModule<D>,
    base: GameState<D>,
    root: Decision,
    a: Answer,
  ): { value: number; again: boolean } {
    let s = cloneState(base, module.cloneData);
    apply(module, s, a);
    let again = false;
    for (let i = 0; i < this.depth; i++) {
      const p = s.pending;
      if (!p || s.result) break;
      if (p.player === root.player && p.kind === root.kind) {
        again = true;
        break;
      }
      if (this.ev.horizon?.(base, s)) break;
      s = this.greedy(module, s, p.player);
    }
    return { value: valueOf(this.ev, s, root.player), again };
  }

  /**
   * The game after the follow-up answer with the best evaluation right after it, for the player who
   * decides. Each candidate is played on its own copy, and the best one's copy is the game played on:
   * playing that answer again on `s` would only repeat the same (deterministic) work. `s` is the
   * look-ahead's own copy, needed only until the last candidate: that one is played on `s` itself
   * (with a single candidate, the only one), a copy fewer per decision of the look-ahead.
   */
  private greedy(module: AnyModule<D>, s: GameState<D>, player: PlayerIndex): GameState<D> {
    const cands = candidateAnswers(module, s, this.follow, this.rng);
    if (cands.length === 0) throw new Error(`Decision "${s.pending!.kind}" has no legal answer.`);
    if (cands.length === 1) {
      apply(module, s, cands[0]!);
      return s;
    }
    let best: GameState<D> = s;
    let bestValue = -Infinity;
    const last = cands.length - 1;
    for (let i = 0; i <= last; i++) {
      const a = cands[i]!;
      const t = i === last ? s : cloneState(s, module.cloneData);
      apply(module, t, a);
      const v = valueOf(this.ev, t, player);
      if (v > bestValue) {
        bestValue = v;
        best = t;
      }
    }
    return best;
  }
}

/** Answers the pending decision of a copy the AI owns; a refusal is a bug in the candidate listing. */
export function apply<D extends object>(module: AnyModule<D>, s: GameState<D>, a: Answer): void {
  const r = respond(module, s, s.pending!.id, a);
  if (!r.ok) throw new Error(`An AI answer was refused: ${r.error.message}`);
}
