// Vanguard's windows to act or pass, for the auto-pass settings (table-settings.ts).
import type { PassWindow } from '../../table-settings.ts';
import type { Decision } from '../../types.ts';
import type { VgGameView } from './types.ts';

/**
 * Vanguard's windows to act or pass: the guard step (7.5.1.2) and a hand card's timing to act
 * (8.1.1.2.1). Both are asked whatever the hand holds, so they are hidden windows.
 */
export function vgPassWindow(g: VgGameView, d: Decision): PassWindow | null {
  const pass = d.kind === 'guard' ? 'pass' : d.kind === 'handWindow' ? 'keep' : null;
  if (pass === null || !d.options?.some((o) => o.id === pass)) return null;
  return { pass, attack: g.battle !== null, hidden: true };
}
