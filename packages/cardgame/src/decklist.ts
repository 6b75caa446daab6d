// Deck lists as text, for every game: `<count> <card id>` a line (`4 BT1-004`, `4 x BSS01-001`),
// `#` starts a comment, `# name: X` names the deck.
import { basename, extname } from 'node:path';

export interface DeckList {
  name: string;
  cards: { id: string; count: number }[];
}

/** A deck list that cannot be read, with the file and line. */
export class DeckListError extends Error {}

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
