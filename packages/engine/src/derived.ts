// Values derived from a game's data (a card game's characteristics: levels, power, keywords, the
// constant effects in force) computed on read and cached until the data changes. The cache is kept
// beside the data, never in it: states, their clones, hashes and serializations do not see it, and a
// copy of the data starts with none. The kernel drops it at every event and at every answer (so a
// state changed by hand between answers is read afresh); a module that changes its data outside an
// event must call `dataChanged` itself.

/** How derived values are kept: `on` caches them; `off` computes every read afresh; `check` does both and throws if they differ. */
export type DerivedMode = 'on' | 'off' | 'check';

interface Env {
  process?: { env?: Record<string, string | undefined> };
}
const fromEnv = (globalThis as Env).process?.env?.ARBITER_DERIVED;
let mode: DerivedMode = fromEnv === 'off' || fromEnv === 'check' ? fromEnv : 'on';

/** Sets how derived values are kept (tests compare the modes; `ARBITER_DERIVED` sets it at start). */
export function setDerivedMode(m: DerivedMode): void {
  mode = m;
  records = new WeakMap();
  lastData = null;
  lastRecord = null;
}

export function derivedMode(): DerivedMode {
  return mode;
}

let records = new WeakMap<object, object>();
// The data read last and its record: most reads follow one another on the same game.
let lastData: object | null = null;
let lastRecord: object | null = null;

/**
 * The record of derived values of `data`, made by `make` when there is none (or always, in `off`
 * mode). The caller keeps in it whatever it derives; it is dropped by `dataChanged(data)`.
 */
export function derivedOf<R extends object>(data: object, make: () => R): R {
  if (data === lastData) return lastRecord as R;
  if (mode === 'off') return make();
  let r = records.get(data);
  if (r === undefined) {
    r = make();
    records.set(data, r);
  }
  lastData = data;
  lastRecord = r;
  return r as R;
}

/** `data` changed: whatever was derived from it is stale. */
export function dataChanged(data: object): void {
  if (data === lastData) {
    lastData = null;
    lastRecord = null;
  }
  records.delete(data);
}

/**
 * In `check` mode, compares a cached value with one computed afresh and throws if they differ
 * (`what` names the value in the message). Values are compared as JSON.
 */
export function checkDerived<T>(what: string, cached: T, fresh: () => T): T {
  if (mode !== 'check') return cached;
  const now = fresh();
  const a = JSON.stringify(cached);
  const b = JSON.stringify(now);
  if (a !== b) throw new Error(`Stale derived value ${what}: cached ${a}, now ${b}`);
  return cached;
}
