import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { SagaOption } from './asking.ts';
import { levelFor, lv1Cores, type CardRegistry } from './cards.ts';
import { bpOf, levelCostDelta } from './continuous.ts';
import type { CoreRisk } from './core-risk.ts';
import { moveCores, type CoreCause } from './events.ts';
import {
  coreCount,
  grandNexusIn,
  type CardObj,
  type CoreLoc,
  type PlayerData,
  type SagaData,
} from './state.ts';

/**
 * Where a player's spendable cores are (10-6-6, 10-6-7): the reserve and each card on their field.
 * Each option names its place (`from`) and whether it is the soul core there (`cores`), which
 * procedures read (`takenCores`); its id ("reserve", "c12", the same with "*" for the soul core) is
 * only a name for clients' answers. A card
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
    // E948: the cores on a Grandwalker nexus pay no cost and are moved by no main-step action.
    if (c.id === exclude || coreCount(c.cores) === 0 || grandNexusIn(reg, d, c)) continue;
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
  return d.players.some((pl) => pl.field.some((f) => reg.hasConstantOn(f)));
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

/** How many cores (the soul core, or regular ones) `taken` takes from `loc`. A module-level function:
 * `coresAfter` runs at every core decision, and a closure there is a new named object per call. */
function takenFrom(taken: readonly CoreTake[], loc: CoreLoc, soul: boolean): number {
  let sum = 0;
  for (const t of taken) if (t.from === loc && t.soul === soul) sum += t.n;
  return sum;
}

/**
 * The game data as it will be once cores not taken yet are taken (a payment chosen but not made:
 * see "Taking an action back" in docs/architecture.md), and, for Ascend (11-8-1), every core of card
 * `toReserve` moved to the reserve. Only player `p`'s cores differ; the rest is shared.
 */
export function coresAfter(
  d: SagaData,
  p: PlayerIndex,
  taken: readonly CoreTake[],
  toReserve = -1,
): SagaData {
  const pl = d.players[p];
  const reserve = {
    n: pl.reserve.n - takenFrom(taken, 'reserve', false),
    soul: pl.reserve.soul && !takenFrom(taken, 'reserve', true),
  };
  const field = pl.field.map((c) => {
    const loc: CoreLoc = `c${c.id}`;
    const n = takenFrom(taken, loc, false);
    const soul = takenFrom(taken, loc, true);
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

/**
 * Cores a payment or placement takes from one place (10-6-6, 10-6-7): the place, the soul core or
 * regular cores, how many. Read from the counted options' facts (`from`, `cores`), never their ids
 * (issue 14); plain JSON, so a payment chosen and not made yet waits in a procedure's locals.
 */
export interface CoreTake {
  from: CoreLoc;
  soul: boolean;
  n: number;
}

/** The cores a `distribute` answer to this frame's last question (coreSources' options) takes. */
export function takenCores(ctx: Ctx<SagaData>): CoreTake[] {
  return ctx.takeCounts().flatMap(({ option, n }) => {
    const o: SagaOption = option;
    return o.from === undefined ? [] : [{ from: o.from, soul: o.cores === 'soul', n }];
  });
}

/** Did the payment take a soul core ("if the soul core was used to pay its cost")? */
export const paidSoulCore = (taken: readonly CoreTake[]): boolean => taken.some((t) => t.soul && t.n > 0);

/** Moves the cores taken to `to`, one event per place. */
export function spendCores(
  ctx: Ctx<SagaData>,
  p: PlayerIndex,
  taken: readonly CoreTake[],
  to: CoreLoc,
  by: CoreCause,
): void {
  ctx.beginBatch();
  // In the order of the places (regular cores before a place's soul core), whatever the order of
  // the answer or the options: the events' order is the game's, not the client's.
  const sorted = taken
    .slice()
    .sort((a, b) => (a.from === b.from ? Number(a.soul) - Number(b.soul) : a.from < b.from ? -1 : 1));
  for (const t of sorted) {
    if (t.n <= 0) continue;
    moveCores(ctx, p, t.from, to, t.soul ? 0 : t.n, t.soul, by);
  }
  ctx.endBatch();
}
