// Event patterns of scenarios: `{t: move, to: drop, card: Red Brawler}` matches an event whose every
// given key is equal; card-valued keys take a card id or name; seat-valued keys take p1 / p2.
import type { JsonObject } from '@arbiter/engine';
import type { CardNamer } from './answers.ts';

export type EventPattern = string | { [k: string]: unknown };

/** Keys whose values are seats (0/1 in the event, p1/p2 in a pattern). */
const SEAT_KEYS = new Set(['p', 'toP', 'by', 'winner', 'player', 'attackerPlayer']);
/**
 * Keys whose values are card definition ids, or lists of them (`cards`): a name matches too. Every
 * game's card-valued event fields are here (an attack's `targetCard`, a Saga effect's `src`).
 */
const CARD_KEYS = new Set(['card', 'def', 'targetCard', 'src', 'ascend', 'cards']);

function same(name: CardNamer, key: string, want: unknown, got: unknown): boolean {
  if (SEAT_KEYS.has(key) && (want === 'p1' || want === 'p2')) return got === (want === 'p1' ? 0 : 1);
  if (CARD_KEYS.has(key) && typeof want === 'string' && typeof got === 'string')
    return got.toLowerCase() === want.toLowerCase() || name(got).toLowerCase() === want.toLowerCase();
  // A list of cards: the same cards in the same order.
  if (CARD_KEYS.has(key) && Array.isArray(want) && Array.isArray(got))
    return want.length === got.length && want.every((w, i) => same(name, key, w, got[i]));
  return JSON.stringify(want) === JSON.stringify(got);
}

/** What is wrong with a pattern's `times`, if anything: it counts events, a whole number. */
function badTimes(p: EventPattern): string | null {
  if (typeof p === 'string' || p.times === undefined) return null;
  const t = p.times;
  return typeof t === 'number' && Number.isInteger(t) && t >= 0
    ? null
    : `\`times\` is a whole number of events, 0 or more, not ${JSON.stringify(t)}`;
}

export function eventMatches(name: CardNamer, e: JsonObject, p: EventPattern): boolean {
  if (typeof p === 'string') return e.t === p;
  for (const [k, v] of Object.entries(p)) {
    if (k === 'times') continue;
    if (!same(name, k, v, e[k])) return false;
  }
  return true;
}

/**
 * Checks patterns against a list of events: those with `times` must match exactly that many events
 * anywhere; the others must occur in the listed order. Returns the failures.
 */
export function checkEvents(
  name: CardNamer,
  events: readonly JsonObject[],
  patterns: readonly EventPattern[],
  where: string,
): string[] {
  const out: string[] = [];
  let from = 0;
  for (const p of patterns) {
    const bad = badTimes(p);
    if (bad) {
      out.push(`${where}: ${JSON.stringify(p)}: ${bad}`);
      continue;
    }
    const times = typeof p === 'object' && typeof p.times === 'number' ? p.times : undefined;
    if (times !== undefined) {
      const n = events.filter((e) => eventMatches(name, e, p)).length;
      if (n !== times) out.push(`${where}: expected ${times} event(s) ${JSON.stringify(p)}, got ${n}`);
      continue;
    }
    let i = from;
    while (i < events.length && !eventMatches(name, events[i]!, p)) i++;
    if (i >= events.length) {
      out.push(
        `${where}: no event ${JSON.stringify(p)}${from > 0 ? ' after the previous one' : ''} among ${events.map((e) => e.t).join(', ') || 'no events'}`,
      );
    } else from = i + 1;
  }
  return out;
}

/** Patterns that must match no event; a count (`times`) means nothing there and is refused. */
export function checkNoEvents(
  name: CardNamer,
  events: readonly JsonObject[],
  patterns: readonly EventPattern[],
  where: string,
): string[] {
  return patterns.flatMap((p) => {
    if (typeof p === 'object' && p.times !== undefined)
      return [
        `${where}: ${JSON.stringify(p)}: \`times\` has no meaning in noEvents (no matching event may occur); to count events write the pattern under events with times: N (0 for none)`,
      ];
    return events.some((e) => eventMatches(name, e, p))
      ? [`${where}: unexpected event ${JSON.stringify(p)}`]
      : [];
  });
}
