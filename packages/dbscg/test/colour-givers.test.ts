// Colour-giving [Permanent] effects (2-4-1) whose own condition or filter asks for a colour: finding
// which effects are in force reads printed colours, so the question does not ask itself again
// without end (a stack overflow before).
import { describe, expect, it } from 'vitest';
import { createDbsModule, DbsCatalog, TEST_CARDS } from '@arbiter/dbscg';
import { colorsOf } from '../src/continuous.ts';
import { battle, cost } from '../src/test-card-kit.ts';
import { startGame } from './start-game.ts';
import { PRISM_KEEPER } from './colour-giver-cards.ts';

const cat = new DbsCatalog(TEST_CARDS).with([
  PRISM_KEEPER,
  // While you have a blue card on the field, your cards are also green: its condition asks for one.
  battle('TST-VERDANT', 'Verdant Keeper', 'red', 10000, cost(0), null, [
    {
      kind: 'permanent',
      if: { count: { side: 'own', zone: 'field', filter: { colors: ['blue'] } }, min: 1 },
      effect: [{ c: 'colors', add: ['green'], filter: {} }],
    },
  ]),
]);
const mod = createDbsModule(cat);

describe('colour-giving effects that ask for colours (2-4-1)', () => {
  it('read printed colours while the effects in force are found, and end', () => {
    const g = startGame(mod, { battle: [{ card: 'TST-PRISM' }, { card: 'TST-VERDANT' }] }, {});
    const d = g.state.data;
    const [prism, verdant] = d.players[0].battle;
    // Prism's filter (red) holds for both printed-red cards; Verdant's condition (a blue card)
    // reads printed colours, and no card is printed blue: no green.
    expect(colorsOf(cat, d, prism!)).toEqual(['red', 'blue']);
    expect(colorsOf(cat, d, verdant!)).toEqual(['red', 'blue']);
    // The opponent's leader is not the master's: its colours stay printed.
    const leader = d.players[1].leader;
    expect(colorsOf(cat, d, leader)).toEqual(cat.get(leader.def).colors);
  });
});
