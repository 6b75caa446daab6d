// The effect interpreter's game-agnostic half: a registry of directives (one verb a file: its
// schema, its generated text, its behaviour) and the walker that steps through an effect's
// directives, into and out of nested blocks ("if", "choose one", "repeat"), with its position kept
// as plain data so that an effect can pause at any decision and the game still be copied and saved.
import type { z } from 'zod';

/** Every directive names its verb in `do`. */
export interface DirectiveBase {
  do: string;
}

/**
 * One verb of a game's effect vocabulary. `R` is the game's run context (the state, the effect's
 * locals, the game's helpers), `T` its text context (the card catalog, for names).
 */
export interface VerbSpec<Dir extends DirectiveBase, R, T> {
  verb: Dir['do'];
  /** Validates a directive of this verb in a card definition or a scenario's test card. */
  schema: z.ZodType<Dir>;
  /** The player-facing text of the directive, generated (never copied from a card). */
  text(dir: Dir, t: T): string;
  /**
   * The directives nested in this one, for a block verb (`mode`: the option chosen of a "choose
   * one"); null for a plain verb.
   */
  blocks?(dir: Dir, mode: number): readonly DirectiveBase[] | null;
  /**
   * A repeat: how many times its block runs, counted once as it begins (0: not at all). Only a
   * verb with `rounds` starts its block again (see `advanceCursor`).
   */
  rounds?(run: R, dir: Dir): number;
  /**
   * Performs the directive. Returns true when it started a procedure of its own (a decision): the
   * effect then waits and goes on with the next directive afterwards. A block verb returns whether
   * its block is entered.
   */
  perform(run: R, dir: Dir): boolean;
}

/**
 * The verbs of one game, looked up by name. Given as a function, the list is read on first use, so
 * that a verb's file may be loaded first (its behaviour imports the interpreter, which imports the
 * registry).
 */
export class VerbRegistry<Dir extends DirectiveBase, R, T> {
  private built: Map<string, VerbSpec<Dir, R, T>> | null = null;

  constructor(
    private readonly specs: readonly VerbSpec<Dir, R, T>[] | (() => readonly VerbSpec<Dir, R, T>[]),
  ) {
    // A list is checked at once (a verb registered twice is an error as the game loads).
    if (typeof specs !== 'function') this.build();
  }

  private get verbs(): Map<string, VerbSpec<Dir, R, T>> {
    return this.built ?? this.build();
  }

  private build(): Map<string, VerbSpec<Dir, R, T>> {
    const map = new Map<string, VerbSpec<Dir, R, T>>();
    for (const s of typeof this.specs === 'function' ? this.specs() : this.specs) {
      if (map.has(s.verb)) throw new Error(`Verb "${s.verb}" is registered twice.`);
      map.set(s.verb, s);
    }
    return (this.built = map);
  }

  /** Every verb's spec, in the order given. */
  all(): VerbSpec<Dir, R, T>[] {
    return [...this.verbs.values()];
  }

  get(verb: string): VerbSpec<Dir, R, T> {
    const v = this.verbs.get(verb);
    if (!v) throw new Error(`Unknown directive "${verb}".`);
    return v;
  }

  has(verb: string): boolean {
    return this.verbs.has(verb);
  }

  names(): string[] {
    return [...this.verbs.keys()];
  }

  text(dir: Dir, t: T): string {
    return this.get(dir.do).text(dir, t);
  }

  blocks(dir: Dir, mode: number): readonly Dir[] | null {
    const b = this.get(dir.do).blocks;
    return b ? (b(dir, mode) as readonly Dir[] | null) : null;
  }

  perform(run: R, dir: Dir): boolean {
    return this.get(dir.do).perform(run, dir);
  }

  /** The rounds of a repeat as it begins, or null for a verb that does not repeat. */
  rounds(run: R, dir: Dir): number | null {
    const r = this.get(dir.do).rounds;
    return r ? r(run, dir) : null;
  }

  /** Does this directive's block start again while it has rounds left? */
  repeats(dir: Dir): boolean {
    return this.get(dir.do).rounds !== undefined;
  }
}

/** Declares a verb with its directive type checked against its schema. */
export function defineVerb<Dir extends DirectiveBase, R, T>(spec: VerbSpec<Dir, R, T>): VerbSpec<Dir, R, T> {
  return spec;
}

/**
 * Where an effect stands: the top-level directive `i`, the index inside each nested block entered
 * (`path`), the rounds left of each repeat on the path (`reps`) and the option chosen by the latest
 * "choose one" (`mode`). Plain data, kept in the effect procedure's locals.
 */
export interface EffectCursor {
  i: number;
  path: number[];
  reps: number[];
  mode: number;
}

export function startCursor(): EffectCursor {
  return { i: 0, path: [], reps: [], mode: 0 };
}

type Blocks<Dir> = (dir: Dir, mode: number) => readonly Dir[] | null;

/** The directive the cursor is on, or undefined once the effect is done. */
export function currentDirective<Dir>(
  effect: readonly Dir[],
  at: EffectCursor,
  blocks: Blocks<Dir>,
): Dir | undefined {
  let list = effect;
  let idx = at.i;
  for (const p of at.path) {
    const d = list[idx];
    list = d === undefined ? [] : (blocks(d, at.mode) ?? []);
    idx = p;
  }
  return list[idx];
}

/**
 * Enters the block of the directive the cursor is on (its first directive is next), with its rounds
 * kept at its own depth: `advanceCursor` reads them there. Blocks around it entered once
 * (`enterOnce`) keep no rounds; their places are filled with one round, so that a repeat inside an
 * "if" inside a repeat neither runs once nor reads a former round's leftovers.
 */
export function enterBlock(at: EffectCursor, rounds = 1): void {
  const reps = at.reps.slice(0, at.path.length);
  while (reps.length < at.path.length) reps.push(1);
  reps.push(rounds);
  at.reps = reps;
  at.path.push(0);
}

/**
 * Enters a block that runs once, leaving the rounds kept for repeats as they are: for a game that
 * tells repeats apart by their verb (`advanceCursor`'s `repeats`), whose saved cursors hold rounds
 * for repeats only.
 */
export function enterOnce(at: EffectCursor): void {
  at.path.push(0);
}

/**
 * On to the next directive, leaving the blocks that are done and starting repeats again. With
 * `repeats`, only a block whose directive repeats is started again (the rounds are read for it alone).
 */
export function advanceCursor<Dir>(
  effect: readonly Dir[],
  at: EffectCursor,
  blocks: Blocks<Dir>,
  repeats?: (dir: Dir) => boolean,
): void {
  for (;;) {
    if (at.path.length === 0) {
      at.i++;
      return;
    }
    at.path[at.path.length - 1]!++;
    let list = effect;
    let idx = at.i;
    for (let k = 0; k < at.path.length - 1; k++) {
      const d = list[idx];
      list = d === undefined ? [] : (blocks(d, at.mode) ?? []);
      idx = at.path[k]!;
    }
    const holder = list[idx];
    const block = holder === undefined ? [] : (blocks(holder, at.mode) ?? []);
    const depth = at.path.length - 1;
    if (at.path[depth]! < block.length) return;
    // A block with rounds left starts again (a repeat).
    const again = repeats
      ? holder !== undefined && repeats(holder) && (at.reps[depth] ?? 0) > 1
      : (at.reps[depth] ?? 1) > 1;
    if (again) {
      at.reps[depth]!--;
      at.path[depth] = 0;
      return;
    }
    at.path.pop();
  }
}
