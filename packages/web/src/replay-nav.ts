// The replay viewer's address and keys (issue 22): its URL names the game, the viewpoint and the step
// shown, so that a link (or reloading the page) opens that very step from that viewpoint; the arrow
// keys step whatever has focus on the page, except where they edit something (a text field, a menu,
// the step slider, which steps by itself).
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

/**
 * The step a key goes to from `step` (of `steps`), or null when the key is not the replay's: the
 * arrows step one back or forward, Home and End go to the first and the last step.
 */
export function stepForKey(key: string, step: number, steps: number, target: KeyTarget): number | null {
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
            : null;
  return to === null ? null : Math.max(0, Math.min(steps, to));
}
