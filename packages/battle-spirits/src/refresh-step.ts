// The refresh step (6-5), and the extra ones constant effects add after the attack step.

import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsNow } from './continuous.ts';
import { emit, moveCores } from './events.ts';
import { skipsRefresh } from './placement.ts';
import type { SagaData } from './state.ts';
import { K } from './procs.ts';

/** Player `p`'s refresh step: its start (its triggers), the field refreshed, trash cores to the reserve. */
export function refreshStep(ctx: Ctx<SagaData>, p: PlayerIndex): void {
  const d = ctx.data;
  emit(ctx, { t: 'step', step: 'refresh', p });
  // 6-5-2: refresh the field, and trash cores go back to the reserve.
  const ids = d.players[p].field.filter((c) => c.exhausted && !skipsRefresh(d, c.id)).map((c) => c.id);
  emit(ctx, { t: 'refreshAll', p, ids });
  const tr = d.players[p].trash;
  moveCores(ctx, p, 'trash', 'reserve', tr.n, tr.soul, 'rule');
  K.push(ctx, 'checkpoint', {});
}

/**
 * The constant `{ extraRefreshStep }` of player `p` that would give them a refresh step now, after
 * their attack step: the first active one not yet used this turn (a once-per-turn one is used up).
 */
export function extraRefreshStep(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
): { id: number; ability: number; card: string; once: boolean } | undefined {
  if (!reg.uses('extraRefreshStep')) return undefined;
  for (const { x, src, controller, ability } of constantsNow(reg, d, 'extraRefreshStep')) {
    if (!('extraRefreshStep' in x) || controller !== p || ability < 0) continue;
    const a = reg.get(src.def).abilities[ability];
    const once = a !== undefined && 'oncePerTurn' in a && a.oncePerTurn === true;
    if (once && d.used.includes(`${src.id}:${ability}`)) continue;
    return { id: src.id, ability, card: src.def, once };
  }
  return undefined;
}
