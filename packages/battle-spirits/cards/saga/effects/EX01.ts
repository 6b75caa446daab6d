// Arbiter's own definitions of the EX01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented) and gaps.yaml says why.
import type { Color } from '../../../src/cards.ts';
import type { Ability } from '../../../src/vocab.ts';

/**
 * The four Elementals (cost 0): at LV1 they cannot attack; at LV2, destroyed, they draw a card
 * (a "when destroyed" effect, 10-15-1; none on self-destruction, 10-1-1-1).
 */
const elemental: Ability[] = [
  { kind: 'constant', levels: [1], apply: [{ cannot: 'attack', to: { side: 'self' } }] },
  { kind: 'trigger', on: 'destroyed', levels: [2], effect: [{ do: 'draw', n: 1 }] },
];

/**
 * The four Radiances: in the main step or a flash window one of your spirits is 2000 BP stronger this
 * turn, and a card is drawn when your field shows three symbols or more of the Radiance's colour
 * (a two-colour symbol holding it counts, 2-8-2-1).
 */
const radiance = (color: Color): Ability[] => [
  {
    kind: 'magic',
    timing: ['main', 'flash'],
    effect: [
      { do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' },
      {
        do: 'if',
        cond: { amount: { symbolsOf: 'own', color }, atLeast: 3 },
        then: [{ do: 'draw', n: 1 }],
      },
    ],
  },
];

const abilities: Record<string, Ability[]> = {
  // Fire Elemental Rubeus, Shadow Elemental Amethystus, Ice Elemental Snowbit, Sweets Elemental
  // Gingerbloom: the same two abilities.
  'EX01-001': elemental,
  'EX01-002': elemental,
  'EX01-003': elemental,
  'EX01-004': elemental,
  // Ruby, Amethyst, Diamond and Topaz Radiance: the same magic, each reading its own colour.
  'EX01-006': radiance('red'),
  'EX01-007': radiance('purple'),
  'EX01-008': radiance('white'),
  'EX01-009': radiance('yellow'),
};

export default abilities;
