// `arbiter deck check|export|import`: Saga deck lists, as text (`4 BSS01-001` per line, `#` comments)
// or JSON (`{ "name", "cards": [{ "id", "count" }] }`).
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { DeckListError, parseDeckText as parseSagaDeckText, type DeckList } from '@arbiter/battle-spirits';
import { deckProblems, listedProblems } from '@arbiter/server';
import { z } from 'zod';
import { sagaPool } from './cards.ts';
import { UsageError } from './errors.ts';

const deckJson = z.strictObject({
  name: z.string().min(1),
  cards: z.array(z.strictObject({ id: z.string().min(1), count: z.number().int().min(1) })),
});

/** Text: `<count> <card id>` per line (see parseDeckText); a bad line is a UsageError (exit 2). */
export function parseDeckText(text: string, file: string): DeckList {
  try {
    return parseSagaDeckText(text, file);
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
  return parsed.data;
}

export function deckText(d: DeckList): string {
  return `# name: ${d.name}\n${d.cards.map((c) => `${c.count} ${c.id}`).join('\n')}\n`;
}

export function deckJsonText(d: DeckList): string {
  return `${JSON.stringify(d, null, 2)}\n`;
}

/**
 * A deck file to play: read, then checked as `arbiter deck check` checks it; any problem (each card
 * and the rule it breaks) is bad input, exit 2, before a game begins.
 */
export async function readPlayableDeck(file: string): Promise<DeckList> {
  const r = await checkDeckFile(file);
  if (r.problems.length > 0) {
    const lines = r.problems.map((p) => `  ${p}`).join('\n');
    throw new UsageError(
      `deck "${r.deck.name}" (${file}) cannot be played: ${r.problems.length} problem(s).\n${lines}`,
    );
  }
  return r.deck;
}

/**
 * The deck's problems: deck construction (5-1-1-1 via checkDeck), then cards not implemented yet, by
 * the server's `deckProblems`, listed as the server lists them (the same lines as `POST
 * /v1/decks/check` and a game's INVALID_DECK, at most DECK_PROBLEMS_LISTED and a count of the rest);
 * `total` counts them all.
 */
export async function checkDeckFile(
  file: string,
): Promise<{ deck: DeckList; size: number; problems: string[]; total: number }> {
  const deck = readDeckFile(file);
  const pool = await sagaPool();
  const ids = deck.cards.flatMap((c) => new Array<string>(c.count).fill(c.id));
  const problems = deckProblems(pool, ids);
  return { deck, size: ids.length, problems: listedProblems(problems), total: problems.length };
}
