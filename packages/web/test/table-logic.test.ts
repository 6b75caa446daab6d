// The web table's logic that needs no browser: the log's lines grouped by turn with the card names
// they say, a number decision's answer, an order moved, and the deck builder's sorting.
import { describe, expect, it } from 'vitest';
import { eventCards, lineParts, logLinesOf } from '../src/boards/log.ts';
import { draftAnswer, initDraft, moved, repeating } from '../src/decision.ts';
import { sortCards } from '../src/card-sort.ts';
import { logLines, makeBook } from '../src/boards/saga/book.ts';
import type { Decision, DecisionOption, LogEvent } from '../src/types.ts';
import { braveLabel, fieldCardLabel, fighterWords } from '../src/boards/saga/field-words.ts';
import type { FieldCard } from '../src/boards/saga/types.ts';
import { cardNames, glyphsBeyondLatin } from '../src/card-glyphs.ts';

const NAMES: Record<string, string> = { 'BT1-004': 'Son Goku', 'BT1-005': 'Goku', 'BT1-010': 'Vegeta' };

describe('the log in lines', () => {
  const objects = new Map<number, string>();
  const describeEvent = (e: LogEvent): string | null => {
    if (typeof e.id === 'number' && typeof e.card === 'string') objects.set(e.id, e.card);
    switch (e.t) {
      case 'turn':
        return `Turn ${String(e.turn)}.`;
      case 'play':
        return `Ann plays ${NAMES[objects.get(e.id as number) ?? ''] ?? 'a card'}.`;
      case 'hidden':
        return 'Ann draws a card.';
      case 'quiet':
        return null;
      default:
        return `${NAMES[e.card as string] ?? '?'} attacks ${NAMES[objects.get(e.target as number) ?? ''] ?? '?'}.`;
    }
  };
  const log: LogEvent[] = [
    { t: 'hidden', card: 'BT1-010' },
    { t: 'turn', turn: 1, p: 0 },
    { t: 'play', id: 7, card: 'BT1-005' },
    { t: 'quiet' },
    { t: 'turn', turn: 2, p: 1 },
    { t: 'attack', card: 'BT1-004', target: 7 },
  ];
  const lines = logLinesOf(log, objects, describeEvent, (c) => NAMES[c]);

  it('gives each line the turn it happened in, and says nothing for a silent event', () => {
    expect(lines.map((l) => [l.turn, l.text])).toEqual([
      [0, 'Ann draws a card.'],
      [1, 'Turn 1.'],
      [1, 'Ann plays Goku.'],
      [2, 'Turn 2.'],
      [2, 'Son Goku attacks Goku.'],
    ]);
  });

  it('links a card only where the sentence says its name (a hidden card stays unnamed)', () => {
    expect(lines[0]!.cards).toEqual([]);
    expect(lines[2]!.cards).toEqual([{ card: 'BT1-005', name: 'Goku' }]);
    // An object named by its id (target 7) counts as its card; the longer name is matched first.
    expect(lines[4]!.cards.map((c) => c.card)).toEqual(['BT1-004', 'BT1-005']);
    expect(lineParts(lines[4]!)).toEqual([
      { card: 'BT1-004', name: 'Son Goku' },
      { text: ' attacks ' },
      { card: 'BT1-005', name: 'Goku' },
      { text: '.' },
    ]);
    expect(lineParts(lines[0]!)).toEqual([{ text: 'Ann draws a card.' }]);
  });

  it('reads cards in lists one level down', () => {
    expect([
      ...eventCards({ t: 'look', cards: [{ card: 'BT1-010' }, { card: 'BT1-004' }] }, objects),
    ]).toEqual(['BT1-010', 'BT1-004']);
  });
});

describe('a number decision', () => {
  const d: Decision = {
    id: 4,
    player: 0,
    kind: 'loopCount',
    type: 'number',
    min: 1,
    max: 99,
    options: [],
    data: { actions: ['Ann: Activate a skill of Rester', 'Ann: Activate a skill of Stander'] },
  };

  it('starts at its least and sends only a whole number within its bounds', () => {
    const draft = initDraft(d);
    expect(draft.num).toBe(1);
    expect(draftAnswer(d, draft)).toEqual({ answer: { number: 1 } });
    for (const num of [0, 100, Number.NaN, 2.5])
      expect(draftAnswer(d, { ...draft, num })).toEqual({ problem: 'A whole number from 1 to 99.' });
    expect(draftAnswer(d, { ...draft, num: 99 })).toEqual({ answer: { number: 99 } });
  });

  it('lists the actions of the loop it declares', () => {
    expect(repeating(d)).toEqual(['Ann: Activate a skill of Rester', 'Ann: Activate a skill of Stander']);
    expect(repeating({ ...d, data: {} })).toEqual([]);
  });
});

describe('an order and the deck builder', () => {
  it('moves one entry of an order', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('sorts cards by cost, by name or by card number (numbers in order: BT1-9 before BT1-10)', () => {
    const cards = [
      { id: 'BT1-10', name: 'Alpha', cost: 2 },
      { id: 'BT1-9', name: 'Beta', cost: 2 },
      { id: 'BT1-2', name: 'Gamma', cost: 1 },
    ];
    const cost = (c: { cost: number }) => c.cost;
    expect(sortCards(cards, 'cost', cost).map((c) => c.id)).toEqual(['BT1-2', 'BT1-9', 'BT1-10']);
    expect(sortCards(cards, 'name', cost).map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(sortCards(cards, 'id', cost).map((c) => c.id)).toEqual(['BT1-2', 'BT1-9', 'BT1-10']);
  });
});

describe('the board object of an option (issue 14)', () => {
  it('is the option’s obj for every game, never read from its id', async () => {
    // Loaded by a computed path: the boards' React and Vite types stay out of this package-wide check.
    const boards = '../src/boards/index.ts';
    const { kitFor } = (await import(boards)) as {
      kitFor(
        game: string,
      ): { load(cards: unknown[]): { objectOf(o: DecisionOption): number | null } } | undefined;
    };
    for (const game of ['battle-spirits', 'dbscg', 'vanguard']) {
      const board = kitFor(game)!.load([]);
      // Saga's option ids used to be parsed for the object they name ("summon:119", "c135*").
      for (const id of ['summon:119', 'attack:141', '142', 'c135', 'c135*'])
        expect(board.objectOf({ id, label: id }), `${game} ${id}`).toBeNull();
      expect(board.objectOf({ id: 'summon:119', label: 'Summon', obj: 7 })).toBe(7);
    }
  });
});

describe("the Saga board's log in its format's words (issue 18)", () => {
  it("an Eternal table's set-up line is a redraw (E281); Saga's is a mulligan (5-2-7)", () => {
    const log = [{ t: 'mulligan', p: 0, mulligan: true }] as LogEvent[];
    const line = (format: string): string =>
      logLines(makeBook([], format), log, 1, ['Ann', 'Bo'])
        .map((l) => l.text)
        .join('\n');
    expect(line('eternal')).toMatch(/^Ann redraws: the whole hand goes back into the deck/);
    expect(line('eternal')).not.toMatch(/mulligan/);
    expect(line('saga')).toMatch(/^Ann takes a mulligan/);
  });
});

describe('an Eternal spirit with a Brave combined (E751)', () => {
  const spirit: FieldCard = {
    id: 7,
    card: 'BS01-008',
    name: 'Metal Burn',
    type: 'spirit',
    exhausted: true,
    cores: 2,
    soul: false,
    level: 1,
    bp: 6000,
  };
  it('names the Brave with the spirit, and the Brave drawn under it with the spirit; none without', () => {
    const combined = { ...spirit, brave: { id: 3, card: 'T-BRAVE', name: 'Test Brave' } };
    expect(fieldCardLabel(combined)).toBe(
      'Metal Burn, spirit, level 1, 6000 BP, 2 cores, exhausted, combined with the Brave Test Brave',
    );
    expect(braveLabel(combined)).toBe('Test Brave, Brave combined with Metal Burn');
    // Separated (E786): the spirit alone, and nothing drawn under it.
    expect(fieldCardLabel(spirit)).toBe('Metal Burn, spirit, level 1, 6000 BP, 2 cores, exhausted');
    expect(braveLabel(spirit)).toBeNull();
  });

  it('names the Brave with its spirit in the battle display, the BP of the pair (E770)', () => {
    const combined = { ...spirit, brave: { id: 3, card: 'T-BRAVE', name: 'Test Brave' } };
    expect(fighterWords(combined)).toBe('Metal Burn with the Brave Test Brave (level 1, 6000 BP)');
    expect(fighterWords({ ...spirit, bp: 3000 })).toBe('Metal Burn (level 1, 3000 BP)');
    expect(fighterWords(undefined)).toBe('a spirit that has left the field');
  });
});

describe("the card names' glyphs loaded before the table is drawn (card-glyphs.ts)", () => {
  it('keeps each character beyond Latin-1 once, and reads the names of the cards', () => {
    expect(glyphsBeyondLatin(['メタルバーン', 'Red Guard', 'バーン・ブレイヴ', 'Café'])).toBe(
      'メタルバーン・ブレイヴ',
    );
    expect(glyphsBeyondLatin(['Red Guard', 'Blue Scout'])).toBe('');
    expect(cardNames([{ id: 'A', name: 'メタルバーン' }, { id: 'B' }, null, 'x'])).toEqual(['メタルバーン']);
  });
});
