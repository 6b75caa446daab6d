// KO (10-1) with replacement effects (8-9): before a card is KO-ed, the replacement effects that
// could replace its KO are looked at. The master of the card chooses which applies when there is a
// choice (8-9-2, 8-9-2-1); a voluntary one is offered only when its cost can be paid (8-9-3). The KO
// replaced never happens (8-9-1-1): no "when KO-ed" skill triggers. The replacements applied in a
// chain (a replacement whose "instead" causes another KO) apply once each (8-9-2-3).
import type { TypedProcedure } from '@arbiter/engine';
import { chosenReplacement, replacementStep } from '@arbiter/cardgame';
import { koCards } from './actions.ts';
import { ask } from './ask.ts';
import type { DbsCatalog } from './cards.ts';
import type { Replacement } from './continuous.ts';
import { emit } from './events.ts';
import type { DbsProcs } from './procs.ts';
import { replacementKey as keyOf, replacementOffers, startReplacement } from './replace.ts';
import { locate, type DbsData } from './state.ts';

export function koProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['ko']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    /** The replacements that could apply to the KO of card `id` now (cards in the Battle Area). */
    const offers = (id: number): ReturnType<typeof replacementOffers> => {
      const at = locate(d, id);
      if (!at || at.area !== 'battle') return { list: [], options: [] };
      return replacementOffers(cat, d, { ko: at.card });
    };
    /** Starts a replacement instead of the KO of `id` (8-9-1). */
    const apply = (id: number, r: Replacement): void => {
      L.prev = startReplacement(ctx, cat, r, locate(d, id)!.card);
      f.step = 2;
    };
    if (f.step === 0) {
      // The cards nothing could replace the KO of are KO-ed together, read before any moves.
      const plain = L.ids.filter((id) => offers(id).options.length === 0);
      koCards(ctx, cat, plain, { by: L.by, effect: L.effect });
      L.ids = L.ids.filter((id) => !plain.includes(id));
      L.i = 0;
      f.step = 3;
    } else if (f.step === 1) {
      const id = L.ids[L.i]!;
      const { list, options } = offers(id);
      const pick = chosenReplacement(options, ctx.takeChosen()[0]);
      const r = pick ? list.find((x) => keyOf(x) === pick.key) : undefined;
      if (r) {
        apply(id, r);
        return;
      }
      koCards(ctx, cat, [id], { by: L.by, effect: L.effect });
      L.i++;
      f.step = 3;
    } else if (f.step === 2) {
      // The replacement's effect is done: the chain's applied list is what it was.
      emit(ctx, { t: 'replacing', keys: L.prev ?? [] });
      L.prev = null;
      L.i++;
      f.step = 3;
    }
    while (L.i < L.ids.length) {
      const id = L.ids[L.i]!;
      const { list, options } = offers(id);
      const step = replacementStep(options, d.replacing);
      if (step.next === 'event') {
        koCards(ctx, cat, [id], { by: L.by, effect: L.effect });
        L.i++;
        continue;
      }
      if (step.next === 'apply') {
        apply(
          id,
          list.find((x) => keyOf(x) === step.option.key)!,
        );
        return;
      }
      // 8-9-2-1: the master of the card the KO concerns chooses.
      f.step = 1;
      ask(ctx, {
        player: locate(d, id)!.player,
        kind: 'replace',
        prompt: `${cat.get(locate(d, id)!.card.def).name} would be KO-ed: choose what happens instead (8-9-2).`,
        options: step.options,
        min: 1,
        max: 1,
      });
      return;
    }
    ctx.pop();
  };
}
