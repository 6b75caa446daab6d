// The Eternal format's deck construction (official manual v17): 40 or more cards, no upper limit
// (E225); at most 3 cards with the same name, where a different number ending the name makes another
// card (E229: the name is compared as printed, number included); every released card but the banned
// and restricted ones (E235). Token cards are made outside the deck and cannot be in it (E1309).
//
// The manual points to the banned and restricted list but does not print it, so the list the law we
// hold gives is empty; a host may pass the current one (a name → how many copies, 0 for banned).
import type { CardRegistry } from './cards.ts';
import type { DeckProblem } from './decks.ts';

export const ETERNAL_MIN_DECK = 40;
export const ETERNAL_MAX_COPIES = 3;

/** Card name → the most copies a deck may hold (0: banned). */
export type EternalRestrictions = ReadonlyMap<string, number>;

/** The restricted list of the manual we hold: it names the list but prints none (E235). */
export const ETERNAL_RESTRICTIONS_V17: EternalRestrictions = new Map();

/** Every problem of an Eternal deck, in the order: unknown cards and tokens, size, copies, restrictions. */
export function checkEternalDeck(
  reg: CardRegistry,
  cards: readonly string[],
  restrictions: EternalRestrictions = ETERNAL_RESTRICTIONS_V17,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const countOf = (list: readonly string[]): Map<string, number> => {
    const m = new Map<string, number>();
    for (const x of list) m.set(x, (m.get(x) ?? 0) + 1);
    return m;
  };
  const names: string[] = [];
  for (const [id, n] of countOf(cards)) {
    const card = reg.has(id) ? reg.get(id) : undefined;
    const several = n > 1 ? ` (${n} copies)` : '';
    if (!card) problems.push({ rule: 'E235', card: id, message: `${id} is not a known card${several}.` });
    else if (card.token)
      problems.push({
        rule: 'E1309',
        card: id,
        message: `${card.name} is a token, not a deck card${several}.`,
      });
    else names.push(...Array<string>(n).fill(card.name));
  }
  if (cards.length < ETERNAL_MIN_DECK) {
    problems.push({
      rule: 'E225',
      message: `An Eternal deck has ${ETERNAL_MIN_DECK} or more cards; this one has ${cards.length}.`,
    });
  }
  for (const [name, n] of countOf(names)) {
    const limit = Math.min(ETERNAL_MAX_COPIES, restrictions.get(name) ?? ETERNAL_MAX_COPIES);
    if (n <= limit) continue;
    const rule = limit < ETERNAL_MAX_COPIES ? 'E235' : 'E229';
    const allowed = limit === 0 ? 'it is banned' : `at most ${limit} ${limit === 1 ? 'is' : 'are'} allowed`;
    problems.push({ rule, card: name, message: `${n} cards named "${name}"; ${allowed}.` });
  }
  return problems;
}
