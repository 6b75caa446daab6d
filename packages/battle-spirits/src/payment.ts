import type { Ctx, DecisionOption, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { moveCores, type CoreCause } from './events.ts';
import type { CoreLoc, SagaData } from './state.ts';

/**
 * Where a player's spendable cores are (10-6-6, 10-6-7): the reserve and each card on their field.
 * Option ids: "reserve", "c12" for regular cores, and the same with "*" for the soul core.
 */
export function coreSourceOptions(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  exclude = -1,
): DecisionOption[] {
  const pl = d.players[p];
  const out: DecisionOption[] = [];
  if (pl.reserve.n > 0) out.push({ id: 'reserve', label: 'Reserve', max: pl.reserve.n });
  if (pl.reserve.soul) out.push({ id: 'reserve*', label: 'Soul core in reserve', max: 1 });
  for (const c of pl.field) {
    if (c.id === exclude) continue;
    const name = reg.get(c.def).name;
    if (c.cores.n > 0) out.push({ id: `c${c.id}`, label: `${name} (#${c.id})`, card: c.def, max: c.cores.n });
    if (c.cores.soul)
      out.push({ id: `c${c.id}*`, label: `Soul core on ${name} (#${c.id})`, card: c.def, max: 1 });
  }
  return out;
}

/** Moves the counted cores to `to`, one event per source. */
export function spendCores(
  ctx: Ctx<SagaData>,
  p: PlayerIndex,
  counts: Record<string, number>,
  to: CoreLoc,
  by: CoreCause,
): void {
  ctx.beginBatch();
  // Sorted keys keep the event order independent of how the answer object was built.
  for (const key of Object.keys(counts).sort()) {
    const n = counts[key]!;
    if (n <= 0) continue;
    const soul = key.endsWith('*');
    const loc = (soul ? key.slice(0, -1) : key) as CoreLoc;
    moveCores(ctx, p, loc, to, soul ? 0 : n, soul, by);
  }
  ctx.endBatch();
}
