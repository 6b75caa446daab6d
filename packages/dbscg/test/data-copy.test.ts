// The copy of a DBSCG game's data (state.ts, `cloneDbsData`), made for every look-ahead step of the
// AIs: it must write the same keys in the same order as the original (a copy serializes and hashes
// alike), and stay an object with fast properties (issue 15: a copy that deleted a key it did not
// need became a dictionary object, slow at every later read).
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { Game, seedRng } from '@arbiter/engine';
import {
  cloneDbsData,
  createDbsModule,
  DbsCatalog,
  TEST_CARDS,
  testSetup,
  type DbsData,
} from '../src/index.ts';

setFlagsFromString('--allow-natives-syntax');
// V8's own check, parsed once the flag is set.
const fastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

function midGame(): DbsData {
  const g = Game.create(createDbsModule(new DbsCatalog(TEST_CARDS)), testSetup('red', 'blue'), 5);
  const rng = seedRng(5);
  for (let i = 0; i < 60 && !g.over; i++) g.respond(g.decision!.id, g.randomAnswer(rng));
  return g.state.data;
}

describe('DBSCG data copy', () => {
  it('writes the same keys in the same order, with and without extra turns and delayed effects', () => {
    const d = midGame();
    expect(d.extraTurns).toBeUndefined();
    expect(d.delayed).toBeUndefined();
    const bare = cloneDbsData(d);
    expect(Object.keys(bare)).toEqual(Object.keys(d));
    expect(JSON.stringify(bare)).toBe(JSON.stringify(d));
    // Added after the players, as the applier adds them (6-4-1-1, extra turns).
    const full = cloneDbsData(d);
    full.extraTurns = [1];
    full.delayed = [];
    const copy = cloneDbsData(full);
    expect(Object.keys(copy)).toEqual(Object.keys(full));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(full));
    expect(copy.extraTurns).not.toBe(full.extraTurns);
  });

  it('is an object with fast properties, not a dictionary', () => {
    const d = midGame();
    expect(fastProperties(cloneDbsData(d))).toBe(true);
    const full = cloneDbsData(d);
    full.extraTurns = [0];
    expect(fastProperties(cloneDbsData(full))).toBe(true);
  });
});
