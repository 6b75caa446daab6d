// Auto-pass and pacing without a browser (issue 22): which decisions each game's board calls a
// window to act or pass, which of them the settings answer (and never one with a choice they do
// not cover), the settings as kept per browser, and the pace of the other player's actions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sagaPassWindow } from '../src/boards/saga/pass-window.ts';
import { dbsPassWindow } from '../src/boards/dbscg/pass-window.ts';
import { vgPassWindow } from '../src/boards/vanguard/pass-window.ts';
import type { DbsGameView } from '../src/boards/dbscg/types.ts';
import type { VgGameView } from '../src/boards/vanguard/types.ts';
import { isPassLike } from '../src/decision.ts';
import { Pacer, type Paced } from '../src/pacing.ts';
import { autoPass, DEFAULT_SETTINGS, readSettings, type TableSettings } from '../src/table-settings.ts';
import type { Decision, StateMessage } from '../src/types.ts';

const select = (kind: string, options: Decision['options']): Decision => ({
  id: 1,
  player: 0,
  kind,
  type: 'select',
  prompt: kind,
  options,
  min: 1,
  max: 1,
});

const IN_BATTLE = { battle: { attacker: 1, blocker: -1 } };
const NO_BATTLE = { battle: null };

describe("each game's windows to act or pass", () => {
  // The ids are opaque on purpose: the boards find the pass by the option's fact (`pass`).
  it('Saga: a flash timing (7-1-2-1) in the battle, never a block or a burst', () => {
    const flash = select('flash', [
      { id: 'o0', label: 'Use Flash magic', card: 'ST01-020', obj: 12 },
      { id: 'o1', label: 'Pass', pass: true },
    ]);
    expect(sagaPassWindow(IN_BATTLE, flash)).toEqual({ pass: 'o1', attack: true, hidden: false });
    const block = select('block', [{ id: 'o0', label: 'Do not block', pass: true }]);
    expect(sagaPassWindow(IN_BATTLE, block)).toBeNull();
    expect(
      sagaPassWindow(IN_BATTLE, select('useBurst', [{ id: 'o0', label: 'Keep it set', yes: false }])),
    ).toBeNull();
    expect(sagaPassWindow(IN_BATTLE, select('flash', [{ id: 'pass', label: 'Pass' }]))).toBeNull();
  });

  it('DBSCG: a free timing of the Offense or Defense Step, passed by its option marked pass; hidden', () => {
    const offense = select('battleAction', [
      { id: 'o0', label: 'Play Goku', card: 'BT1-005', obj: 4 },
      { id: 'o1', label: 'Pass', pass: true },
    ]);
    const g = IN_BATTLE as unknown as DbsGameView;
    expect(dbsPassWindow(g, offense)).toEqual({ pass: 'o1', attack: true, hidden: true });
    expect(
      dbsPassWindow(g, select('mainAction', [{ id: 'o0', label: 'End the Main Phase', pass: true }])),
    ).toBeNull();
  });

  it('Vanguard: the guard step (7.5.1.2) and a hand window (8.1.1.2.1); hidden', () => {
    const guard = select('guard', [
      { id: 'o0', label: 'Guard with X', card: 'TD01-010', obj: 7 },
      { id: 'o1', label: 'Pass', pass: true },
    ]);
    expect(vgPassWindow(IN_BATTLE as unknown as VgGameView, guard)).toEqual({
      pass: 'o1',
      attack: true,
      hidden: true,
    });
    const window = select('handWindow', [{ id: 'o0', label: 'Keep your hand hidden', pass: true }]);
    expect(vgPassWindow(NO_BATTLE as unknown as VgGameView, window)).toEqual({
      pass: 'o0',
      attack: false,
      hidden: true,
    });
    expect(
      vgPassWindow(
        IN_BATTLE as unknown as VgGameView,
        select('boost', [{ id: 'o0', label: 'No', pass: true }]),
      ),
    ).toBeNull();
  });

  it('the decision panel shows apart the options that decline, by their facts', () => {
    expect(isPassLike({ id: 'o3', label: 'End the main step', pass: true })).toBe(true);
    expect(isPassLike({ id: 'o4', label: 'Keep', yes: false })).toBe(true);
    expect(isPassLike({ id: 'end', label: 'End' })).toBe(false);
    expect(isPassLike({ id: 'o5', label: 'Redraw', yes: true })).toBe(false);
  });
});

describe('what the settings answer', () => {
  const flash = select('flash', [
    { id: 'magic:12', label: 'Use Flash magic', card: 'ST01-020', obj: 12 },
    { id: 'pass', label: 'Pass' },
  ]);
  const open = { pass: 'pass', attack: true, hidden: false };
  const onlyPass = select('battleAction', [{ id: '0', label: 'Pass' }]);
  const with_ = (s: Partial<TableSettings>): TableSettings => ({ ...DEFAULT_SETTINGS, ...s });

  it('by default asks every window', () => {
    expect(autoPass(DEFAULT_SETTINGS, flash, open, true)).toBeNull();
    expect(autoPass(DEFAULT_SETTINGS, flash, open, false)).toBeNull();
    expect(autoPass(DEFAULT_SETTINGS, onlyPass, { ...open, pass: '0' }, false)).toBeNull();
  });

  it("passes my turn's windows, or the opponent's attacks', only with the setting off", () => {
    expect(autoPass(with_({ stopMyTurn: false }), flash, open, true)?.answer).toEqual({ choose: ['pass'] });
    expect(autoPass(with_({ stopMyTurn: false }), flash, open, false)).toBeNull();
    expect(autoPass(with_({ stopOpponentAttacks: false }), flash, open, false)?.answer).toEqual({
      choose: ['pass'],
    });
    expect(autoPass(with_({ stopOpponentAttacks: false }), flash, open, true)).toBeNull();
    // The opponent's turn outside an attack: no setting covers it.
    const off = with_({ stopMyTurn: false, stopOpponentAttacks: false });
    expect(autoPass(off, flash, { ...open, attack: false }, false)).toBeNull();
  });

  it('"only when I can act" passes a window with nothing but the pass, never a hidden one or a real choice', () => {
    const s = with_({ onlyWhenICanAct: true });
    expect(autoPass(s, onlyPass, { ...open, pass: '0' }, false)?.answer).toEqual({ choose: ['0'] });
    expect(autoPass(s, onlyPass, { pass: '0', attack: true, hidden: true }, false)).toBeNull();
    expect(autoPass(s, flash, open, false)).toBeNull();
  });

  it('never answers what is not a window, nor a window whose pass is not offered', () => {
    const all = with_({ stopMyTurn: false, stopOpponentAttacks: false, onlyWhenICanAct: true });
    expect(autoPass(all, flash, null, true)).toBeNull();
    expect(autoPass(all, flash, { ...open, pass: 'end' }, true)).toBeNull();
    expect(autoPass(all, { ...flash, type: 'distribute' }, open, true)).toBeNull();
    expect(autoPass(all, { ...flash, min: 2, max: 2 }, open, true)).toBeNull();
  });

  it('reads the kept settings, each bad or missing field as its default', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('{"stopMyTurn":false,"pauseMs":800}')).toEqual(
      with_({ stopMyTurn: false, pauseMs: 800 }),
    );
    expect(readSettings('{"stopMyTurn":"no","pauseMs":801,"onlyWhenICanAct":true}')).toEqual(
      with_({ onlyWhenICanAct: true }),
    );
  });
});

describe('the pace of the other player’s actions', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A state after `n` log events whose pending decision is `player`'s. */
  const state = (seq: number, player: 0 | 1, logFrom: number, events: number): StateMessage => ({
    type: 'state',
    gameId: 'g',
    status: 'active',
    seq,
    view: { viewer: 0, decision: { id: seq, player, kind: 'k' }, result: null, game: {} },
    logFrom,
    log: Array.from({ length: events }, (_, i) => ({ t: 'e', i: logFrom + i })),
  });

  function pacer(pauseMs: number) {
    const seen: Paced[] = [];
    const p = new Pacer(
      (x) => seen.push(x),
      () => Date.now(),
    );
    p.seat = 0;
    p.pauseMs = pauseMs;
    return { p, seen, shown: () => seen[seen.length - 1]?.shown?.msg.seq };
  }

  it('shows each of the opponent’s actions for the pause, in order, with the whole log', () => {
    const { p, seen, shown } = pacer(800);
    p.receive(state(1, 1, 0, 3)); // attached: the opponent decides
    p.receive(state(2, 1, 3, 1)); // the opponent's action
    p.receive(state(3, 0, 4, 2)); // another: now it is mine
    expect(shown()).toBe(1);
    expect(seen[seen.length - 1]!.waiting).toBe(2);
    vi.advanceTimersByTime(799);
    expect(shown()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(2);
    vi.advanceTimersByTime(800);
    expect(shown()).toBe(3);
    expect(seen[seen.length - 1]!.shown!.log.map((e) => e.i)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen[seen.length - 1]!.waiting).toBe(0);
  });

  it('shows my own action’s result at once, and skips to the newest on request', () => {
    const { p, shown } = pacer(1500);
    p.receive(state(1, 0, 0, 1));
    p.receive(state(2, 1, 1, 1)); // my answer's result: not paced
    expect(shown()).toBe(2);
    p.receive(state(3, 1, 2, 1));
    p.receive(state(4, 1, 3, 1));
    p.receive(state(5, 0, 4, 1));
    expect(shown()).toBe(2); // the opponent's actions wait for the pause after it
    p.skip();
    expect(shown()).toBe(5);
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe(5);
  });

  it('with no pause, shows every state as it comes', () => {
    const { p, shown } = pacer(0);
    p.receive(state(1, 1, 0, 1));
    p.receive(state(2, 1, 1, 1));
    expect(shown()).toBe(2);
  });
});
