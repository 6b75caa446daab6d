// Arbiter's own definitions of the ST03 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
// Cards whose abilities the vocabulary cannot yet express are left out entirely (a partial
// definition would count the card as implemented).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Greygarmr: shielded from red and white opposing effects; from LV2 it grows when it blocks.
  'ST03-002': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'white'] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' }],
    },
  ],
  // Dream Bomb: as a burst on losing life it bounces an opposing nexus, with the option to pay for
  // its flash part; used normally (main or flash) it bounces an opposing spirit.
  'ST03-015': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'nexus', count: 1 } }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
};

export default abilities;
