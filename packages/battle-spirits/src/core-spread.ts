// How many cores an effect moves, when its player decides: "place any number of cores from your
// reserve onto them" (the `placeSome` procedure of a `placeCores` directive with `n: any`) and "remove
// up to N cores from it" (the `removeSome` procedure of a `removeCores` directive with `upTo`).
import type { Ctx, TypedFrame } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { moveSomeCores, takeMoveAnswer } from './core-moves.ts';
import { moveCores } from './events.ts';
import { coreCount, findOnField, placeCard, type SagaData } from './state.ts';
import type { SagaProcs } from './procs.ts';
import { morePlacedOn } from './restrictions.ts';

type C = Ctx<SagaData>;

/** Locals: `p` (who places), `from` (reserve or trash), `ids` (the cards), `k` (next), `card` (source). */
export function placeSomeProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['placeSome']>): void => {
    const L = frame.locals;
    const p = L.p;
    const from = L.from;
    const ids = L.ids;
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      const asked = a && 'number' in a ? a.number : 0;
      const id = ids[L.k]!;
      const c = findOnField(ctx.data, id);
      // 1-3-2: only as many as there are (the answer was bounded when it was asked); a card taking more
      // cores from effects (BS01-057) takes them from the same place, as far as it holds them.
      const more = c && asked > 0 ? morePlacedOn(reg, ctx.data, c) : 0;
      const n = Math.min(asked + more, ctx.data.players[p][from].n);
      if (c) moveCores(ctx, p, from, `c${id}`, n, false, 'effect', p, L.card);
      L.k = L.k + 1;
      frame.step = 0;
    }
    while (L.k < ids.length) {
      const id = ids[L.k]!;
      const c = findOnField(ctx.data, id);
      const have = ctx.data.players[p][from].n;
      if (!c || have === 0) {
        L.k = L.k + 1;
        continue;
      }
      frame.step = 1;
      const max = L.most === undefined ? have : Math.min(have, L.most);
      ctx.ask({
        player: p,
        kind: 'placeSome',
        type: 'number',
        prompt: `${reg.get(L.card).name}: how many cores${L.most === undefined ? '' : ` (up to ${max})`} from your ${from} onto ${reg.get(c.def).name} (#${id})?`,
        options: [],
        min: 0,
        max,
      });
      return;
    }
    ctx.pop();
  };
}

/**
 * "Up to N cores" (8-5-3-2 read for cores): for each move in turn, the effect's controller `p` says
 * how many of its cores leave, from none to N or as many as there are; the moves are then made as
 * any other (the cores' controller still picks whether the soul core is one of them, 8-5-6).
 * Locals: `p`, `moves` (each at its most), `k` (next), `card` (the effect's card).
 */
export function removeSomeProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['removeSome']>): void => {
    const L = frame.locals;
    const moves = L.moves;
    takeMoveAnswer(frame, (m) => {
      const a = ctx.takeAnswer();
      m.n = a && 'number' in a ? a.number : 0;
    });
    while (L.k < moves.length) {
      const m = moves[L.k]!;
      const card = placeCard(m.from);
      const c = card === undefined ? undefined : findOnField(ctx.data, card);
      const most = c ? Math.min(m.n, coreCount(c.cores)) : 0;
      if (most === 0) {
        m.n = 0;
        L.k = L.k + 1;
        continue;
      }
      frame.step = 1;
      ctx.ask({
        player: L.p,
        kind: 'removeSome',
        type: 'number',
        prompt: `${reg.get(L.card).name}: how many cores (up to ${most}) leave ${reg.get(c!.def).name} (#${c!.id})?`,
        options: [],
        min: 0,
        max: most,
      });
      return;
    }
    ctx.pop();
    moveSomeCores(
      ctx,
      moves.filter((m) => m.n > 0),
    );
  };
}
