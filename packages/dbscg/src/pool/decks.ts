// The built-in deck lists of the DBSCG host: the tournament-era lists of the shared data
// (../shared/data/dbscg/decks/*.txt: a name in the first comment, then "N NUMBER" a line), kept in
// the project as card numbers and counts (facts), generated into decks/built-in.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { DBS_COLOUR_DECKS_FILE, DBS_DECKS_FILE } from './paths.ts';

export const dbsDeckListSchema = z.strictObject({
  /** The id players pick it by: the list file's name in capitals ("S1-R-HIT"). */
  id: z.string().regex(/^[A-Z0-9-]+$/),
  name: z.string().min(1),
  /** Card numbers and how many copies, in the list's order; the leader first. */
  cards: z.array(z.strictObject({ card: z.string().min(1), n: z.number().int().min(1) })).min(1),
});

export type DbsDeckList = z.infer<typeof dbsDeckListSchema>;

/** One list file: its first comment names it ("# S1 R Hit: a 2018 ..."), every other line "N NUMBER". */
export function parseDbsDeckFile(file: string, text: string): DbsDeckList {
  const id = file.replace(/\.txt$/, '').toUpperCase();
  let name = '';
  const cards: DbsDeckList['cards'] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('#')) {
      if (name === '') name = line.slice(1).split(':')[0]!.trim();
      return;
    }
    const m = /^(\d+)\s+([A-Z0-9]+-[A-Z0-9]+)$/.exec(line);
    if (!m) throw new Error(`${file}:${i + 1}: "${line}" is not "N NUMBER"`);
    cards.push({ card: m[2]!, n: Number(m[1]) });
  });
  return dbsDeckListSchema.parse({ id, name: name || id, cards });
}

/** Every deck list of the shared data, sorted by id. */
export function generateDbsDecks(dataDir: string): DbsDeckList[] {
  const dir = join(dataDir, 'decks');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => parseDbsDeckFile(f, readFileSync(join(dir, f), 'utf8')));
}

/** The committed built-in lists, validated: an error names the file, the list and the field. */
export function readDbsDecks(file = DBS_DECKS_FILE): DbsDeckList[] {
  if (!existsSync(file)) return [];
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  return raw.map((r, i) => {
    const p = dbsDeckListSchema.safeParse(r);
    if (!p.success) {
      const problems = p.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ');
      throw new Error(`decks/${basename(file)}[${i}]: ${problems}`);
    }
    return p.data;
  });
}

/** A list's card numbers, one per copy, the leader first as listed. */
export function deckCards(list: DbsDeckList): string[] {
  return list.cards.flatMap((c) => Array<string>(c.n).fill(c.card));
}

/** The project's decks, one per colour (decks/colour-decks.json), validated like the generated lists. */
export function readDbsColourDecks(file = DBS_COLOUR_DECKS_FILE): DbsDeckList[] {
  return readDbsDecks(file);
}
