// Cores bound for a player's life put onto a card instead (8-9): the constant `{ lifeCoresToSelf }`.

import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsNow } from './continuous.ts';
import { coreObjects, emit, moveCores, type CoreCause, type SagaEvent } from './events.ts';
import { controllerOf, type CoreLoc, type SagaData } from './state.ts';

/** The field card that takes the cores bound for player `lifeOwner`'s life, and its controller. */
export function lifeCoresTaker(
  reg: CardRegistry,
  d: SagaData,
  lifeOwner: PlayerIndex,
): { id: number; p: PlayerIndex } | undefined {
  if (!reg.uses('lifeCoresToSelf')) return undefined;
  for (const { x, src } of constantsNow(reg, d, 'lifeCoresToSelf')) {
    if (!('lifeCoresToSelf' in x)) continue;
    const p = controllerOf(d, src.id);
    if (p === -1) continue;
    if (x.lifeCoresToSelf === 'own' && lifeOwner !== p) continue;
    if (x.lifeCoresToSelf === 'opponent' && lifeOwner === p) continue;
    // 8-9-3: one substitution per event; with several, the first on the field applies.
    return { id: src.id, p };
  }
  return undefined;
}

/**
 * An effect moves `n` cores from player `p`'s `from` into `p`'s life, or onto the card a substitution
 * names instead (8-9-1: the cores never reach the life, so no life is gained).
 */
export function coresIntoLife(
  ctx: Ctx<SagaData>,
  reg: CardRegistry,
  p: PlayerIndex,
  from: CoreLoc,
  n: number,
  soul: boolean,
  by: CoreCause,
  who?: PlayerIndex,
  src?: string,
): void {
  const taker = lifeCoresTaker(reg, ctx.data, p);
  if (!taker) {
    moveCores(ctx, p, from, 'life', n, soul, by, who, src);
    return;
  }
  const to: CoreLoc = `c${taker.id}`;
  // From the void they are simply the taker's controller's cores.
  if (from === 'void') {
    moveCores(ctx, taker.p, 'void', to, n, soul, by, who, src);
    return;
  }
  if (n <= 0 && !soul) return;
  const ev: SagaEvent = { t: 'cores', p, from, to, n, soul, by, ...coreObjects(from, to) };
  if (who !== undefined) ev.who = who;
  if (src !== undefined) ev.src = src;
  if (taker.p !== p) ev.toP = taker.p;
  emit(ctx, ev);
}
