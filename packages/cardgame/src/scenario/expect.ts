// The expectations every game's scenarios share (docs/scenarios.md, "Assertions"): where the game is
// (turn, whose turn, phase and step, as the game's clock says), how the game ended, the pending
// decision and what it offers, and the events so far. A game checks its own keys (areas, values)
// and hands these here.
import type { Decision, Game, PlayerIndex } from '@arbiter/engine';
import { COMMON_REFS, describeOptions, offers, type CardNamer, type RefDialect } from './answers.ts';
import { checkEvents, checkNoEvents, type EventPattern } from './events.ts';
import { describeDecision, fullEvent, seatName } from './script.ts';

export const COMMON_EXPECT_KEYS = [
  'turn',
  'active',
  'phase',
  'step',
  'winner',
  'over',
  'reason',
  'decision',
  'can',
  'cannot',
  'events',
  'noEvents',
];

/**
 * Where a game is, in its own words: the turn number, whose turn, and the phase and step where the
 * game has them (Saga has steps, DBSCG phases, Vanguard both). A game without one of them leaves it
 * out, and the key is then the game's own to check (or unknown).
 */
export interface GameClock {
  turn: number;
  active: PlayerIndex;
  phase?: string;
  step?: string;
}

export interface CommonExpectReader<D extends object = object, Setup = unknown> {
  cardName: CardNamer;
  /** The game's own words for answers (`can`, `cannot`), as its scripts write them. */
  dialect?: RefDialect;
  /** Where the game is (`turn`, `active`, `phase`, `step`); without it those keys are the game's. */
  clock?(game: Game<D, Setup>): GameClock;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/**
 * The failures of one common expectation (`key: expected X, got Y`), or null when `key` is not one
 * of `COMMON_EXPECT_KEYS` (the game's own then). `turn`: the turn number; `active`: whose turn, p1
 * or p2; `phase`, `step`: as the game names them (null when its clock has none); `winner`: p1, p2, draw or none; `over`: whether the
 * game is over; `reason`: part of the result's reason; `decision`: `p2 block`, `block` or `none`;
 * `can` / `cannot`: references the pending decision offers, or not; `events` / `noEvents`: patterns
 * over the whole log so far.
 */
export function commonExpectation<D extends object, Setup>(
  game: Game<D, Setup>,
  key: string,
  want: unknown,
  read: CommonExpectReader<D, Setup>,
): string[] | null {
  const res = game.state.result;
  const resultText = res ? (res.winner === null ? 'draw' : seatName(res.winner)) : 'none';
  const full = res ? `${resultText} (${res.reason})` : 'none (the game is not over)';
  const pending = game.decision;
  const isOffered = (d: Decision, ref: string) => offers(d, read.cardName, ref, read.dialect ?? COMMON_REFS);
  if (key === 'turn' || key === 'active' || key === 'phase' || key === 'step') {
    const clock = read.clock?.(game);
    const got = clock && (key === 'active' ? seatName(clock.active) : clock[key]);
    if (got === undefined) return null;
    return want === got ? [] : [`${key}: expected ${String(want)}, got ${String(got)}`];
  }
  switch (key) {
    case 'winner':
      return want === resultText ? [] : [`winner: expected ${String(want)}, got ${full}`];
    case 'over':
      return want === (res !== null)
        ? []
        : [`over: expected ${String(want)}, got ${res !== null} (result ${full})`];
    case 'reason':
      return res && res.reason.toLowerCase().includes(String(want).toLowerCase())
        ? []
        : [`reason: expected it to contain "${String(want)}", got ${full}`];
    case 'decision': {
      const w = String(want).trim();
      const got = describeDecision(pending);
      const ok = w === got || (pending !== null && !/\s/.test(w) && w === pending.kind);
      return ok ? [] : [`decision: expected ${w}, got ${got}`];
    }
    case 'can':
    case 'cannot': {
      if (!pending) return [`${key}: no decision is pending`];
      const refs = asList(want).map(String);
      return key === 'can'
        ? refs
            .filter((r) => !isOffered(pending, r))
            .map(
              (r) =>
                `can: "${r}" is not offered by ${describeDecision(pending)} (options: ${describeOptions(pending)})`,
            )
        : refs
            .filter((r) => isOffered(pending, r))
            .map((r) => `cannot: "${r}" is offered by ${describeDecision(pending)}`);
    }
    case 'events':
    case 'noEvents': {
      const log = game.state.log.map(fullEvent);
      const check = key === 'events' ? checkEvents : checkNoEvents;
      return check(read.cardName, log, asList(want) as EventPattern[], '', 'so far');
    }
    default:
      return null;
  }
}
