// Card facts from the server (GET /v1/cards) and the log in words, through the same sentences as the
// terminal (packages/battle-spirits/src/describe.ts), for this viewer.
import { CardRegistry } from '../../battle-spirits/src/cards.ts';
import { describeEvent, trackEvent, type DescribableEvent } from '../../battle-spirits/src/describe.ts';
import { seatName } from './api.ts';
import type { CardInfo, LogEvent, Seat } from './types.ts';

export interface CardBook {
  get(id: string): CardInfo | undefined;
  registry: CardRegistry;
}

export function makeBook(cards: CardInfo[]): CardBook {
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
  return { get: (id) => byId.get(id), registry };
}

/** The whole log in sentences, tracking which object is which card as this viewer may know it. */
export function logLines(
  book: CardBook,
  log: readonly LogEvent[],
  viewer: Seat | 'spectator',
  names: readonly [string, string],
): string[] {
  const objects = new Map<number, string>();
  const out: string[] = [];
  for (const e of log) {
    const ev = e as unknown as DescribableEvent;
    // Core movements of setup and empty payments say nothing useful.
    if (e.t === 'cores' && e.n === 0 && e.soul === false) continue;
    out.push(describeEvent(book.registry, ev, viewer, { names, objects }));
    trackEvent(objects, ev, viewer);
  }
  return out;
}

/** A name as a reader tells it from another: without case, accents, spaces, punctuation or symbols. */
function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\p{M}\p{P}\p{S}\s]/gu, '')
    .toLowerCase();
}

/**
 * The players' names as the table says them: as chosen, unless one could pass for the other (the same
 * letters once case, accents, spaces and punctuation are set aside, or the other seat's label): then
 * each with its seat, "Ann (Player 1)" and "ann (Player 2)".
 */
export function sayNames(names: readonly [string, string]): [string, string] {
  const [a, b] = names.map(nameKey) as [string, string];
  const alike = a === b || a === nameKey(seatName(1)) || b === nameKey(seatName(0));
  return alike ? [`${names[0]} (${seatName(0)})`, `${names[1]} (${seatName(1)})`] : [names[0], names[1]];
}
