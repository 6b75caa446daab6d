import { cloneState, restoreState, serializeState, stateHash } from './clone.ts';
import {
  checkAnswer,
  concede,
  createGame,
  legalAnswers,
  randomLegalAnswer,
  respond,
  viewDecision,
  viewLog,
  type GameModule,
} from './engine.ts';
import type {
  Answer,
  Decision,
  EngineError,
  GameState,
  Json,
  JsonObject,
  PlayerIndex,
  Viewer,
} from './types.ts';

export interface ReplayAnswer {
  /** Decision id answered; 0 for a concession. */
  decision: number;
  player: PlayerIndex;
  /** The answer, or "concede" (1-2-4: a player may concede at any time). */
  answer: Answer | 'concede';
  /** State hash after the answer was applied. */
  hash: string;
}

/** A replay: seed + setup (decks) + answers reproduce the game; hashes prove it. */
export interface Replay<Setup = Json> {
  format: 'arbiter-replay';
  version: 1;
  game: string;
  ruleset: string;
  seed: number;
  setup: Setup;
  initialHash: string;
  answers: ReplayAnswer[];
  result: JsonObject | null;
}

export interface ViewOf {
  viewer: Viewer;
  decision: JsonObject | null;
  result: JsonObject | null;
  game: JsonObject;
  log: JsonObject[];
}

/** A game and its module together: the convenient handle for players, tools and tests. */
export class Game<D extends object, Setup> {
  readonly answers: ReplayAnswer[] = [];
  initialHash = '';

  private constructor(
    readonly module: GameModule<D, Setup>,
    public state: GameState<D>,
    readonly setup: Setup,
    readonly seed: number,
    readonly recordHashes: boolean,
  ) {}

  static create<D extends object, Setup>(
    module: GameModule<D, Setup>,
    setup: Setup,
    seed: number,
    opts: { recordHashes?: boolean } = {},
  ): Game<D, Setup> {
    const g = new Game(module, createGame(module, setup, seed), setup, seed, opts.recordHashes ?? true);
    if (g.recordHashes) g.initialHash = stateHash(g.state, module);
    return g;
  }

  /** Wraps an existing state (e.g. a restored one). Its answer history starts empty. */
  static fromState<D extends object, Setup>(
    module: GameModule<D, Setup>,
    state: GameState<D>,
    setup: Setup,
    seed: number,
  ): Game<D, Setup> {
    if (state.game !== module.id) throw new Error(`State is for "${state.game}", not "${module.id}".`);
    if (state.ruleset !== module.ruleset) {
      throw new Error(`State uses ruleset ${state.ruleset}, this engine has ${module.ruleset}.`);
    }
    return new Game(module, state, setup, seed, true);
  }

  private get mod(): GameModule<D, unknown> {
    return this.module as GameModule<D, unknown>;
  }

  get decision(): Decision | null {
    return this.state.pending;
  }

  get over(): boolean {
    return this.state.result !== null;
  }

  respond(
    decisionId: number,
    answer: Answer,
    player?: PlayerIndex,
  ): { ok: true } | { ok: false; error: EngineError } {
    const d = this.state.pending;
    const r = respond(this.mod, this.state, decisionId, answer, player);
    if (r.ok && d) {
      this.answers.push({
        decision: d.id,
        player: d.player,
        answer,
        hash: this.recordHashes ? stateHash(this.state, this.module) : '',
      });
    }
    return r;
  }

  concede(player: PlayerIndex): { ok: true } | { ok: false; error: EngineError } {
    const r = concede(this.mod, this.state, player);
    if (r.ok) {
      this.answers.push({
        decision: 0,
        player,
        answer: 'concede',
        hash: this.recordHashes ? stateHash(this.state, this.module) : '',
      });
    }
    return r;
  }

  check(decisionId: number, answer: Answer, player?: PlayerIndex): EngineError | null {
    return checkAnswer(this.mod, this.state, decisionId, answer, player);
  }

  legalAnswers(limit?: number): Answer[] {
    return legalAnswers(this.mod, this.state, limit);
  }

  randomAnswer(rng: number[]): Answer {
    return randomLegalAnswer(this.mod, this.state, rng);
  }

  view(viewer: Viewer, logFrom = 0): ViewOf {
    return {
      viewer,
      decision: viewDecision(this.state.pending, viewer),
      result: this.state.result as JsonObject | null,
      game: this.module.view(this.state, viewer),
      log: this.module.redactLog
        ? this.module.redactLog(viewLog(this.state.log, viewer, logFrom), viewer)
        : viewLog(this.state.log, viewer, logFrom),
    };
  }

  /** The state as `viewer` knows it (GameModule.infoState); serialize it before the game moves on. */
  infoState(viewer: Viewer): JsonObject {
    if (!this.module.infoState) throw new Error(`${this.module.id} gives no information states.`);
    return this.module.infoState(this.state, viewer);
  }

  hash(): string {
    return stateHash(this.state, this.module);
  }

  clone(): Game<D, Setup> {
    const g = new Game(
      this.module,
      cloneState(this.state, this.module.cloneData),
      this.setup,
      this.seed,
      this.recordHashes,
    );
    g.answers.push(...this.answers);
    g.initialHash = this.initialHash;
    return g;
  }

  serialize(): string {
    return serializeState(this.state, this.module);
  }

  static restore<D extends object, Setup>(
    module: GameModule<D, Setup>,
    text: string,
    setup: Setup,
    seed: number,
  ): Game<D, Setup> {
    return Game.fromState(module, restoreState<D>(text, module), setup, seed);
  }

  replay(): Replay<Setup> {
    return {
      format: 'arbiter-replay',
      version: 1,
      game: this.module.id,
      ruleset: this.module.ruleset,
      seed: this.seed,
      setup: this.setup,
      initialHash: this.initialHash,
      answers: this.answers.slice(),
      result: this.state.result as JsonObject | null,
    };
  }
}

export interface ReplayCheck<D extends object, Setup> {
  ok: boolean;
  /** Index of the first answer that failed or whose hash differs, if any. */
  failedAt: number | null;
  message: string;
  game: Game<D, Setup>;
}

/** Plays a replay's answers again and checks each state hash. */
export function verifyReplay<D extends object, Setup>(
  module: GameModule<D, Setup>,
  replay: Replay<Setup>,
): ReplayCheck<D, Setup> {
  if (replay.format !== 'arbiter-replay' || replay.version !== 1) {
    throw new Error('Not an Arbiter replay (format "arbiter-replay", version 1).');
  }
  if (replay.game !== module.id) throw new Error(`Replay is for "${replay.game}", not "${module.id}".`);
  if (replay.ruleset !== module.ruleset) {
    throw new Error(`Replay was made with ruleset ${replay.ruleset}; this engine has ${module.ruleset}.`);
  }
  const game = Game.create(module, replay.setup, replay.seed);
  if (replay.initialHash && replay.initialHash !== game.initialHash) {
    return { ok: false, failedAt: -1, message: 'The initial state differs from the recorded one.', game };
  }
  for (let i = 0; i < replay.answers.length; i++) {
    const a = replay.answers[i]!;
    const r = a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
    if (!r.ok) {
      return { ok: false, failedAt: i, message: `Answer ${i + 1} was refused: ${r.error.message}`, game };
    }
    const h = game.answers[i]!.hash;
    if (a.hash && h !== a.hash) {
      return {
        ok: false,
        failedAt: i,
        message: `State hash differs after answer ${i + 1}: ${h} != ${a.hash}`,
        game,
      };
    }
  }
  const want = JSON.stringify(replay.result);
  const got = JSON.stringify(game.state.result);
  if (want !== got) return { ok: false, failedAt: null, message: `Result differs: ${got} != ${want}`, game };
  return { ok: true, failedAt: null, message: `Replay verified: ${replay.answers.length} answers.`, game };
}
