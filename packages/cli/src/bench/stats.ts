// Medians and spreads of repeated measurements: the machine is shared, so every figure is the
// median of several runs and says how far the runs were apart.

export function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** How far apart the runs were: (largest - smallest) / median, 0 for a single run. */
export function spread(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = median(xs);
  return m === 0 ? 0 : (Math.max(...xs) - Math.min(...xs)) / m;
}

/** A figure measured `runs` times: its median and its spread. */
export interface Measured {
  value: number;
  spread: number;
}

export function measured(xs: readonly number[]): Measured {
  return { value: median(xs), spread: spread(xs) };
}

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits });

/**
 * A clock of the CPU time this process has used, in milliseconds. On a machine shared with other
 * work, wall time counts the time other processes held the core; CPU time counts only this one's
 * (its garbage collector's helper threads included), so the figures are those of one idle core.
 */
export const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
