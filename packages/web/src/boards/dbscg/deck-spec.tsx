// The Dragon Ball Super Card Game's deck builder (the shell's DeckBuilder.tsx): filters by colour,
// card type, energy cost, character, special trait and keyword (2-4 to 2-10: the card's facts from
// GET /v1/cards?game=dbscg); the leader listed apart from the fifty cards of the deck (5-1-2, 5-1-3).
import { costFilter, listFilter, valuesOf, type DeckSpec } from '../../deck-spec.ts';
import type { DbsBook } from './book.ts';
import { DbsCardFace, dbsFrame } from './CardFace.tsx';
import type { DbsCardInfo, DbsColor } from './types.ts';

const COLORS: DbsColor[] = ['red', 'blue', 'green', 'yellow', 'black'];
const TYPES: [DbsCardInfo['type'], string][] = [
  ['leader', 'Leader Card'],
  ['battle', 'Battle Card'],
  ['extra', 'Extra Card'],
];
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const typeName = (c: DbsCardInfo): string => TYPES.find(([t]) => t === c.type)?.[1] ?? c.type;
/** A leader has no energy cost: it sorts and counts as 0. */
const costOf = (c: DbsCardInfo): number => c.cost?.total ?? 0;

export function dbsDeckSpec(cards: readonly DbsCardInfo[], book: DbsBook): DeckSpec<DbsCardInfo> {
  return {
    game: 'dbscg',
    cards,
    book: { get: book.get },
    filters: [
      listFilter(
        'color',
        'Colour',
        COLORS.map((c) => [c, cap(c)]),
        (c) => c.colors,
      ),
      { key: 'type', label: 'Card type', options: TYPES, test: (c, v) => c.type === v },
      costFilter('Energy cost', (c) => c.cost?.total),
      listFilter(
        'character',
        'Character',
        valuesOf(cards, (c) => c.characters),
        (c) => c.characters,
      ),
      listFilter(
        'trait',
        'Special trait',
        valuesOf(cards, (c) => c.traits),
        (c) => c.traits,
      ),
      listFilter(
        'keyword',
        'Keyword',
        valuesOf(cards, (c) => c.keywords),
        (c) => c.keywords,
      ),
    ],
    searchText: (c) => `${c.name} ${c.back?.name ?? ''} ${c.id} ${c.characters.join(' ')}`,
    searchHint: 'Name, character or card number',
    cost: costOf,
    costText: (c) => (c.cost ? String(c.cost.total) : 'L'),
    costLabel: (c) => (c.cost ? `Energy cost ${c.cost.text}` : 'Leader Card'),
    frame: (c) => dbsFrame(c.colors),
    detail: (c) =>
      `${c.id} · ${typeName(c)}${c.type === 'extra' ? '' : ` · ${c.power}`}` +
      (c.keywords.length ? ` · ${c.keywords.join(', ')}` : ''),
    typeName,
    copies: 4,
    legal: (check) => `A legal DBSCG deck (5-1): a leader and ${check.size - 1} cards.`,
    exampleLine: '4 BT1-004',
    apart: {
      title: 'Leader',
      none: 'No leader yet: add one Leader Card (5-1-2).',
      test: (c) => c.type === 'leader',
    },
    Preview: ({ card }) => <DbsCardFace info={card} />,
  };
}
