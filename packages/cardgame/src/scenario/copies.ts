// "N x Card" in a scenario's card lists (docs/scenarios.md): `3 x Red Brawler` stands for three
// references, `{card: 2 x Tide Sprite, cores: 2}` for two such entries, in every game's lists.

const COPIES = /^(\d+)\s*[x×]\s+(.+)$/i;

/** Entries whose `card` says "N x Card" stand for N such entries; every card reference is trimmed. */
export function expandCardEntries<T extends { card: string }>(entries: readonly T[]): T[] {
  return entries.flatMap((e) => {
    const m = COPIES.exec(e.card.trim());
    const card = m ? m[2]!.trim() : e.card.trim();
    return Array.from({ length: m ? Number(m[1]) : 1 }, () => ({ ...e, card }));
  });
}

/** "3 x Ember Whelp" stands for three references. */
export function expandCardRefs(refs: readonly string[]): string[] {
  return expandCardEntries(refs.map((card) => ({ card }))).map((e) => e.card);
}
