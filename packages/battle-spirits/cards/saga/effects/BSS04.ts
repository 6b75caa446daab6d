// Arbiter's own definitions of the BSS04 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed in the gap report of this round.
//
// The set is written in parts by card number (BSS04/); this file joins them.
import type { Ability } from '../../../src/vocab.ts';
import { BSS04_001_049 } from './BSS04/001-049.ts';
import { BSS04_050_109 } from './BSS04/050-109.ts';
import { BSS04_110_139 } from './BSS04/110-139.ts';

const abilities: Record<string, Ability[]> = { ...BSS04_001_049, ...BSS04_050_109, ...BSS04_110_139 };

export default abilities;
