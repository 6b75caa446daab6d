// A game's log as the table shows it, whatever the game: each event's sentence (the game's own
// words), the turn it belongs to (the `turn` events both games send: `{t: 'turn', turn, p}`), and
// the cards the sentence names, so that a name in the log opens its card.
import type { LogEvent } from '../types.ts';

export interface LogLine {
  text: string;
  /** The turn the event happened in (0: before the first turn). */
  turn: number;
  /** The cards (card ids) whose names the sentence says, longest name first. */
  cards: { card: string; name: string }[];
}

/** Keys of an event that name a card by its id, and those that name a card object. */
const CARD_KEYS = ['card', 'targetCard', 'newCard', 'def'];
const OBJECT_KEYS = ['id', 'newId', 'target', 'attacker', 'source', 'blocker', 'guard'];

/** Every card an event names: by id, by object (as this viewer knows the object), one level down. */
function cardsIn(e: Record<string, unknown>, objects: ReadonlyMap<number, string>, into: Set<string>): void {
  for (const k of CARD_KEYS) if (typeof e[k] === 'string') into.add(e[k]);
  for (const k of OBJECT_KEYS) {
    const v = e[k];
    const card = typeof v === 'number' ? objects.get(v) : undefined;
    if (card) into.add(card);
  }
}

export function eventCards(e: LogEvent, objects: ReadonlyMap<number, string>): Set<string> {
  const out = new Set<string>();
  cardsIn(e, objects, out);
  for (const v of Object.values(e)) {
    const items = Array.isArray(v) ? v : [];
    for (const x of items)
      if (typeof x === 'object' && x !== null) cardsIn(x as Record<string, unknown>, objects, out);
  }
  return out;
}

/**
 * The log in lines: `describe` says an event (null: nothing to say) and updates `objects`, the
 * card of each object as this viewer knows it; a card is linked only where the sentence says its name.
 */
export function logLinesOf(
  log: readonly LogEvent[],
  objects: ReadonlyMap<number, string>,
  describe: (e: LogEvent) => string | null,
  nameOf: (card: string) => string | undefined,
): LogLine[] {
  const out: LogLine[] = [];
  let turn = 0;
  for (const e of log) {
    if (e.t === 'turn' && typeof e.turn === 'number') turn = e.turn;
    const text = describe(e);
    if (text === null) continue;
    const cards: LogLine['cards'] = [];
    for (const card of eventCards(e, objects)) {
      const name = nameOf(card);
      if (name && text.includes(name) && !cards.some((c) => c.name === name)) cards.push({ card, name });
    }
    cards.sort((a, b) => b.name.length - a.name.length);
    out.push({ text, turn, cards });
  }
  return out;
}

/** A line cut into plain text and card names, in order. */
export function lineParts(line: LogLine): ({ text: string } | { card: string; name: string })[] {
  const parts: ({ text: string } | { card: string; name: string })[] = [];
  let rest = line.text;
  for (;;) {
    let best: { at: number; card: string; name: string } | null = null;
    for (const c of line.cards) {
      const at = rest.indexOf(c.name);
      if (at >= 0 && (best === null || at < best.at)) best = { at, ...c };
    }
    if (!best) break;
    if (best.at > 0) parts.push({ text: rest.slice(0, best.at) });
    parts.push({ card: best.card, name: best.name });
    rest = rest.slice(best.at + best.name.length);
  }
  if (rest) parts.push({ text: rest });
  return parts;
}
