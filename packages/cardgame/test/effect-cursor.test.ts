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
});
