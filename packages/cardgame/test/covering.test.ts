// Covering requirements with sources (maximum bipartite matching), shared by DBSCG's energy colours
// and [Union] characters and Saga's cost reduction (titles name no rule: each game's tests and
// scenarios cite its own rulebook).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coveredCount, coversAll, unitsOf } from '@arbiter/cardgame';

/** The largest number of needs coverable, by trying every assignment (small cases only). */
function bruteForce(sources: readonly (readonly string[])[], needs: readonly string[]): number {
  const used = new Array<boolean>(sources.length).fill(false);
  const best = (u: number): number => {
    if (u === needs.length) return 0;
    let most = best(u + 1); // leave need u uncovered
    for (let s = 0; s < sources.length; s++) {
      if (used[s] || !sources[s]!.includes(needs[u]!)) continue;
      used[s] = true;
      most = Math.max(most, 1 + best(u + 1));
      used[s] = false;
    }
    return most;
  };
  return best(0);
}

describe('covering requirements with sources', () => {
  it('moves an earlier choice when a later requirement needs its source', () => {
    // A first-fit choice gives the red/blue source to red and then has nothing for blue.
    expect(coversAll([['red', 'blue'], ['red']], ['red', 'blue'])).toBe(true);
    expect(coveredCount([['red', 'blue'], ['red']], ['red', 'blue'])).toBe(2);
  });

  it('one source covers one requirement only', () => {
    expect(coversAll([['red', 'blue']], ['red', 'blue'])).toBe(false);
    expect(coveredCount([['red', 'blue']], ['red', 'blue'])).toBe(1);
    // Four matching sources, two requirements: two covered.
    expect(coveredCount([['red'], ['red'], ['red'], ['red']], ['red', 'red'])).toBe(2);
  });

  it('a source covers only the values it lists', () => {
    expect(coversAll([['green'], ['yellow']], ['red'])).toBe(false);
    expect(coveredCount([['green'], ['yellow']], ['red', 'green'])).toBe(1);
    expect(coversAll([], [])).toBe(true);
    expect(coversAll([['red']], [])).toBe(true);
  });

  it('stopping at the first miss counts below the needs exactly when not all are covered', () => {
    expect(coveredCount([['red'], ['blue']], ['green', 'red', 'blue'], true)).toBe(0);
    expect(coveredCount([['red'], ['blue']], ['green', 'red', 'blue'])).toBe(2);
  });

  it('counts become one requirement per unit', () => {
    expect(unitsOf({ red: 2, blue: 1, green: 0 })).toEqual(['red', 'red', 'blue']);
    expect(unitsOf({})).toEqual([]);
  });

  it('finds the largest cover, whatever the order of either list', () => {
    const value = fc.constantFrom('red', 'blue', 'green', 'yellow');
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(value, { minLength: 1, maxLength: 3 }), { maxLength: 6 }),
        fc.array(value, { maxLength: 6 }),
        (sources, needs) => {
          const most = bruteForce(sources, needs);
          expect(coveredCount(sources, needs)).toBe(most);
          expect(coveredCount([...sources].reverse(), [...needs].reverse())).toBe(most);
          expect(coversAll(sources, needs)).toBe(most === needs.length);
        },
      ),
      { numRuns: 500, seed: 14 },
    );
  });
});
