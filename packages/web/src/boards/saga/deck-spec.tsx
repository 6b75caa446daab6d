// Battle Spirits Saga's deck builder (the shell's DeckBuilder.tsx): filters by colour, type, cost,
// spirit type and keyword; a legal deck by 5-1.
import { costFilter, listFilter, valuesOf, type DeckSpec } from '../../deck-spec.ts';
import type { CardBook } from './book.ts';
import { CardFace, frameStyle } from './CardFace.tsx';
import type { CardInfo, Color } from './types.ts';

const COLORS: Color[] = ['red', 'purple', 'white', 'yellow', 'green', 'blue'];
const TYPES = ['spirit', 'nexus', 'magic'] as const;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const options = (values: readonly string[]): [string, string][] => values.map((v) => [v, cap(v)]);

export function sagaDeckSpec(game: string, cards: readonly CardInfo[], book: CardBook): DeckSpec<CardInfo> {
  const playable = cards.filter((c) => !c.token);
  return {
    game,
    cards: playable,
    book,
    filters: [
      listFilter('color', 'Colour', options(COLORS), (c) => c.colors),
      { key: 'type', label: 'Type', options: options(TYPES), test: (c, v) => c.type === v },
      costFilter('Cost', (c) => c.cost),
      listFilter(
        'spiritType',
        'Spirit type',
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
    copies: 4,
    legal: (check) => `A legal Saga deck (5-1): ${check.size} cards.`,
    exampleLine: '4 BSS01-001',
    Preview: ({ card }) => <CardFace info={card} />,
  };
}
