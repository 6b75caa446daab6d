// What a game's board gives the deck builder (DeckBuilder.tsx): its cards, how to search, filter and
// sort them, what a card row and the deck's statistics show, and its card face.
import type { ComponentType, CSSProperties } from 'react';
import type { DeckCheck } from './types.ts';

/** One filter menu: its options (value, label) and whether a card passes with a value chosen. */
export interface DeckFilter<C> {
  key: string;
  label: string;
  options: readonly (readonly [string, string])[];
  test(c: C, value: string): boolean;
}

export interface DeckSpec<C extends { id: string; name: string }> {
  /** The game whose decks these are (saved decks, checks and built-in decks are per game). */
  game: string;
  /**
   * The format, for a game's further format (Battle Spirits Eternal): its cards, checks, built-in
   * and saved decks are that format's (game-key.ts); none: the game's first format.
   */
  format?: string;
  /** The cards a deck may hold (no tokens). */
  cards: readonly C[];
  book: { get(id: string): C | undefined };
  filters: readonly DeckFilter<C>[];
  /** What the search box reads of a card, and says it reads. */
  searchText(c: C): string;
  searchHint: string;
  /** The cost the list sorts by and the curve counts (a card without one: 0). */
  cost(c: C): number;
  costText(c: C): string;
  costLabel(c: C): string;
  /** The card's colours as a frame. */
  frame(c: C): CSSProperties;
  /** A row's small print: card number, type, keywords... */
  detail(c: C): string;
  /** The card type counted in the deck's statistics. */
  typeName(c: C): string;
  /** At most this many copies of a card (more are marked). */
  copies: number;
  /** The verdict of a legal deck, with its rule. */
  legal(check: DeckCheck): string;
  /** A line of the text format, as an example. */
  exampleLine: string;
  /** Cards kept apart from the deck, listed on their own (DBSCG's leader, 5-1-2). */
  apart?: { title: string; none: string; test(c: C): boolean };
  Preview: ComponentType<{ card: C }>;
}

/** A menu of every value some card has (sorted), for a filter. */
export function valuesOf<C>(cards: readonly C[], of: (c: C) => readonly string[]): [string, string][] {
  return [...new Set(cards.flatMap(of))].sort().map((v) => [v, v]);
}

/** A menu of the values cards have several of (colours, traits, keywords): a card passes with one. */
export function listFilter<C>(
  key: string,
  label: string,
  options: readonly (readonly [string, string])[],
  of: (c: C) => readonly string[],
): DeckFilter<C> {
  return { key, label, options, test: (c, v) => of(c).includes(v) };
}

/** Costs 0 to 7 and "8 or more"; a card without a cost (undefined) passes none. */
export function costFilter<C>(label: string, costOf: (c: C) => number | undefined): DeckFilter<C> {
  return {
    key: 'cost',
    label,
    options: [...Array.from({ length: 8 }, (_, i) => [String(i), String(i)] as const), ['8+', '8 or more']],
    test: (c, v) => {
      const n = costOf(c);
      return n !== undefined && (v === '8+' ? n >= 8 : n === Number(v));
    },
  };
}
