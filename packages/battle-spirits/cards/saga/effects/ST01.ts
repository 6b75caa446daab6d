// Arbiter's own definitions of the ST01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {};

export default abilities;
