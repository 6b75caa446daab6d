// Damage processing (4-10): the damaged player takes N life cards, one at a time, to the hand (to the
// Drop Area with [Critical], 10-6), checking for a loss after each. Damage to a player's life is an
// action a replacement effect can replace (8-9): with several that could, the player carrying it out,
// the damaged player (4-10-2-1), chooses which applies (8-9-2, 8-9-2-2). The damage replaced never
// happens (8-9-1-1), and nothing is taken from the life.
import type { TypedProcedure } from '@arbiter/engine';
import { chosenReplacement, replacementStep } from '@arbiter/cardgame';
import { judgeLoss } from './actions.ts';
import { ask } from './ask.ts';
import type { DbsCatalog } from './cards.ts';
import type { Replacement } from './continuous.ts';
import { emit, moveCard } from './events.ts';
import type { DbsProcs } from './procs.ts';
import { replacementKey, replacementOffers, startReplacement } from './replace.ts';
import { other, type DbsData } from './state.ts';

export function damageProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['damage']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const { list, options } = replacementOffers(cat, d, { damage: L.p });
    const apply = (r: Replacement): void => {
      L.prev = startReplacement(ctx, cat, r, null, L.n);
      f.step = 2;
    };
    if (f.step === 2) {
      // The replacement's effect is done: the chain's applied list is what it was.
      emit(ctx, { t: 'replacing', keys: L.prev ?? [] });
      ctx.pop();
      return;
    }
    if (f.step === 1) {
      const pick = chosenReplacement(options, ctx.takeChosen()[0]);
      const r = pick ? list.find((x) => replacementKey(x) === pick.key) : undefined;
      if (r) {
        apply(r);
        return;
      }
    } else {
      const step = replacementStep(options, d.replacing);
      if (step.next === 'apply') {
        apply(list.find((x) => replacementKey(x) === step.option.key)!);
        return;
      }
      if (step.next === 'ask') {
        f.step = 1;
        ask(ctx, {
          player: L.p,
          kind: 'replace',
          prompt: `${d.players[L.p].name} would take ${L.n} damage: choose what happens instead (8-9-2-2).`,
          options: step.options,
          min: 1,
          max: 1,
        });
        return;
      }
    }
    ctx.pop();
    emit(ctx, { t: 'damage', p: L.p, n: L.n, src: L.src });
    for (let i = 0; i < L.n; i++) {
      // 3-9-2: a player may take any life card; they are face down and alike, so the top one.
      const top = d.players[L.p].life[0];
      if (!top) break;
      moveCard(ctx, L.p, top.id, 'life', L.critical ? 'drop' : 'hand', { why: 'damage', by: other(L.p) });
      if (judgeLoss(ctx)) return;
    }
  };
}
