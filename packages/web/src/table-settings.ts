// The player's table settings, whatever the game: when to stop at a window to act or pass (the
// game's board says which decisions are such windows: Board.passWindow) and how long each of the
// opponent's actions stays on screen. Kept per browser (TableSettingsPanel.tsx: localStorage).
import type { Answer, Decision } from './types.ts';

/**
 * A decision that only opens a timing to use an effect or pass (a flash timing, a free timing in a
 * battle, a guard step), as its game's board reads it: the auto-pass settings (autoPass, below)
 * may answer it with `pass`. Any other decision is never answered automatically.
 */
export interface PassWindow {
  /** The option that passes. */
  pass: string;
  /** The window belongs to an attack (a battle under way); otherwise to a step of the turn. */
  attack: boolean;
  /**
   * The window is asked whatever the player holds (a hidden hand keeps it hidden): passing it at once
   * because nothing is usable would tell the opponent so, so "only when I can act" never answers it.
   */
  hidden: boolean;
}

export interface TableSettings {
  /** Stop at the windows of my own turn (otherwise they are passed). */
  stopMyTurn: boolean;
  /** Stop at the windows of the opponent's attacks (otherwise they are passed). */
  stopOpponentAttacks: boolean;
  /** Pass, wherever it is, a window that offers nothing but the pass (never a hidden one). */
  onlyWhenICanAct: boolean;
  /** How long each of the opponent's actions is shown before the next, in ms (0: at once). */
  pauseMs: number;
}

/** The pauses offered. */
export const PAUSES: readonly number[] = [0, 400, 800, 1500];

/** Today's table: every window is asked and nothing is held back. */
export const DEFAULT_SETTINGS: TableSettings = {
  stopMyTurn: true,
  stopOpponentAttacks: true,
  onlyWhenICanAct: false,
  pauseMs: 0,
};

/** The settings kept as `raw` (nothing kept, or unreadable: the defaults; a bad field: its default). */
export function readSettings(raw: string | null): TableSettings {
  let kept: unknown = null;
  try {
    kept = raw === null ? null : JSON.parse(raw);
  } catch {
    kept = null;
  }
  const o = kept !== null && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
  const flag = (k: keyof TableSettings, d: boolean) => (typeof o[k] === 'boolean' ? o[k] : d);
  const pause =
    typeof o.pauseMs === 'number' && PAUSES.includes(o.pauseMs) ? o.pauseMs : DEFAULT_SETTINGS.pauseMs;
  return {
    stopMyTurn: flag('stopMyTurn', DEFAULT_SETTINGS.stopMyTurn),
    stopOpponentAttacks: flag('stopOpponentAttacks', DEFAULT_SETTINGS.stopOpponentAttacks),
    onlyWhenICanAct: flag('onlyWhenICanAct', DEFAULT_SETTINGS.onlyWhenICanAct),
    pauseMs: pause,
  };
}

/** An answer the settings give for a decision without asking, and why (shown to the player). */
export interface AutoPass {
  answer: Answer;
  why: string;
}

/**
 * The pass the settings give for `d`, or null when the player must be asked. Only a window (`w`,
 * from the game's board) is ever answered, only with its pass, and only when a setting covers it:
 * a window in my turn (stopMyTurn off), in the opponent's attack (stopOpponentAttacks off), or one
 * with nothing but the pass that is not hidden (onlyWhenICanAct). A window in the opponent's turn
 * outside an attack is always asked.
 */
export function autoPass(
  s: TableSettings,
  d: Decision,
  w: PassWindow | null,
  myTurn: boolean,
): AutoPass | null {
  if (!w || d.type !== 'select' || !d.options?.some((o) => o.id === w.pass)) return null;
  if ((d.min ?? 1) > 1 || (d.max ?? 1) < 1) return null;
  const answer: Answer = { choose: [w.pass] };
  if (s.onlyWhenICanAct && !w.hidden && d.options.length === 1) return { answer, why: 'nothing to use here' };
  if (myTurn && !s.stopMyTurn) return { answer, why: 'you do not stop in your own turn' };
  if (!myTurn && w.attack && !s.stopOpponentAttacks)
    return { answer, why: "you do not stop at the opponent's attacks" };
  return null;
}
