// Arbiter's own definitions of the ST01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Dragron Trooper: stronger while it attacks.
  'ST01-009': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'whileAttacking',
      apply: [{ bp: 2000, to: { side: 'self' } }],
    },
  ],
};

export default abilities;
