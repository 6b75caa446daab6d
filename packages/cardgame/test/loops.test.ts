// The game-agnostic part of infinite loops (titles name no rule: this package serves every game, and
// each game's scenarios cite its own rulebook).
import { describe, expect, it } from 'vitest';
import type { Answer, Decision, PlayerIndex } from '@arbiter/engine';
import {
  banLoopEntries,
  cloneLoopData,
  forgetLoopTrail,
  hasAlternative,
  hashEnd,
  hashInt,
  hashStart,
  hashStr,
  loopActionLines,
  loopBanned,
  newLoopData,
  noteAnswer,
  reachFreeChoice,
  type LoopData,
  type LoopMode,
} from '@arbiter/cardgame';

function decision(player: PlayerIndex, ids: string[], min = 1, max = 1): Decision {
  return {
    id: 1,
    player,
    kind: 'choice',
    type: 'select',
    prompt: 'Choose.',
    options: ids.map((id) => ({ id, label: id.toUpperCase() })),
    min,
    max,
    optional: min === 0,
  };
}

const pick = (id: string): Answer => ({ choose: [id] });

/** A free choice at `fp` by `player`, then these answers (each a decision of its own). */
function step(
  l: LoopData,
  fp: string,
  player: PlayerIndex,
  answers: [PlayerIndex, string[], string][],
  mode: LoopMode = 'owner',
) {
  const found = reachFreeChoice(l, 1, fp, player, 0, mode);
  for (const [p, ids, id] of answers) noteAnswer(l, decision(p, ids), pick(id));
  return found;
}

describe('the position hash', () => {
  it('gives the same fingerprint for the same numbers and words, another for others', () => {
    const fp = (n: number, s: string): string => {
      hashStart();
      hashInt(n);
      hashStr(s);
      return hashEnd();
    };
    expect(fp(3, 'main')).toBe(fp(3, 'main'));
    expect(fp(3, 'main')).not.toBe(fp(4, 'main'));
    expect(fp(3, 'main')).not.toBe(fp(3, 'attack'));
    // Saved games hold fingerprints in their state: the hash must never change (this is the value
    // Saga's own hash gave before it moved here).
    expect(fp(3, 'main')).toBe('1031807661.1010420051');
  });
});

describe('spotting a loop (answers of the free choice player only)', () => {
  it('finds the position met again, with the players turn player first and each one entry', () => {
    const l = newLoopData();
    expect(step(l, 'A', 1, [[1, ['x', 'y'], 'x']])).toBeNull();
    expect(step(l, 'B', 0, [[0, ['p', 'q'], 'q']])).toBeNull();
    const found = step(l, 'A', 1, []);
    expect(found?.players).toEqual([0, 1]);
    expect(found?.entries).toEqual([
      { fp: 'A', player: 1, path: ['cx'] },
      { fp: 'B', player: 0, path: ['cq'] },
    ]);
    expect(loopActionLines(found!, (p) => `P${p + 1}`)).toEqual(['P2: X', 'P1: Q']);
    // Asked again where it is, with no answer yet: nothing new; and a declared position is not
    // reported again.
    expect(step(l, 'A', 1, [[1, ['x', 'y'], 'y']])).toBeNull();
    expect(step(l, 'A', 1, [])).toBeNull();
  });

  it('forgets the trail in a new window', () => {
    const l = newLoopData();
    reachFreeChoice(l, 1, 'A', 0, 0);
    expect(reachFreeChoice(l, 2, 'B', 0, 0)).toBeNull();
    expect(reachFreeChoice(l, 2, 'A', 0, 0)).toBeNull();
  });
});

describe('spotting a loop (every answer)', () => {
  it('counts a player only where they had an alternative, and names options by their place', () => {
    const l = newLoopData();
    // Player 0 chooses at the free choice; player 1's only answer is to pass; inside the loop
    // player 1 then makes a real choice.
    step(
      l,
      'A',
      0,
      [
        [0, ['go', 'end'], 'go'],
        [1, ['pass'], 'pass'],
      ],
      'every',
    );
    step(
      l,
      'B',
      1,
      [
        [1, ['pass'], 'pass'],
        [1, ['c7', 'c8'], 'c8'],
        [0, ['ok'], 'ok'],
      ],
      'every',
    );
    const found = step(l, 'A', 0, [], 'every');
    expect(found?.players).toEqual([0, 1]);
    expect(found?.entries).toEqual([
      { fp: 'A', player: 0, path: ['0c#0'] },
      { fp: 'B', player: 1, path: ['1c#0', '1c#1'] },
    ]);
  });

  it('finds nobody who could stop a loop of forced answers', () => {
    const l = newLoopData();
    step(l, 'A', 1, [[1, ['pass'], 'pass']], 'every');
    step(l, 'B', 1, [[1, ['pass'], 'pass']], 'every');
    expect(step(l, 'A', 1, [], 'every')?.players).toEqual([]);
  });
});

describe('bans on re-entering a loop', () => {
  it('refuses the answer that completes a banned path, unless it is the only one', () => {
    const l = newLoopData();
    step(l, 'A', 0, [[0, ['go', 'end'], 'go']], 'every');
    const found = step(l, 'A', 0, [], 'every')!;
    banLoopEntries(l, found.entries);
    expect(loopBanned(l, decision(0, ['go', 'end']), pick('go'))).toBe(true);
    expect(loopBanned(l, decision(0, ['go', 'end']), pick('end'))).toBe(false);
    // The other player is not banned, and a forced choice stays open.
    expect(loopBanned(l, decision(1, ['go', 'end']), pick('go'))).toBe(false);
    expect(loopBanned(l, decision(0, ['go']), pick('go'))).toBe(false);
    // By place: another object at the same place of the list is the same answer.
    expect(loopBanned(l, decision(0, ['go2', 'end']), pick('go2'))).toBe(true);
  });

  it('holds a ban made to wait until its position has been reached', () => {
    const l = newLoopData();
    reachFreeChoice(l, 1, 'A', 0, 0, 'every');
    banLoopEntries(l, [{ fp: 'A', player: 0, path: ['0c#0'], after: 'B' }]);
    expect(loopBanned(l, decision(0, ['go', 'end']), pick('go'))).toBe(false);
    noteAnswer(l, decision(0, ['go', 'end']), pick('go'));
    reachFreeChoice(l, 1, 'B', 1, 0, 'every');
    reachFreeChoice(l, 1, 'A', 0, 0, 'every');
    expect(loopBanned(l, decision(0, ['go', 'end']), pick('go'))).toBe(true);
    // Copies keep the bans as they are.
    expect(cloneLoopData(l)).toEqual(l);
  });

  it('finds another loop through a position declared once its trail is forgotten', () => {
    const l = newLoopData();
    step(l, 'A', 0, [[0, ['a', 'b', 'end'], 'a']], 'every');
    banLoopEntries(l, step(l, 'A', 0, [], 'every')!.entries);
    noteAnswer(l, { ...decision(0, []), type: 'number', min: 1, max: 9 }, { number: 2 });
    forgetLoopTrail(l);
    expect(step(l, 'A', 0, [[0, ['a', 'b', 'end'], 'b']], 'every')).toBeNull();
    const again = step(l, 'A', 0, [], 'every');
    expect(again?.entries).toEqual([{ fp: 'A', player: 0, path: ['0c#1'] }]);
  });
});

describe('choices with an alternative', () => {
  it('tells a real choice from a forced one', () => {
    expect(hasAlternative(decision(0, ['a', 'b']))).toBe(true);
    expect(hasAlternative(decision(0, ['a']))).toBe(false);
    expect(hasAlternative(decision(0, ['a'], 0, 1))).toBe(true);
    expect(hasAlternative(decision(0, ['a', 'b'], 2, 2))).toBe(false);
    expect(hasAlternative({ ...decision(0, []), type: 'number', min: 1, max: 1 })).toBe(false);
    expect(hasAlternative({ ...decision(0, []), type: 'number', min: 1, max: 3 })).toBe(true);
  });
});
