// Directive shapes that recur from set to set for taking cards into the hand: from a look at the
// deck (11-6), or from an open area such as the Drop Area. Used by the sets' definition files.
import type { CardFilter, Directive, TargetZone } from '../../../src/vocab.ts';

/**
 * "Look at up to `n` cards from the top (or the bottom) of your deck, add up to `take` (filter) among
 * them to your hand, then shuffle your deck" (11-6, 8-5-3-2).
 */
export function lookAndTake(n: number, take: number, filter: CardFilter, bottom = false): Directive[] {
  return [
    { do: 'look', n, zone: 'deck', keep: true, ...(bottom ? { bottom } : {}) },
    { do: 'move', target: { side: 'chosen', count: take, upTo: true, filter }, to: 'hand' },
    { do: 'shuffle' },
  ];
}

/** "Choose (up to) `count` (filter) in your (zone) and add them to your hand" (8-5-3-1, 8-5-3-2). */
export function takeToHand(zone: TargetZone, count: number, filter: CardFilter, upTo = true): Directive {
  return { do: 'move', target: { side: 'own', zone, count, filter, ...(upTo ? { upTo } : {}) }, to: 'hand' };
}
