// Saga deck lists as text (`4 BSS01-001` per line, `#` comments, `# name: X`) and the built-in
// starter decks (decks/saga/<SET>.txt): one per starter set ST01-ST07, of implemented cards only;
// Eternal's built-in decks are in decks/eternal.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { deckCards, parseDeckText } from '@arbiter/cardgame';
import { here } from './paths.ts';

// The text format is every game's (the card-game layer's); Saga's built-in decks are read with it.
export { DeckListError, deckCards, parseDeckText, type DeckList } from '@arbiter/cardgame';

/** The folder of the built-in starter decks. */
export const STARTER_DECK_DIR = here('../../decks/saga');

/** The Eternal format's built-in decks (decks/eternal/<NAME>.txt), 40 cards each. */
export const ETERNAL_DECK_DIR = here('../../decks/eternal');

/** The built-in starter decks by set id (ST01 ... ST07), or the decks of another folder by file name. */
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
