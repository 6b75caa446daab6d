import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { SagaOption } from './asking.ts';
import { levelFor, lv1Cores, type CardRegistry } from './cards.ts';
import { bpOf, levelCostDelta } from './continuous.ts';
import type { CoreRisk } from './core-risk.ts';
import { moveCores, type CoreCause } from './events.ts';
import { coreCount, type CardObj, type CoreLoc, type PlayerData, type SagaData } from './state.ts';

/**
 * Where a player's spendable cores are (10-6-6, 10-6-7): the reserve and each card on their field.
 * Option ids: "reserve", "c12" for regular cores, and the same with "*" for the soul core. A card
 * that taking cores from would send off the field says so in its labels, and `data.risk` says how
 * many it can spare (core-risk.ts), so that no client destroys a card without saying so.
 */
export function coreSources(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  exclude = -1,
): { options: SagaOption[]; data: JsonObject } {
  const pl = d.players[p];
  // Each place names where its cores come from (`from`; on a card, its object too): issue 14.
  const options: SagaOption[] = [];
  const risk: JsonObject[] = [];
  const constants = constantsOnField(reg, d);
  if (pl.reserve.n > 0) options.push({ id: 'reserve', label: 'Reserve', max: pl.reserve.n, from: 'reserve' });
  if (pl.reserve.soul)
    options.push({ id: 'reserve*', label: 'Soul core in reserve', max: 1, from: 'reserve', cores: 'soul' });
  for (const c of pl.field) {
    if (c.id === exclude || coreCount(c.cores) === 0) continue;
    const name = `${reg.get(c.def).name} (#${c.id})`;
    const spare = spareCores(reg, d, c, constants);
    let note = '';
    if (spare < coreCount(c.cores)) {
      note = spare === 0 ? ': taking any destroys it' : `: taking more than ${spare} destroys it`;
      risk.push({ loc: `c${c.id}`, spare, name } satisfies CoreRisk);
    }
    const from: CoreLoc = `c${c.id}`;
    if (c.cores.n > 0)
      options.push({ id: from, label: `${name}${note}`, card: c.def, obj: c.id, max: c.cores.n, from });
    if (c.cores.soul) {
      const label = `Soul core on ${name}${note}`;
      options.push({ id: `${from}*`, label, card: c.def, obj: c.id, max: 1, from, cores: 'soul' });
    }
  }
  return { options, data: { risk } };
}

/** The options of `coreSources`, for decisions that do not pass its data on. */
export function coreSourceOptions(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  exclude = -1,
): SagaOption[] {
  return coreSources(reg, d, p, exclude).options;
}

/**
 * How many cores may leave card `c` with it staying on the field: enough cores for LV1 (9-3-2, level
 * costs included) and, for a spirit, more than 0 BP at the level left (9-4-2).
 */
export function spareCores(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  constants = constantsOnField(reg, d),
): number {
  const total = coreCount(c.cores);
  const def = reg.get(c.def);
  if (!constants && !d.mods.some((m) => m.target === c.id)) {
    // No change in force: the printed levels and BP decide.
    let keep = lv1Cores(def);
    if (def.type === 'spirit') {
      while (keep <= total && (def.levels.find((l) => l.level === levelFor(def, keep))?.bp ?? 0) <= 0) keep++;
    }
    return Math.max(0, total - keep);
  }
  for (let k = 1; k <= total; k++) {
    const probe = withCores(d, c, total - k);
    const card = probe.c;
    const lv = levelFor(def, coreCount(card.cores) - levelCostDelta(reg, probe.d, card).delta);
    if (lv === 0 || (def.type === 'spirit' && bpOf(reg, probe.d, card) <= 0)) return k - 1;
  }
  return total;
}

/** Does any card on the field have a constant effect (which may change levels and BP)? */
function constantsOnField(reg: CardRegistry, d: SagaData): boolean {
  return d.players.some((pl) => pl.field.some((f) => reg.meta(f.def).hasConstant));
}

/** A copy of the game data where card `c` holds `n` cores (its soul core kept while it can be). */
function withCores(d: SagaData, c: CardObj, n: number): { d: SagaData; c: CardObj } {
  const soul = c.cores.soul && n > 0;
  const card: CardObj = { ...c, cores: { n: n - (soul ? 1 : 0), soul } };
  const players = d.players.map((pl) =>
    pl.field.includes(c) ? { ...pl, field: pl.field.map((f) => (f === c ? card : f)) } : pl,
  ) as [PlayerData, PlayerData];
  return { d: { ...d, players }, c: card };
}

/**
 * The game data as it will be once cores not taken yet are taken (a payment chosen but not made:
 * see "Taking an action back" in docs/architecture.md), and, for Ascend (11-8-1), every core of card
 * `toReserve` moved to the reserve. Only player `p`'s cores differ; the rest is shared.
 */
export function coresAfter(
  d: SagaData,
  p: PlayerIndex,
  taken: Record<string, number>,
  toReserve = -1,
): SagaData {
  const pl = d.players[p];
  const reserve = { n: pl.reserve.n - (taken.reserve ?? 0), soul: pl.reserve.soul && !taken['reserve*'] };
  const field = pl.field.map((c) => {
    const n = taken[`c${c.id}`] ?? 0;
    const soul = taken[`c${c.id}*`] ?? 0;
    if (n === 0 && soul === 0 && c.id !== toReserve) return c; // unchanged: shared
    const cores = { n: c.cores.n - n, soul: c.cores.soul && soul === 0 };
    if (c.id === toReserve) {
      reserve.n += cores.n;
      reserve.soul ||= cores.soul;
      return { ...c, cores: { n: 0, soul: false } };
    }
    return { ...c, cores };
  });
  const players = d.players.slice() as [PlayerData, PlayerData];
  players[p] = { ...pl, reserve, field };
  return { ...d, players };
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
