// 5.2.2, 5.3: the construction rules of a main deck and a G deck; every problem names its card where there is one and
// the rule it breaks. 5.4.2: a deck that breaks one is not played.
import type { VgCatalog } from './cards.ts';

export interface DeckProblem {
  rule: string;
  message: string;
}

export function checkVgDeck(cat: VgCatalog, deck: readonly string[]): DeckProblem[] {
  const out: DeckProblem[] = [];
  const known = deck.filter((id) => {
    if (cat.has(id)) return true;
    out.push({ rule: '5.4.2', message: `Unknown card "${id}".` });
    return false;
  });
  if (deck.length !== 50)
    out.push({ rule: '5.2.2.1', message: `A main deck has exactly fifty cards, not ${deck.length}.` });
  // 5.2.2.2, 5.2.2.2.1: up to four cards of one name, whatever else differs.
  const byName = new Map<string, number>();
  for (const id of known) {
    const n = cat.get(id).name;
    byName.set(n, (byName.get(n) ?? 0) + 1);
  }
  for (const [name, n] of byName)
    if (n > 4) out.push({ rule: '5.2.2.2', message: `${n} cards named ${name}: at most four.` });
  const defs = known.map((id) => cat.get(id));
  const triggers = defs.filter((d) => d.trigger !== null).length;
  if (triggers !== 16)
    out.push({ rule: '5.2.2.3', message: `A main deck has exactly sixteen trigger units, not ${triggers}.` });
  const heals = defs.filter((d) => d.trigger === 'heal').length;
  if (heals > 4) out.push({ rule: '5.2.2.4', message: `${heals} heal triggers: at most four.` });
  // 11.9.1: a card is a sentinel by its printed fact or its defined Sentinel ability.
  const sentinels = defs.filter(
    (d) => d.sentinel || (d.abilities ?? []).some((a) => a.kind === 'cont' && a.gets.sentinel === true),
  ).length;
  if (sentinels > 4) out.push({ rule: '5.2.2.5', message: `${sentinels} sentinels: at most four.` });
  for (const d of defs)
    if (d.type === 'g_unit')
      out.push({
        rule: '5.2.2.6',
        message: `${d.name} (${d.id}) is a G unit: the main deck holds normal and trigger units.`,
      });
  // 5.4.3: the first vanguard is a grade 0 card of the main deck.
  if (defs.length > 0 && !defs.some((d) => d.grade === 0))
    out.push({ rule: '5.4.3', message: 'The main deck has no grade 0 card to be the first vanguard.' });
  return out;
}

/** 5.3.2: a G deck holds at most this many cards. */
export const G_DECK_MAX = 16;

/**
 * 5.3: the construction rules of a G deck (0 to 16 cards, 5.3.2; at most four of a name, 5.3.2.1,
 * counted apart from the main deck's four; only G units, 5.3.3).
 */
export function checkVgGDeck(cat: VgCatalog, gdeck: readonly string[]): DeckProblem[] {
  const out: DeckProblem[] = [];
  const known = gdeck.filter((id) => {
    if (cat.has(id)) return true;
    out.push({ rule: '5.4.2', message: `Unknown card "${id}" in the G deck.` });
    return false;
  });
  if (gdeck.length > G_DECK_MAX)
    out.push({ rule: '5.3.2', message: `A G deck has at most ${G_DECK_MAX} cards, not ${gdeck.length}.` });
  const byName = new Map<string, number>();
  for (const id of known) {
    const n = cat.get(id).name;
    byName.set(n, (byName.get(n) ?? 0) + 1);
  }
  for (const [name, n] of byName)
    if (n > 4)
      out.push({ rule: '5.3.2.1', message: `${n} cards named ${name} in the G deck: at most four.` });
  for (const id of known) {
    const d = cat.get(id);
    if (d.type !== 'g_unit')
      out.push({
        rule: '5.3.3',
        message: `${d.name} (${d.id}) is not a G unit: a G deck holds only G units.`,
      });
  }
  return out;
}
