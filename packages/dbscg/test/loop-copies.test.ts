// A game through an infinite loop's declarations (11-1-2-2) copies, restores and replays exactly:
// the loop data (positions, answers by place, bans that wait) is part of the state.
import { describe, expect, it } from 'vitest';
import { respond, verifyReplay, type Answer } from '@arbiter/engine';
import { copyDiffers } from '@arbiter/cardgame';
import { createDbsModule, DbsCatalog, TEST_CARDS } from '@arbiter/dbscg';
import { battle, cost, extraCard } from '../src/test-card-kit.ts';
import { startGame } from './start-game.ts';

const cat = new DbsCatalog(TEST_CARDS).with([
  battle('TST-BOOMER', 'Boomerang', 'red', 10000, cost(0), null, [
    { kind: 'auto', on: { on: 'played' }, effect: [{ do: 'move', target: { side: 'self' }, to: 'hand' }] },
  ]),
  extraCard('TST-NEGATOR', 'Negator', 'blue', cost(1), [
    { kind: 'counter', on: 'play', effect: [{ do: 'negate', what: 'play' }] },
  ]),
]);
const mod = createDbsModule(cat);

describe('a game through an infinite loop', () => {
  it('11-1-2-2: copies, restores and replays exactly through the declarations and the bans', () => {
    const g = startGame(
      mod,
      { hand: ['TST-BOOMER'] },
      { hand: ['TST-NEGATOR'], energy: [{ card: 'DBT-020' }] },
    );
    const by = (label: string): Answer => ({
      choose: [g.decision!.options.find((o) => o.label.startsWith(label))!.id],
    });
    const script: (() => Answer)[] = [
      () => by('Play Boomerang'),
      () => by('Pass'),
      () => by('Pass'),
      () => by('Pass'),
      () => ({ number: 3 }),
      () => ({ number: 1 }),
      () => by('Play Boomerang'),
      () => by('Activate'),
      () => by('Pass'),
    ];
    const kinds: string[] = [];
    for (const next of script) {
      const d = g.decision!;
      kinds.push(d.kind);
      const a = next();
      const copy = g.clone();
      respond(mod, copy.state, d.id, a);
      const r = g.respond(d.id, a);
      if (!r.ok) throw new Error(r.error.message);
      expect(JSON.stringify(copy.state)).toBe(JSON.stringify(g.state));
      expect(copyDiffers(mod, g.state)).toBeNull();
    }
    expect(kinds).toEqual([
      'mainAction',
      'counter',
      'counter',
      'counter',
      'loopCount',
      'loopCount',
      'mainAction',
      'counter',
      'counter',
    ]);
    expect(g.state.data.players[0].drop.map((c) => c.def)).toEqual(['TST-BOOMER']);
    const check = verifyReplay(mod, JSON.parse(JSON.stringify(g.replay())));
    expect(check.ok).toBe(true);
  });
});
