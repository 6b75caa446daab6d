// Deck construction (5-1): exactly one leader (5-1-2), a deck of exactly 50 Battle and Extra Cards
// (5-1-3), at most 4 of a card number (5-1-3-1, 2-15-2-1) unless a [Permanent] deck-construction
// skill replaces that limit (5-1-3-2), and the keyword rules: one [Ultimate] card (10-14-1), four
// [Super Combo] cards in all (10-17), any number of each [Dragon Ball] card, seven in all (10-31-1).
// Tokens are made by effects and are never part of a deck (10-18-1).
import type { DbsCatalog, DbsCardDef } from './cards.ts';
import type { KeywordName } from './vocab.ts';

export interface DbsDeckProblem {
  /** The rule the deck breaks. */
  rule: string;
  /** The card number concerned, when one card is. */
  card?: string;
  /** The card numbers concerned, for a limit on several cards together (10-14-1, 10-17, 10-31-1). */
  cards?: string[];
  message: string;
}

/** 5-1-3: the manual's deck size. */
export const DECK_SIZE = 50;
/** 5-1-3-1: copies of one card number. */
export const COPIES = 4;

/** Printed keyword skills of a card (a deck is checked before the game: no effect applies yet). */
function hasPrinted(def: DbsCardDef, k: KeywordName): boolean {
  return def.skills.some((s) => s.kind === 'keyword' && s.spec.k === k);
}

/** 5-1-3-2-1: "you can (only) include X copies of this card": a replacement of the 4-copy limit. */
function deckLimit(def: DbsCardDef): number | undefined {
  for (const s of def.skills) {
    if (s.kind !== 'permanent') continue;
    for (const e of s.effect) if (e.c === 'deckLimit') return e.n;
  }
  return undefined;
}

const label = (def: DbsCardDef): string => `${def.name} (${def.id})`;

/** Every problem of a leader and deck list, each naming its card and rule; [] for a legal deck. */
export function checkDbsDeck(
  cat: DbsCatalog,
  list: { leader: string | undefined; deck: readonly string[] },
): DbsDeckProblem[] {
  const out: DbsDeckProblem[] = [];
  // 5-1-2: exactly one Leader Card.
  if (list.leader === undefined) {
    out.push({ rule: '5-1-2', message: 'A deck needs one Leader Card; this list has none.' });
  } else if (!cat.has(list.leader)) {
    out.push({
      rule: '5-1-2',
      card: list.leader,
      message: `${list.leader} is not a known card; a deck needs one Leader Card.`,
    });
  } else if (cat.get(list.leader).type !== 'leader') {
    const def = cat.get(list.leader);
    out.push({
      rule: '5-1-2',
      card: def.id,
      message: `${label(def)} is not a Leader Card; a deck needs one.`,
    });
  }
  const counts = new Map<string, number>();
  for (const id of list.deck) {
    if (!cat.has(id)) {
      out.push({ rule: '5-1-3', card: id, message: `${id} is not a known card.` });
      continue;
    }
    const def = cat.get(id);
    if (def.token) {
      out.push({
        rule: '10-18-1',
        card: id,
        message: `${label(def)} is a token: effects make tokens, decks hold none.`,
      });
      continue;
    }
    if (def.type === 'leader') {
      out.push({
        rule: '5-1-2',
        card: id,
        message: `${label(def)} is a Leader Card: a player has exactly one, outside the deck.`,
      });
      continue;
    }
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  // 5-1-3: the deck holds exactly 50 cards.
  if (list.deck.length !== DECK_SIZE)
    out.push({
      rule: '5-1-3',
      message: `A deck holds exactly ${DECK_SIZE} cards; this one has ${list.deck.length}.`,
    });
  let ultimate = 0;
  let superCombo = 0;
  let dragonBall = 0;
  for (const [id, n] of counts) {
    const def = cat.get(id);
    const dragon = hasPrinted(def, 'dragonBall');
    if (hasPrinted(def, 'ultimate')) ultimate += n;
    if (hasPrinted(def, 'superCombo')) superCombo += n;
    if (dragon) dragonBall += n;
    // 10-31-1: [Dragon Ball] replaces the copy limit by its own total.
    if (dragon) continue;
    const limit = deckLimit(def);
    if (limit !== undefined) {
      // 5-1-3-2: the card's own deck-construction skill replaces the 4-copy rule.
      if (n > limit)
        out.push({
          rule: '5-1-3-2',
          card: id,
          message: `${n} copies of ${label(def)}; its skill allows ${limit}.`,
        });
    } else if (n > COPIES) {
      out.push({
        rule: '5-1-3-1',
        card: id,
        message: `${n} copies of ${label(def)}; at most ${COPIES} are allowed.`,
      });
    }
  }
  const together = (rule: string, k: KeywordName, n: number, most: number, what: string): void => {
    if (n <= most) return;
    const cards = [...counts.keys()].filter((id) => hasPrinted(cat.get(id), k));
    const names = cards.map((id) => label(cat.get(id))).join(', ');
    out.push({ rule, cards, message: `${n} cards with ${what} (${names}); a deck may hold ${most} in all.` });
  };
  together('10-14-1', 'ultimate', ultimate, 1, '[Ultimate]');
  together('10-17', 'superCombo', superCombo, 4, '[Super Combo]');
  together('10-31-1', 'dragonBall', dragonBall, 7, '[Dragon Ball]');
  return out;
}
