// DBSCG's windows to act or pass, for the auto-pass settings (table-settings.ts).
import type { PassWindow } from '../../table-settings.ts';
import type { Decision } from '../../types.ts';
import type { DbsGameView } from './types.ts';

/**
 * DBSCG's windows to act or pass: the free timings of a battle (the Offense Step, 7-2, and
 * the Defense Step, 7-3; 4-6), whose pass is the one option naming no card. They are asked whatever the
 * player's hand holds, so they are hidden windows.
 */
export function dbsPassWindow(g: DbsGameView, d: Decision): PassWindow | null {
  if (d.kind !== 'battleAction') return null;
  const passes = (d.options ?? []).filter((o) => o.card === undefined && o.obj === undefined);
  return passes.length === 1 ? { pass: passes[0]!.id, attack: g.battle !== null, hidden: true } : null;
}
