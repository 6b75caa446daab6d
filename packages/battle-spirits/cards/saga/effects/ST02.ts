// Arbiter's own definitions of the ST02 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Several ST02 cards
// still need block restrictions that depend on the blocker's cores, or "all but one core" counted
// per player; those are left out.
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Okapandle: Curse at both of its levels, but only during its own attacks.
  'ST02-007': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' }],
  // Dark Knight Florence: Curse during its attacks once it reaches LV2.
  'ST02-008': [{ kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' }],
  // Mummirra: arriving, it takes a core off an opposing spirit, back to that player's reserve.
  'ST02-004': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'removeCores', n: 1, target: { side: 'opponent', count: 1 }, to: 'reserve' }],
    },
  ],
  // Stray Soul: the same, but only an exhausted opposing spirit can be picked.
  'ST02-011': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', count: 1, exhausted: true }, to: 'reserve' },
      ],
    },
  ],
  // Poison Shot: a burst when the opponent destroys your spirit (a card, then the flash part if paid);
  // its flash part takes a core off any spirit.
  'ST02-014': [
    { kind: 'burst', on: 'opponentDestroysYourSpirit', effect: [{ do: 'draw', n: 1 }], thenFlash: true },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'removeCores', n: 1, target: { side: 'any', count: 1 }, to: 'reserve' }],
    },
  ],
  // Core Drain: three cores off an exhausted opposing spirit; or 2000 BP for a spirit this turn.
  'ST02-015': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'removeCores', n: 3, target: { side: 'opponent', count: 1, exhausted: true }, to: 'reserve' },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
};

export default abilities;
