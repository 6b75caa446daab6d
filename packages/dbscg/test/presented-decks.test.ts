// Preparing a game (5-2-1-1): the Leader Card and deck each player presents are checked against the
// deck construction rules (5-1) at that moment, by card number (2-15-2); no game starts otherwise.
import { describe, expect, it } from 'vitest';
import { DeckError } from '@arbiter/cardgame';
import { dbsHost, TEST_DECKS } from '@arbiter/dbscg';

const red = [TEST_DECKS.red.leader, ...TEST_DECKS.red.deck];
const blue = [TEST_DECKS.blue.leader, ...TEST_DECKS.blue.deck];

/** The DeckError a call throws, or null. */
function deckError(f: () => unknown): DeckError | null {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof DeckError) return e;
    throw e;
  }
}

describe('DBSCG decks presented for a game (5-2-1-1)', () => {
  it('5-1-1, 5-1-2, 5-2-1-1: each player presents a Leader Card and a deck; a list without a leader is refused', async () => {
    const host = await dbsHost();
    const e = deckError(() => host.setup(['Ann', 'Bob'], [red.slice(1), blue]));
    expect(e?.problems.join(' ')).toMatch(/5-1-2/);
    const setup = host.setup(['Ann', 'Bob'], [red, blue]);
    expect(setup.players.map((p) => [p.leader, p.deck.length])).toEqual([
      [TEST_DECKS.red.leader, 50],
      [TEST_DECKS.blue.leader, 50],
    ]);
  });

  it('2-15-2, 2-15-2-1, 5-2-1-1: a fifth copy of a card number is refused when the game is prepared, naming the number', async () => {
    const host = await dbsHost();
    // Red Brawler, four copies in the red test deck; fifty cards still, one card swapped for a fifth.
    const number = 'DBT-011';
    expect(TEST_DECKS.red.deck.filter((id) => id === number)).toHaveLength(4);
    const swapped = TEST_DECKS.red.deck.indexOf('DBT-010');
    const five = [
      TEST_DECKS.red.leader,
      ...TEST_DECKS.red.deck.map((id, i) => (i === swapped ? number : id)),
    ];
    const e = deckError(() => host.setup(['Ann', 'Bob'], [blue, five]));
    expect(e?.message).toMatch(/Bob's deck .*5-2-1-1/);
    expect(e?.problems).toEqual([expect.stringMatching(new RegExp(`5 copies of .*${number}.*rule 5-1-3-1`))]);
    // The same deck offered for a seat is refused the same way.
    expect(deckError(() => host.deck(five))?.problems.join(' ')).toMatch(/5-1-3-1/);
  });
});
