// How many cores an effect moves, when its player decides: "place any number of cores from your
// reserve onto them" (the `placeSome` procedure of a `placeCores` directive with `n: any`), "remove
// up to N cores from it" (the `removeSome` procedure of a `removeCores` directive with `upTo`) and
// "put its cores onto other cards as you like" (`spreadSome`, of a `spreadCores` directive) and "N of
// your cores to the void" (`voidSome`, of a `voidCores` directive).
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import type { SagaOption } from './asking.ts';
import type { CardRegistry } from './cards.ts';
import { moveSomeCores, takeMoveAnswer } from './core-moves.ts';
import { moveCores } from './events.ts';
import { coreCount, grandNexusIn, type CoreLoc, findOnField, placeCard, type SagaData } from './state.ts';
import type { SagaProcs } from './procs.ts';
import { morePlacedOn } from './restrictions.ts';

type C = Ctx<SagaData>;

/** "How many cores ...?": from none to `max`, asked of `player` (each procedure below asks so). */
function askHowMany(ctx: C, player: PlayerIndex, kind: string, prompt: string, max: number): void {
  ctx.ask({ player, kind, type: 'number', prompt, options: [], min: 0, max });
}

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
      const most = L.most === undefined ? '' : ` (up to ${max})`;
      askHowMany(
        ctx,
        p,
        'placeSome',
        `${reg.get(L.card).name}: how many cores${most} from your ${from} onto ${reg.get(c.def).name} (#${id})?`,
        max,
      );
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
      askHowMany(
        ctx,
        L.p,
        'removeSome',
        `${reg.get(L.card).name}: how many cores (up to ${most}) leave ${reg.get(c!.def).name} (#${c!.id})?`,
        most,
      );
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
      askHowMany(
        ctx,
        L.p,
        'spreadSome',
        `${reg.get(L.card).name}: how many cores (up to ${left()}) from ${reg.get(source!.def).name} (#${L.src}) onto ${reg.get(c.def).name} (#${id})?`,
        left(),
      );
      return;
    }
    ctx.pop();
    moveSomeCores(ctx, L.moves);
  };
}

/**
 * Where a player's own cores are that an effect may send to the void: never the soul core (E645);
 * the trash only when `trash` (BSS06-102 names the field and the reserve alone).
 */
function ownRegularCores(reg: CardRegistry, d: SagaData, p: PlayerIndex, trash: boolean): SagaOption[] {
  const pl = d.players[p];
  const options: SagaOption[] = [];
  if (pl.reserve.n > 0) options.push({ id: 'reserve', label: 'Reserve', max: pl.reserve.n, from: 'reserve' });
  if (trash && pl.trash.n > 0) options.push({ id: 'trash', label: 'Trash', max: pl.trash.n, from: 'trash' });
  for (const c of pl.field) {
    // E942: the cores on a Grandwalker nexus answer no effect but its own and those targeting one.
    if (c.cores.n === 0 || grandNexusIn(reg, d, c)) continue;
    const from: CoreLoc = `c${c.id}`;
    options.push({
      id: from,
      label: `${reg.get(c.def).name} (#${c.id})`,
      card: c.def,
      obj: c.id,
      max: c.cores.n,
      from,
    });
  }
  return options;
}

/**
 * "N of your cores to the void" (BS01-124): the player `p` picks them among the cores on their spirits
 * and nexuses, in their reserve and in their trash (the ruling on the card), the soul core never
 * among them (it goes to the void only by an effect naming it, E645); with N or fewer there, all go
 * without a question. A card left without its Lv1 cores is depleted at the next rule processing
 * (E635). Locals: `p`, `n`, `card` (the effect's card), `trash` (false: not from the trash).
 */
export function voidSomeProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['voidSome']>): void => {
    const L = frame.locals;
    const send = (taken: { from: CoreLoc; n: number }[]): void => {
      ctx.beginBatch();
      for (const t of taken)
        if (t.n > 0) moveCores(ctx, L.p, t.from, 'void', t.n, false, 'effect', L.p, L.card);
      ctx.endBatch();
    };
    if (frame.step === 1) {
      ctx.pop();
      send(
        ctx.takeCounts().flatMap(({ option, n }) => {
          const o: SagaOption = option;
          return o.from === undefined ? [] : [{ from: o.from, n }];
        }),
      );
      return;
    }
    const options = ownRegularCores(reg, ctx.data, L.p, L.trash !== false);
    const there = options.reduce((sum, o) => sum + (o.max ?? 0), 0);
    if (there <= L.n) {
      ctx.pop();
      send(options.flatMap((o) => (o.from === undefined ? [] : [{ from: o.from, n: o.max ?? 0 }])));
      return;
    }
    frame.step = 1;
    ctx.ask({
      player: L.p,
      kind: 'voidSome',
      type: 'distribute',
      prompt: `${reg.get(L.card).name}: pick ${L.n} of your cores to go to the void.`,
      options,
      min: L.n,
      max: L.n,
    });
  };
}
