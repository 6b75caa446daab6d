// 3-1-6: cards placed in one area at the same time are placed in the order their owner decides; it
// matters where an order is read, the top and the bottom of a deck. 3-1-6-1: when they come from an
// open area, the other player cannot confirm that order. So the cards are moved first in the order
// the effect took them (what everyone saw leave), and the owner then arranges the block they form at
// the top or bottom of the deck: the order chosen is told to the owner only.
import type { TypedProcedure } from '@arbiter/engine';
import { ask, orderedNths } from './ask.ts';
import type { DbsCatalog } from './cards.ts';
import { emit } from './events.ts';
import type { DbsProcs } from './procs.ts';
import type { DbsData } from './state.ts';

/** Asks the owner the order of the cards just placed together at the top or bottom of their deck. */
export function deckOrderProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['deckOrder']> {
  return (ctx, f) => {
    const L = f.locals;
    if (f.step === 0) {
      f.step = 1;
      ask(ctx, {
        player: L.p,
        kind: 'orderCards',
        type: 'order',
        prompt: `Order the cards placed together at the ${L.at} of your deck, the first placed first (3-1-6)${L.at === 'top' ? ': the last one ends on top' : ': the last one ends at the very bottom'}.`,
        // By place in the block (`nth`), not by object: the cards are in the deck now.
        options: L.cards.map((def, i) => ({ id: String(i), label: cat.get(def).name, card: def, nth: i })),
        min: L.cards.length,
        max: L.cards.length,
        secret: true,
      });
      return;
    }
    ctx.pop();
    const ordered = orderedNths(ctx);
    const order = ordered.length > 0 ? ordered : L.cards.map((_, i) => i);
    // 3-1-6-1: the order is the owner's to know.
    emit(ctx, { t: 'arrange', p: L.p, at: L.at, n: L.cards.length }, { to: [L.p], data: { order } });
  };
}
