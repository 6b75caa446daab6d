// The lobby's menu value of a hosted game (one entry per game and format).
import type { HostedGameInfo } from './types.ts';

/**
 * A game's first format keeps the game's id, further ones (Battle Spirits Eternal) are "game/format".
 * Compared by format, not by object: the server's list may be fetched again (React runs the App's
 * effect twice in development) while the lobby still holds an entry of the first list, and that entry
 * must keep its key (else the first format loses its deck builder and saved decks).
 */
export function gameKey(games: readonly HostedGameInfo[], g: HostedGameInfo): string {
  return games.find((x) => x.game === g.game)?.format === g.format ? g.game : `${g.game}/${g.format}`;
}
