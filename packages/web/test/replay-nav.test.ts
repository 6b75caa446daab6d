// The replay viewer's address and keys (replay-nav.ts): the URL names the viewpoint and the step, and
// the arrow keys step wherever the focus is, except where they already mean something.
import { describe, expect, it } from 'vitest';
import { replayPlaceOf, replaySearch, stepForKey } from '../src/replay-nav.ts';

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
