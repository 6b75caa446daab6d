// Arbiter's own definitions of the ST02 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Most ST02 cards move
// cores off the opponent's spirits, make block restrictions depend on the blocker's core count, or act
// only when this spirit holds the soul core; none of that exists yet, so those cards are left out.
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Okapandle: Curse at both of its levels, but only during its own attacks.
  'ST02-007': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' }],
  // Dark Knight Florence: Curse during its attacks once it reaches LV2.
  'ST02-008': [{ kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' }],
};

export default abilities;
