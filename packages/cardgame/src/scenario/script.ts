// The game-agnostic half of the scenario runner: plays a script of answers against a game, checks
// each step's events and expectations, and reports failures that say where and what differs. A game
// gives the card names, its own expectations, and the decisions the runner answers by itself.
import type { Answer, Game, JsonObject, LogEntry, PlayerIndex } from '@arbiter/engine';
import { describeOptions, offers, resolveAnswer, type AnswerSpec, type CardNamer } from './answers.ts';
import { checkEvents, checkNoEvents, type EventPattern } from './events.ts';

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
]);

export interface ScriptStep {
  /** The seat and decision kind the step answers ("p1 mainAction"), if it is an answer. */
  seat?: PlayerIndex;
  kind?: string;
  answer?: AnswerSpec;
  events?: EventPattern[];
  noEvents?: EventPattern[];
  expect?: JsonObject;
  /** The answer must be refused: true, an error code, or `{code, message}`. */
  refused?: boolean | string | { code?: string; message?: string };
  can?: string[];
  cannot?: string[];
  concede?: PlayerIndex;
  line?: number;
}

export interface ScriptHooks<D extends object, Setup> {
  cardName: CardNamer;
  /** The game's own expectations (areas, values); failures name the key and both values. */
  checkExpect(game: Game<D, Setup>, expect: JsonObject, where: string): string[];
  /**
   * A decision the runner answers by itself when the script does not mention it (documented per
   * game, e.g. passing a counter timing); null when the script must answer it.
   */
  autoAnswer(game: Game<D, Setup>): Answer | null;
}

const seatName = (p: PlayerIndex): string => (p === 0 ? 'p1' : 'p2');

/** An event with its secret part: scenarios see everything. */
export function fullEvent(e: LogEntry): JsonObject {
  return e.secret ? { ...e.event, ...e.secret.data } : e.event;
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
  }
  if (raw.events !== undefined) step.events = raw.events as EventPattern[];
  if (raw.noEvents !== undefined) step.noEvents = raw.noEvents as EventPattern[];
  if (raw.expect !== undefined) step.expect = raw.expect as JsonObject;
  if (raw.refused !== undefined) step.refused = raw.refused as ScriptStep['refused'];
  if (raw.can !== undefined) step.can = raw.can as string[];
  if (raw.cannot !== undefined) step.cannot = raw.cannot as string[];
  return step;
}

/**
 * Plays the script; returns the failures (empty when every step passed), the auto-answers made, and
 * notes: each auto-answer that passed over something a player other than the step's could have done
 * ("p2 counter was answered by the runner; p2 could also: ..."), so that none goes by unsaid.
 */
export function runScript<D extends object, Setup>(
  game: Game<D, Setup>,
  steps: readonly ScriptStep[],
  hooks: ScriptHooks<D, Setup>,
  opts: { strict: boolean; stopAtEnd: boolean },
): { failures: string[]; autoAnswered: string[]; notes: string[] } {
  const failures: string[] = [];
  const autoAnswered: string[] = [];
  const notes: string[] = [];
  const name = hooks.cardName;
  /** `where` and `seat`: the step it happens before (and that step's player), for the note. */
  const answerAuto = (where: string, seat?: PlayerIndex): boolean => {
    const a = hooks.autoAnswer(game);
    const d = game.decision;
    if (!a || !d) return false;
    const r = game.respond(d.id, a);
    if (!r.ok) return false;
    autoAnswered.push(`${seatName(d.player)} ${d.kind}`);
    const chosen = 'choose' in a ? a.choose : 'order' in a ? [] : null;
    const others = chosen ? d.options.filter((o) => !chosen.includes(o.id)) : [];
    if (others.length > 0 && chosen && chosen.length > 0 && seat !== d.player)
      notes.push(
        `${where}: ${seatName(d.player)} ${d.kind} was answered ${chosen.map((id) => d.options.find((o) => o.id === id)?.label ?? id).join(', ')} by the runner; ${seatName(d.player)} could also: ${describeOptions({ ...d, options: others })}`,
      );
    return true;
  };
  for (const [i, step] of steps.entries()) {
    const where = `step ${i + 1}${step.line ? ` (line ${step.line})` : ''}`;
    if (step.concede !== undefined) {
      const r = game.concede(step.concede);
      if (!r.ok) failures.push(`${where}: concession refused: ${r.error.message}`);
      continue;
    }
    if (step.kind === undefined) {
      // Keys about an answer on a step without one would be checked against nothing.
      const stray = (['events', 'noEvents', 'refused', 'can', 'cannot'] as const).filter(
        (k) => step[k] !== undefined,
      );
      if (stray.length > 0)
        failures.push(`${where}: ${stray.join(', ')} belong to an answer step (a check has expect.events)`);
    }
    if (step.kind !== undefined) {
      // Decisions the script does not mention are answered by the runner where the game allows it.
      for (let guard = 0; guard < 500; guard++) {
        const d = game.decision;
        if (!d) break;
        if (d.kind === step.kind && (step.seat === undefined || step.seat === d.player)) break;
        if (!answerAuto(`${where}, before it`, step.seat)) break;
      }
      const d = game.decision;
      const want = `${step.seat !== undefined ? `${seatName(step.seat)} ` : ''}${step.kind}`;
      if (!d) {
        failures.push(
          `${where}: expected ${want}, but ${game.over ? `the game is over (${game.state.result?.reason})` : 'no decision is pending'}`,
        );
        return { failures, autoAnswered, notes };
      }
      if (d.kind !== step.kind || (step.seat !== undefined && step.seat !== d.player)) {
        failures.push(
          `${where}: expected ${want}, but the game waits for ${seatName(d.player)} ${d.kind} (${d.prompt})`,
        );
        return { failures, autoAnswered, notes };
      }
      for (const ref of step.can ?? [])
        if (!offers(d, name, ref))
          failures.push(`${where}: "${ref}" is not offered (options: ${describeOptions(d)})`);
      for (const ref of step.cannot ?? [])
        if (offers(d, name, ref)) failures.push(`${where}: "${ref}" is offered, but must not be`);
      const res = resolveAnswer(d, name, step.answer ?? null);
      const before = game.state.log.length;
      const hash = step.refused !== undefined ? game.hash() : '';
      if (!res.ok && step.refused === undefined) {
        failures.push(`${where}: ${res.message}`);
        return { failures, autoAnswered, notes };
      }
      const r = game.respond(d.id, res.ok ? res.answer : res.fallback);
      if (step.refused !== undefined) {
        const ref = step.refused;
        if (r.ok) failures.push(`${where}: the answer was accepted, but should be refused`);
        else {
          const code = typeof ref === 'string' ? ref : typeof ref === 'object' ? ref.code : undefined;
          const msg = typeof ref === 'object' ? ref.message : undefined;
          if (code && r.error.code !== code)
            failures.push(`${where}: refused with ${r.error.code}, expected ${code}`);
          if (msg && !r.error.message.toLowerCase().includes(msg.toLowerCase()))
            failures.push(`${where}: refusal "${r.error.message}" does not say "${msg}"`);
          if (game.hash() !== hash) failures.push(`${where}: a refused answer changed the state`);
        }
        continue;
      }
      if (!r.ok) {
        failures.push(`${where}: the answer was refused: ${r.error.message}`);
        return { failures, autoAnswered, notes };
      }
      const caused = game.state.log.slice(before).map(fullEvent);
      failures.push(...checkEvents(name, caused, step.events ?? [], where));
      failures.push(...checkNoEvents(name, caused, step.noEvents ?? [], where));
    }
    // A check standing alone looks at the game once it has settled: the decisions the runner
    // answers by itself (passes) are answered first. A check on an answer step looks right after it.
    if (step.kind === undefined && step.expect) while (game.decision && answerAuto(`${where}, before it`));
    if (step.expect) failures.push(...hooks.checkExpect(game, step.expect, where));
  }
  if (!opts.strict) while (game.decision && answerAuto('end of script'));
  if (game.decision && !opts.stopAtEnd && failures.length === 0) {
    const d = game.decision;
    failures.push(
      `the script ended while the game waits for ${seatName(d.player)} ${d.kind} (${d.prompt}); add a step or "then: stop"`,
    );
  }
  return { failures, autoAnswered, notes };
}
