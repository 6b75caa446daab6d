// Event patterns of scenarios: `{t: move, to: drop, card: Red Brawler}` matches an event whose every
// given key is equal; card-valued keys take a card id or name; seat-valued keys take p1 / p2.
import type { JsonObject } from '@arbiter/engine';
import type { CardNamer } from './answers.ts';

export type EventPattern = string | { [k: string]: unknown };

/** Keys whose values are seats (0/1 in the event, p1/p2 in a pattern): every game's seat fields. */
const SEAT_KEYS = new Set(['p', 'toP', 'by', 'winner', 'who', 'handBy', 'player', 'attackerPlayer']);
/**
 * Keys whose values are card definition ids, or lists of them (`cards`): a name matches too. Every
 * game's card-valued event fields are here (an attack's `targetCard`, a Saga effect's `src`).
 */
const CARD_KEYS = new Set(['card', 'def', 'targetCard', 'src', 'ascend', 'cards']);

/** A value as scripts write it, for messages: `{t: destroy, card: Tide Sprite}`. */
export function compact(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(compact).join(', ')}]`;
  if (typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${k}: ${compact(x)}`)
      .join(', ')}}`;
  }
  return String(v);
}

/** An event (or a pattern) for messages, with card names and seats instead of ids and numbers. */
export function showEvent(name: CardNamer, ev: Readonly<Record<string, unknown>>): string {
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ev)) {
    if (CARD_KEYS.has(k) && typeof v === 'string') o[k] = name(v);
    else if (CARD_KEYS.has(k) && Array.isArray(v)) o[k] = v.map((x) => (typeof x === 'string' ? name(x) : x));
    else if (SEAT_KEYS.has(k) && (v === 0 || v === 1)) o[k] = v === 0 ? 'p1' : 'p2';
    else o[k] = v;
  }
  return compact(o);
}

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

const prefix = (where: string): string => (where ? `${where}: ` : '');
const asObject = (p: EventPattern): Record<string, unknown> => (typeof p === 'string' ? { t: p } : p);

/**
 * Checks event patterns against a list of events; returns the failures, each starting with `where`
 * and saying `scope` (which events were looked at: "after this answer", "so far").
 */
export type EventCheck = (
  name: CardNamer,
  events: readonly JsonObject[],
  patterns: readonly EventPattern[],
  where: string,
  scope?: string,
) => string[];

/**
 * Patterns with `times` must match exactly that many events anywhere; the others must occur in the
 * listed order.
 */
export const checkEvents: EventCheck = (name, events, patterns, where, scope = 'after this answer') => {
  const out: string[] = [];
  let from = 0;
  for (const p of patterns) {
    const bad = badTimes(p);
    if (bad) {
      out.push(`${prefix(where)}${JSON.stringify(p)}: ${bad}`);
      continue;
    }
    const pat = asObject(p);
    const shown = showEvent(name, Object.fromEntries(Object.entries(pat).filter(([k]) => k !== 'times')));
    if (typeof pat.times === 'number') {
      const n = events.filter((e) => eventMatches(name, e, p)).length;
      if (n !== pat.times)
        out.push(`${prefix(where)}events: expected ${pat.times} × ${shown} ${scope}, got ${n}`);
      continue;
    }
    const i = events.findIndex((e, k) => k >= from && eventMatches(name, e, p));
    if (i >= 0) {
      from = i + 1;
      continue;
    }
    const sameType = events.filter((e) => e.t === pat.t).map((e) => showEvent(name, e));
    const earlier = events.some((e) => eventMatches(name, e, p));
    out.push(
      `${prefix(where)}events: expected ${shown} ${scope}${from > 0 ? ' after the events listed before it' : ''}, ` +
        (earlier
          ? 'but it only occurred before them'
          : sameType.length
            ? `got only ${sameType.slice(0, 6).join(', ')}${sameType.length > 6 ? ', ...' : ''}`
            : `no "${String(pat.t)}" event occurred`),
    );
  }
  return out;
};

/** Patterns that must match no event; a count (`times`) means nothing there and is refused. */
export const checkNoEvents: EventCheck = (name, events, patterns, where, scope = 'after this answer') =>
  patterns.flatMap((p) => {
    if (typeof p === 'object' && p.times !== undefined)
      return [
        `${prefix(where)}${JSON.stringify(p)}: \`times\` has no meaning in noEvents (no matching event may occur); to count events write the pattern under events with times: N (0 for none)`,
      ];
    const hit = events.find((e) => eventMatches(name, e, p));
    return hit
      ? [
          `${prefix(where)}noEvents: ${showEvent(name, asObject(p))} occurred ${scope}: ${showEvent(name, hit)}`,
        ]
      : [];
  });
