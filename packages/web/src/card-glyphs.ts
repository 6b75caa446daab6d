// The shipped Noto Sans JP comes in pieces by unicode range, each fetched when a character of it is
// first drawn. Text drawn before its piece arrives can stay a row of boxes in Chromium (seen on an
// Eternal table's card names: issue 22, "no glyph renders as a box"), so a board's card names are
// loaded before its table is first drawn (boards/index.ts). No browser API here: unit tests read it.

/** The font the client ships for the glyphs a system may lack (main.tsx). */
export const SHIPPED_FONT = '"Noto Sans JP"';

/** Each character of `texts` beyond Latin-1 once, in first-seen order: what the shipped font may draw. */
export function glyphsBeyondLatin(texts: readonly string[]): string {
  const seen = new Set<string>();
  for (const t of texts) for (const ch of t) if (ch.codePointAt(0)! > 0xff) seen.add(ch);
  return [...seen].join('');
}

/** The names of a game's cards (GET /v1/cards: each card has its `name`). */
export function cardNames(cards: readonly unknown[]): string[] {
  return cards.flatMap((c) =>
    typeof c === 'object' && c !== null && 'name' in c && typeof c.name === 'string' ? [c.name] : [],
  );
}
