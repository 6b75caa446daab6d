import type { Json, GameState, JsonObject, LogEntry } from './types.ts';

/** Deep copy of plain JSON data. Faster than structuredClone for small, plain trees. */
export function cloneJson<T extends Json>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<Json>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]!);
    return out as T;
  }
  const out: JsonObject = {};
  for (const k in value) out[k] = cloneJson((value as JsonObject)[k]!);
  return out as T;
}

/** The keys of `T` whose values are objects or arrays (a shallow copy would share them). */
export type NestedKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? K : never }[keyof T];

/**
 * How to copy each nested field of `T`: the type lists every such field, so a field added to `T`
 * later is a compile error here until its copy is written.
 */
export type NestedCopiers<T> = { [K in NestedKeys<T>]-?: (value: NonNullable<T[K]>) => NonNullable<T[K]> };

/**
 * A copier for records of type `T`: every field by a shallow copy (so none can be forgotten, and the
 * keys keep their order, which the state hash reads), then each nested one that is set by its copier.
 */
export function recordCopier<T extends object>(nested: NestedCopiers<T>): (value: T) => T {
  const keys = Object.keys(nested) as (keyof T)[];
  const copiers = keys.map((k) => nested[k as NestedKeys<T>] as (x: unknown) => T[keyof T]);
  return (value: T): T => {
    const out = { ...value };
    for (let i = 0; i < keys.length; i++) {
      const v = value[keys[i]!];
      if (v !== undefined && v !== null) out[keys[i]!] = copiers[i]!(v);
    }
    return out;
  };
}

/** The optional keys of `T`. */
export type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** How to copy each optional field of `T` (every one is listed, as in `NestedCopiers`). */
export type OptionalCopiers<T> = {
  [K in OptionalKeys<T>]-?: (value: NonNullable<T[K]>) => NonNullable<T[K]>;
};

/**
 * For hot records copied field by field (an annotated object literal cannot leave out a required
 * field): copies the optional fields that are set, in the original's key order.
 */
export function optionalCopier<T extends object>(optional: OptionalCopiers<T>): (from: T, to: T) => void {
  const keys = Object.keys(optional) as (keyof T)[];
  const copiers = keys.map((k) => optional[k as OptionalKeys<T>] as (x: unknown) => T[keyof T]);
  const copyFrom = (from: T, to: T): void => {
    let set = 0;
    let last = -1;
    for (let i = 0; i < keys.length; i++) {
      if (from[keys[i]!] !== undefined) {
        set++;
        last = i;
      }
    }
    if (set === 1) to[keys[last]!] = copiers[last]!(from[keys[last]!]);
    else if (set > 1) {
      // Several: the original's order, which the state hash reads.
      for (const k in from) {
        const i = keys.indexOf(k as keyof T);
        if (i >= 0 && from[k] !== undefined) to[k as keyof T] = copiers[i]!(from[k]);
      }
    }
  };
  // Most records have none of their optional fields set: with two (a Saga card), they are checked
  // without a loop, which made the whole Saga clone nearly twice as slow.
  const [a, b] = keys;
  if (keys.length === 2) {
    return (from: T, to: T): void => {
      if (from[a!] !== undefined || from[b!] !== undefined) copyFrom(from, to);
    };
  }
  return copyFrom;
}

/**
 * Copies a game state. Log entries are immutable once written, so the copy shares them
 * and only the array is new. The pending decision is shared too: a decision is never written once
 * it is posed (the engine makes a new one at each `ask` and only drops it when answered), and it is
 * most of what a copy would copy besides the data (its options with their labels: issue 15, the
 * heuristic's look-ahead copies the game for each candidate).
 */
export function cloneState<D extends object>(state: GameState<D>, cloneData?: (d: D) => D): GameState<D> {
  return {
    game: state.game,
    ruleset: state.ruleset,
    rng: state.rng.slice(),
    nextDecision: state.nextDecision,
    nextObject: state.nextObject,
    frames: state.frames.map((f) => ({ kind: f.kind, step: f.step, locals: cloneJson(f.locals) })),
    pending: state.pending,
    answer: state.answer === null ? null : (cloneJson(state.answer as unknown as Json) as never),
    triggers: state.triggers.map((t) => ({ ...t, data: cloneJson(t.data) })),
    batch: state.batch,
    batchOpen: state.batchOpen,
    result: state.result === null ? null : { ...state.result },
    log: state.log.slice(),
    data: cloneData ? cloneData(state.data) : (cloneJson(state.data as unknown as Json) as unknown as D),
  };
}

/** How a game writes its data (`GameModule.writeData` and `readData`); without them, as it is. */
export interface DataWriter<D extends object> {
  writeData?(data: D): Json;
  readData?(written: Json): D;
}

/** A log entry as it is written: its `n` is its place in the log, so it is left out (issue 15). */
function writtenEntry(e: LogEntry): JsonObject {
  return e.secret ? { event: e.event, secret: e.secret } : { event: e.event };
}

/**
 * The state as text: the game's data in its written form (`DataWriter`) and log entries without
 * their numbers; `restoreState` with the same writer gives back the state exactly.
 */
export function serializeState<D extends object>(state: GameState<D>, writer?: DataWriter<D>): string {
  // The spread keeps the state's key order; log and data keep their places in it.
  return JSON.stringify({
    ...state,
    log: state.log.map(writtenEntry),
    data: writer?.writeData ? writer.writeData(state.data) : state.data,
  });
}

/** Reads what `serializeState` wrote (a state written with its log entries' numbers reads too). */
export function restoreState<D extends object = JsonObject>(
  text: string,
  writer?: DataWriter<D>,
): GameState<D> {
  const parsed = JSON.parse(text) as GameState<D>;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !Array.isArray(parsed.frames) ||
    !Array.isArray(parsed.log)
  ) {
    throw new Error('Not a serialized game state.');
  }
  parsed.log = parsed.log.map((e: Partial<LogEntry>, i): LogEntry => {
    if (typeof e.n === 'number') return e as LogEntry;
    const event = e.event ?? {};
    return e.secret ? { n: i, event, secret: e.secret } : { n: i, event };
  });
  if (writer?.readData) parsed.data = writer.readData(parsed.data as unknown as Json);
  return parsed;
}

/** 53-bit string hash (cyrb53), rendered as hex. Stable across platforms. */
export function hashString(str: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, '0');
}

/**
 * Hash of everything that decides the game's future: the state without its log (but its length),
 * the data in its written form (`DataWriter`).
 */
export function stateHash<D extends object>(state: GameState<D>, writer?: DataWriter<D>): string {
  const { log: _log, ...rest } = state;
  const hashed = writer?.writeData ? { ...rest, data: writer.writeData(state.data) } : rest;
  return hashString(JSON.stringify(hashed) + '#' + state.log.length);
}
