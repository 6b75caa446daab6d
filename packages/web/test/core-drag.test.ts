// Paying and placing Saga cores by dragging them (issue 22): a token dragged from the reserve or a
// card maps to the option that takes cores from there (the option's object, `obj`; the reserve's has
// none), and a drop adds one within the option's most and the decision's (10-6-6, 10-6-7); a drop
// beyond them is refused with the reason and changes nothing.
import { describe, expect, it } from 'vitest';
import { withOneLess, withOneMore } from '../src/decision.ts';
import { coreMoveOption, coreOption, isCoreMoveChoice, movesFrom } from '../src/boards/saga/core-option.ts';
import type { Decision, DecisionOption } from '../src/types.ts';

/** A soul core's option, as coreSources builds it: `cores: 'soul'`. */
const soul = (o: DecisionOption): DecisionOption => ({ ...o, cores: 'soul' }) as DecisionOption;

/** A summoning cost of 3 (10-6-6), as payment.ts coreSources offers it: reserve, a spirit's cores and its soul core. */
const PAY: Decision = {
  id: 7,
  player: 0,
  kind: 'payCost',
  type: 'distribute',
  min: 3,
  max: 3,
  options: [
    { id: 'reserve', label: 'Reserve', max: 2 },
    // The soul cores' ids say nothing: the option's facts (`cores`) tell them apart (issue 14).
    soul({ id: 's1', label: 'Soul core in reserve', max: 1 }),
    { id: 'c41', label: 'Rokceratops (#41)', card: 'BS01-001', obj: 41, max: 2 },
    soul({ id: 's2', label: 'Soul core on Rokceratops (#41)', card: 'BS01-001', obj: 41, max: 1 }),
    { id: 'c52', label: 'Lizardedge (#52)', card: 'BS01-002', obj: 52, max: 1 },
  ],
};

describe('the option a dragged core stands for', () => {
  it('the reserve is the option with no object; a card is the option about it; the soul core apart', () => {
    const o = PAY.options!;
    expect(coreOption(o, 'reserve', false)?.label).toBe('Reserve');
    expect(coreOption(o, 'reserve', true)?.label).toBe('Soul core in reserve');
    expect(coreOption(o, 41, false)?.label).toBe('Rokceratops (#41)');
    expect(coreOption(o, 41, true)?.label).toBe('Soul core on Rokceratops (#41)');
    expect(coreOption(o, 52, true)).toBeUndefined();
    expect(coreOption(o, 99, false)).toBeUndefined();
  });
});

describe('a core dropped on the payment', () => {
  it('adds one to its source', () => {
    expect(withOneMore(PAY, {}, 'c41')).toEqual({ counts: { c41: 1 } });
    expect(withOneMore(PAY, { c41: 1 }, 'reserve')).toEqual({ counts: { c41: 1, reserve: 1 } });
  });

  it("is refused beyond the source's cores, with the reason", () => {
    expect(withOneMore(PAY, { c52: 1 }, 'c52')).toEqual({ problem: 'Lizardedge (#52): at most 1.' });
  });

  it('is refused beyond the cost (10-6-6: exactly the cost is paid)', () => {
    expect(withOneMore(PAY, { reserve: 2, c52: 1 }, 'c41')).toEqual({ problem: 'At most 3 in all.' });
  });

  it('is refused for an option the decision does not have, or a decision that is not a distribution', () => {
    expect(withOneMore(PAY, {}, 'c99')).toHaveProperty('problem');
    expect(withOneMore({ ...PAY, type: 'select' }, {}, 'reserve')).toHaveProperty('problem');
  });
});

describe('a core dragged back off the payment', () => {
  it('gives one back to its source, the others kept', () => {
    expect(withOneLess(PAY, { c41: 2, reserve: 1 }, 'c41')).toEqual({ counts: { c41: 1, reserve: 1 } });
    expect(withOneLess(PAY, { c41: 1 }, 'c41')).toEqual({ counts: { c41: 0 } });
  });

  it('is refused when none of that source is taken, or for an option or decision that is not one', () => {
    expect(withOneLess(PAY, { reserve: 1 }, 'c52')).toEqual({
      problem: 'Lizardedge (#52): none taken to give back.',
    });
    expect(withOneLess(PAY, { c99: 1 }, 'c99')).toHaveProperty('problem');
    expect(withOneLess({ ...PAY, type: 'select' }, { reserve: 1 }, 'reserve')).toHaveProperty('problem');
  });
});

/** A main step's core moves (6-6-1-2-3) as main-options.ts moveOptions gives them, ids that say nothing. */
const move = (id: string, from: string, to: string, cores: string) => ({
  id,
  label: `move ${id}`,
  from,
  to,
  cores,
});
const MOVES = [
  move('k1', 'reserve', 'c41', 'some'),
  move('k2', 'c41', 'reserve', 'some'),
  move('k3', 'c41', 'reserve', 'soul'),
  move('k4', 'c41', 'reserve', 'swap'),
];

describe('a core dragged from one place to another (6-6-1-2-3)', () => {
  it('maps to the move whose facts name both places and the kind of core', () => {
    expect(isCoreMoveChoice(MOVES)).toBe(true);
    expect(isCoreMoveChoice(PAY.options!)).toBe(false);
    expect(coreMoveOption(MOVES, 'reserve', 'c41', false)?.id).toBe('k1');
    expect(coreMoveOption(MOVES, 'c41', 'reserve', false)?.id).toBe('k2');
    expect(coreMoveOption(MOVES, 'c41', 'reserve', true)?.id).toBe('k3');
    expect(coreMoveOption(MOVES, 'reserve', 'c41', true)).toBeUndefined();
    expect(coreMoveOption(MOVES, 'c41', 'c41', false)).toBeUndefined();
  });

  it('says which places have cores to move', () => {
    expect(movesFrom(MOVES, 'reserve', false)).toBe(true);
    expect(movesFrom(MOVES, 'reserve', true)).toBe(false);
    expect(movesFrom(MOVES, 'c41', true)).toBe(true);
    expect(movesFrom(MOVES, 'c52', false)).toBe(false);
  });
});
