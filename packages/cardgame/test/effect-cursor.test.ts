// The effect cursor of the shared interpreter (effects.ts): blocks, repeats told apart by their verb
// (`repeats`), and blocks entered once without touching the rounds kept for repeats (`enterOnce`).
import { describe, expect, it } from 'vitest';
import { advanceCursor, currentDirective, enterBlock, enterOnce, startCursor } from '../src/effects.ts';

interface D {
  do: string;
  then?: D[];
}
const blocks = (d: D): D[] | null => d.then ?? null;
const repeats = (d: D): boolean => d.do === 'repeat';

/** A directive with its rounds (`n`, for a repeat). */
interface R {
  do: string;
  n?: number;
  then?: R[];
}
const blocksR = (d: R): R[] | null => d.then ?? null;
const repeatsR = (d: R): boolean => d.do === 'repeat';

describe('effect cursor', () => {
  it('with `repeats`, a block whose verb does not repeat is never started again, whatever rounds the cursor keeps', () => {
    // A repeat entered inside an if records its rounds one level up (its reps index is the if's):
    // an old cursor layout games have saved, which must keep walking the same way.
    const effect: D[] = [{ do: 'if', then: [{ do: 'repeat', then: [{ do: 'x' }] }] }, { do: 'after' }];
    const at = startCursor();
    enterOnce(at); // into the if
    expect(currentDirective(effect, at, blocks)?.do).toBe('repeat');
    at.reps = [3];
    enterOnce(at); // into the repeat (its rounds at the if's index)
    expect(currentDirective(effect, at, blocks)?.do).toBe('x');
    advanceCursor(effect, at, blocks, repeats);
    expect(currentDirective(effect, at, blocks)?.do).toBe('after');
    // Without `repeats` the rounds alone decide: the if would start again.
    const old = { i: 0, path: [0, 0], reps: [3], mode: 0 };
    advanceCursor(effect, old, blocks);
    expect(currentDirective(effect, old, blocks)?.do).toBe('repeat');
  });

  it('a repeat runs its block once per round, then the effect goes on', () => {
    const effect: D[] = [{ do: 'repeat', then: [{ do: 'a' }, { do: 'b' }] }, { do: 'c' }];
    const at = startCursor();
    enterBlock(at, 2);
    const seen: string[] = [];
    for (let d = currentDirective(effect, at, blocks); d; d = currentDirective(effect, at, blocks)) {
      seen.push(d.do);
      advanceCursor(effect, at, blocks, repeats);
    }
    expect(seen).toEqual(['a', 'b', 'a', 'b', 'c']);
  });

  it('enterOnce leaves the rounds as they are', () => {
    const at = { i: 0, path: [], reps: [1, 1], mode: 0 };
    enterOnce(at);
    expect(at).toEqual({ i: 0, path: [0], reps: [1, 1], mode: 0 });
  });
  /** Walks an effect as a game that enters repeats with their rounds and other blocks once (Saga). */
  function walk(effect: R[], repeatsBy?: (d: R) => boolean): string[] {
    const at = startCursor();
    const seen: string[] = [];
    for (let d = currentDirective(effect, at, blocksR); d; d = currentDirective(effect, at, blocksR)) {
      if (d.do === 'repeat') enterBlock(at, d.n ?? 1);
      else if (d.then && repeatsBy) enterOnce(at);
      else if (d.then) enterBlock(at);
      else {
        seen.push(d.do);
        advanceCursor(effect, at, blocksR, repeatsBy);
      }
      if (seen.length > 100) throw new Error('the effect does not end');
    }
    return seen;
  }

  it('a repeat inside a repeat runs its block every round of both (2 x 3 = 6)', () => {
    const effect: R[] = [
      { do: 'repeat', n: 2, then: [{ do: 'repeat', n: 3, then: [{ do: 'x' }] }, { do: 'y' }] },
      { do: 'z' },
    ];
    const six = ['x', 'x', 'x', 'y', 'x', 'x', 'x', 'y', 'z'];
    expect(walk(effect, repeatsR)).toEqual(six);
    expect(walk(effect)).toEqual(six);
  });

  it('a repeat inside a block entered once inside a repeat runs its block every round (2 x 3 = 6)', () => {
    // Before the fix the inner repeat's rounds were kept at the "if"'s depth: it ran once in the
    // first round and, reading the first round's stale rounds, three times in the second (4 in all).
    const effect: R[] = [
      { do: 'repeat', n: 2, then: [{ do: 'if', then: [{ do: 'repeat', n: 3, then: [{ do: 'x' }] }] }] },
      { do: 'z' },
    ];
    const six = ['x', 'x', 'x', 'x', 'x', 'x', 'z'];
    expect(walk(effect, repeatsR)).toEqual(six);
    expect(walk(effect)).toEqual(six);
    // And a repeat inside an "if" at the top: three rounds, not one.
    expect(walk([{ do: 'if', then: [{ do: 'repeat', n: 3, then: [{ do: 'x' }] }] }], repeatsR)).toEqual([
      'x',
      'x',
      'x',
    ]);
  });
});
