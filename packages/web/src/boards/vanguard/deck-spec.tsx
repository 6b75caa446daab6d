// Cardfight!! Vanguard's deck builder (the shell's DeckBuilder.tsx): the main deck's cards (normal and
// trigger units, 5.2.2.6: no G unit), filtered by grade (2.4), unit type, trigger icon (2.8), skill
// (2.10), clan (2.2), race (2.3) and nation (2.17), the facts of GET /v1/cards?game=vanguard; the
// curve counts grades. A legal main deck by 5.2.2, as the server checks it.
import { listFilter, valuesOf, type DeckFilter, type DeckSpec } from '../../deck-spec.ts';
import type { VgBook } from './book.ts';
import { TYPE_NAMES, triggerName, VgCardFace, vgFrame } from './CardFace.tsx';
import type { VgCardInfo } from './types.ts';

const words = (s: string): string => s.replace(/_/g, ' ');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** A menu of every value some card has, worded. */
const menuOf = (
  cards: readonly VgCardInfo[],
  of: (c: VgCardInfo) => readonly string[],
  say: (v: string) => string = (v) => v,
): [string, string][] => valuesOf(cards, of).map(([v]) => [v, say(v)]);

export function vgDeckSpec(cards: readonly VgCardInfo[], book: VgBook): DeckSpec<VgCardInfo> {
  // 5.2.2.6: a main deck holds normal and trigger units; G units go to the G deck, not listed here.
  const playable = cards.filter((c) => c.type !== 'g_unit');
  const filters: DeckFilter<VgCardInfo>[] = [
    {
      key: 'grade',
      label: 'Grade',
      options: menuOf(playable, (c) => [String(c.grade)]),
      test: (c, v) => String(c.grade) === v,
    },
    listFilter(
      'type',
      'Unit type',
      menuOf(
        playable,
        (c) => [c.type],
        (t) => TYPE_NAMES[t as VgCardInfo['type']] ?? words(t),
      ),
      (c) => [c.type],
    ),
    listFilter(
      'trigger',
      'Trigger',
      menuOf(playable, (c) => (c.trigger ? [c.trigger] : []), triggerName),
      (c) => (c.trigger ? [c.trigger] : []),
    ),
    listFilter(
      'skill',
      'Skill',
      menuOf(
        playable,
        (c) => c.skills,
        (s) => cap(words(s)),
      ),
      (c) => c.skills,
    ),
    listFilter(
      'clan',
      'Clan',
      menuOf(playable, (c) => [c.clan]),
      (c) => [c.clan],
    ),
    listFilter(
      'race',
      'Race',
      menuOf(playable, (c) => [c.race]),
      (c) => [c.race],
    ),
    listFilter(
      'nation',
      'Nation',
      menuOf(playable, (c) => (c.nation ? [c.nation] : [])),
      (c) => (c.nation ? [c.nation] : []),
    ),
  ];
  return {
    game: 'vanguard',
    cards: playable,
    book,
    // A menu only for a fact some card has (no card of the pool names its nation yet).
    filters: filters.filter((f) => f.options.length > 0),
    searchText: (c) => `${c.name} ${c.id} ${c.clan} ${c.race}`,
    searchHint: 'Name, card number, clan or race',
    // The curve counts grades: what a card may be ridden or called on (2.4.1, 8.5).
    cost: (c) => c.grade,
    costText: (c) => String(c.grade),
    costLabel: (c) => `Grade ${c.grade}`,
    frame: (c) => vgFrame(c),
    detail: (c) =>
      `${c.id} · ${TYPE_NAMES[c.type]} · ${c.power}` +
      (c.trigger ? ` · ${triggerName(c.trigger)}` : '') +
      (c.skills.length ? ` · ${c.skills.map(words).join(', ')}` : ''),
    typeName: (c) => (c.trigger ? triggerName(c.trigger) : TYPE_NAMES[c.type]),
    copies: 4,
    legal: (check) => `A legal Vanguard main deck (5.2.2): ${check.size} cards, sixteen of them triggers.`,
    exampleLine: '4 TD01-001',
    Preview: ({ card }) => <VgCardFace info={card} />,
  };
}
