// "Place any number of cores from your reserve onto them": the player says how many go onto each of
// the chosen cards in turn (the `placeSome` procedure of a `placeCores` directive with `n: any`).
import type { Ctx, Frame } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { moveCores } from './events.ts';
import { findOnField, type SagaData } from './state.ts';

type C = Ctx<SagaData>;

/** Locals: `p` (who places), `from` (reserve or trash), `ids` (the cards), `k` (next), `card` (source). */
export function placeSomeProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const L = frame.locals;
    const p = L.p as 0 | 1;
    const from = L.from as 'reserve' | 'trash';
    const ids = L.ids as number[];
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      const n = a && 'number' in a ? a.number : 0;
      const id = ids[L.k as number]!;
      // 1-3-2: only as many as there are (the answer was bounded when it was asked).
      if (findOnField(ctx.data, id))
        moveCores(ctx, p, from, `c${id}`, n, false, 'effect', p, L.card as string);
      L.k = (L.k as number) + 1;
      frame.step = 0;
    }
    while ((L.k as number) < ids.length) {
      const id = ids[L.k as number]!;
      const c = findOnField(ctx.data, id);
      const have = ctx.data.players[p][from].n;
      if (!c || have === 0) {
        L.k = (L.k as number) + 1;
        continue;
      }
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'placeSome',
        type: 'number',
        prompt: `${reg.get(L.card as string).name}: how many cores from your ${from} onto ${reg.get(c.def).name} (#${id})?`,
        options: [],
        min: 0,
        max: have,
      });
      return;
    }
    ctx.pop();
  };
}
