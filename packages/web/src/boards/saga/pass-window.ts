// Saga's windows to act or pass, for the auto-pass settings (table-settings.ts).
import type { PassWindow } from '../../table-settings.ts';
import { passOption } from '../../decision.ts';
import type { Decision } from '../../types.ts';

/**
 * Saga's windows to act or pass: a flash timing (7-1-2-1, 7-1-4-1), which belongs to the battle
 * under way. The engine asks it only when the player has a flash effect to use (it passes for them
 * otherwise), so passing it reveals nothing the decision did not.
 */
export function sagaPassWindow(g: { battle: unknown }, d: Decision): PassWindow | null {
  const pass = d.kind === 'flash' ? passOption(d) : undefined;
  return pass ? { pass: pass.id, attack: g.battle !== null, hidden: false } : null;
}
