// Saga's card facts from the server (GET /v1/cards) and its log in words, through the same sentences
// as the terminal (packages/battle-spirits/src/describe.ts), for this viewer.
import { CardRegistry } from '../../../../battle-spirits/src/cards.ts';
import { trackEvent, type DescribableEvent } from '../../../../battle-spirits/src/describe.ts';
import { describeEventIn } from '../../../../battle-spirits/src/eternal-words.ts';
import type { LogEvent, Seat } from '../../types.ts';
import { logLinesOf, type LogLine } from '../log.ts';
import type { CardInfo } from './types.ts';

export interface CardBook {
  get(id: string): CardInfo | undefined;
  registry: CardRegistry;
  /** The game's format (saga or eternal): the log speaks its words. */
  format: string;
}

export function makeBook(cards: CardInfo[], format = 'saga'): CardBook {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const registry = new CardRegistry();
  for (const c of cards) {
    try {
      registry.add({
        id: c.id,
        name: c.name,
        type: c.type,
        colors: c.colors,
        cost: c.cost,
        reduction: c.reduction,
        symbols: c.symbols,
        spiritTypes: c.spiritTypes,
        levels: c.levels,
        abilities: [],
        ...(c.token ? { token: true } : {}),
      });
    } catch {
      // A card the registry refuses is still shown by its id.
    }
  }
  return { get: (id) => byId.get(id), registry, format };
}

/** The whole log in lines, tracking which object is which card as this viewer may know it. */
export function logLines(
  book: CardBook,
  log: readonly LogEvent[],
  viewer: Seat | 'spectator',
  names: readonly [string, string],
): LogLine[] {
  const objects = new Map<number, string>();
  return logLinesOf(
    log,
    objects,
    (e) => {
      const ev = e as unknown as DescribableEvent;
      // Core movements of setup and empty payments say nothing useful.
      if (e.t === 'cores' && e.n === 0 && e.soul === false) return null;
      const line = describeEventIn(book.format, book.registry, ev, viewer, { names, objects });
      trackEvent(objects, ev, viewer);
      return line;
    },
    (card) => book.get(card)?.name,
  );
}
