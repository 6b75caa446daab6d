// Covering requirements with sources: a cost's colour requirement paid by energy cards (DBSCG
// 2-11-1), a cost's reduction symbols met by the symbols on a field (Saga 2-7-3, 2-8-2-2), the
// characters a [Union] names given by cards. Each source covers at most one requirement, and only
// one whose value it lists (a multicolour card, a two-colour symbol, a card with several names).
// How many can be covered at once is a maximum bipartite matching, found by augmenting paths
// (Kuhn's algorithm); its size does not depend on the order of either list.

/**
 * The most requirements of `needs` that `sources` cover at once, one source each. With
 * `stopAtMiss`, stops at the first requirement that cannot be added: the count is then below
 * `needs.length` exactly when not all of them can be covered.
 */
export function coveredCount<T>(
  sources: readonly (readonly T[])[],
  needs: readonly T[],
  stopAtMiss = false,
): number {
  // owner[s]: the requirement source s covers, or -1.
  const owner = new Array<number>(sources.length).fill(-1);
  let covered = 0;
  for (let u = 0; u < needs.length && covered < sources.length; u++) {
    if (augment(sources, needs, owner, u, new Array<boolean>(sources.length).fill(false))) covered++;
    else if (stopAtMiss) break;
  }
  return covered;
}

/** Can `sources` cover every requirement of `needs` at once, one source each? */
export function coversAll<T>(sources: readonly (readonly T[])[], needs: readonly T[]): boolean {
  return needs.length <= sources.length && coveredCount(sources, needs, true) === needs.length;
}

/** A requirement given as counts, one entry per unit ({red: 2, blue: 1} is [red, red, blue]). */
export function unitsOf<T extends string>(counts: Partial<Record<T, number>>): T[] {
  const out: T[] = [];
  for (const [value, n] of Object.entries(counts) as [T, number | undefined][])
    for (let i = 0; i < (n ?? 0); i++) out.push(value);
  return out;
}

/** An augmenting path: can requirement `u` be covered, moving earlier ones to other sources? */
function augment<T>(
  sources: readonly (readonly T[])[],
  needs: readonly T[],
  owner: number[],
  u: number,
  seen: boolean[],
): boolean {
  for (let s = 0; s < sources.length; s++) {
    if (seen[s] || !sources[s]!.includes(needs[u]!)) continue;
    seen[s] = true;
    if (owner[s] === -1 || augment(sources, needs, owner, owner[s]!, seen)) {
      owner[s] = u;
      return true;
    }
  }
  return false;
}
