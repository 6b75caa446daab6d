// Arbiter's own definitions of the BSS01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are listed,
// with what the vocabulary lacks for them, in the gap report handed to the engine's owner (symbol
// doubling, "once per turn", conditions on a destroyed card's last state, spirits of a list of
// keywords, bursts on the opponent's When Summoned effects, costs paid with the soul core...).
//
// The set is written in parts by card number (BSS01/); this file joins them.
import type { Ability } from '../../../src/vocab.ts';
import { BSS01_001_052 } from './BSS01/001-052.ts';
import { BSS01_053_104 } from './BSS01/053-104.ts';
import { BSS01_105_136 } from './BSS01/105-136.ts';

const abilities: Record<string, Ability[]> = { ...BSS01_001_052, ...BSS01_053_104, ...BSS01_105_136 };

export default abilities;
