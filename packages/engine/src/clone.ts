import type { Json, GameState, JsonObject } from './types.ts';

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

/**
 * Copies a game state. Log entries are immutable once written, so the copy shares them
 * and only the array is new.
 */
export function cloneState<D extends object>(state: GameState<D>, cloneData?: (d: D) => D): GameState<D> {
  return {
    game: state.game,
    ruleset: state.ruleset,
    rng: state.rng.slice(),
    nextDecision: state.nextDecision,
    nextObject: state.nextObject,
    frames: state.frames.map((f) => ({ kind: f.kind, step: f.step, locals: cloneJson(f.locals) })),
    pending: state.pending === null ? null : (cloneJson(state.pending as unknown as Json) as never),
    answer: state.answer === null ? null : (cloneJson(state.answer as unknown as Json) as never),
    triggers: state.triggers.map((t) => ({ ...t, data: cloneJson(t.data) })),
    batch: state.batch,
    batchOpen: state.batchOpen,
    result: state.result === null ? null : { ...state.result },
    log: state.log.slice(),
    data: cloneData ? cloneData(state.data) : (cloneJson(state.data as unknown as Json) as unknown as D),
  };
}

export function serializeState(state: GameState<object>): string {
  return JSON.stringify(state);
}

export function restoreState<D extends object = JsonObject>(text: string): GameState<D> {
  const parsed = JSON.parse(text) as GameState<D>;
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(parsed.frames)) {
    throw new Error('Not a serialized game state.');
  }
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

/** Hash of everything that decides the game's future: the state without its log. */
export function stateHash(state: GameState<object>): string {
  const { log: _log, ...rest } = state;
  return hashString(JSON.stringify(rest) + '#' + state.log.length);
}
