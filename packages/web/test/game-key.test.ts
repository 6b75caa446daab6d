// The lobby's menu values (game-key.ts): a game's first format is the game's id, a further format
// "game/format", whichever fetch of the server's list an entry came from.
import { describe, expect, it } from 'vitest';
import { gameKey } from '../src/game-key.ts';
import type { HostedGameInfo } from '../src/types.ts';

const list = (): HostedGameInfo[] => [
  { game: 'battle-spirits', format: 'saga', title: 'Battle Spirits Saga', decks: ['ST01'] },
  { game: 'battle-spirits', format: 'eternal', title: 'Battle Spirits Eternal', decks: ['BS01-A'] },
  { game: 'dbscg', format: 'standard', title: 'Dragon Ball Super Card Game', decks: [] },
];

describe('lobby game keys', () => {
  it("name a game's first format by the game, a further one by game and format", () => {
    const games = list();
    expect(games.map((g) => gameKey(games, g))).toEqual([
      'battle-spirits',
      'battle-spirits/eternal',
      'dbscg',
    ]);
  });

  it('keep their key for an entry of an earlier fetch of the same list', () => {
    const first = list();
    const again = list();
    expect(gameKey(again, first[0]!)).toBe('battle-spirits');
    expect(gameKey(again, first[1]!)).toBe('battle-spirits/eternal');
  });
});
