import { randomLegalAnswer, shapeAnswers, type Answer, type Decision, type GameState } from '@arbiter/engine';
import type { AnyModule } from './types.ts';

/** A canonical text for an answer: equal answers give equal keys. */
export function answerKey(a: Answer): string {
  if ('choose' in a) return `c:${a.choose.slice().sort().join(',')}`;
  if ('order' in a) return `o:${a.order.join(',')}`;
  if ('counts' in a) return countsKey(a.counts);
  if ('back' in a) return 'back';
  return `n:${a.number}`;
}

/**
 * `d:` and the options given a positive count, sorted, as `option=count`. Plain loops: the heuristic
 * keys every core distribution it draws at each decision of its look-ahead (issue 15).
 */
function countsKey(counts: Record<string, number>): string {
  const keys: string[] = [];
  for (const k in counts) if (counts[k]! > 0) keys.push(k);
  keys.sort();
  let out = 'd:';
  for (let i = 0; i < keys.length; i++) out += `${i === 0 ? '' : ','}${keys[i]!}=${counts[keys[i]!]!}`;
  return out;
}

/**
 * The legal answers of the pending decision when there are at most `max` of them; otherwise (a core
 * distribution can have thousands) `max` distinct legal answers drawn at random with `rng`.
 */
export function candidateAnswers<D extends object>(
  module: AnyModule<D>,
  state: GameState<D>,
  max: number,
  rng: number[],
): Answer[] {
  const d = state.pending;
  if (!d) return [];
  const shapes = shapeAnswers(d, max + 1);
  if (shapes.length <= max) {
    // An inline callback, not a named closure: under tsx a named closure costs its `name` at every
    // call, and the heuristic lists candidates at every decision of its look-ahead.
    const all = module.validate ? shapes.filter((a) => module.validate!(state, d, a) === null) : shapes;
    if (all.length > 0) return all;
  }
  const out: { a: Answer; k: string }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max * 4 && out.length < max; i++) {
    const a = randomLegalAnswer(module, state, rng);
    const k = answerKey(a);
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ a, k });
    }
  }
  // Sorted, so the set does not depend on the order the draws came in (keys made once, not per comparison).
  return out.sort((x, y) => (x.k < y.k ? -1 : 1)).map((x) => x.a);
}

/**
 * A key for an answer that means the same thing across determinizations: an option about a card is
 * named by the card's definition rather than by its object, whose identity means nothing once the
 * hidden cards are redrawn ("summon a Flame Lancer" rather than "summon object 42").
 */
export function abstractKey(d: Decision, a: Answer): string {
  if ('choose' in a)
    return `c:${a.choose
      .map((id) => optionName(d, id))
      .sort()
      .join(',')}`;
  if ('order' in a) return `o:${a.order.map((id) => optionName(d, id)).join(',')}`;
  if ('counts' in a) {
    return `d:${Object.keys(a.counts)
      .filter((k) => a.counts[k]! > 0)
      .map((k) => `${optionName(d, k)}=${a.counts[k]}`)
      .sort()
      .join(',')}`;
  }
  if ('back' in a) return 'back';
  return `n:${a.number}`;
}

/**
 * An option as `abstractKey` names it: by the card it is about, if any. (A function rather than a
 * closure of abstractKey, which runs at every node of a search: under tsx a named closure also costs
 * its `name` property.)
 */
function optionName(d: Decision, id: string): string {
  let card: string | undefined;
  for (const o of d.options) {
    if (o.id === id) {
      card = o.card;
      break;
    }
  }
  return card !== undefined ? `${id.replace(/\d+/g, '#')}@${card}` : id;
}
