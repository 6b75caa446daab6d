// Vanguard's windows to act or pass, for the auto-pass settings (table-settings.ts).
import type { PassWindow } from '../../table-settings.ts';
import { passOption } from '../../decision.ts';
import type { Decision } from '../../types.ts';
import type { VgGameView } from './types.ts';

/**
 * Vanguard's windows to act or pass: the guard step (7.5.1.2) and a hand card's timing to act
 * (8.1.1.2.1). Both are asked whatever the hand holds, so they are hidden windows.
 */
export function vgPassWindow(g: VgGameView, d: Decision): PassWindow | null {
  // Passing the guard step; keeping the hand hidden at a hand card's timing (the window's `pass`).
  const pass = d.kind === 'guard' || d.kind === 'handWindow' ? passOption(d) : undefined;
  return pass ? { pass: pass.id, attack: g.battle !== null, hidden: true } : null;
}
