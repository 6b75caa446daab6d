import { describe, expect, it } from 'vitest';
import { scenarioTestCards } from '../src/scenario/test-cards.ts';

const parse = (list: unknown, where: string): { id: string }[] => {
  if (!Array.isArray(list)) throw new Error(`${where}: not a list`);
  return list.map((c, i) => {
    if (typeof (c as { id?: unknown }).id !== 'string') throw new Error(`${where}: card #${i + 1}: no id`);
    return c as { id: string };
  });
};
const known = (id: string): boolean => id === 'TD01-001';

describe('scenarioTestCards', () => {
  it('reads no cards from a scenario without a cards key', () => {
    expect(scenarioTestCards({ name: 'x' }, parse, known)).toEqual([]);
  });
  it('hands the list to the game parser', () => {
    expect(scenarioTestCards({ cards: [{ id: 'TEST-1' }, { id: 'TEST-2' }] }, parse, known)).toEqual([
      { id: 'TEST-1' },
      { id: 'TEST-2' },
    ]);
  });
  it('refuses a test card with the id of a real card, a repeated id, and a non-list', () => {
    expect(() => scenarioTestCards({ cards: [{ id: 'TD01-001' }] }, parse, known)).toThrow(/data/);
    expect(() => scenarioTestCards({ cards: [{ id: 'T' }, { id: 'T' }] }, parse, known)).toThrow(/twice/);
    expect(() => scenarioTestCards({ cards: { id: 'T' } }, parse, known)).toThrow(/list/);
    expect(() => scenarioTestCards({ cards: [{}] }, parse, known)).toThrow(/card #1/);
  });
});
