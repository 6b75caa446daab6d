// A rematch, whatever the game: a new game of the same game and format, each player with the deck
// they played. Against the server's AI, the AI plays again at its level with its deck; against a
// person, the new game waits for them to join (its waiting room shows the link to send).
import { api, type AiLevel } from './api.ts';
import type { AttachedMessage, DeckList, Seat, SeatTicket } from './types.ts';

const LEVELS: readonly AiLevel[] = ['random', 'heuristic', 'ismcts'];

/** A seat's deck as entries (its card ids, one per copy, as game info gives them). */
function listOf(name: string, ids: readonly string[]): DeckList {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { name, cards: [...counts].map(([id, count]) => ({ id, count })) };
}

export function rematch(info: AttachedMessage, seat: Seat): Promise<SeatTicket> {
  const me = info.players[seat];
  const them = info.players[seat === 0 ? 1 : 0];
  if (!me) return Promise.reject(new Error('This game has no seat of yours to play again.'));
  const level = LEVELS.find((l) => l === them?.ai);
  const opponent =
    level && them
      ? { ai: level, ...(them.deck.length ? { deck: listOf(them.deckName, them.deck) } : {}) }
      : ('human' as const);
  return api.create(
    { game: info.game, format: info.format },
    listOf(me.deckName, me.deck),
    me.name,
    opponent,
  );
}
