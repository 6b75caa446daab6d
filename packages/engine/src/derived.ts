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
  clearSlots();
}

export function derivedMode(): DerivedMode {
  return mode;
}

// The records of the few data objects read last. Reads come in runs on one game (a search moves
// from copy to copy, each read a while then dropped), so a handful of slots keeps nearly every record
// that would be read again, without keeping any state alive or weighing on the garbage collector as
// a WeakMap of short-lived keys does.
const SLOTS = 4;
const slotData: (object | null)[] = new Array<object | null>(SLOTS).fill(null);
const slotRecord: (object | null)[] = new Array<object | null>(SLOTS).fill(null);
let nextSlot = 0;

function clearSlots(): void {
  slotData.fill(null);
  slotRecord.fill(null);
  nextSlot = 0;
}

/**
 * The record of derived values of `data`, made by `make` when there is none (or always, in `off`
 * mode). The caller keeps in it whatever it derives; it is dropped by `dataChanged(data)`, and may be
 * dropped any time before (it is only a cache).
 */
export function derivedOf<R extends object>(data: object, make: () => R): R {
  for (let i = 0; i < SLOTS; i++) if (slotData[i] === data) return slotRecord[i] as R;
  const r = make();
  if (mode === 'off') return r;
  const i = nextSlot;
  nextSlot = (i + 1) % SLOTS;
  slotData[i] = data;
  slotRecord[i] = r;
  return r;
}

/** `data` changed: whatever was derived from it is stale. */
export function dataChanged(data: object): void {
  for (let i = 0; i < SLOTS; i++) {
    if (slotData[i] === data) {
      slotData[i] = null;
      slotRecord[i] = null;
    }
  }
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
