// How many cores an effect moves, when its player decides: "place any number of cores from your
// reserve onto them" (the `placeSome` procedure of a `placeCores` directive with `n: any`), "remove
// up to N cores from it" (the `removeSome` procedure of a `removeCores` directive with `upTo`) and
// "put its cores onto other cards as you like" (`spreadSome`, of a `spreadCores` directive).
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

/**
 * "Put the cores on it onto other cards of the same field, as you like" (BS01-025, BS01-130): the
 * effect's controller `p` says, card by card, how many of the cores on `src` go onto each of `ids`
 * (the other cards of `src`'s field), `keep` of them staying; with `all` every core but those must
 * go, the last card taking what is left. The moves are then made as any other (the cores'
 * controller picks whether the soul core is one of them, 8-5-6); a card left without its Lv1
 * cores is depleted at the next rule processing (E635). Locals: `p`, `src`, `owner` (the cores'
 * controller), `ids`, `k` (next), `keep`, `all`, `moves` (decided so far), `card` (the effect's card).
 */
export function spreadSomeProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['spreadSome']>): void => {
    const L = frame.locals;
    const source = findOnField(ctx.data, L.src);
    const decided = (): number => L.moves.reduce((sum, m) => sum + m.n, 0);
    const left = (): number => (source ? Math.max(0, coreCount(source.cores) - L.keep - decided()) : 0);
    const move = (id: number, n: number): void => {
      if (n > 0)
        L.moves.push({
          p: L.owner,
          from: `c${L.src}`,
          to: `c${id}`,
          n,
          by: L.p,
          owner: false,
          src: L.card,
          regular: false,
        });
    };
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      move(L.ids[L.k]!, Math.min(a && 'number' in a ? a.number : 0, left()));
      L.k = L.k + 1;
      frame.step = 0;
    }
    while (L.k < L.ids.length && left() > 0) {
      const id = L.ids[L.k]!;
      const c = findOnField(ctx.data, id);
      if (!c) {
        L.k = L.k + 1;
        continue;
      }
      // Every core must go: the last card takes the rest, with nothing to ask.
      if (L.all && L.ids.slice(L.k + 1).every((other) => !findOnField(ctx.data, other))) {
        move(id, left());
        L.k = L.ids.length;
        break;
      }
      frame.step = 1;
      ctx.ask({
        player: L.p,
        kind: 'spreadSome',
        type: 'number',
        prompt: `${reg.get(L.card).name}: how many cores (up to ${left()}) from ${reg.get(source!.def).name} (#${L.src}) onto ${reg.get(c.def).name} (#${id})?`,
        options: [],
        min: 0,
        max: left(),
      });
      return;
    }
    ctx.pop();
    moveSomeCores(ctx, L.moves);
  };
}
