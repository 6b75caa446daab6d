// Deck lists as text, for every game: `<count> <card id>` a line (`4 BT1-004`, `4 x BSS01-001`),
// `#` starts a comment, `# name: X` names the deck, and `leader: <card id>` (or `leader <card id>`)
// names a game's leader card (the Dragon Ball Super Card Game's, 5-1-2) on a line of its own.
import { basename, extname } from 'node:path';

export interface DeckList {
  name: string;
  /** Every card of the list, with how many copies; a leader is one of them (count 1), listed first. */
  cards: { id: string; count: number }[];
  /** Which card of `cards` is the leader, when the list says so (a `leader:` line). */
  leader?: string;
}

/** A deck list that cannot be read, with the file and line. */
export class DeckListError extends Error {}

export function parseDeckText(text: string, file: string): DeckList {
  let name = basename(file, extname(file));
  const cards: DeckList['cards'] = [];
  let leader: string | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const named = /^\s*#\s*name:\s*(.+?)\s*$/i.exec(raw);
    if (named) name = named[1]!;
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const lead = /^leader\s*:?\s+(?:1\s*x?\s+)?(\S+)$/i.exec(line) ?? /^leader:(\S+)$/i.exec(line);
    if (lead) {
      if (leader !== undefined)
        throw new DeckListError(`${file}:${i + 1}: a second leader line ("${line}"); a list has one leader`);
      leader = lead[1]!;
      cards.unshift({ id: leader, count: 1 });
      return;
    }
    const m = /^(\d+)\s*x?\s+(\S+)$/i.exec(line);
    if (!m || Number(m[1]) < 1)
      throw new DeckListError(
        `${file}:${i + 1}: expected "<count> <card id>" or "leader: <card id>", e.g. "4 BSS01-001", got "${line}"`,
      );
    cards.push({ id: m[2]!, count: Number(m[1]) });
  });
  return leader === undefined ? { name, cards } : { name, cards, leader };
}

/**
 * The list as text: `# name:`, the leader's line when it has one, then `<count> <card id>` lines.
 * parseDeckText reads it back to the same list.
 */
export function deckListText(d: DeckList): string {
  const lines = [`# name: ${d.name}`];
  let leaderLeft = d.leader !== undefined;
  if (d.leader !== undefined) lines.push(`leader: ${d.leader}`);
  for (const c of d.cards) {
    // The leader's own copy is its line; any other copy of it stays a counted line.
    const n = leaderLeft && c.id === d.leader ? c.count - 1 : c.count;
    if (c.id === d.leader) leaderLeft = false;
    if (n > 0) lines.push(`${n} ${c.id}`);
  }
  return `${lines.join('\n')}\n`;
}

/** One card id per card of the deck, in list order. */
export function deckCards(d: DeckList): string[] {
  return d.cards.flatMap((c) => Array.from({ length: c.count }, () => c.id));
}
