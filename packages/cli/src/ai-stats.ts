// Win rates with 95% confidence intervals (Wilson score interval), for the sim and the ladder.

export interface Rate {
  /** Points per game: a win is 1, a draw 0.5. */
  rate: number;
  low: number;
  high: number;
}

/** Wilson score interval at 95% for `points` out of `n` games. */
export function wilson(points: number, n: number, z = 1.959964): Rate {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const p = points / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export const rateText = (r: Rate): string => `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}]`;
