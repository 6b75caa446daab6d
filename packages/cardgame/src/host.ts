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
import type { Game, GameModule, GameState, JsonObject, PlayerIndex } from '@arbiter/engine';
import { DeckListError, parseDeckText } from './decklist.ts';
import type { GameTeller } from './teller.ts';

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

/** Where a game stands, as tools report it (the sim's records, the terminal's option numbers). */
export interface GameStatus {
  turn: number;
  /** The seat that took the first turn. */
  first: PlayerIndex;
  /** Names the current step or phase of the turn; it changes whenever a new one begins. */
  step: string;
  names: [string, string];
}

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
  /** A game with a leader card (DBSCG, 5-1-2): the card of a list that is its leader, if any. */
  leaderOf?(cards: readonly string[]): string | undefined;
  /** The set-up of a game between two players with these decks (card ids, one per copy). */
  setup(names: [string, string], decks: [string[], string[]]): S;
  /** The two deck lists of a set-up, as both players know them (for the AI's determinizer). */
  decksOf(setup: S): [string[], string[]];
  /** An AI player; ISMCTS searches `budget` (default HOST_ISMCTS_ITERATIONS iterations). */
  agent(
    level: AiLevel,
    seed: number,
    decks: readonly [readonly string[], readonly string[]],
    budget?: AiBudget,
  ): Agent<D>;
  determinizer(decks: readonly [readonly string[], readonly string[]]): Determinizer<D>;
  /**
   * Every deck a tool may name (names are matched in any case): the built-in decks and Arbiter's own
   * decks of test cards, which the lobby does not offer. Not checked: they are the project's own.
   */
  namedDecks(): Map<string, ResolvedDeck>;
  /** The decks of `arbiter demo` and of `arbiter sim` unless told otherwise, and of the AI ladder. */
  demoDecks: [string, string];
  ladderDecks: [string, string];
  status(state: GameState<D>): GameStatus;
  /**
   * The module that plays a replay's set-up: `module`, or one that also knows card definitions the
   * set-up carries (a scenario's test cards). Throws an Error saying what is wrong with them.
   */
  replayModule(setup: S): GameModule<D, S>;
  /** The game in words, for a terminal. */
  teller: GameTeller;
}

/** A deck of `host.namedDecks()` by name, in any case. */
export function namedDeck(host: Pick<HostedGame, 'namedDecks'>, name: string): ResolvedDeck | undefined {
  const want = name.toLowerCase();
  for (const [k, d] of host.namedDecks()) if (k.toLowerCase() === want) return d;
  return undefined;
}

/** ISMCTS iterations per decision on a server: enough to play well, few enough not to stall it. */
export const HOST_ISMCTS_ITERATIONS = 100;

/** What an ISMCTS player may spend per decision: iterations (reproducible) or milliseconds. */
export type AiBudget = { iterations: number } | { ms: number };

/** An AI player of a level for any game, from the game's evaluation and determinizer. */
export function agentFor<D extends object>(
  level: AiLevel,
  seed: number,
  evaluator: Evaluator<D>,
  determinizer: Determinizer<D>,
  budget: AiBudget = { iterations: HOST_ISMCTS_ITERATIONS },
): Agent<D> {
  switch (level) {
    case 'random':
      return new RandomAgent<D>(seed);
    case 'heuristic':
      return new HeuristicAgent<D>({ evaluator, determinizer, seed });
    case 'ismcts':
      return new IsmctsAgent<D>({ evaluator, determinizer, seed, ...budget });
  }
}

/** A game being played by a host, whatever the game (its types are the host's business). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HostedPlay = Game<any, any>;

/** Reads a deck list text for a host (`HostedGame.parseDeck`): a line it cannot read is a DeckTextError. */
export function parseHostDeckText(text: string): { name: string; cards: { id: string; count: number }[] } {
  try {
    return parseDeckText(text, 'deck');
  } catch (e) {
    if (e instanceof DeckListError) throw new DeckTextError(e.message);
    throw e;
  }
}

/**
 * A deck as a client gives it (a built-in deck's name in any case, card ids, or entries with counts),
 * checked by `problems`: `HostedGame.deck` for a game whose built-in decks are a record by name.
 */
export function resolveHostDeck(
  input: DeckInput,
  builtIn: Readonly<Record<string, { name: string; cards: string[] }>>,
  problems: (ids: readonly string[]) => string[],
): ResolvedDeck {
  let d: ResolvedDeck;
  if (typeof input === 'string') {
    const b = builtIn[input.toUpperCase()];
    if (!b)
      throw new DeckError(`Unknown deck "${input}": give a list of card ids or one of the built-in decks.`, [
        `Built-in decks: ${Object.keys(builtIn).join(', ')}`,
      ]);
    d = { name: b.name, cards: b.cards.slice() };
  } else if (Array.isArray(input)) d = { name: 'custom', cards: input.slice() };
  else d = { name: input.name ?? 'custom', cards: expandEntries(input.cards) };
  const found = problems(d.cards);
  if (found.length > 0)
    throw new DeckError(`deck "${d.name}" is not valid: ${found.length} problem(s).`, listedProblems(found));
  return d;
}
