// Information states for any card game: the game as one player may know it, for an AI that plays
// through a protocol (the kernel's GameModule.infoState). Built on the game's zone model (zones.ts):
// every card the player cannot see becomes a placeholder with a new object id, and every mention of
// a card object anywhere in the state (procedure locals, pending triggers, the game's data) is
// renamed the same way, so no id tells which card is which (ids follow the deck lists' order).
import {
  seedRng,
  viewDecision,
  type GameState,
  type Json,
  type JsonObject,
  type Viewer,
} from '@arbiter/engine';
import { canSee, HIDDEN_CARD, knownTo, setCardAt, type ObjectRefs, type ZoneModel } from './zones.ts';

/** Hidden objects are renumbered from here, far above any id a game reaches. */
export const ALIAS_BASE = 10_000_000;

/** The information state and how it renamed objects (for tests): original id → alias. */
export interface InfoState {
  state: JsonObject;
  alias: ReadonlyMap<number, number>;
}

/**
 * The game as `viewer` knows it: every card in an area hidden from it (and not known to it, see
 * `knownTo`) is a placeholder (HIDDEN_CARD) with an alias for its id; every other id it cannot see
 * now (a hidden card's, or one that has left its area since) is renamed wherever `refs` says the
 * state names objects, the same way throughout. The log is dropped (it holds secrets) and the random
 * generator replaced. It is meant for the player whose decision is pending, whose AI plays on it;
 * any other viewer gets that decision's waiting view and the procedures without their locals. The
 * state is not changed; the result shares with it every part it does not rename, so serialize it
 * before the game moves on and never modify it (determinizers clone it first).
 */
export function zoneInfoState<D extends object>(
  model: ZoneModel<D> & { refs: ObjectRefs },
  state: GameState<D>,
  viewer: Viewer,
): InfoState {
  const refs = model.refs;
  const known = knownTo(model, state, viewer);
  const visible = new Set<number>(known);
  const alias = new Map<number, number>();
  let next = ALIAS_BASE;
  const hidden = new Set<number>();
  for (const z of model.zones(state.data)) {
    const open = canSee(z, viewer);
    for (const c of z.cards) {
      if (open || known.has(c.id)) visible.add(c.id);
      else if (!alias.has(c.id)) {
        alias.set(c.id, next++);
        hidden.add(c.id);
      }
    }
  }
  const rename = (id: number): number => {
    if (visible.has(id)) return id;
    let a = alias.get(id);
    if (a === undefined) alias.set(id, (a = next++));
    return a;
  };
  const isHidden = (v: Json | undefined): boolean => typeof v === 'number' && hidden.has(v);

  // Copies only what it renames (an object or array none of whose contents change is shared):
  // information states are made at every decision of a bot.
  const walk = (value: Json, key: string): Json => {
    if (typeof value === 'number') {
      return refs.ids.has(key) && Number.isInteger(value) && value >= 0 ? rename(value) : value;
    }
    if (typeof value === 'string') {
      const pattern = refs.inStrings?.get(key);
      if (pattern)
        return value.replace(pattern, (_, pre: string, id: string) => `${pre}${rename(Number(id))}`);
      if (!refs.keyed.has(key)) return value;
      const m = /^(\d+)(:.*)?$/.exec(value);
      return m ? `${rename(Number(m[1]))}${m[2] ?? ''}` : value;
    }
    if (Array.isArray(value)) {
      let arr: Json[] | null = null;
      for (let i = 0; i < value.length; i++) {
        const x = value[i]!;
        const w = walk(x, key);
        if (w !== x && arr === null) arr = value.slice(0, i);
        if (arr !== null) arr.push(w);
      }
      return arr ?? value;
    }
    if (value === null || typeof value !== 'object') return value;
    let out: JsonObject | null = null;
    for (const k in value) {
      const x = value[k]!;
      const w = walk(x, k);
      if (w !== x && out === null) {
        out = {};
        for (const before in value) {
          if (before === k) break;
          out[before] = value[before]!;
        }
      }
      if (out !== null) out[k] = w;
    }
    // A card named beside a hidden object's id is that object's card: hidden with it.
    for (const [cardKey, idKey] of refs.cards) {
      if (isHidden(value[idKey])) setCardAt((out ??= { ...value }), cardKey, HIDDEN_CARD);
    }
    return out ?? value;
  };

  const pending = state.pending;
  let decision: Json = null;
  let frames = walk(state.frames as unknown as Json, '');
  if (pending && pending.player !== viewer) {
    // Only the deciding player plays on its information state. Another gets the decision as it
    // waits for it, and the procedures without their locals: those of the procedure asking may
    // list the decider's private options (the cards of its hand it could play).
    decision = viewDecision(pending, viewer) as unknown as Json;
    frames = state.frames.map((f) => ({ kind: f.kind, step: f.step, locals: {} }));
  } else if (pending) {
    // Its id is the decision's sequence number, not an object: kept out of the renaming.
    const walked = walk({ ...pending, id: -1 } as unknown as Json, '') as JsonObject;
    decision = { ...walked, id: pending.id };
  }
  return {
    state: {
      ...(state as unknown as JsonObject),
      rng: seedRng(0),
      answer: null,
      log: [],
      frames,
      triggers: walk(state.triggers as unknown as Json, ''),
      pending: decision,
      data: walk(state.data as unknown as Json, ''),
    },
    alias,
  };
}
