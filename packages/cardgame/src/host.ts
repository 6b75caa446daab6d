// A game as a server hosts it: its module with the card pool, the cards a client may show, deck
// lists resolved and checked, the set-up of a game from two decks, and its AI players. The server,
// the bots and the CLI's play and sim commands use only this; each game provides one.
import {
  HeuristicAgent,
  IsmctsAgent,
  RandomAgent,
  type Agent,
  type Determinizer,
  type Evaluator,
} from '@arbiter/ai';
import type { Game, GameModule, JsonObject } from '@arbiter/engine';

/** A deck as a game is played with it: a name and the card ids, one per copy. */
export interface ResolvedDeck {
  name: string;
  cards: string[];
}

/** A deck as a client gives it: a built-in deck's name, card ids, or entries with counts. */
export type DeckInput = string | string[] | { name?: string; cards: { id: string; count: number }[] };

/** A deck that cannot be played; `problems` says why, one line each (capped, see `listedProblems`). */
export class DeckError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

/** A deck list text that cannot be read at all (a bad line): nothing is checked. */
export class DeckTextError extends Error {}

/** A deck checked without being played: the deck as read, its size, and every problem in words. */
export interface DeckCheck {
  name: string;
  size: number;
  cards: { id: string; count: number }[];
  valid: boolean;
  problems: string[];
}

export type AiLevel = 'random' | 'heuristic' | 'ismcts';

/** A deck's problems are listed up to this many lines; one more line says how many were left out. */
export const DECK_PROBLEMS_LISTED = 20;

/**
 * The problems a person is shown: the first DECK_PROBLEMS_LISTED and, when there are more, a line
 * saying how many were left out (a deck of 200 unknown cards gets 21 lines, not 200).
 */
export function listedProblems(problems: readonly string[]): string[] {
  if (problems.length <= DECK_PROBLEMS_LISTED) return problems.slice();
  const left = problems.length - DECK_PROBLEMS_LISTED;
  return [
    ...problems.slice(0, DECK_PROBLEMS_LISTED),
    `...and ${left} more problem${left === 1 ? '' : 's'} not listed (${problems.length} in all).`,
  ];
}

/** Card entries with counts → one id per copy, and back (merged, in first-seen order). */
export function expandEntries(entries: readonly { id: string; count: number }[]): string[] {
  return entries.flatMap((c) => new Array<string>(c.count).fill(c.id));
}

export function mergeEntries(
  entries: readonly { id: string; count: number }[],
): { id: string; count: number }[] {
  const merged = new Map<string, number>();
  for (const c of entries) merged.set(c.id, (merged.get(c.id) ?? 0) + c.count);
  return [...merged].map(([id, count]) => ({ id, count }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface HostedGame<D extends object = any, S = any> {
  /** What clients send as `game` and `format`. */
  game: string;
  format: string;
  title: string;
  module: GameModule<D, S>;
  /** The cards a game may hold, as clients show them (the game's own shape, with generated text). */
  cards(): JsonObject[];
  /** The built-in decks' names, and the one an AI plays unless told otherwise. */
  builtIn: string[];
  defaultDeck: string;
  /** Resolves a deck (a built-in name or a list) and checks it; throws DeckError with the problems. */
  deck(input: DeckInput): ResolvedDeck;
  /** Reads a deck list text (`4 CARD-ID` a line, `#` comments); throws DeckTextError. */
  parseDeck(text: string): { name: string; cards: { id: string; count: number }[] };
  /** Every problem of a deck, in words: the same as `deck` refuses it for. */
  problems(cards: readonly string[]): string[];
  /** The set-up of a game between two players with these decks (card ids, one per copy). */
  setup(names: [string, string], decks: [string[], string[]]): S;
  /** The two deck lists of a set-up, as both players know them (for the AI's determinizer). */
  decksOf(setup: S): [string[], string[]];
  agent(level: AiLevel, seed: number, decks: readonly [readonly string[], readonly string[]]): Agent<D>;
  determinizer(decks: readonly [readonly string[], readonly string[]]): Determinizer<D>;
}

/** ISMCTS iterations per decision on a server: enough to play well, few enough not to stall it. */
export const HOST_ISMCTS_ITERATIONS = 100;

/** An AI player of a level for any game, from the game's evaluation and determinizer. */
export function agentFor<D extends object>(
  level: AiLevel,
  seed: number,
  evaluator: Evaluator<D>,
  determinizer: Determinizer<D>,
  iterations = HOST_ISMCTS_ITERATIONS,
): Agent<D> {
  switch (level) {
    case 'random':
      return new RandomAgent<D>(seed);
    case 'heuristic':
      return new HeuristicAgent<D>({ evaluator, determinizer, seed });
    case 'ismcts':
      return new IsmctsAgent<D>({ evaluator, determinizer, seed, iterations });
  }
}

/** A game being played by a host, whatever the game (its types are the host's business). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HostedPlay = Game<any, any>;
