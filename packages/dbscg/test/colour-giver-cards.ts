// Test cards with colour-giving [Permanent] effects (2-4-1), shared by the tests that read colours.
import type { DbsCardDef } from '@arbiter/dbscg';
import { battle, cost } from '../src/test-card-kit.ts';

/** Prism Keeper: your red cards are also blue (its filter asks for a colour). */
export const PRISM_KEEPER: DbsCardDef = battle('TST-PRISM', 'Prism Keeper', 'red', 10000, cost(0), null, [
  { kind: 'permanent', effect: [{ c: 'colors', add: ['blue'], filter: { colors: ['red'] } }] },
]);
