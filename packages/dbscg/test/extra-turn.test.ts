// "After your current turn ends, take another turn" (Whis, Judge of the Gods, BT1-043): the turn after
// is the same player's, and a game with an extra turn waiting copies, restores and replays exactly
// (DbsData.extraTurns is part of the state only while a turn waits).
import { describe, expect, it } from 'vitest';
import { respond, verifyReplay, type Answer } from '@arbiter/engine';
import { copyDiffers } from '@arbiter/cardgame';
import { createDbsModule, DbsCatalog, TEST_CARDS } from '@arbiter/dbscg';
import { battle, cost } from '../src/test-card-kit.ts';
import { startGame } from './start-game.ts';

const cat = new DbsCatalog(TEST_CARDS).with([
  battle('TST-TIME', 'Time Keeper', 'red', 10000, cost(0), null, [
    { kind: 'auto', on: { on: 'played' }, effect: [{ do: 'extraTurn' }] },
  ]),
]);
const mod = createDbsModule(cat);

describe('an extra turn', () => {
  it('6-1-1: the player who played it takes the next turn; copies, restores and replays exactly', () => {
    const g = startGame(mod, { hand: ['TST-TIME'] }, {});
    const by = (label: string): Answer => {
      const o = g.decision!.options.find((x) => x.label.startsWith(label));
      if (!o)
        throw new Error(`no option "${label}" in ${g.decision!.options.map((x) => x.label).join(', ')}`);
      return { choose: [o.id] };
    };
    // Play it, pass the counter timings, end the Main Phase: the next turn begins.
    const plan = ['Play Time Keeper', 'Pass', 'End the Main Phase'];
    while (plan.length > 0) {
      const d = g.decision!;
      const has = (l: string): boolean => d.options.some((o) => o.label.startsWith(l));
      const label = has(plan[0]!) ? plan.shift()! : 'Pass';
      const a = by(label);
      const copy = g.clone();
      respond(mod, copy.state, d.id, a);
      const r = g.respond(d.id, a);
      if (!r.ok) throw new Error(r.error.message);
      expect(JSON.stringify(copy.state)).toBe(JSON.stringify(g.state));
      expect(copyDiffers(mod, g.state)).toBeNull();
    }
    const turns = g.state.log.map((e) => e.event).filter((e) => e.t === 'turn' || e.t === 'extraTurn');
    expect(turns).toEqual([
      { t: 'extraTurn', p: 0 },
      { t: 'turn', turn: 4, p: 0 },
    ]);
    // Taken, the extra turn leaves no trace in the state.
    expect('extraTurns' in g.state.data).toBe(false);
    expect(verifyReplay(mod, JSON.parse(JSON.stringify(g.replay()))).ok).toBe(true);
  });
});
