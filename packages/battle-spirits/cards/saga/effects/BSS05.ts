// Arbiter's own definitions of the BSS05 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
//
// Immortal: the data lists the costs that qualify as a range ([3, 7] is 3 to 7, [6] is 6 alone).
//
// The set is written in parts by card number (BSS05/); this file joins them.
import type { Ability } from '../../../src/vocab.ts';
import { BSS05_001_031 } from './BSS05/001-031.ts';
import { BSS05_032_080 } from './BSS05/032-080.ts';
import { BSS05_081_116 } from './BSS05/081-116.ts';
import { BSS05_117_139 } from './BSS05/117-139.ts';

const abilities: Record<string, Ability[]> = {
  ...BSS05_001_031,
  ...BSS05_032_080,
  ...BSS05_081_116,
  ...BSS05_117_139,
};

export default abilities;
