// DBSCG's windows to act or pass, for the auto-pass settings (table-settings.ts).
import type { PassWindow } from '../../table-settings.ts';
import { passOption } from '../../decision.ts';
import type { Decision } from '../../types.ts';
import type { DbsGameView } from './types.ts';

/**
 * DBSCG's windows to act or pass: the free timings of a battle (the Offense Step, 7-2, and
 * the Defense Step, 7-3; 4-6), whose pass is the option marked `pass`. They are asked whatever the
 * player's hand holds, so they are hidden windows.
 */
export function dbsPassWindow(g: DbsGameView, d: Decision): PassWindow | null {
  const pass = d.kind === 'battleAction' ? passOption(d) : undefined;
  return pass ? { pass: pass.id, attack: g.battle !== null, hidden: true } : null;
}
