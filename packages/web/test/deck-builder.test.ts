// The deck builders (issue 22): each Battle Spirits format's, Eternal's with its own cards, its own
// deck rules (E225, E229) and its own saved decks, apart from Saga's (the route and the saved decks
// are named by the lobby's game key, game-key.ts); Vanguard's, with the main deck's cards (5.2.2).
import { BATTLE_SPIRITS } from '@arbiter/battle-spirits';
import { VANGUARD } from '@arbiter/vanguard';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameKey, hostedByKey, keyOf } from '../src/game-key.ts';
import type { CardInfo } from '../src/boards/saga/types.ts';
import type { VgCardInfo } from '../src/boards/vanguard/types.ts';
import type { HostedGameInfo } from '../src/types.ts';

/** The Saga board's deck spec, loaded by a computed path (its React and Vite types stay out of this check). */
interface Spec<C = CardInfo> {
  game: string;
  format?: string;
  cards: readonly C[];
  filters: readonly {
    key: string;
    label: string;
    options: readonly (readonly [string, string])[];
    test(c: C, v: string): boolean;
  }[];
  copies: number;
  cost(c: C): number;
  typeName(c: C): string;
  legal(check: { valid: boolean; size: number; problems: string[] }): string;
  exampleLine: string;
}
type SpecOf = (game: string, cards: unknown[], book: unknown, format?: string) => Spec;

async function specFor(format: 'saga' | 'eternal'): Promise<Spec> {
  const host = await BATTLE_SPIRITS.host(format);
  const specPath = '../src/boards/saga/deck-spec.tsx';
  const bookPath = '../src/boards/saga/book.ts';
  const { sagaDeckSpec } = (await import(specPath)) as { sagaDeckSpec: SpecOf };
  const { makeBook } = (await import(bookPath)) as { makeBook(cards: unknown[], format?: string): unknown };
  const cards = host.cards();
  // As the App loads it: Saga, the first format, with no format; Eternal with its own.
  return format === 'saga'
    ? sagaDeckSpec('battle-spirits', cards, makeBook(cards))
    : sagaDeckSpec('battle-spirits', cards, makeBook(cards, 'eternal'), 'eternal');
}

const filter = (spec: Spec, key: string) => spec.filters.find((f) => f.key === key)!;

const HOSTED: HostedGameInfo[] = [
  { game: 'battle-spirits', format: 'saga', title: 'Battle Spirits Saga', decks: ['ST01'] },
  { game: 'battle-spirits', format: 'eternal', title: 'Battle Spirits Eternal', decks: ['BS01-A'] },
  { game: 'dbscg', format: 'standard', title: 'Dragon Ball Super Card Game', decks: [] },
];

describe('deck builder keys', () => {
  it('name the first format by the game and a further one by game and format, both ways', () => {
    expect(keyOf('battle-spirits')).toBe('battle-spirits');
    expect(keyOf('battle-spirits', 'eternal')).toBe('battle-spirits/eternal');
    for (const g of HOSTED) {
      const key = gameKey(HOSTED, g);
      const back = hostedByKey(HOSTED, key)!;
      expect(keyOf(back.game, back.format)).toBe(key);
    }
    expect(hostedByKey(HOSTED, 'battle-spirits/eternal')).toEqual({
      game: 'battle-spirits',
      format: 'eternal',
    });
    expect(hostedByKey(HOSTED, 'battle-spirits')).toEqual({ game: 'battle-spirits' });
    // Saga is the first format: it has no key of its own besides the game's.
    expect(hostedByKey(HOSTED, 'battle-spirits/saga')).toBeNull();
    expect(hostedByKey(HOSTED, 'chess')).toBeNull();
  });
});

describe("Battle Spirits Eternal's deck builder", () => {
  it("offers Eternal's cards with the facts the data has, and Eternal's deck rules (E225, E229)", async () => {
    const [saga, eternal] = [await specFor('saga'), await specFor('eternal')];
    expect(saga.format).toBeUndefined();
    expect(eternal.format).toBe('eternal');
    expect(eternal.cards.length).toBeGreaterThan(100);
    expect(eternal.cards.every((c) => c.id.startsWith('BS01-'))).toBe(true);
    expect(saga.cards.some((c) => c.id.startsWith('BS01-'))).toBe(false);
    // E229: three copies; Saga's 5-1-1-1: four.
    expect([saga.copies, eternal.copies]).toEqual([4, 3]);
    expect(eternal.exampleLine).toBe('3 BS01-001');
    const legal = eternal.legal({ valid: true, size: 40, problems: [] });
    expect(legal).toContain('Eternal');
    expect(legal).toContain('E225');
    expect(saga.legal({ valid: true, size: 50, problems: [] })).toContain('5-1');

    // The colour menu holds only the colours Eternal's cards have, and each narrows the list to them.
    const colours = filter(eternal, 'color').options.map(([v]) => v);
    expect(new Set(colours)).toEqual(new Set(eternal.cards.flatMap((c) => c.colors)));
    expect(colours.length).toBeLessThan(filter(saga, 'color').options.length);
    for (const v of colours) {
      const hits = eternal.cards.filter((c) => filter(eternal, 'color').test(c, v));
      expect(hits.length, v).toBeGreaterThan(0);
      expect(hits.every((c) => (c.colors as readonly string[]).includes(v))).toBe(true);
    }
    // Spirits' families as the data names them, under Eternal's word for them.
    const families = filter(eternal, 'spiritType');
    expect(families.label).toBe('Family');
    expect(families.options.map(([v]) => v)).toContain(
      eternal.cards.find((c) => c.spiritTypes.length)!.spiritTypes[0],
    );
    // The keywords the data has: Awaken and Swift.
    expect(filter(eternal, 'keyword').options.map(([v]) => v)).toEqual(['Awaken', 'Swift']);
    expect(filter(eternal, 'type').options.map(([v]) => v)).toEqual(['spirit', 'nexus', 'magic']);
  });
});

describe("Vanguard's deck builder", () => {
  it("lists the main deck's cards (no G unit: 5.2.2.6), a menu per fact they have, grades as the curve", async () => {
    const cards = (await VANGUARD.host()).cards() as unknown as VgCardInfo[];
    const specPath = '../src/boards/vanguard/deck-spec.tsx';
    const bookPath = '../src/boards/vanguard/book.ts';
    const { vgDeckSpec } = (await import(specPath)) as {
      vgDeckSpec(cards: unknown[], book: unknown): Spec<VgCardInfo>;
    };
    const { makeVgBook } = (await import(bookPath)) as { makeVgBook(cards: unknown[]): unknown };
    const spec = vgDeckSpec(cards, makeVgBook(cards));
    expect(spec.game).toBe('vanguard');
    expect(spec.format).toBeUndefined();
    expect(spec.copies).toBe(4);
    expect(spec.cards.map((c) => c.id).sort()).toEqual(
      cards
        .filter((c) => c.type !== 'g_unit')
        .map((c) => c.id)
        .sort(),
    );
    expect(spec.cards.length).toBeLessThanOrEqual(cards.length);
    for (const c of spec.cards.slice(0, 20)) expect(spec.cost(c)).toBe(c.grade);
    const trigger = spec.cards.find((c) => c.trigger)!;
    expect(spec.typeName(trigger)).toBe(
      `${trigger.trigger![0]!.toUpperCase()}${trigger.trigger!.slice(1)} trigger`,
    );
    // Each menu narrows the list to the cards that have its value, and holds no value no card has.
    const facts: Record<string, (c: VgCardInfo) => string[]> = {
      grade: (c) => [String(c.grade)],
      type: (c) => [c.type],
      trigger: (c) => (c.trigger ? [c.trigger] : []),
      skill: (c) => c.skills,
      clan: (c) => [c.clan],
      race: (c) => [c.race],
      nation: (c) => (c.nation ? [c.nation] : []),
    };
    // A menu for each fact some card has (none names a nation yet: no empty menu).
    expect(spec.filters.map((f) => f.key)).toEqual(
      Object.keys(facts).filter((k) => spec.cards.some((c) => facts[k]!(c).length > 0)),
    );
    expect(spec.filters.length).toBeGreaterThanOrEqual(6);
    for (const f of spec.filters) {
      const of = facts[f.key]!;
      expect(new Set(f.options.map(([v]) => v)), f.key).toEqual(new Set(spec.cards.flatMap(of)));
      for (const [v] of f.options)
        expect(
          spec.cards.filter((c) => f.test(c, v)).map((c) => c.id),
          `${f.key} ${v}`,
        ).toEqual(spec.cards.filter((c) => of(c).includes(v)).map((c) => c.id));
    }
    expect(spec.legal({ valid: true, size: 50, problems: [] })).toContain('5.2.2');
  });
});

describe('decks saved per game and format', () => {
  beforeEach(() => {
    // This browser's storage, in memory.
    const items = new Map<string, string>();
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
      },
    });
  });

  it("keeps Eternal's decks apart from Saga's and offers each to its own format's lobby", async () => {
    // Loaded by a computed path: its browser types stay out of this package-wide check.
    const decksPath = '../src/decks.ts';
    type Deck = { name: string; cards: { id: string; count: number }[] };
    const { deckChoice, SAVED_PREFIX, savedDecks } = (await import(decksPath)) as {
      deckChoice(game: string, value: string): string | Deck;
      SAVED_PREFIX: string;
      savedDecks: {
        all(game: string): Deck[];
        put(deck: Deck & { game: string }): boolean;
        remove(game: string, name: string): void;
      };
    };
    const eternal = keyOf('battle-spirits', 'eternal');
    const cards = [{ id: 'BS01-001', count: 3 }];
    expect(savedDecks.put({ name: 'Red', cards, game: eternal })).toBe(true);
    expect(
      savedDecks.put({ name: 'Red', cards: [{ id: 'BSS01-001', count: 4 }], game: 'battle-spirits' }),
    ).toBe(true);
    expect(savedDecks.all(eternal).map((d) => d.cards)).toEqual([cards]);
    expect(savedDecks.all('battle-spirits').map((d) => d.cards[0]!.id)).toEqual(['BSS01-001']);
    expect(deckChoice(eternal, `${SAVED_PREFIX}Red`)).toEqual({ name: 'Red', cards });
    savedDecks.remove(eternal, 'Red');
    expect(savedDecks.all(eternal)).toEqual([]);
    expect(savedDecks.all('battle-spirits')).toHaveLength(1);
  });
});
