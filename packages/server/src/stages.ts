// Per-stage timings of the server's work on the event loop, for finding where an answer's latency
// goes (issue 15, "The server's tail"). Only with ARBITER_STATS=1 (the server benchmark sets it):
// otherwise `stageTimes` is null and the hub measures nothing. main.ts prints them with the other
// statistics on SIGUSR2 and starts them afresh.
import { performance } from 'node:perf_hooks';

interface Stage {
  count: number;
  totalMs: number;
  ms: number[];
}

/** Durations (milliseconds) by stage name, since the last `reset`. */
export class StageTimes {
  private readonly stages = new Map<string, Stage>();

  /** Runs `fn`, booking its (synchronous) duration under `name`. */
  time<T>(name: string, fn: () => T): T {
    const t = performance.now();
    try {
      return fn();
    } finally {
      this.add(name, performance.now() - t);
    }
  }

  add(name: string, ms: number): void {
    let s = this.stages.get(name);
    if (!s) {
      s = { count: 0, totalMs: 0, ms: [] };
      this.stages.set(name, s);
    }
    s.count++;
    s.totalMs += ms;
    s.ms.push(ms);
  }

  /** Per stage: count, total, p50, p99 and max in milliseconds (two decimals). */
  summary(): Record<string, { n: number; totalMs: number; p50Ms: number; p99Ms: number; maxMs: number }> {
    const r2 = (x: number): number => Math.round(x * 100) / 100;
    const out: Record<string, { n: number; totalMs: number; p50Ms: number; p99Ms: number; maxMs: number }> =
      {};
    for (const [name, s] of this.stages) {
      const ms = s.ms.slice().sort((a, b) => a - b);
      const at = (p: number): number => r2(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0);
      out[name] = {
        n: s.count,
        totalMs: Math.round(s.totalMs),
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: at(1),
      };
    }
    return out;
  }

  reset(): void {
    this.stages.clear();
  }
}

export const stageTimes: StageTimes | null = process.env.ARBITER_STATS === '1' ? new StageTimes() : null;
