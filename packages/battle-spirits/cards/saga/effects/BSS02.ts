// Arbiter's own definitions of the BSS02 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). Among the missing pieces:
// summoning exhausted or without its When Summoned effect, "during this turn, when ..." effects,
// triggers on drawing, on cores entering the reserve, on refreshing or exhausting, cores moved between
// field cards.
//
// The set is written in parts by card number (BSS02/); this file joins them.
import type { Ability } from '../../../src/vocab.ts';
import { BSS02_001_058 } from './BSS02/001-058.ts';
import { BSS02_059_104 } from './BSS02/059-104.ts';
import { BSS02_105_136 } from './BSS02/105-136.ts';

const abilities: Record<string, Ability[]> = { ...BSS02_001_058, ...BSS02_059_104, ...BSS02_105_136 };

export default abilities;
