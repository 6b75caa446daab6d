import { checkShape, optionCounts, optionsNamed, randomShapeAnswer, shapeAnswers } from './decision.ts';
import { dataChanged } from './derived.ts';
import { randomInt, seedRng, shuffleInPlace } from './rng.ts';
import { isBack } from './types.ts';
import type {
  Answer,
  Decision,
  DecisionOption,
  EngineError,
  Frame,
  GameResult,
  GameState,
  Json,
  JsonObject,
  LogEntry,
  PendingTrigger,
  PlayerIndex,
  RespondResult,
  Viewer,
} from './types.ts';

/** What a procedure step may do. Handlers receive it together with their frame. */
export interface Ctx<D extends object> {
  readonly state: GameState<D>;
  readonly data: D;
  /** Starts a child procedure; it runs before the current frame continues. */
  push(kind: string, locals?: JsonObject): void;
  /** Ends the current procedure. */
  pop(): void;
  /** Pauses the game until `player` answers. The asking frame is called again with the answer. */
  ask(d: Omit<Decision, 'id' | 'optional'> & { optional?: boolean }): void;
  /** The answer to this frame's last question, consumed once. */
  takeAnswer(): Answer | null;
  /**
   * The options a `select` answer to this frame's last question chose, in the answer's order,
   * consumed with the answer: procedures read the facts an option carries (`obj`, `at`, `ability`)
   * here rather than parsing option ids.
   */
  takeChosen(): DecisionOption[];
  /**
   * The options an `order` answer to this frame's last question put in order, first first,
   * consumed with the answer ([] for no such answer): procedures read their facts, never the ids.
   */
  takeOrdered(): DecisionOption[];
  /**
   * The options a `distribute` answer to this frame's last question counted, with their counts
   * (zero counts left out), in the decision's option order, consumed with the answer.
   */
  takeCounts(): { option: DecisionOption; n: number }[];
  /** Applies an atomic event, logs it, and collects the triggers it satisfies. */
  emit(event: JsonObject, secret?: { to: PlayerIndex[]; data: JsonObject }): void;
  /** Events inside one batch are simultaneous (e.g. for trigger ordering and Saga 8-6-3). */
  beginBatch(): void;
  endBatch(): void;
  queueTrigger(t: Omit<PendingTrigger, 'batch'>): void;
  random(n: number): number;
  shuffle<T>(items: T[]): void;
  newObjectId(): number;
  end(result: GameResult): void;
}

export type Procedure<D extends object> = (ctx: Ctx<D>, frame: Frame) => void;

/** A game plugs into the kernel through this interface. */
export interface GameModule<D extends object, Setup> {
  id: string;
  ruleset: string;
  /** Creates the game data and pushes the first procedure. */
  init(ctx: Ctx<D>, setup: Setup): D;
  procedures: Record<string, Procedure<D>>;
  /**
   * Applies an atomic event to the data. Returns `false` when the event left the data as it was (a
   * record only, such as a pass): the values derived from the data (derived.ts) are then kept.
   */
  applyEvent(ctx: Ctx<D>, event: JsonObject): void | false;
  /** Finds triggered abilities satisfied by an event that just happened and queues them. */
  collectTriggers?(ctx: Ctx<D>, event: JsonObject): void;
  /** True when one batch of simultaneous events triggers an ability only once (Saga 8-6-3). */
  triggerOncePerBatch: boolean;
  /**
   * Why the pending decision cannot be taken back (`Decision.back` is not set), citing the rule,
   * for a player who asks anyway. Without it the kernel gives a generic message.
   */
  backRefused?(state: GameState<D>, decision: Decision): string;
  /** Game-specific checks of an answer beyond its shape; a message when illegal. */
  validate?(state: GameState<D>, decision: Decision, answer: Answer): string | null;
  /** Sees each accepted answer before the game runs on (e.g. to follow repeated positions). */
  onAnswer?(state: GameState<D>, decision: Decision, answer: Answer): void;
  /**
   * Called when procedures run on and on without ever needing a decision: an infinite loop no
   * player can end (Saga 12-1-1-1 makes it a draw). Must end the game. Without it, the kernel throws.
   */
  onEndlessLoop?(ctx: Ctx<D>): void;
  /** A fast deep copy of the game data; the kernel falls back to a generic JSON copy. */
  cloneData?(data: D): D;
  /**
   * The game data as it is written (serialized and hashed), when a shorter form says the same: e.g.
   * cards without the fields that hold their defaults. `readData` must undo it exactly. Without them
   * the data is written as it is.
   */
  writeData?(data: D): Json;
  readData?(written: Json): D;
  /** The viewer's view of the game data (private areas hidden). */
  view(state: GameState<D>, viewer: Viewer): JsonObject;
  /**
   * Takes out of the viewer's log (already filtered to its public and own parts) what the game's
   * rules still hide: e.g. object ids that would tell hidden cards apart. Copies what it changes.
   */
  redactLog?(log: JsonObject[], viewer: Viewer): JsonObject[];
  /**
   * The whole state as the viewer knows it, hidden cards replaced, for an AI playing through a
   * protocol (it redraws the hidden cards before it searches). Shares what it does not change.
   */
  infoState?(state: GameState<D>, viewer: Viewer): JsonObject;
}

class RunCtx<D extends object> implements Ctx<D> {
  frame: Frame | null = null;
  constructor(
    readonly state: GameState<D>,
    readonly module: GameModule<D, unknown>,
    /** The decision `state.answer` answers (outside the state: it is read only while this run lasts). */
    readonly answered: Decision | null = null,
  ) {}
  get data(): D {
    return this.state.data;
  }
  push(kind: string, locals: JsonObject = {}): void {
    if (!this.module.procedures[kind]) throw new Error(`Unknown procedure "${kind}"`);
    if (this.state.result) return; // the game is over: nothing more happens
    this.state.frames.push({ kind, step: 0, locals });
  }
  pop(): void {
    const s = this.state.frames;
    const i = this.frame ? s.lastIndexOf(this.frame) : s.length - 1;
    if (i >= 0) s.splice(i, 1);
  }
  ask(d: Omit<Decision, 'id' | 'optional'> & { optional?: boolean }): void {
    if (this.state.result) return;
    const optional = d.optional ?? ((d.type === 'select' || d.type === 'distribute') && d.min === 0);
    // Built field by field: a spread of the request is measurably slower in this hot path.
    const pending: Decision = {
      id: this.state.nextDecision++,
      player: d.player,
      kind: d.kind,
      type: d.type,
      prompt: d.prompt,
      options: d.options,
      min: d.min,
      max: d.max,
      optional,
    };
    if (d.data !== undefined) pending.data = d.data;
    if (d.secret !== undefined) pending.secret = d.secret;
    if (d.back === true) pending.back = true;
    this.state.pending = pending;
  }
  takeAnswer(): Answer | null {
    const a = this.state.answer;
    this.state.answer = null;
    return a;
  }
  takeChosen(): DecisionOption[] {
    const a = this.takeAnswer();
    return a && 'choose' in a ? optionsNamed(this.answered, a.choose) : [];
  }
  takeOrdered(): DecisionOption[] {
    const a = this.takeAnswer();
    return a && 'order' in a ? optionsNamed(this.answered, a.order) : [];
  }
  takeCounts(): { option: DecisionOption; n: number }[] {
    const a = this.takeAnswer();
    return a && this.answered ? optionCounts(this.answered, a) : [];
  }
  emit(event: JsonObject, secret?: { to: PlayerIndex[]; data: JsonObject }): void {
    const st = this.state;
    if (st.result) return; // e.g. a winner was established in the middle of an effect
    if (st.batchOpen === 0) st.batch++;
    // The same keys in the same order as `{ ...event, ...secret.data }`, which took the engine's slow
    // path for these objects of many shapes (about 20 times slower measured apart; issue 15).
    const full = secret ? Object.assign({}, event, secret.data) : event;
    // Logged first, so what the event causes (even the end of the game) is logged after it.
    const entry: LogEntry = secret ? { n: st.log.length, event, secret } : { n: st.log.length, event };
    st.log.push(entry);
    // Values derived from the data (derived.ts) are stale once an event has changed it; an event
    // the module says changed nothing (a pass, a reveal) keeps them.
    if (this.module.applyEvent(this, full) !== false) dataChanged(st.data);
    if (st.result === null) this.module.collectTriggers?.(this, full);
  }
  beginBatch(): void {
    if (this.state.batchOpen++ === 0) this.state.batch++;
  }
  endBatch(): void {
    if (this.state.batchOpen > 0) this.state.batchOpen--;
  }
  queueTrigger(t: Omit<PendingTrigger, 'batch'>): void {
    const batch = this.state.batch;
    if (this.module.triggerOncePerBatch) {
      // Saga 8-6-3: satisfied several times at once, it activates once.
      const dup = this.state.triggers.some(
        (p) => p.batch === batch && p.source === t.source && p.ability === t.ability,
      );
      if (dup) return;
    }
    this.state.triggers.push({ ...t, batch });
  }
  random(n: number): number {
    return randomInt(this.state.rng, n);
  }
  shuffle<T>(items: T[]): void {
    shuffleInPlace(this.state.rng, items);
  }
  newObjectId(): number {
    return this.state.nextObject++;
  }
  end(result: GameResult): void {
    if (this.state.result) return;
    this.state.result = result;
    this.state.pending = null;
    this.state.frames.length = 0;
    this.state.log.push({ n: this.state.log.length, event: { t: 'gameEnd', ...result } });
  }
}

/** Procedure steps without a decision before the game counts as stuck in an endless loop. */
export const MAX_STEPS = 1_000_000;

/** Runs procedures until a decision is needed or the game ends. */
export function run<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  answered: Decision | null = null,
): void {
  const ctx = new RunCtx(state, module, answered);
  let guard = 0;
  while (state.result === null && state.pending === null) {
    const frame = state.frames[state.frames.length - 1];
    if (!frame) throw new Error('The game has no procedure left to run and no result.');
    const proc = module.procedures[frame.kind];
    if (!proc) throw new Error(`Unknown procedure "${frame.kind}"`);
    ctx.frame = frame;
    proc(ctx, frame);
    if (++guard > MAX_STEPS) {
      if (!module.onEndlessLoop) throw new Error(`Procedure loop did not settle (last: ${frame.kind}).`);
      ctx.frame = null;
      module.onEndlessLoop(ctx);
      if (state.result === null) throw new Error('onEndlessLoop must end the game.');
    }
  }
}

export function createGame<D extends object, Setup>(
  module: GameModule<D, Setup>,
  setup: Setup,
  seed: number,
): GameState<D> {
  const state: GameState<D> = {
    game: module.id,
    ruleset: module.ruleset,
    rng: seedRng(seed),
    nextDecision: 1,
    nextObject: 1,
    frames: [],
    pending: null,
    answer: null,
    triggers: [],
    batch: 0,
    batchOpen: 0,
    result: null,
    log: [],
    data: {} as D,
  };
  const ctx = new RunCtx(state, module as GameModule<D, unknown>);
  state.data = module.init(ctx, setup);
  run(module as GameModule<D, unknown>, state);
  return state;
}

/**
 * Answers the pending decision. On success the game runs on to the next decision;
 * on error nothing in the state has changed.
 */
export function respond<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  decisionId: number,
  answer: Answer,
  player?: PlayerIndex,
): RespondResult {
  // The data may have been changed by hand since the last answer (tests, tools): read it afresh.
  dataChanged(state.data);
  const e = checkAnswer(module, state, decisionId, answer, player);
  if (e) return { ok: false, error: e };
  const answered = state.pending;
  if (module.onAnswer && answered) module.onAnswer(state, answered, answer);
  state.pending = null;
  state.answer = answer;
  run(module, state, answered);
  return { ok: true };
}

export function checkAnswer<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  decisionId: number,
  answer: Answer,
  player?: PlayerIndex,
): EngineError | null {
  if (state.result) return { code: 'GAME_OVER', message: 'The game is over.' };
  const d = state.pending;
  if (!d) return { code: 'NO_DECISION', message: 'No decision is pending.' };
  if (d.id !== decisionId) {
    return {
      code: 'STALE_DECISION',
      message: `Decision ${decisionId} is not the current one (${d.id}).`,
    };
  }
  if (player !== undefined && player !== d.player) {
    return {
      code: 'WRONG_PLAYER',
      message: `It is player ${d.player + 1}'s decision, not player ${player + 1}'s.`,
    };
  }
  const shape = checkShape(d, answer);
  if (shape) return shape;
  if (isBack(answer)) {
    if (d.back === true) return null;
    return {
      code: 'CANNOT_GO_BACK',
      message: module.backRefused?.(state, d) ?? `"${d.kind}" cannot be taken back.`,
    };
  }
  const msg = module.validate?.(state, d, answer) ?? null;
  if (msg) return { code: 'ILLEGAL_ANSWER', message: msg };
  return null;
}

/**
 * The legal answers of the pending decision, where they can be listed (up to `limit`). Taking an
 * action back (`{ back: true }`) is never among them: it is a player's change of mind, not a move.
 */
export function legalAnswers<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  limit = 10_000,
): Answer[] {
  const d = state.pending;
  if (!d) return [];
  const all = shapeAnswers(d, limit);
  return module.validate ? all.filter((a) => module.validate!(state, d, a) === null) : all;
}

function accepts<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  d: Decision,
  a: Answer,
): boolean {
  return !module.validate || module.validate(state, d, a) === null;
}

/**
 * A uniformly drawn legal answer where the answers can be listed, else a random answer of the
 * right shape retried until legal. `rng` is the caller's own generator state, not the game's.
 */
export function randomLegalAnswer<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  rng: number[],
): Answer {
  const d = state.pending;
  if (!d) throw new Error('No decision is pending.');

  if (d.type === 'select' && d.min === 1 && d.max === 1) {
    // The common case, one option of n: no need to list the answers unless the pick is refused.
    const a = { choose: [d.options[randomInt(rng, d.options.length)]!.id] };
    if (accepts(module, state, d, a)) return a;
  }
  if (d.type === 'number') {
    const a = { number: d.min + randomInt(rng, d.max - d.min + 1) };
    if (accepts(module, state, d, a)) return a;
  }
  if (d.type === 'distribute' || d.type === 'order') {
    for (let i = 0; i < 200; i++) {
      const a = randomShapeAnswer(d, rng);
      if (accepts(module, state, d, a)) return a;
    }
  }
  const all = legalAnswers(module, state, 5000);
  if (all.length === 0) throw new Error(`Decision "${d.kind}" has no legal answer.`);
  return all[randomInt(rng, all.length)]!;
}

/** 1-2-4 (Saga) and the like: a player concedes at any time; the other wins at once. */
export function concede<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  player: PlayerIndex,
): RespondResult {
  if (state.result) return { ok: false, error: { code: 'GAME_OVER', message: 'The game is over.' } };
  const ctx = new RunCtx(state, module);
  ctx.end({ winner: player === 0 ? 1 : 0, reason: `Player ${player + 1} conceded` });
  return { ok: true };
}

/** Log entries as `viewer` may see them: secrets only for those they were meant for. */
export function viewLog(log: readonly LogEntry[], viewer: Viewer, from = 0): JsonObject[] {
  const out: JsonObject[] = [];
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    if (e.secret && viewer !== 'spectator' && e.secret.to.includes(viewer)) {
      out.push({ ...e.event, ...e.secret.data });
    } else {
      out.push(e.event);
    }
  }
  return out;
}

/** The decision as `viewer` may see it: only the deciding player sees it; the others, its waiting view. */
export function viewDecision(d: Decision | null, viewer: Viewer): JsonObject | null {
  if (!d) return null;
  if (viewer === d.player) return d as unknown as JsonObject;
  return waitingView(d);
}

/**
 * What everyone but the deciding player sees of a decision, the same for every other viewer: its
 * sequence number, who decides and its kind, never its prompt, options or data. Kinds therefore
 * never depend on hidden cards: a decision about a hidden card is a hidden-card window whose kind
 * is that of its sort of window and that is asked whatever the card is (hidden.ts).
 */
export function waitingView(d: Decision): JsonObject {
  return { id: d.id, player: d.player, kind: d.kind, waiting: true };
}
