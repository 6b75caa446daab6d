// BT2 (Union Force): the project's own definitions of the cards' skills, in the effect vocabulary.
// The facts (name, cost, power, ...) come from BT2.json; the text players read is generated from
// these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Duration, Skill } from '../../src/vocab.ts';
import { awaken, drawOnAttack } from './lib/common.ts';

/** Son Goku (BT2-002): [Activate: Battle] [Once per Turn], a card from the hand: +5000 until `until`. */
function discardForPower(until: Duration): Skill {
  return {
    kind: 'activate',
    timing: ['battle'],
    once: true,
    cost: [{ pay: 'discard', n: 1 }],
    effect: [{ do: 'power', target: { side: 'self' }, amount: 5000, until }],
  };
}

export const BT2: SetSkills = {
  'BT2-002': {
    skills: [discardForPower('battle'), awaken],
    back: [discardForPower('turn'), drawOnAttack],
  },
};
