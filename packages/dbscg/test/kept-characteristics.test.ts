// What DBSCG keeps between characteristic reads (issue 15): the [Permanent] effects in force (2-12-2,
// 8-8) are found once per data, kept beside it until an event changes it, one list for each way of
// reading colours (2-4-1: while colour-giving effects are found, colours are printed); the counter
// kinds a skill opens (10-10-3) are found once per definition.
import { describe, expect, it } from 'vitest';
import { createDbsModule, DbsCatalog, TEST_CARDS, type DbsCard, type DbsData } from '@arbiter/dbscg';
import { dataChanged, derivedMode, setDerivedMode } from '@arbiter/engine';
import { colorsOf, powerOf } from '../src/continuous.ts';
import { battle, cost } from '../src/test-card-kit.ts';
import { counterKindsOf } from '../src/triggers.ts';
import { startGame } from './start-game.ts';
import { PRISM_KEEPER } from './colour-giver-cards.ts';

const cat = new DbsCatalog(TEST_CARDS).with([
  PRISM_KEEPER,
  // While you have a blue card on the field, this card gets +5000 power.
  battle('TST-AZURE', 'Azure Striker', 'red', 10000, cost(0), null, [
    {
      kind: 'permanent',
      if: { count: { side: 'own', zone: 'field', filter: { colors: ['blue'] } }, min: 1 },
      effect: [{ c: 'power', amount: 5000 }],
    },
  ]),
]);
const mod = createDbsModule(cat);

/** Prism Keeper and Azure Striker in p1's Battle Area, in this order. */
function prismAndAzure(): { d: DbsData; prism: DbsCard; azure: DbsCard } {
  const d = startGame(mod, { battle: [{ card: 'TST-PRISM' }, { card: 'TST-AZURE' }] }, {}).state.data;
  return { d, prism: d.players[0].battle[0]!, azure: d.players[0].battle[1]! };
}

describe('characteristics kept between reads (issue 15)', () => {
  it('keeps the effects in force found with printed colours apart from those found with given ones (2-4-1, 2-12-2)', () => {
    const { d, prism, azure } = prismAndAzure();
    // Reaching the first decision read characteristics already: start from nothing kept.
    dataChanged(d);
    // Finding the colour givers reads printed colours: no card is printed blue, so Azure's
    // condition does not hold in that reading; Prism still makes both red cards blue.
    expect(colorsOf(cat, d, prism)).toEqual(['red', 'blue']);
    // Read with colours given, Prism's blue counts: Azure's +5000 is in force (a list kept from the
    // printed reading would leave it out).
    expect(powerOf(cat, d, azure)).toBe(15000);
    expect(colorsOf(cat, d, azure)).toEqual(['red', 'blue']);
  });

  it('keeps the effects in force until the data changes, then finds them again (8-8)', () => {
    const was = derivedMode();
    setDerivedMode('on');
    try {
      const { d, azure } = prismAndAzure();
      expect(powerOf(cat, d, azure)).toBe(15000);
      // Prism leaves by hand, without an event: what was found is kept (read once per data).
      const prism = d.players[0].battle.shift()!;
      d.players[0].drop.push(prism);
      expect(powerOf(cat, d, azure)).toBe(15000);
      // The kernel drops it at every event and answer: no blue card is left, no +5000.
      dataChanged(d);
      expect(powerOf(cat, d, azure)).toBe(10000);
    } finally {
      setDerivedMode(was);
    }
  });

  it('gives each caller its own list of counter kinds (10-10-3-1)', () => {
    const skill = cat.get('TST-AZURE').skills[0]!;
    const first = counterKindsOf(skill);
    first.push('attack');
    expect(counterKindsOf(skill)).toEqual([]);
  });
});
