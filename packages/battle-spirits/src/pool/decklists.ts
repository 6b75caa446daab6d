// Saga deck lists as text (`4 BSS01-001` per line, `#` comments, `# name: X`) and the built-in
// starter decks (decks/saga/<SET>.txt): one per starter set ST01-ST07, of implemented cards only.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { here } from './paths.ts';

export interface DeckList {
  name: string;
  cards: { id: string; count: number }[];
}

/** A deck list that cannot be read, with the file and line. */
export class DeckListError extends Error {}

/** Text: `<count> <card id>` per line; `#` starts a comment; `# name: X` names the deck. */
export function parseDeckText(text: string, file: string): DeckList {
  let name = basename(file, extname(file));
  const cards: DeckList['cards'] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const named = /^\s*#\s*name:\s*(.+?)\s*$/i.exec(raw);
    if (named) name = named[1]!;
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const m = /^(\d+)\s*x?\s+(\S+)$/i.exec(line);
    if (!m || Number(m[1]) < 1)
      throw new DeckListError(
        `${file}:${i + 1}: expected "<count> <card id>", e.g. "4 BSS01-001", got "${line}"`,
      );
    cards.push({ id: m[2]!, count: Number(m[1]) });
  });
  return { name, cards };
}

/** One card id per card of the deck, in list order. */
export function deckCards(d: DeckList): string[] {
  return d.cards.flatMap((c) => Array.from({ length: c.count }, () => c.id));
}

/** The folder of the built-in starter decks. */
export const STARTER_DECK_DIR = here('../../decks/saga');

/** The built-in starter decks by set id (ST01 ... ST07). */
export function starterDecks(dir = STARTER_DECK_DIR): Record<string, { name: string; cards: string[] }> {
  const out: Record<string, { name: string; cards: string[] }> = {};
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.txt'))
    .sort()) {
    const d = parseDeckText(readFileSync(join(dir, f), 'utf8'), f);
    out[basename(f, '.txt')] = { name: d.name, cards: deckCards(d) };
  }
  return out;
}
