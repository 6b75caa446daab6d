// Deciding whether continuous effects are in force when their conditions read what they change
// (DBSCG 8-8-1: BT3-026's cost condition reads a leader's power).
import { describe, expect, it } from 'vitest';
import { InForceReading } from '../src/in-force.ts';

/** Two effects each gaining +5 while some value reaches 15; values start at 10 (DBSCG 8-8-1). */
function board(kept?: Map<string, boolean>) {
  const reading = new InForceReading<string>((a, b) => a === b);
  let decided = 0;
  // Both conditions read `self`'s value: `self` reads what it changes itself.
  const value = (key: 'self' | 'echo', timed = 0): number => 10 + timed + (inForce(key, timed) ? 5 : 0);
  // As a game does: a decision kept, and read from what was kept, only at the outermost reading.
  const inForce = (key: 'self' | 'echo', timed: number): boolean => {
    const outermost = !reading.nested;
    const was = outermost ? kept?.get(key) : undefined;
    if (was !== undefined) return was;
    const v = reading.inForce(key, () => {
      decided++;
      return value('self', timed) >= 15;
    });
    if (outermost) kept?.set(key, v);
    return v;
  };
  return { reading, value, decisions: () => decided };
}

describe('InForceReading', () => {
  it('reads a condition without the effect being decided, and ends', () => {
    const b = board();
    expect(b.value('self')).toBe(10);
    expect(b.value('self', 5)).toBe(20);
    expect(b.reading.nested).toBe(false);
  });

  it('keeps only decisions made at the outermost reading', () => {
    const kept = new Map<string, boolean>();
    const b = board(kept);
    expect(b.value('echo', 5)).toBe(20);
    // `echo` decided outermost; `self` decided inside it, so not kept; then `self` alone, kept.
    expect([...kept.keys()]).toEqual(['echo']);
    b.value('self', 5);
    expect(kept.get('self')).toBe(true);
    const before = b.decisions();
    b.value('echo', 5);
    expect(b.decisions()).toBe(before);
  });

  it('answers "not in force" while the effect is being decided', () => {
    const reading = new InForceReading<number>((a, b) => a === b);
    const seen: boolean[] = [];
    const v = reading.inForce(1, () => {
      seen.push(
        reading.isDeciding(1),
        reading.inForce(1, () => true),
      );
      return true;
    });
    expect(v).toBe(true);
    expect(seen).toEqual([true, false]);
    expect(reading.isDeciding(1)).toBe(false);
  });
});
