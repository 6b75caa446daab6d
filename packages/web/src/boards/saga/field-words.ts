// How a card on a Saga or Eternal field is named for screen readers and its tooltip: what it is, its
// level, BP and cores now, and in Eternal the Brave combined with it (the manual's "BRAVE": the pair
// is one spirit on the field, E751; its BP has the Brave's added, E770).
import type { FieldCard } from './types.ts';

export function fieldCardLabel(c: FieldCard): string {
  return (
    `${c.name}, ${c.type}, level ${c.level}` +
    (c.bp !== undefined ? `, ${c.bp} BP` : '') +
    `, ${c.cores} core${c.cores === 1 ? '' : 's'}${c.soul ? ' and the soul core' : ''}` +
    (c.exhausted ? ', exhausted' : '') +
    (c.brave ? `, combined with the Brave ${c.brave.name}` : '')
  );
}

/**
 * A spirit in the battle display: its name (with the Brave combined with it: the pair attacks and
 * blocks as one spirit, its BP the sum, E770), its level and BP now; none: it has left the field.
 */
export function fighterWords(c: FieldCard | undefined): string {
  if (!c) return 'a spirit that has left the field';
  const brave = c.brave ? ` with the Brave ${c.brave.name}` : '';
  return `${c.name}${brave} (level ${c.level}${c.bp !== undefined ? `, ${c.bp} BP` : ''})`;
}

/** The Brave drawn under the spirit it is combined with, named with that spirit. */
export function braveLabel(c: FieldCard): string | null {
  return c.brave ? `${c.brave.name}, Brave combined with ${c.name}` : null;
}
