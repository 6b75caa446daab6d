// The replay viewer's address and keys (issue 22): its URL names the game, the viewpoint and the step
// shown, so that a link (or reloading the page) opens that very step from that viewpoint; the arrow
// keys step whatever has focus on the page, except where they edit something (a text field, a menu,
// the step slider, which steps by itself). PageUp and PageDown, and the turn buttons, jump from turn
// to turn where the server says each turn starts (the replay view's `turns`).
import type { Seat } from './types.ts';

export type ReplayViewer = Seat | 'spectator';

/** Where the viewer is: which finished game, seen by whom, after how many answers. */
export interface ReplayPlace {
  gameId: string;
  viewer: ReplayViewer;
  step: number;
}

/** The query string of a replay place (`?replay=ID&as=0|1|spectator&step=N`). */
export function replaySearch(p: ReplayPlace): string {
  return `?replay=${encodeURIComponent(p.gameId)}&as=${p.viewer}&step=${p.step}`;
}

/**
 * The replay place a query string names, or null when it names none. A missing or unknown `as` is
 * player 1's view; a missing or malformed `step` is the first step.
 */
export function replayPlaceOf(search: string): ReplayPlace | null {
  const q = new URLSearchParams(search);
  const gameId = q.get('replay');
  if (!gameId) return null;
  const as = q.get('as');
  const viewer: ReplayViewer = as === '1' ? 1 : as === 'spectator' ? 'spectator' : 0;
  const raw = q.get('step') ?? '';
  const step = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return { gameId, viewer, step };
}

/** What the focused element is, as far as the keys are concerned. */
export interface KeyTarget {
  tagName: string;
  /** An input's type ("text", "range", "radio"...). */
  type?: string;
  isContentEditable?: boolean;
}

// Inputs whose arrow keys do nothing of their own: the keys step the replay there too.
const KEYLESS_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'image']);

/** Whether the arrow keys already mean something where the focus is (editing, choosing, sliding). */
function ownsArrows(t: KeyTarget): boolean {
  if (t.isContentEditable) return true;
  const tag = t.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !KEYLESS_INPUTS.has((t.type ?? 'text').toLowerCase());
}

/** Turn `turn` begins at step `step` (the server's `turns`, in the order of the game). */
export interface TurnStart {
  turn: number;
  step: number;
}

/** The turn shown at `step`: the last one starting at or before it (0: the set-up, before turn 1). */
export function turnAtStep(turns: readonly TurnStart[], step: number): number {
  let turn = 0;
  for (const t of turns) if (t.step <= step) turn = t.turn;
  return turn;
}

/**
 * The step a turn jump from `step` goes to, or null when there is none that way: back, the start of
 * the turn shown (or, at its start already, of the turn before); forward, the start of the next turn.
 */
export function turnJump(turns: readonly TurnStart[], step: number, dir: -1 | 1): number | null {
  const starts = turns.map((t) => t.step);
  const to = dir < 0 ? starts.filter((s) => s < step).at(-1) : starts.find((s) => s > step);
  return to ?? null;
}

/**
 * The step a key goes to from `step` (of `steps`), or null when the key is not the replay's: the
 * arrows step one back or forward, Home and End go to the first and the last step, PageUp and
 * PageDown to the start of the turn before and after (`turns`).
 */
export function stepForKey(
  key: string,
  step: number,
  steps: number,
  target: KeyTarget,
  turns: readonly TurnStart[] = [],
): number | null {
  if (ownsArrows(target)) return null;
  const to =
    key === 'ArrowRight'
      ? step + 1
      : key === 'ArrowLeft'
        ? step - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? steps
            : key === 'PageUp'
              ? turnJump(turns, step, -1)
              : key === 'PageDown'
                ? turnJump(turns, step, 1)
                : null;
  return to === null ? null : Math.max(0, Math.min(steps, to));
}
