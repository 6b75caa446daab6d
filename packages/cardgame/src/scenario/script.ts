// The game-agnostic half of the scenario runner: plays a script of answers against a game, checks
// each step's events and expectations, and reports failures that say where and what differs. A game
// gives the card names, its own expectations, how its scripts write answers when the common
// references do not do, and the decisions the runner answers by itself.
import {
  hiddenWindowKeep,
  type Answer,
  type Decision,
  type Game,
  type JsonObject,
  type LogEntry,
  type PlayerIndex,
} from '@arbiter/engine';
import {
  describeOptions,
  offers,
  optionText,
  resolveAnswer,
  type AnswerSpec,
  COMMON_REFS,
  type CardNamer,
  type RefDialect,
  type Resolved,
} from './answers.ts';
import { checkEvents, checkNoEvents, compact, showEvent, type EventPattern } from './events.ts';

/** The top-level keys of every game's scenario file (docs/scenarios.md, "Top-level keys"). */
export const SCENARIO_KEYS: readonly string[] = [
  'game',
  'name',
  'rules',
  'description',
  'seed',
  'strict',
  'then',
  'cards',
  'start',
  'decks',
  'script',
  'expect',
  'deckCheck',
];

/** Keys a script step may hold besides its answer key. */
export const STEP_KEYS = new Set([
  'events',
  'noEvents',
  'expect',
  'refused',
  'can',
  'cannot',
  'concede',
  'line',
  'by',
  'decision',
]);

/** A script step; `E` is the game's expectation (a plain object unless the game parses it). */
export interface ScriptStep<E = JsonObject> {
  /** The seat and decision kind the step answers ("p1 mainAction"), if it is an answer. */
  seat?: PlayerIndex;
  kind?: string;
  answer?: AnswerSpec;
  events?: EventPattern[];
  noEvents?: EventPattern[];
  expect?: E;
  /** The answer must be refused: true, an error code, or `{code, message}`. */
  refused?: boolean | string | { code?: string; message?: string };
  can?: string[];
  cannot?: string[];
  concede?: PlayerIndex;
  line?: number;
  /** How the step reads (`p1 mainAction: summon Ember Whelp`), for messages. */
  text?: string;
  /** Who sends the answer, when not the decision's player (to test WRONG_PLAYER). */
  by?: PlayerIndex;
  /** The decision id answered: `stale` (the one before) or a number (to test STALE_DECISION). */
  decision?: 'stale' | number;
}

export interface ScriptHooks<D extends object, Setup, E = JsonObject> {
  cardName: CardNamer;
  /** The game's own expectations (areas, values); failures start with `where`, name the key and both values. */
  checkExpect(game: Game<D, Setup>, expect: E, where: string): string[];
  /**
   * A decision the runner answers by itself when the script does not mention it (documented per
   * game, e.g. passing a counter timing, or any decision of a non-strict script); null when the
   * script must answer it.
   */
  autoAnswer(game: Game<D, Setup>): Answer | null;
  /**
   * The game's own words for answers (`RefDialect`), read with the common references by the one
   * resolver every game shares (`resolveAnswer`, `offers`); default: the common references only.
   */
  dialect?(game: Game<D, Setup>): RefDialect;
}

export interface ScriptOptions {
  strict: boolean;
  /** The script may end while the game waits for a decision (`then: stop`). */
  stopAtEnd: boolean;
  /**
   * Answer the hidden-card windows that offer nothing but keeping the card hidden (the kernel's
   * `hiddenWindowKeep`: docs/architecture.md, "Hidden cards") before a step that expects another
   * decision, before every check and at the end of the script, without a note: the engine asks them
   * at every moment a hidden card could act, and scripts stay readable without them (Saga's bursts).
   */
  keepHiddenWindows?: boolean;
  /**
   * Whether the runner's own answers (`autoAnswer`) also settle the game before a check standing
   * alone and, when not strict, at the end of the script (default true). False: only before an
   * answer step that expects another decision (Saga's runner).
   */
  settle?: boolean;
}

export interface ScriptRun {
  /** Empty when every step passed. */
  failures: string[];
  /** The decisions the runner answered by itself ("p2 counter"). */
  autoAnswered: string[];
  /** Each answer of the runner's that passed over something a player other than the step's could have done. */
  notes: string[];
  /** Where each step's events begin in the log, and the step as messages name it (`--events`). */
  marks: { from: number; text: string }[];
  /** The script could not go on (a step met another decision, an answer was refused, the engine threw). */
  stopped: boolean;
}

export const seatName = (p: PlayerIndex): 'p1' | 'p2' => (p === 0 ? 'p1' : 'p2');

/** An event with its secret part: scenarios see everything. */
export function fullEvent(e: LogEntry): JsonObject {
  return e.secret ? { ...e.event, ...e.secret.data } : e.event;
}

/** "p1 mainAction", or "none". */
export function describeDecision(d: Decision | null): string {
  return d ? `${seatName(d.player)} ${d.kind}` : 'none';
}

/** What the game waits for, for messages: the decision with its prompt and options, or the result. */
export function waitingFor<D extends object, Setup>(game: Game<D, Setup>): string {
  const d = game.decision;
  if (!d) {
    const r = game.state.result;
    return r
      ? `nothing: the game is over (${r.winner === null ? 'draw' : `${seatName(r.winner)} won`}: ${r.reason})`
      : 'nothing';
  }
  return `${describeDecision(d)} ("${d.prompt}"; options: ${describeOptions(d)})`;
}

/** Reads a YAML step: the one key that is not a step key is "<seat> <kind>" or "<kind>". */
export function readStep(raw: Record<string, unknown>, line?: number): ScriptStep | string {
  const step: ScriptStep = {};
  if (line !== undefined) step.line = line;
  const answerKeys = Object.keys(raw).filter((k) => !STEP_KEYS.has(k));
  if ('concede' in raw) {
    const s = raw.concede;
    if (s !== 'p1' && s !== 'p2') return 'concede takes p1 or p2';
    step.concede = s === 'p1' ? 0 : 1;
    step.text = `concede: ${s}`;
    return step;
  }
  if (answerKeys.length > 1) return `one answer per step, not ${answerKeys.join(', ')}`;
  if (answerKeys.length === 1) {
    const key = answerKeys[0]!;
    const m = /^(?:(p1|p2)\s+)?(\w+)$/.exec(key.trim());
    if (!m) return `"${key}" is not "<p1|p2> <decision kind>"`;
    if (m[1]) step.seat = m[1] === 'p1' ? 0 : 1;
    step.kind = m[2]!;
    step.answer = raw[key] as AnswerSpec;
    step.text = `${key}: ${compact(step.answer)}`;
  } else step.text = 'expect';
  if (raw.events !== undefined) step.events = raw.events as EventPattern[];
  if (raw.noEvents !== undefined) step.noEvents = raw.noEvents as EventPattern[];
  if (raw.expect !== undefined) step.expect = raw.expect as JsonObject;
  if (raw.refused !== undefined) step.refused = raw.refused as ScriptStep['refused'];
  if (raw.can !== undefined) step.can = raw.can as string[];
  if (raw.cannot !== undefined) step.cannot = raw.cannot as string[];
  if (raw.by !== undefined) {
    if (raw.by !== 'p1' && raw.by !== 'p2') return 'by takes p1 or p2';
    step.by = raw.by === 'p1' ? 0 : 1;
  }
  if (raw.decision !== undefined) {
    if (raw.decision !== 'stale' && typeof raw.decision !== 'number')
      return 'decision takes stale or a number';
    step.decision = raw.decision;
  }
  return step;
}

/**
 * What an answer of the runner's passed over, when the player had a choice ("p2 could also:
 * magic:12 (Kindle)"), or null when it was the only thing to do.
 */
function passedOver(d: Decision, answer: Answer, strict: boolean): string | null {
  const chosen = 'choose' in answer ? answer.choose : [];
  const others = d.options.filter((o) => !chosen.includes(o.id));
  if (d.options.length > 0 && others.length === 0) return null;
  const picked = chosen.length > 0 ? chosen.join(', ') : JSON.stringify(answer);
  const could =
    others.length > 0 ? `; ${seatName(d.player)} could also: ${others.map(optionText).join(', ')}` : '';
  return `${describeDecision(d)} was answered \`${picked}\` by default${strict ? '' : ' (strict: false)'}${could}`;
}

const MAX_AUTO = 500;

/** The expected refusal: its code (none for `refused: true`) and part of its message. */
function refusal(r: NonNullable<ScriptStep['refused']>): { code?: string; message?: string } {
  return typeof r === 'string' ? { code: r } : typeof r === 'object' ? r : {};
}

/**
 * Plays the script; returns the failures (empty when every step passed), the auto-answers made,
 * notes (each auto-answer that passed over something a player other than the step's could have
 * done, so that none goes by unsaid) and where each step's events begin. Never throws: an engine
 * error is a failure.
 */
export function runScript<D extends object, Setup, E = JsonObject>(
  game: Game<D, Setup>,
  steps: readonly ScriptStep<E>[],
  hooks: ScriptHooks<D, Setup, E>,
  opts: ScriptOptions,
): ScriptRun {
  const run: ScriptRun = { failures: [], autoAnswered: [], notes: [], marks: [], stopped: false };
  const stop = (): ScriptRun => ({ ...run, stopped: true });
  const { failures, notes } = run;
  const name = hooks.cardName;
  const settle = opts.settle !== false;
  const dialect = (): RefDialect => hooks.dialect?.(game) ?? COMMON_REFS;
  const resolve = (d: Decision, spec: AnswerSpec): Resolved => resolveAnswer(d, name, spec, dialect());
  const isOffered = (d: Decision, ref: string): boolean => offers(d, name, ref, dialect());

  /** The hidden-card windows with nothing but "keep it hidden", unless `wanted` is that decision. */
  const keepHidden = (wanted?: (d: Decision) => boolean): void => {
    if (!opts.keepHiddenWindows) return;
    for (let n = 0; n < MAX_AUTO; n++) {
      const d = game.decision;
      const keep = d && d.options.length === 1 ? hiddenWindowKeep(d) : null;
      if (!d || keep === null || wanted?.(d)) return;
      const r = game.respond(d.id, { choose: [keep] }, d.player);
      if (!r.ok) throw new Error(`keeping the card hidden was refused: ${r.error.message}`);
    }
  };

  /**
   * One answer of the runner's; `where`, `lead` and `seat`: the step it happens before ("step 2 ...",
   * "before it, "), or the end of the script, and that step's player, for the note. 'none' when the
   * game gives none, 'refused' (a failure) when the engine refused it.
   */
  const answerAuto = (where: string, lead: string, seat?: PlayerIndex): 'done' | 'none' | 'refused' => {
    const d = game.decision;
    const a = d ? hooks.autoAnswer(game) : null;
    if (!a || !d) return 'none';
    const r = game.respond(d.id, a, d.player);
    if (!r.ok) {
      failures.push(`${where}: the default answer to ${describeDecision(d)} was refused: ${r.error.message}`);
      return 'refused';
    }
    run.autoAnswered.push(describeDecision(d));
    const over = seat !== d.player ? passedOver(d, a, opts.strict) : null;
    if (over) notes.push(`${where}: ${lead}${over}`);
    return 'done';
  };
  /** The runner's answers until the game waits for something else; false when one was refused. */
  const answerAll = (
    where: string,
    lead: string,
    until?: (d: Decision) => boolean,
    seat?: PlayerIndex,
  ): boolean => {
    for (let n = 0; n < MAX_AUTO; n++) {
      const d = game.decision;
      if (!d || until?.(d)) return true;
      const a = answerAuto(where, lead, seat);
      if (a !== 'done') return a === 'none';
    }
    return true;
  };

  /** Plays one answer step; false when the script cannot go on. */
  const play = (step: ScriptStep<E>, where: string): boolean => {
    const matches = (d: Decision) =>
      d.kind === step.kind && (step.seat === undefined || step.seat === d.player);
    keepHidden(matches);
    if (!answerAll(where, 'before it, ', matches, step.seat)) return false;
    const d = game.decision;
    const want = `${step.seat !== undefined ? `${seatName(step.seat)} ` : ''}${step.kind}`;
    // An answer after the end may be scripted to show that it is refused (GAME_OVER).
    const gameOverRefusal = !d && step.refused !== undefined && game.over;
    if (!gameOverRefusal && (!d || !matches(d))) {
      failures.push(`${where}: expected ${want}, but the game waits for ${waitingFor(game)}`);
      return false;
    }
    if (d) {
      for (const ref of step.can ?? [])
        if (!isOffered(d, ref))
          failures.push(`${where}: "${ref}" is not offered (options: ${describeOptions(d)})`);
      for (const ref of step.cannot ?? [])
        if (isOffered(d, ref)) failures.push(`${where}: "${ref}" is offered, but must not be`);
    }
    let answer: Answer = { choose: [] };
    if (d) {
      const res = resolve(d, step.answer ?? null);
      if (!res.ok && step.refused === undefined) {
        failures.push(`${where}: ${res.message}; ${describeDecision(d)} offers: ${describeOptions(d)}`);
        return false;
      }
      answer = res.ok ? res.answer : res.fallback;
    }
    const id = step.decision === 'stale' ? (d?.id ?? 1) - 1 : (step.decision ?? d?.id ?? 0);
    const sender = step.by ?? step.seat ?? d?.player;
    const logFrom = game.state.log.length;
    if (step.refused !== undefined) {
      const want = refusal(step.refused);
      const before = game.hash();
      const r = game.respond(id, answer, sender);
      if (r.ok) {
        failures.push(
          `${where}: expected the answer ${JSON.stringify(answer)} to be refused${want.code ? ` with ${want.code}` : ''}, but it was accepted`,
        );
        return false;
      }
      if (want.code && r.error.code !== want.code)
        failures.push(`${where}: expected refusal ${want.code}, got ${r.error.code} ("${r.error.message}")`);
      if (want.message && !r.error.message.toLowerCase().includes(want.message.toLowerCase()))
        failures.push(
          `${where}: expected the refusal message to contain "${want.message}", got "${r.error.message}"`,
        );
      if (game.hash() !== before)
        failures.push(`${where}: the refused answer changed the game state (hash differs)`);
    } else {
      const r = game.respond(id, answer, sender);
      if (!r.ok) {
        failures.push(
          `${where}: the answer ${JSON.stringify(answer)} was refused: ${r.error.code}: ${r.error.message}`,
        );
        return false;
      }
    }
    // A check on an answer step looks right after it (and the windows that only keep a card hidden).
    if (step.expect !== undefined) keepHidden();
    const caused = game.state.log.slice(logFrom).map(fullEvent);
    failures.push(...checkEvents(name, caused, step.events ?? [], where));
    failures.push(...checkNoEvents(name, caused, step.noEvents ?? [], where));
    if (step.expect !== undefined) failures.push(...hooks.checkExpect(game, step.expect, where));
    return true;
  };

  try {
    for (const [i, step] of steps.entries()) {
      const where = `step ${i + 1}${step.line ? ` (line ${step.line})` : ''}${step.text ? ` \`${step.text}\`` : ''}`;
      run.marks.push({ from: game.state.log.length, text: where });
      if (step.concede !== undefined) {
        const r = game.concede(step.concede);
        if (!r.ok) {
          failures.push(`${where}: the concession was refused: ${r.error.message}`);
          return stop();
        }
        continue;
      }
      if (step.kind !== undefined) {
        if (!play(step, where)) return stop();
        continue;
      }
      // Keys about an answer on a step without one would be checked against nothing.
      const stray = (['events', 'noEvents', 'refused', 'can', 'cannot'] as const).filter(
        (k) => step[k] !== undefined,
      );
      if (stray.length > 0)
        failures.push(`${where}: ${stray.join(', ')} belong to an answer step (a check has expect.events)`);
      // A check standing alone looks at the game once it has settled: the decisions the runner
      // answers by itself are answered first.
      if (step.expect === undefined) continue;
      keepHidden();
      if (settle && !answerAll(where, 'before it, ')) return stop();
      failures.push(...hooks.checkExpect(game, step.expect, where));
    }
    keepHidden();
    if (settle && !opts.strict && !answerAll('end of script', '')) return stop();
  } catch (e) {
    failures.push(`the engine threw: ${(e as Error).stack ?? String(e)}`);
    return stop();
  }
  if (game.decision && !opts.stopAtEnd && failures.length === 0)
    failures.push(
      `end of script: the game still waits for ${waitingFor(game)}; script it, or write \`then: stop\` if the scenario ends here`,
    );
  return run;
}

/**
 * The event log as the scenario sees it (secret parts included, card names and seats), each event
 * under the script step that caused it (`ScriptRun.marks`); events before the first step come first
 * ("start"). `arbiter scenario run --events` prints it.
 */
export function eventLogLines(
  log: readonly LogEntry[],
  marks: readonly { from: number; text: string }[],
  name: CardNamer,
): string[] {
  const out: string[] = ['events:'];
  const heads = [{ from: 0, text: 'start' }, ...marks];
  heads.forEach((h, i) => {
    const to = heads[i + 1]?.from ?? log.length;
    if (to <= h.from) return;
    out.push(`  ${h.text}:`);
    for (let k = h.from; k < to; k++) out.push(`    ${log[k]!.n} ${showEvent(name, fullEvent(log[k]!))}`);
  });
  return out;
}

/** A scenario's script played, its final `expect` checked, and its event log laid out if asked. */
export interface PlayedScenario {
  failures: string[];
  notes: string[];
  /** The event log by step (`eventLogLines`), when asked for. */
  events?: string[];
}

/**
 * Plays a scenario's script (`runScript`), then checks its final `expect` with the game's own check
 * (failures start with `expectWhere`, "expect" by default) unless the script could not go on, and lays out the event log by
 * step when `events` (`arbiter scenario run --events`): the same end for every game's scenarios.
 */
export function playScenario<D extends object, Setup, E = JsonObject>(
  game: Game<D, Setup>,
  steps: readonly ScriptStep<E>[],
  hooks: ScriptHooks<D, Setup, E>,
  opts: ScriptOptions & { expect?: E; events?: boolean; expectWhere?: string },
): PlayedScenario {
  const run = runScript(game, steps, hooks, opts);
  const failures = [...run.failures];
  if (opts.expect !== undefined && !run.stopped)
    failures.push(...hooks.checkExpect(game, opts.expect, opts.expectWhere ?? 'expect'));
  const played: PlayedScenario = { failures, notes: run.notes };
  if (opts.events) played.events = eventLogLines(game.state.log, run.marks, hooks.cardName);
  return played;
}
