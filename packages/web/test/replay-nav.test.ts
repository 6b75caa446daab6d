// The replay viewer's address and keys (replay-nav.ts): the URL names the viewpoint and the step, and
// the arrow keys step wherever the focus is, except where they already mean something.
import { describe, expect, it } from 'vitest';
import { replayPlaceOf, replaySearch, stepForKey, turnAtStep, turnJump } from '../src/replay-nav.ts';

describe('replay address', () => {
  it('names the game, the viewpoint and the step, and reads them back', () => {
    for (const viewer of [0, 1, 'spectator'] as const) {
      const place = { gameId: 'g/1 x', viewer, step: 17 };
      const search = replaySearch(place);
      expect(search).toContain(`as=${viewer}`);
      expect(search).toContain('step=17');
      expect(replayPlaceOf(search)).toEqual(place);
    }
  });

  it("reads an older link (no step, no viewpoint) as player 1's view at the first step", () => {
    expect(replayPlaceOf('?replay=abc')).toEqual({ gameId: 'abc', viewer: 0, step: 0 });
    expect(replayPlaceOf('?replay=abc&as=spectator')).toEqual({
      gameId: 'abc',
      viewer: 'spectator',
      step: 0,
    });
  });

  it('reads a malformed step or viewpoint as the defaults, and no replay as none', () => {
    expect(replayPlaceOf('?replay=abc&as=7&step=-3')).toEqual({ gameId: 'abc', viewer: 0, step: 0 });
    expect(replayPlaceOf('?replay=abc&step=2.5')?.step).toBe(0);
    expect(replayPlaceOf('?game=abc')).toBeNull();
    expect(replayPlaceOf('?replay=')).toBeNull();
  });
});

describe('replay keys', () => {
  const page = { tagName: 'BODY' };
  const button = { tagName: 'BUTTON' };

  it('step with the arrows from the page or a button, within the game', () => {
    expect(stepForKey('ArrowRight', 3, 10, page)).toBe(4);
    expect(stepForKey('ArrowLeft', 3, 10, button)).toBe(2);
    expect(stepForKey('ArrowLeft', 0, 10, page)).toBe(0);
    expect(stepForKey('ArrowRight', 10, 10, page)).toBe(10);
    expect(stepForKey('Home', 3, 10, page)).toBe(0);
    expect(stepForKey('End', 3, 10, page)).toBe(10);
  });

  it('leave other keys alone', () => {
    expect(stepForKey('Enter', 3, 10, page)).toBeNull();
    expect(stepForKey(' ', 3, 10, button)).toBeNull();
    expect(stepForKey('ArrowUp', 3, 10, page)).toBeNull();
  });

  it('leave the arrows to what edits, chooses or slides', () => {
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'INPUT', type: 'text' })).toBeNull();
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'INPUT' })).toBeNull();
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'INPUT', type: 'range' })).toBeNull();
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'SELECT' })).toBeNull();
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'TEXTAREA' })).toBeNull();
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(stepForKey('ArrowRight', 3, 10, { tagName: 'INPUT', type: 'checkbox' })).toBe(4);
  });
});

describe('replay turns', () => {
  // The set-up takes steps 0 to 2; turn 1 starts at step 3, turn 2 at 9, turn 3 at 15.
  const turns = [
    { turn: 1, step: 3 },
    { turn: 2, step: 9 },
    { turn: 3, step: 15 },
  ];
  const page = { tagName: 'BODY' };

  it('name the turn a step shows, 0 before the first', () => {
    expect([0, 2, 3, 8, 9, 14, 15, 20].map((s) => turnAtStep(turns, s))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(turnAtStep([], 5)).toBe(0);
  });

  it("jump back to the turn's start, or from its start to the turn before; forward to the next turn", () => {
    expect(turnJump(turns, 12, -1)).toBe(9);
    expect(turnJump(turns, 9, -1)).toBe(3);
    expect(turnJump(turns, 3, -1)).toBeNull();
    expect(turnJump(turns, 0, 1)).toBe(3);
    expect(turnJump(turns, 9, 1)).toBe(15);
    expect(turnJump(turns, 15, 1)).toBeNull();
    expect(turnJump([], 4, 1)).toBeNull();
  });

  it('jump with PageUp and PageDown wherever the arrows step; nothing without a turn that way', () => {
    expect(stepForKey('PageDown', 4, 20, page, turns)).toBe(9);
    expect(stepForKey('PageUp', 12, 20, page, turns)).toBe(9);
    expect(stepForKey('PageUp', 2, 20, page, turns)).toBeNull();
    expect(stepForKey('PageDown', 16, 20, page, turns)).toBeNull();
    expect(stepForKey('PageDown', 4, 20, page)).toBeNull();
    expect(stepForKey('PageDown', 4, 20, { tagName: 'SELECT' }, turns)).toBeNull();
  });
});
