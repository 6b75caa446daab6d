// Procedure locals typed per procedure kind. A frame's locals are stored as plain JSON (so a paused
// game can be cloned and saved), but a game declares one locals type per kind and writes its
// procedures against those types: the casts live here, once, instead of in every procedure.
import type { Ctx, Procedure } from './engine.ts';
import type { Frame, JsonObject } from './types.ts';

/** A frame whose locals have the type its kind declares. */
export interface TypedFrame<L> {
  kind: string;
  step: number;
  locals: L;
}

/** A procedure written against its own locals type. */
export type TypedProcedure<D extends object, L> = (ctx: Ctx<D>, frame: TypedFrame<L>) => void;

/**
 * A game's procedures, typed by a map from kind to locals type (`M`). Locals types are object types
 * of JSON values; the map is checked where procedures are pushed and where they read their frame.
 */
export interface ProcedureKit<D extends object, M extends object> {
  /** Starts procedure `kind` with its locals (a child of the running frame). */
  push<K extends keyof M & string>(ctx: Ctx<D>, kind: K, locals: M[K]): void;
  /**
   * A frame of the stack read as procedure `kind`'s, or null when it is another kind's: for a procedure
   * that looks at frames below its own (the attack step an effect ends, a take-back's message).
   */
  frame<K extends keyof M & string>(f: Frame, kind: K): TypedFrame<M[K]> | null;
  /** The kernel's procedure table for these typed procedures. */
  table(defs: { [K in keyof M & string]: TypedProcedure<D, M[K]> }): Record<string, Procedure<D>>;
}

export function procedureKit<D extends object, M extends object>(): ProcedureKit<D, M> {
  return {
    push(ctx, kind, locals) {
      ctx.push(kind, locals as unknown as JsonObject);
    },
    frame(f, kind) {
      return f.kind === kind ? (f as unknown as TypedFrame<M[typeof kind]>) : null;
    },
    table(defs) {
      const out: Record<string, Procedure<D>> = {};
      for (const kind of Object.keys(defs) as (keyof M & string)[]) {
        const proc = defs[kind] as TypedProcedure<D, unknown>;
        out[kind] = proc as unknown as Procedure<D>;
      }
      return out;
    },
  };
}
