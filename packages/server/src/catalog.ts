// What the server plays with: the Saga card pool, its module, the built-in decks, and the deck
// check of `arbiter deck check` (same problems, same words).
import {
  cardText,
  checkDeck,
  DeckListError,
  keywordLabel,
  parseDeckText,
  createSagaModule,
  EFFECT_CARDS,
  readSagaPool,
  sagaCardCoverage,
  type Ability,
  starterDecks,
  VANILLA_CARDS,
  type SagaCard,
  type SagaModule,
  type SagaPool,
} from '@arbiter/battle-spirits';
import { cleanName, nameLength } from './names.ts';
import { LIMITS, type DeckInput } from './protocol.ts';

export interface ResolvedDeck {
  name: string;
  cards: string[];
}

export class DeckError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

/** A card as `GET /v1/cards` gives it: its facts and the text generated from its definition. */
export interface CardInfo {
  id: string;
  name: string;
  additionalName?: string;
  type: SagaCard['type'];
  colors: SagaCard['colors'];
  cost: number;
  reduction: SagaCard['reduction'];
  symbols: SagaCard['symbols'];
  spiritTypes: string[];
  levels: SagaCard['levels'];
  token?: boolean;
  /** Its keyword abilities by name ("Crush", "Armor"...), from its definition. */
  keywords: string[];
  /** Lines of card text generated from the ability definitions (text.ts), never printed text. */
  text: string[];
}

/** What `POST /v1/decks/check` answers: the deck as read, its size, and every problem in words. */
export interface DeckCheck {
  name: string;
  size: number;
  cards: { id: string; count: number }[];
  valid: boolean;
  problems: string[];
}

/** A deck list text that cannot be read (a bad line, too many cards): nothing is checked. */
export class DeckTextError extends Error {}

/** Bounds of a deck list a client may send to be checked (as `deckSchema` bounds a game's deck). */
export const DECK_LIST_LIMITS = { entries: 200, count: 60 } as const;

export interface Catalog {
  module: SagaModule;
  /** The cards a game can hold: every implemented pool card and the tokens their effects make. */
  cards(): CardInfo[];
  /** Resolves a deck (built-in name or list) and checks it; throws DeckError with the problems. */
  deck(input: DeckInput): ResolvedDeck;
  /**
   * Checks a deck list without playing it: the same problems as `deck` (and `arbiter deck check`), in
   * the same words, as data. A deck list text is read by `parseDeckText` (`4 BSS01-001` per line);
   * an unreadable text throws DeckTextError.
   */
  check(input: { text: string } | { name?: string; cards: { id: string; count: number }[] }): DeckCheck;
  builtIn: string[];
}

type Coverage = Map<string, { name: string; implemented: boolean; missing?: string }>;

function coverageOf(pool: SagaPool): Coverage {
  return new Map(sagaCardCoverage(pool).sets.flatMap((s) => s.cards.map((c) => [c.id, c])));
}

/**
 * Every problem of a deck, one line each: deck construction (5-1-1-1, `checkDeck`), then cards Arbiter
 * does not implement yet. The one wording of `arbiter deck check`, of `POST /v1/decks/check` and of a
 * game's `INVALID_DECK`.
 */
export function deckProblems(
  pool: SagaPool,
  ids: readonly string[],
  coverage: Coverage = coverageOf(pool),
): string[] {
  // One line per problem: four copies of an unknown card are one problem, not four.
  const lines = checkDeck(pool.registry, ids).map((p) =>
    p.card ? `${p.card}: ${p.message} (rule ${p.rule})` : `${p.message} (rule ${p.rule})`,
  );
  const problems = [...new Set(lines)];
  for (const id of new Set(ids)) {
    const c = coverage.get(id);
    if (c && !c.implemented)
      problems.push(`${id}: ${c.name} is not implemented yet: ${c.missing} (Arbiter's card pool)`);
  }
  return problems;
}

/** A deck's problems are listed up to this many lines; one more line says how many were left out. */
export const DECK_PROBLEMS_LISTED = 20;

/**
 * The problems a client is shown: the first DECK_PROBLEMS_LISTED and, when there are more, a line
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

let loaded: Promise<Catalog> | null = null;

/** Loads the pool once per process (about 0.2 s, plus the scenario scan for card coverage). */
export function loadCatalog(): Promise<Catalog> {
  loaded ??= build();
  return loaded;
}

async function build(): Promise<Catalog> {
  const pool: SagaPool = await readSagaPool();
  const module = createSagaModule(pool.registry.with([...VANILLA_CARDS, ...EFFECT_CARDS]));
  const coverage = coverageOf(pool);
  const starters = starterDecks();

  const problemsOf = (ids: string[]): string[] => deckProblems(pool, ids, coverage);

  function check(
    input: { text: string } | { name?: string; cards: { id: string; count: number }[] },
  ): DeckCheck {
    let name: string;
    let list: { id: string; count: number }[];
    if ('text' in input) {
      try {
        const d = parseDeckText(input.text, 'deck');
        // The `# name:` line is a name like any other (names.ts).
        name = cleanName(d.name) || 'deck';
        if (nameLength(name) > LIMITS.deckName) {
          throw new DeckTextError(`# name: a deck name has at most ${LIMITS.deckName} characters.`);
        }
        list = d.cards;
      } catch (e) {
        if (e instanceof DeckListError) throw new DeckTextError(e.message);
        throw e;
      }
      if (list.length > DECK_LIST_LIMITS.entries) {
        throw new DeckTextError(
          `A deck list has at most ${DECK_LIST_LIMITS.entries} lines of cards, not ${list.length}.`,
        );
      }
      const big = list.find((c) => c.count > DECK_LIST_LIMITS.count);
      if (big) {
        throw new DeckTextError(
          `"${big.count} ${big.id}": a line counts at most ${DECK_LIST_LIMITS.count} cards.`,
        );
      }
    } else {
      name = input.name ?? 'custom';
      list = input.cards;
    }
    // One entry per card id, in first-seen order (a text may name a card on two lines).
    const merged = new Map<string, number>();
    for (const c of list) merged.set(c.id, (merged.get(c.id) ?? 0) + c.count);
    const cards = [...merged].map(([id, count]) => ({ id, count }));
    const ids = cards.flatMap((c) => new Array<string>(c.count).fill(c.id));
    const problems = problemsOf(ids);
    return {
      name,
      size: ids.length,
      cards,
      valid: problems.length === 0,
      problems: listedProblems(problems),
    };
  }

  function deck(input: DeckInput): ResolvedDeck {
    let d: ResolvedDeck;
    if (typeof input === 'string') {
      const s = starters[input.toUpperCase()];
      if (!s) {
        throw new DeckError(
          `Unknown deck "${input}": give a list of card ids or one of the built-in decks.`,
          [`Built-in decks: ${Object.keys(starters).join(', ')}`],
        );
      }
      d = { name: s.name, cards: s.cards.slice() };
    } else if (Array.isArray(input)) {
      d = { name: 'custom', cards: input.slice() };
    } else {
      d = {
        name: input.name ?? 'custom',
        cards: input.cards.flatMap((c) => new Array<string>(c.count).fill(c.id)),
      };
    }
    const problems = problemsOf(d.cards);
    if (problems.length > 0) {
      throw new DeckError(
        `deck "${d.name}" is not valid: ${problems.length} problem(s).`,
        listedProblems(problems),
      );
    }
    return d;
  }

  let infos: CardInfo[] | null = null;
  function cards(): CardInfo[] {
    infos ??= pool.registry
      .all()
      .filter((c) => c.token === true || coverage.get(c.id)?.implemented === true)
      .map((c) => ({
        id: c.id,
        name: c.name,
        ...(c.additionalName ? { additionalName: c.additionalName } : {}),
        type: c.type,
        colors: c.colors,
        cost: c.cost,
        reduction: c.reduction,
        symbols: c.symbols,
        spiritTypes: c.spiritTypes,
        levels: c.levels,
        ...(c.token ? { token: true } : {}),
        keywords: keywordsOf(c.abilities),
        text: cardText(c),
      }));
    return infos;
  }

  return { module, deck, check, cards, builtIn: Object.keys(starters) };
}

/** The names of a card's keyword abilities, once each, in definition order. */
function keywordsOf(abilities: readonly Ability[]): string[] {
  const out: string[] = [];
  for (const a of abilities) {
    if (a.kind !== 'keyword') continue;
    const label = keywordLabel(a.keyword);
    if (!out.includes(label)) out.push(label);
  }
  return out;
}
