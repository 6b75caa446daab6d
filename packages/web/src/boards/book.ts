// What every game's board keeps of its cards (GET /v1/cards?game=) and says of a decision someone
// else is making: a book of the cards by id, and a waiting line from the game's table of kinds.
import type { Decision } from '../types.ts';
import type { Viewer } from './board.ts';

export interface CardBook<C extends { id: string; name: string }> {
  get(id: string): C | undefined;
  has(id: string): boolean;
  /** A known card's facts; an unknown id is a card named by its id. */
  info(id: string): { name: string };
}

export function makeBook<C extends { id: string; name: string }>(cards: readonly C[]): CardBook<C> {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    get: (id) => byId.get(id),
    has: (id) => byId.has(id),
    info: (id) => byId.get(id) ?? { name: id },
  };
}

/** Someone else's pending decision in words, by its kind (never a hidden card). */
export function waitingText(
  kinds: Readonly<Record<string, string>>,
  d: Decision,
  viewer: Viewer,
  names: readonly [string, string],
): string {
  const who = viewer === d.player ? 'You' : names[d.player];
  const what = kinds[d.kind];
  return what ? `${who} ${what}.` : `${who}: deciding (${d.kind}).`;
}
