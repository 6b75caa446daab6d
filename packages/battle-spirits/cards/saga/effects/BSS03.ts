// Arbiter's own definitions of the BSS03 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
//
// The set is written in parts by card number (BSS03/); this file joins them.
import type { Ability } from '../../../src/vocab.ts';
import { BSS03_001_050 } from './BSS03/001-050.ts';
import { BSS03_051_102 } from './BSS03/051-102.ts';
import { BSS03_103_138 } from './BSS03/103-138.ts';

const abilities: Record<string, Ability[]> = { ...BSS03_001_050, ...BSS03_051_102, ...BSS03_103_138 };

export default abilities;
