import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The RNG state kept in the game state: plain numbers, so it clones and serializes with the game. */
export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** A whole number in [0, n). Advances `state` in place. */
export function randomInt(state: number[], n: number): number {
  if (n <= 1) return 0;
  const gen = xoroshiro128plusFromState(state);
  const v = uniformInt(gen, 0, n - 1);
  const next = gen.getState();
  for (let i = 0; i < next.length; i++) state[i] = next[i]!;
  return v;
}

/** Several draws from one state with one generator; `save()` writes the advanced state back. */
export class RngSession {
  private readonly gen: ReturnType<typeof xoroshiro128plusFromState>;
  constructor(private readonly state: number[]) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** A whole number in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : uniformInt(this.gen, 0, n - 1);
  }
  save(): void {
    const next = this.gen.getState();
    for (let i = 0; i < next.length; i++) this.state[i] = next[i]!;
  }
}

/** Fisher-Yates shuffle in place with the game's RNG. */
export function shuffleInPlace<T>(state: number[], items: T[]): void {
  if (items.length < 2) return;
  const gen = xoroshiro128plusFromState(state);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  const next = gen.getState();
  for (let i = 0; i < next.length; i++) state[i] = next[i]!;
}

/** Turns any string seed into a 32-bit integer seed. */
export function seedFromString(s: string): number {
  if (/^-?\d+$/.test(s)) return Number(s) | 0;
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h | 0;
}
