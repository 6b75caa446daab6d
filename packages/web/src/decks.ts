// Decks built in this browser: kept in localStorage, each with its game (the lobby's key: the game,
// or "game/format" for a further format, game-key.ts), written out in the text
// format of `arbiter deck export` (`# name: X`, then `4 BSS01-001` per line). Reading text and checking
// decks is the server's (POST /v1/decks/check), with the code of `arbiter deck check`.
import type { DeckChoice } from './api.ts';
import type { DeckList } from './types.ts';

const KEY = 'arbiter.decks';
/** Decks saved before saved decks named their game were built by the only builder then, Saga's. */
const GAME_OF_UNNAMED = 'battle-spirits';
/** A saved deck's value in the lobby's deck menus (built-in decks are their bare names). */
export const SAVED_PREFIX = 'saved:';

function valid(x: unknown): x is DeckList {
  if (typeof x !== 'object' || x === null) return false;
  const d = x as { name?: unknown; cards?: unknown; game?: unknown };
  return (
    typeof d.name === 'string' &&
    (d.game === undefined || typeof d.game === 'string') &&
    Array.isArray(d.cards) &&
    d.cards.every(
      (c: unknown) =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as { id?: unknown }).id === 'string' &&
        typeof (c as { count?: unknown }).count === 'number',
    )
  );
}

const gameOf = (d: DeckList): string => d.game ?? GAME_OF_UNNAMED;

function stored(): DeckList[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(valid) : [];
  } catch {
    return [];
  }
}

function store(decks: DeckList[]): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(decks));
    return true;
  } catch {
    return false;
  }
}

/** The decks saved in this browser for one game (its lobby key), by name. */
export const savedDecks = {
  all(game: string): DeckList[] {
    return stored().filter((d) => gameOf(d) === game);
  },
  get(game: string, name: string): DeckList | undefined {
    return savedDecks.all(game).find((d) => d.name === name);
  },
  /** Saves (or replaces) the deck of that name and game; false when the browser keeps no storage. */
  put(deck: DeckList & { game: string }): boolean {
    return store([...stored().filter((d) => d.name !== deck.name || gameOf(d) !== deck.game), deck]);
  },
  remove(game: string, name: string): void {
    store(stored().filter((d) => d.name !== name || gameOf(d) !== game));
  },
};

/** The deck a lobby menu value stands for: a built-in name as is, a saved deck as its list. */
export function deckChoice(game: string, value: string): DeckChoice {
  if (!value.startsWith(SAVED_PREFIX)) return value;
  const d = savedDecks.get(game, value.slice(SAVED_PREFIX.length));
  return d ? { name: d.name, cards: d.cards } : value;
}

/** The text format of `arbiter deck export`. */
export function deckText(d: DeckList): string {
  return `# name: ${d.name}\n${d.cards.map((c) => `${c.count} ${c.id}`).join('\n')}\n`;
}

export function deckSize(d: DeckList): number {
  return d.cards.reduce((n, c) => n + c.count, 0);
}
