// The procedures an effect's directives push: tokens (4-12), Feast, cards put into a deck in
// order (3-1-5), discarding from the hand (10-2) and revealing from the deck (12-2, 12-3).
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { summonForbidden, targetMatches, targetAs } from './continuous.ts';
import { answeredYes, askOneCard, chosenObjects, chosenOption, orderedObjects } from './asking.ts';
import { yesNoOptions } from '@arbiter/cardgame';
import { discardFromDeck, hasCondition } from './effects.ts';
import { emit, moveCard } from './events.ts';
import { coreSourceOptions, spendCores, takenCores, type CoreTake } from './payment.ts';
import type { SagaData } from './state.ts';
import { K, type SagaProcs } from './procs.ts';

type C = Ctx<SagaData>;

/**
 * 4-12-1: summons `n` tokens, one after the other. Like a summoned spirit, each takes LV1's cores
 * from its controller's reserve or field (official rulings on BSS02-082, 083 and 132): a spirit
 * emptied this way is destroyed, and a token whose cores cannot be found is not summoned. Returns
 * true when the "tokenSummon" procedure was pushed.
 */
export function summonTokens(
  ctx: C,
  p: PlayerIndex,
  def: string,
  cores: number,
  n: number,
  exhausted = false,
): boolean {
  if (n <= 0) return false;
  K.push(ctx, 'tokenSummon', { p, def, cores, left: n, exhausted, made: [] });
  return true;
}

export function tokenSummonProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['tokenSummon']>): void => {
    const L = frame.locals;
    const p = L.p;
    const def = L.def;
    const cores = L.cores;
    const make = (taken: readonly CoreTake[]): void => {
      const newId = ctx.newObjectId();
      emit(ctx, { t: 'token', p, newId, card: def, exhausted: L.exhausted === true });
      spendCores(ctx, p, taken, `c${newId}`, 'effect');
      L.left = L.left - 1;
      L.made.push(newId);
    };
    // The tokens one effect summons are summoned at the same time: one batch (8-6-3; ruling on
    // BSS02-114).
    const done = (): void => {
      ctx.beginBatch();
      for (const id of L.made) emit(ctx, { t: 'summoned', p, id, card: def });
      ctx.endBatch();
      ctx.pop();
    };
    if (frame.step === 1) {
      make(takenCores(ctx));
      frame.step = 0;
    }
    // 4-12-4: a restriction on summoning what the token is applies to the token.
    if (summonForbidden(reg, ctx.data, p, def)) {
      done();
      return;
    }
    while (L.left > 0 && cores === 0) make([]);
    // The tokens this effect already made keep their cores (ruling on BSS02-082: with one core in
    // all, only one token arrives).
    const made = L.made;
    const options = coreSourceOptions(reg, ctx.data, p).filter(
      (o) => o.obj === undefined || !made.includes(o.obj),
    );
    const have = options.reduce((n, o) => n + (o.max ?? 0), 0);
    if (L.left <= 0 || have < cores) {
      done();
      return;
    }
    frame.step = 1;
    ctx.ask({
      player: p,
      kind: 'tokenCores',
      type: 'distribute',
      prompt: `Place ${cores} core(s) on the ${reg.get(def).name} from your reserve or your spirits.`,
      options,
      min: cores,
      max: cores,
    });
  };
}

/** Feast: one small or medium token grows into the next size (the player picks which when several). */
export function feastProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['feast']>): void => {
    const d = ctx.data;
    const p = frame.locals.p;
    const tokens = frame.locals.tokens;
    const growable = d.players[p].field.filter((c) => c.def === tokens[0].id || c.def === tokens[1].id);
    let pick = growable[0];
    if (frame.step === 0 && growable.length > 1) {
      frame.step = 1;
      askOneCard(ctx, reg, p, 'feast', 'Feast: choose the token that grows.', growable);
      return;
    }
    if (frame.step === 1) {
      const id = chosenOption(ctx)?.obj;
      pick = growable.find((c) => c.id === id) ?? pick;
    }
    ctx.pop();
    if (!pick) return;
    const next = pick.def === tokens[0].id ? tokens[1] : tokens[2];
    // Its cores go to the reserve as it leaves; leaving the field, it is removed from the game (4-12-3).
    moveCard(ctx, p, pick.id, 'field', 'trash');
    summonTokens(ctx, p, next.id, next.levels[0]?.cores ?? 0, 1);
  };
}

/** 3-1-5: the owner orders the cards going to their deck together (first = first put there). */
export function toDeckOrderProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['toDeckOrder']>): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.p;
    const from = L.from;
    const zone =
      from === 'field' ? d.players[p].field : from === 'hand' ? d.players[p].hand : d.players[p].trashCards;
    const ids = L.ids.filter((id) => zone.some((c) => c.id === id));
    // "Returns it to either the top or bottom of their deck": the owner says which first.
    if (frame.step === 0 && L.ownerChooses === true && ids.length > 0) {
      frame.step = 2;
      ctx.ask({
        player: p,
        kind: 'topOrBottom',
        type: 'select',
        prompt: `Put ${ids.length === 1 ? reg.get(zone.find((c) => c.id === ids[0])!.def).name : 'them'} on top of or under your deck?`,
        options: yesNoOptions('Top of the deck', 'Bottom of the deck'),
        min: 1,
        max: 1,
      });
      return;
    }
    if (frame.step === 2) {
      L.bottom = !answeredYes(ctx);
      L.ownerChooses = false;
      frame.step = 0;
    }
    // Copies of one card need no order.
    const defs = new Set(ids.map((id) => zone.find((c) => c.id === id)!.def));
    if (frame.step === 0 && defs.size > 1) {
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'orderCards',
        type: 'order',
        prompt: `Order the cards going to the ${L.bottom ? 'bottom' : 'top'} of your deck, first put there first.`,
        options: ids.map((id) => {
          const c = zone.find((x) => x.id === id)!;
          return { id: String(id), label: reg.get(c.def).name, card: c.def, obj: id };
        }),
        min: ids.length,
        max: ids.length,
      });
      return;
    }
    // The objects in the order the player gave (their options' `obj`), or as they are when not asked.
    const ordered = frame.step === 1 ? orderedObjects(ctx) : [];
    const order = ordered.length > 0 ? ordered : ids;
    for (const id of order) moveCard(ctx, p, id, from, 'deck', { bottom: L.bottom === true });
    ctx.pop();
  };
}

/** 10-2: a player discards N cards of their choice from their hand. */
export function discardHandProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['discardHand']>): void => {
    const d = ctx.data;
    const p = frame.locals.p;
    const hand = d.players[p].hand;
    const n = Math.min(frame.locals.n, hand.length);
    const upTo = frame.locals.upTo === true;
    if (frame.step === 0) {
      if (n === 0 || (n === hand.length && !upTo)) {
        // Nothing to choose: the whole hand goes.
        for (const h of hand.slice()) moveCard(ctx, p, h.id, 'hand', 'trash');
        ctx.pop();
        return;
      }
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'discard',
        type: 'select',
        prompt: upTo ? `Discard up to ${n} card(s) from your hand.` : `Discard ${n} card(s) from your hand.`,
        options: hand.map((h) => ({ id: String(h.id), label: reg.get(h.def).name, card: h.def, obj: h.id })),
        min: upTo ? 0 : n,
        max: n,
        secret: true,
      });
      return;
    }
    for (const id of chosenObjects(ctx)) moveCard(ctx, p, id, 'hand', 'trash');
    ctx.pop();
  };
}

/** 12-2, 12-3: the top N of the deck revealed or looked at; some to the hand, the rest away. */
export function revealProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['reveal']>): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.p;
    const dir = L.dir;
    const deck = d.players[p].deck;
    const to = dir.pickTo ?? 'hand';
    const name = (id: number): string => reg.get(deck.find((x) => x.id === id)!.def).name;
    const orderAsk = (ids: number[], where: string): void => {
      ctx.ask({
        player: p,
        kind: 'orderCards',
        type: 'order',
        prompt: `Order the cards that go to the ${where} of your deck, first to last.`,
        options: ids.map((id) => ({
          id: String(id),
          label: name(id),
          card: deck.find((x) => x.id === id)!.def,
          obj: id,
        })),
        min: ids.length,
        max: ids.length,
        secret: dir.view === true,
      });
    };
    if (frame.step === 0) {
      const seen = deck.slice(0, L.n);
      L.ids = seen.map((c) => c.id);
      L.picked = [];
      if (seen.length === 0) {
        ctx.pop();
        return;
      }
      const cards = seen.map((c) => c.def);
      const ids = seen.map((c) => c.id);
      // 12-3-1: looking is for the effect's controller only; 12-2: revealing is for everyone.
      if (dir.view) emit(ctx, { t: 'look', p, ids, reveal: false }, p, { cards });
      else emit(ctx, { t: 'look', p, ids, cards, reveal: true });
      const pick = dir.pick;
      const matches = pick
        ? seen.filter((c) => targetMatches(reg, d, c, p, targetAs(pick, 'any', 'hand'), p, -1, 0))
        : [];
      frame.step = 1;
      if (pick?.all) {
        L.picked = matches.map((c) => c.id);
      } else {
        const n = Math.min(pick?.count ?? 1, matches.length);
        if (matches.length > 0 && n > 0) {
          const where = {
            hand: 'add to your hand',
            top: 'put on top',
            bottom: 'put at the bottom',
            trash: 'discard',
            field: 'put onto the field',
          }[to];
          ctx.ask({
            player: p,
            kind: 'pick',
            type: 'select',
            prompt: `${reg.get(L.card).name}: choose ${pick?.upTo ? 'up to ' : ''}${n} to ${where}.`,
            options: matches.map((c) => ({
              id: String(c.id),
              label: reg.get(c.def).name,
              card: c.def,
              obj: c.id,
            })),
            min: pick?.upTo ? 0 : n,
            max: n,
            secret: dir.view === true,
          });
          return;
        }
      }
    }
    if (frame.step === 1) {
      if (!dir.pick?.all) {
        L.picked = chosenObjects(ctx);
      }
      const picked = L.picked ?? [];
      if (to === 'hand' || to === 'trash') {
        ctx.beginBatch();
        for (const id of picked) {
          const c = deck.find((x) => x.id === id);
          // 12-2-1: a card that meets a condition and moves between private areas is revealed.
          if (c && to === 'hand' && dir.pick && hasCondition(dir.pick))
            emit(ctx, { t: 'reveal', p, id, card: c.def });
          moveCard(ctx, p, id, 'deck', to, to === 'hand' ? { by: p } : {});
        }
        ctx.endBatch();
      }
      L.rest = (L.ids ?? []).filter((id) => !picked.includes(id));
      frame.step = 2;
      // Summoned or placed free from the deck (10-6, 10-7), before the rest go away; pushed last-first.
      if (to === 'field' && picked.length > 0) {
        for (const id of picked.slice().reverse())
          K.push(ctx, 'deploy', { id, p, from: 'deck', free: true, reserveOnly: false });
        return;
      }
      // The picked cards going back to the deck are put in the order their owner chooses (3-1-5).
      if ((to === 'top' || to === 'bottom') && picked.length > 1) {
        orderAsk(picked, to);
        return;
      }
    }
    if (frame.step === 2) {
      const asked = (to === 'top' || to === 'bottom') && (L.picked ?? []).length > 1;
      const ordered = asked ? orderedObjects(ctx) : [];
      L.pickedOrder = ordered.length > 0 ? ordered : (L.picked ?? []);
      frame.step = 3;
      const rest = L.rest ?? [];
      if (rest.length > 1 && dir.rest !== 'trash') {
        orderAsk(rest, dir.rest);
        return;
      }
    }
    const rest = L.rest ?? [];
    const ordered = rest.length > 1 && dir.rest !== 'trash' ? orderedObjects(ctx) : [];
    const order = ordered.length > 0 ? ordered : rest;
    const put = (ids: number[], where: 'top' | 'bottom' | 'trash'): void => {
      // Into the trash from the deck: discarded (10-2-1).
      if (where === 'trash') discardFromDeck(ctx, p, p, ids);
      else if (where === 'bottom')
        for (const id of ids) moveCard(ctx, p, id, 'deck', 'deck', { bottom: true });
      else for (const id of ids.slice().reverse()) moveCard(ctx, p, id, 'deck', 'deck');
    };
    if (to === 'top' || to === 'bottom') put(L.pickedOrder ?? [], to);
    put(order, dir.rest);
    ctx.pop();
  };
}
