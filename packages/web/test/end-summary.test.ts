// The end screen's summary (end-summary.ts, each board's `standing`): how many turns were played and
// what each player had left, counted as its game loses (life, or Vanguard's damage), then deck and hand.
import { describe, expect, it } from 'vitest';
import { standingLine, turnsPlayed, type Standing } from '../src/end-summary.ts';

type Standings = (view: unknown, seat: 0 | 1) => Standing[];

async function standingOf(game: string): Promise<Standings> {
  // Loaded by a computed path: the boards' React and Vite types stay out of this package-wide check.
  const boards = '../src/boards/index.ts';
  const { kitFor } = (await import(boards)) as {
    kitFor(game: string): { load(cards: unknown[]): { standing?: Standings } } | undefined;
  };
  const standing = kitFor(game)!.load([]).standing;
  expect(standing, `${game} has a standing`).toBeDefined();
  return standing!;
}

describe('the end summary in words', () => {
  it('says the turns played', () => {
    expect(turnsPlayed(0)).toBe('Before the first turn');
    expect(turnsPlayed(1)).toBe('After 1 turn');
    expect(turnsPlayed(12)).toBe('After 12 turns');
  });

  it("says a player's counts in the board's order", () => {
    expect(
      standingLine([
        { what: 'Life', n: 0 },
        { what: 'Deck', n: 28 },
        { what: 'Hand', n: 5 },
      ]),
    ).toBe('Life 0 · Deck 28 · Hand 5');
    expect(standingLine([])).toBe('');
  });
});

describe("each board's standing", () => {
  it('Saga: life, deck and hand of the seat asked (1-2-1-1-1, 1-2-1-1-2)', async () => {
    const standing = await standingOf('battle-spirits');
    const view = {
      players: [
        { life: 0, deckCount: 30, handCount: 4 },
        { life: 3, deckCount: 25, handCount: 6 },
      ],
    };
    expect(standingLine(standing(view, 0))).toBe('Life 0 · Deck 30 · Hand 4');
    expect(standingLine(standing(view, 1))).toBe('Life 3 · Deck 25 · Hand 6');
  });

  it('DBSCG: life cards, deck and hand (9-2-3, 9-2-4)', async () => {
    const standing = await standingOf('dbscg');
    const view = {
      players: [
        { lifeCount: 2, deckCount: 0, handCount: 7 },
        { lifeCount: 5, deckCount: 31, handCount: 1 },
      ],
    };
    expect(standingLine(standing(view, 0))).toBe('Life 2 · Deck 0 · Hand 7');
    expect(standingLine(standing(view, 1))).toBe('Life 5 · Deck 31 · Hand 1');
  });

  it("Vanguard: damage, deck and hand, the opponent's hand as its size (4.8.3, 4.3)", async () => {
    const standing = await standingOf('vanguard');
    const ref = (id: number) => ({ id, card: 'x' });
    const view = {
      players: [
        { damage: [1, 2, 3, 4, 5, 6].map(ref), deck: 20, hand: [ref(7), ref(8)] },
        { damage: [ref(9)], deck: 18, hand: 5 },
      ],
    };
    expect(standingLine(standing(view, 0))).toBe('Damage 6 · Deck 20 · Hand 2');
    expect(standingLine(standing(view, 1))).toBe('Damage 1 · Deck 18 · Hand 5');
  });
});
