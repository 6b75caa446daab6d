// Swift printed for some levels only (BS01-068 風虎ティガルド: Swift at Lv2): a keyword works only at
// the levels it names (Saga 2-10-2, Eternal E311: the levels an effect works at), so a Swift summon in a flash timing
// must bring the spirit straight to such a level, with that level's cores (ruling on BS01-068). No Saga
// card prints a level-bound Swift: Saga's summons are unchanged.
import { lv1Cores, type SagaCard } from './cards.ts';

/** The cores a Swift summon of `card` must place: the lowest level its printed Swift works at. */
export function swiftCores(card: SagaCard): number {
  const printed = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'swift');
  const levels = printed && 'levels' in printed ? printed.levels : undefined;
  if (!levels || levels.length === 0) return lv1Cores(card);
  const lowest = Math.min(...levels);
  return card.levels.find((l) => l.level === lowest)?.cores ?? lv1Cores(card);
}
