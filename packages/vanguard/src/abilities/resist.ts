// Resist (11.13): a card with resist cannot be chosen by its opponent's effects that say "choose".
// Effects that act on every unit ("all of your opponent's rear-guards") choose nothing and still
// reach it; its own master's effects may choose it.
import type { PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import type { Circle, VgCard, VgData } from '../state.ts';
import { contSays } from './continuous.ts';

/** 11.13.1: the units an effect of player `chooser` may choose among those of `side`. */
export function choosableUnits(
  cat: VgCatalog,
  d: VgData,
  chooser: PlayerIndex,
  side: PlayerIndex,
  list: [Circle, VgCard][],
): [Circle, VgCard][] {
  if (side === chooser) return list;
  return list.filter(([, u]) => !contSays(cat, d, side, u, 'resist'));
}
