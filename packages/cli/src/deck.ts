// `arbiter deck check|export|import`: deck lists of any game, as text (`4 BSS01-001` per line, `#`
// comments) or JSON (`{ "name", "cards": [{ "id", "count" }] }`); the decks the other commands play.
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import {
  deckCards,
  deckListText,
  DeckListError,
  listedProblems,
  namedDeck,
  parseDeckText as parseListText,
  type DeckList,
  type HostedGame,
  type ResolvedDeck,
} from '@arbiter/cardgame';
import { z } from 'zod';
import { UsageError } from './errors.ts';
import { gameHost } from './games.ts';

const deckJson = z.strictObject({
  name: z.string().min(1),
  /** A game's leader card (DBSCG, 5-1-2): one of `cards`, or added to them as one copy. */
  leader: z.string().min(1).optional(),
  cards: z.array(z.strictObject({ id: z.string().min(1), count: z.number().int().min(1) })),
});

/** Text: `<count> <card id>` per line (see parseDeckText); a bad line is a UsageError (exit 2). */
export function parseDeckText(text: string, file: string): DeckList {
  try {
    return parseListText(text, file);
  } catch (e) {
    if (e instanceof DeckListError) throw new UsageError(e.message);
    throw e;
  }
}

/** Reads a deck file in either format; anything unreadable is a UsageError (exit 2). */
export function readDeckFile(file: string): DeckList {
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
  if (extname(file).toLowerCase() !== '.json' && !text.trimStart().startsWith('{'))
    return parseDeckText(text, file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = deckJson.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new UsageError(`${file} is not a deck list: ${i.path.join('.') || '(top)'}: ${i.message}`);
  }
  const { name, leader, cards } = parsed.data;
  if (leader === undefined) return { name, cards };
  // The leader first, as the text form lists it; one copy when `cards` leaves it out.
  const rest = cards.filter((c) => c.id !== leader);
  const own = cards.find((c) => c.id === leader) ?? { id: leader, count: 1 };
  return { name, leader, cards: [own, ...rest] };
}

/**
 * A deck list to export or import: a file, or with a game, one of its named decks too; the game marks
 * the list's leader card (DBSCG, 5-1-2) when the list does not.
 */
export function readDeckListOf(name: string, host?: HostedGame): DeckList {
  const named = host && !existsSync(name) ? namedDeck(host, name) : undefined;
  const d: DeckList = named ? { name: named.name, cards: countedCards(named.cards) } : readDeckFile(name);
  const leader = d.leader ?? host?.leaderOf?.(deckCards(d));
  if (leader === undefined || d.leader !== undefined) return d;
  const own = d.cards.find((c) => c.id === leader)!;
  return { name: d.name, leader, cards: [own, ...d.cards.filter((c) => c !== own)] };
}

/** Card ids, one per copy, as counts in the order each first appears. */
function countedCards(ids: readonly string[]): DeckList['cards'] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

export function deckText(d: DeckList): string {
  return deckListText(d);
}

export function deckJsonText(d: DeckList): string {
  const { name, leader, cards } = d;
  return `${JSON.stringify(leader === undefined ? { name, cards } : { name, leader, cards }, null, 2)}\n`;
}

/**
 * A deck file to play: read, then checked as `arbiter deck check` checks it; any problem (each card
 * and the rule it breaks) is bad input, exit 2, before a game begins.
 */
export async function readPlayableDeck(file: string, host?: HostedGame): Promise<DeckList> {
  const r = await checkDeckFile(file, host);
  if (r.problems.length > 0) {
    const lines = r.problems.map((p) => `  ${p}`).join('\n');
    throw new UsageError(
      `deck "${r.deck.name}" (${file}) cannot be played: ${r.problems.length} problem(s).\n${lines}`,
    );
  }
  return r.deck;
}

/**
 * The deck's problems in the game of `host` (default Battle Spirits Saga): deck construction, each
 * problem with its rule, then cards not implemented yet, in the words of the game's host (the same
 * lines as `POST /v1/decks/check` and a game's INVALID_DECK, at most DECK_PROBLEMS_LISTED and a count
 * of the rest); `total` counts them all.
 */
export async function checkDeckFile(
  file: string,
  host?: HostedGame,
): Promise<{ deck: DeckList; size: number; problems: string[]; total: number }> {
  const deck = readDeckFile(file);
  const ids = deckCards(deck);
  const game = host ?? (await gameHost());
  const problems = game.problems(ids);
  // Only a game with a leader card (DBSCG, 5-1-2) reads a `leader:` line; in another the line would
  // pass for one more copy of the card, unsaid, and the deck be judged a card too big.
  if (deck.leader !== undefined && !game.leaderOf)
    problems.unshift(
      `A "leader:" line names ${deck.leader}, but ${game.title} has no leader card: list it as "1 ${deck.leader}".`,
    );
  return { deck, size: ids.length, problems: listedProblems(problems), total: problems.length };
}

/**
 * A deck a command plays, by name: one the game names (its built-in decks and Arbiter's test decks,
 * any case), or a deck list file, checked first (readPlayableDeck).
 */
export async function namedOrFileDeck(host: HostedGame, name: string): Promise<ResolvedDeck> {
  const named = namedDeck(host, name);
  if (named) return named;
  if (existsSync(name)) {
    const d = await readPlayableDeck(name, host);
    return { name: d.name, cards: deckCards(d) };
  }
  const known = [...host.namedDecks().keys()].join(', ');
  throw new UsageError(`Unknown deck "${name}": give a deck file or one of ${known}.`);
}

/**
 * `arbiter deck list`: every deck a command of `host`'s game may name, a line each (the name to type,
 * its title, its size): the built-in decks (the lobby offers them) first, then Arbiter's own test
 * decks, with the roles the commands give them when told no deck.
 */
export function deckListing(host: HostedGame): string[] {
  const builtIn = new Set(host.builtIn.map((n) => n.toLowerCase()));
  const line = ([key, d]: [string, ResolvedDeck]): string => {
    const roles: string[] = [];
    if (key === host.defaultDeck) roles.push('default');
    if (host.demoDecks.includes(key)) roles.push('demo');
    if (host.ladderDecks.includes(key)) roles.push('ladder');
    return `  ${key}: ${d.name}, ${d.cards.length} cards${roles.length ? ` (${roles.join(', ')})` : ''}`;
  };
  const decks = [...host.namedDecks()];
  const offered = decks.filter(([k]) => builtIn.has(k.toLowerCase()));
  const test = decks.filter(([k]) => !builtIn.has(k.toLowerCase()));
  const out = [`${host.title} (--game ${host.game} --format ${host.format}):`];
  out.push(...offered.map(line));
  if (test.length) out.push(' test decks (not offered by the lobby):', ...test.map(line));
  return out;
}
