// Arbiter's own definitions of the CB01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented) and gaps.yaml says why.
//
// The set is written in parts (CB01/): the spirits, then the nexuses and magic cards; this file joins them.
import type { Ability } from '../../../src/vocab.ts';
import { CB01_NEXUSES_AND_MAGIC } from './CB01/nexuses-magic.ts';
import { CB01_SPIRITS } from './CB01/spirits.ts';

const abilities: Record<string, Ability[]> = {
  ...CB01_SPIRITS,
  ...CB01_NEXUSES_AND_MAGIC,
};

export default abilities;
