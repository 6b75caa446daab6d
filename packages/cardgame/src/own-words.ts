// The project holds no card's printed sentences: the text players read is generated from our own
// definitions, in our own words (the developers' guide, "Data and text"). A generator whose templates
// follow the printed wording reproduces the sentences all the same, so each game's tests measure how
// many words in a row its generated text shares with the data's text, card names left out.

/** Lower-case words, punctuation dropped ("+5000" and "[Auto]" keep their letters and digits). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0);
}

/** The length of the longest run of consecutive words the two texts share. */
export function longestSharedRun(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  // One row of the longest-common-substring table at a time.
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        row[j] = prev[j - 1]! + 1;
        if (row[j]! > best) best = row[j]!;
      }
    }
    prev = row;
  }
  return best;
}

export interface OwnWordsReport {
  /** Cards compared (those with both printed and generated text). */
  cards: number;
  median: number;
  /** The cards sharing the longest runs, longest first: [card id, words in a row]. */
  worst: [string, number][];
}

/**
 * How closely generated card text follows the printed text: for each card, the longest run of words
 * both share, the card's own name removed from both first (a name is a fact, not a sentence).
 */
export function ownWordsReport(
  cards: readonly { id: string; name: string; generated: string; printed: string }[],
  worstCount = 5,
): OwnWordsReport {
  const runs: [string, number][] = cards
    .filter((c) => c.printed.trim() !== '' && c.generated.trim() !== '')
    .map((c) => {
      const strip = (s: string): string[] => wordsOf(s.split(c.name).join(' '));
      return [c.id, longestSharedRun(strip(c.generated), strip(c.printed))];
    });
  const sorted = runs.map(([, n]) => n).sort((x, y) => x - y);
  return {
    cards: runs.length,
    median: sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!,
    worst: [...runs].sort((x, y) => y[1] - x[1]).slice(0, worstCount),
  };
}

/** A host's card as `HostedGame.cards()` lists it: the fields the own-words checks read. */
export interface HostedCardText {
  id?: unknown;
  name?: unknown;
  text?: unknown;
  /** Keyword → its reminder (issue 22): generated text players read too. */
  reminders?: unknown;
}

/** The reminders of a hosted card (none when it has no `reminders` object of strings). */
export function remindersOf(c: HostedCardText): string[] {
  const r = c.reminders;
  if (typeof r !== 'object' || r === null) return [];
  return Object.values(r).filter((v): v is string => typeof v === 'string');
}

/**
 * `ownWordsReport` over a host's card list (`HostedGame.cards()`: id, name and the generated `text`,
 * one string or one per ability, and its keywords' `reminders`), the printed text looked up by card id.
 */
export function hostOwnWordsReport(
  cards: readonly HostedCardText[],
  printed: ReadonlyMap<string, string>,
  worstCount = 5,
): OwnWordsReport {
  return ownWordsReport(
    cards.map((c) => ({
      id: String(c.id),
      name: String(c.name),
      generated: [...(Array.isArray(c.text) ? c.text : [c.text ?? '']), ...remindersOf(c)]
        .map(String)
        .join('\n'),
      printed: printed.get(String(c.id)) ?? '',
    })),
    worstCount,
  );
}

/**
 * How closely the reminders of a host's cards follow the rulebook's own sentences: each distinct
 * reminder's longest run of words shared with the whole rulebook, longest first ([reminder, words]).
 */
export function remindersAgainstRulebook(
  cards: readonly HostedCardText[],
  rulebook: string,
): [string, number][] {
  const book = wordsOf(rulebook);
  const distinct = [...new Set(cards.flatMap(remindersOf))];
  return distinct
    .map((r): [string, number] => [r, longestSharedRun(wordsOf(r), book)])
    .sort((x, y) => y[1] - x[1]);
}
