// The lobby's menu value of a hosted game (one entry per game and format); the deck builder's route
// (`?decks&for=KEY`) and the decks saved in this browser are named by the same key.
import type { HostedGameInfo } from './types.ts';

/** The key of `game` in `format`: the game's id for its first format (no format given), else "game/format". */
export function keyOf(game: string, format?: string): string {
  return format ? `${game}/${format}` : game;
}

/**
 * A game's first format keeps the game's id, further ones (Battle Spirits Eternal) are "game/format".
 * Compared by format, not by object: the server's list may be fetched again (React runs the App's
 * effect twice in development) while the lobby still holds an entry of the first list, and that entry
 * must keep its key (else the first format loses its deck builder and saved decks).
 */
export function gameKey(games: readonly HostedGameInfo[], g: HostedGameInfo): string {
  const first = games.find((x) => x.game === g.game)?.format === g.format;
  return keyOf(g.game, first ? undefined : g.format);
}

/**
 * The game and format a key names among the hosted games (format only for a further format: the
 * first is the game's default), or null when the server hosts no such game.
 */
export function hostedByKey(
  games: readonly HostedGameInfo[],
  key: string,
): { game: string; format?: string } | null {
  const g = games.find((x) => gameKey(games, x) === key);
  if (!g) return null;
  return key === g.game ? { game: g.game } : { game: g.game, format: g.format };
}
