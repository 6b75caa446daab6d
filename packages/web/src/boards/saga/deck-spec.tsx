// Battle Spirits' deck builder (the shell's DeckBuilder.tsx), in each format: filters by colour, type,
// cost, spirit type (Eternal's families) and keyword, the menus holding only the values the format's
// cards have; a legal deck by 5-1 (Saga) or E225 to E235 (Eternal), as the server checks it.
import { costFilter, listFilter, valuesOf, type DeckSpec } from '../../deck-spec.ts';
import type { CardBook } from './book.ts';
import { CardFace, frameStyle } from './CardFace.tsx';
import type { CardInfo, Color } from './types.ts';

const COLORS: Color[] = ['red', 'purple', 'white', 'yellow', 'green', 'blue'];
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const options = (values: readonly string[]): [string, string][] => values.map((v) => [v, cap(v)]);

/** What differs between the formats' decks. */
interface FormatDecks {
  /** Copies of one card (5-1-1-1: four; E229: three). */
  copies: number;
  legal(size: number): string;
  exampleLine: string;
  /** The name of a spirit's kinds (Saga's spirit types, Eternal's families). */
  kinds: string;
}

const FORMATS: Record<string, FormatDecks> = {
  saga: {
    copies: 4,
    legal: (size) => `A legal Saga deck (5-1): ${size} cards.`,
    exampleLine: '4 BSS01-001',
    kinds: 'Spirit type',
  },
  eternal: {
    copies: 3,
    legal: (size) => `A legal Eternal deck (E225, E229): ${size} cards.`,
    exampleLine: '3 BS01-001',
    kinds: 'Family',
  },
};

/**
 * The deck builder's spec for the book's format; `format` is given for a further format only (its
 * decks are saved apart: game-key.ts), none for the game's first.
 */
export function sagaDeckSpec(
  game: string,
  cards: readonly CardInfo[],
  book: CardBook,
  format?: string,
): DeckSpec<CardInfo> {
  const playable = cards.filter((c) => !c.token);
  const rules = FORMATS[book.format] ?? FORMATS.saga!;
  const has = new Set(playable.flatMap((c) => c.colors));
  // The types in the rulebook's order (2-1), then any other the format's cards have.
  const types = valuesOf(playable, (c) => [c.type]).map(([t]) => t);
  const typeOrder = ['spirit', 'nexus', 'magic'];
  types.sort((a, b) => (typeOrder.indexOf(a) + 1 || 99) - (typeOrder.indexOf(b) + 1 || 99));
  return {
    game,
    ...(format ? { format } : {}),
    cards: playable,
    book,
    filters: [
      listFilter('color', 'Colour', options(COLORS.filter((c) => has.has(c))), (c) => c.colors),
      { key: 'type', label: 'Type', options: options(types), test: (c, v) => c.type === v },
      costFilter('Cost', (c) => c.cost),
      listFilter(
        'spiritType',
        rules.kinds,
        valuesOf(playable, (c) => c.spiritTypes),
        (c) => c.spiritTypes,
      ),
      listFilter(
        'keyword',
        'Keyword',
        valuesOf(playable, (c) => c.keywords ?? []),
        (c) => c.keywords ?? [],
      ),
    ],
    searchText: (c) => `${c.name} ${c.additionalName ?? ''} ${c.id}`,
    searchHint: 'Name or card id',
    cost: (c) => c.cost,
    costText: (c) => String(c.cost),
    costLabel: (c) => `Cost ${c.cost}`,
    frame: (c) => frameStyle(c.colors),
    detail: (c) => `${c.id} · ${cap(c.type)}${c.keywords?.length ? ` · ${c.keywords.join(', ')}` : ''}`,
    typeName: (c) => cap(c.type),
    copies: rules.copies,
    legal: (check) => rules.legal(check.size),
    exampleLine: rules.exampleLine,
    Preview: ({ card }) => <CardFace info={card} />,
  };
}
