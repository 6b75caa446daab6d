// What the server plays with: every game Arbiter hosts (@arbiter/games), each with its card pool,
// module, built-in decks and deck check. The server names no game's types: it asks the hosts.
import {
  DeckError,
  DeckTextError,
  DECK_PROBLEMS_LISTED,
  listedProblems,
  mergeEntries,
  expandEntries,
  namedDeck,
  type DeckCheck,
  type HostedGame,
  type ResolvedDeck,
} from '@arbiter/cardgame';
import { loadHosts } from '@arbiter/games';
import { cleanName, nameLength } from './names.ts';
import { LIMITS } from './protocol.ts';
import { ProtocolError } from './errors.ts';

export { DeckError, DeckTextError, DECK_PROBLEMS_LISTED, listedProblems, type DeckCheck, type ResolvedDeck };

/** Bounds of a deck list a client may send to be checked (as `deckSchema` bounds a game's deck). */
export const DECK_LIST_LIMITS = { entries: 200, count: 60 } as const;

/** The game of a request that names none (the protocol's first game). */
export const DEFAULT_GAME = 'battle-spirits';

export interface Catalogs {
  hosts: readonly HostedGame[];
  /** The host of `game` (and `format`, when given); ProtocolError UNKNOWN_GAME otherwise. */
  get(game?: string, format?: string): HostedGame;
}

/**
 * Checks a deck list of a game without playing it: the same problems as a game's INVALID_DECK (and
 * `arbiter deck check`), in the same words, as data. A text is read as `4 CARD-ID` per line; an
 * unreadable text, an over-long name or an over-large list throws DeckTextError.
 */
export function checkDeckList(
  host: HostedGame,
  input: { text: string } | { name?: string; cards: { id: string; count: number }[] },
): DeckCheck {
  let name: string;
  let list: { id: string; count: number }[];
  if ('text' in input) {
    const d = host.parseDeck(input.text);
    // The `# name:` line is a name like any other (names.ts).
    name = cleanName(d.name) || 'deck';
    if (nameLength(name) > LIMITS.deckName) {
      throw new DeckTextError(`# name: a deck name has at most ${LIMITS.deckName} characters.`);
    }
    list = d.cards;
    if (list.length > DECK_LIST_LIMITS.entries) {
      throw new DeckTextError(
        `A deck list has at most ${DECK_LIST_LIMITS.entries} lines of cards, not ${list.length}.`,
      );
    }
    const big = list.find((c) => c.count > DECK_LIST_LIMITS.count);
    if (big)
      throw new DeckTextError(
        `"${big.count} ${big.id}": a line counts at most ${DECK_LIST_LIMITS.count} cards.`,
      );
  } else {
    name = input.name ?? 'custom';
    list = input.cards;
  }
  // One entry per card id, in first-seen order (a text may name a card on two lines).
  const cards = mergeEntries(list);
  const ids = expandEntries(cards);
  const problems = host.problems(ids);
  return { name, size: ids.length, cards, valid: problems.length === 0, problems: listedProblems(problems) };
}

/** A game's built-in decks with their lists (`GET /v1/decks`), in the order `GET /v1` names them. */
export function builtInDecks(
  host: HostedGame,
): { id: string; name: string; cards: { id: string; count: number }[] }[] {
  return host.builtIn.flatMap((id) => {
    const d = namedDeck(host, id);
    return d ? [{ id, name: d.name, cards: mergeEntries(d.cards.map((c) => ({ id: c, count: 1 }))) }] : [];
  });
}

let loaded: Promise<Catalogs> | null = null;

/** Loads every game's pool once per process. */
export function loadCatalogs(): Promise<Catalogs> {
  loaded ??= loadHosts().then((hosts) => ({
    hosts,
    get(game = DEFAULT_GAME, format?: string) {
      const h = hosts.find((x) => x.game === game && (format === undefined || x.format === format));
      if (!h) {
        const known = hosts.map((x) => `${x.game}/${x.format}`).join(', ');
        throw new ProtocolError(
          'UNKNOWN_GAME',
          `Arbiter does not host ${game}${format ? `/${format}` : ''} (known: ${known}).`,
        );
      }
      return h;
    },
  }));
  return loaded;
}

/** The Battle Spirits Saga host, for tools and tests that play Saga. */
export async function loadCatalog(): Promise<HostedGame> {
  return (await loadCatalogs()).get(DEFAULT_GAME);
}
