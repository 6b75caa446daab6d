// The game's progress: preparation (5-2), the turn's phases (6: Charge, Main, Main Phase End Step,
// End Phase) and free timings (4-6) where the player picks an action.
import type { Ctx, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { drawCards, expire, judgeLoss, standCard } from './actions.ts';
import { actionOptions, battleActions, mainActions } from './actions-list.ts';
import { ask, cardOption, chosenNth, chosenObjects } from './ask.ts';
import { skillsOf, type DbsCatalog } from './cards.ts';
import { hasKeyword } from './continuous.ts';
import { emit, moveCard } from './events.ts';
import { loopAtFreeChoice } from './loops.ts';
import { K, type DbsProcs } from './procs.ts';
import { shuffleDeck } from './skills.ts';
import { other, type DbsData } from './state.ts';

/** The whole game: preparation, then turns until it ends. */
export function gameProcedure(): TypedProcedure<DbsData, DbsProcs['game']> {
  return (ctx, f) => {
    if (f.step === 0) {
      f.step = 1;
      K.push(ctx, 'setup', { mull: 0, decks: f.locals.decks });
      return;
    }
    K.push(ctx, 'turn', { endLoops: 0 });
  };
}

/** 5-2-1: leaders, the "placed in the Leader Area" checkpoint, shuffles, who goes first, hands, redraws, life. */
export function setupProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['setup']> {
  return (ctx, f) => {
    const d = ctx.data;
    const L = f.locals;
    if (f.step === 0) {
      // 5-2-1-2, 5-2-1-3: the leaders are placed front side up (in `init`); their triggers.
      ctx.beginBatch();
      for (const p of [0, 1] as const) {
        const l = d.players[p].leader;
        emit(ctx, { t: 'leaderPlaced', p, id: l.id, card: l.def });
      }
      ctx.endBatch();
      f.step = 1;
      K.push(ctx, 'checkpoint', {});
      return;
    }
    if (f.step === 1) {
      // 5-2-1-4: each deck is placed in its Deck Area (only now: a "placed in the Leader Area"
      // skill of 5-2-1-3 finds no deck) and shuffled; 5-2-1-5: the first player is drawn at
      // random, with no choice for anyone (5-2-1-5-1).
      for (const p of [0, 1] as const) {
        const cards = L.decks[p];
        const ids = cards.map(() => ctx.newObjectId());
        emit(ctx, { t: 'deckPlaced', p, n: cards.length }, { to: [], data: { cards, ids } });
      }
      shuffleDeck(ctx, 0);
      shuffleDeck(ctx, 1);
      const first = ctx.random(2) as PlayerIndex;
      emit(ctx, { t: 'first', p: first });
      // 5-2-1-6: six cards each.
      drawCards(ctx, 0, 6);
      drawCards(ctx, 1, 6);
      f.step = 2;
      L.mull = 0;
    }
    if (f.step === 3) {
      // 5-2-1-6-1: the cards chosen go back, the deck is shuffled, as many are drawn.
      const p = (L.mull === 0 ? d.first : other(d.first)) as PlayerIndex;
      const ids = chosenObjects(ctx);
      for (const id of ids) moveCard(ctx, p, id, 'hand', 'deck', { at: 'bottom' });
      if (ids.length > 0) {
        shuffleDeck(ctx, p);
        drawCards(ctx, p, ids.length);
      }
      L.mull++;
      f.step = 2;
    }
    if (f.step === 2) {
      if (L.mull < 2) {
        // From the first player, each player has one chance to redraw.
        const p = (L.mull === 0 ? d.first : other(d.first)) as PlayerIndex;
        f.step = 3;
        ask(ctx, {
          player: p,
          kind: 'redraw',
          prompt: 'Choose any number of cards to return to your deck and redraw (5-2-1-6-1).',
          options: d.players[p].hand.map((c) => cardOption(cat, c)),
          min: 0,
          max: d.players[p].hand.length,
          secret: true,
        });
        return;
      }
      // 5-2-1-7: the top 8 cards of each deck become its life, face down.
      for (const p of [0, 1] as const) {
        for (let i = 0; i < 8; i++) {
          const top = d.players[p].deck[0];
          if (top) moveCard(ctx, p, top.id, 'deck', 'life');
        }
      }
      ctx.pop();
    }
  };
}

/** One turn (6-1): Charge Phase, Main Phase, Main Phase End Step, End Phase. */
export function turnProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['turn']> {
  return (ctx, f) => {
    const d = ctx.data;
    const p = d.active;
    switch (f.step) {
      case 0: {
        // An effect's extra turn comes before the opponent's.
        const next: PlayerIndex = d.phase === 'setup' ? d.first : (d.extraTurns?.[0] ?? other(d.active));
        emit(ctx, { t: 'turn', turn: d.turn + 1, p: next });
        // 6-2-1: effects "until the beginning of your next turn" of this turn's player end as it begins.
        expire(ctx, 'turnStart', next);
        // 6-2-1: "at the beginning of the turn" and "of the Charge Phase", then a checkpoint.
        emit(ctx, { t: 'phase', phase: 'charge', p: next });
        ctx.beginBatch();
        emit(ctx, { t: 'phase', phase: 'turnStart', p: next });
        emit(ctx, { t: 'phase', phase: 'chargeStart', p: next });
        ctx.endBatch();
        f.step = 1;
        K.push(ctx, 'checkpoint', {});
        return;
      }
      case 1: {
        // 6-2-2: the turn player's cards in Rest Mode switch to Active Mode.
        const pl = d.players[p];
        for (const c of [pl.leader, ...pl.battle, ...pl.energy]) standCard(ctx, c);
        // 6-2-3: the first player does not draw on the first turn.
        if (!(d.turn === 1 && p === d.first)) {
          drawCards(ctx, p, 1);
          if (judgeLoss(ctx)) return;
        }
        f.step = 2;
        K.push(ctx, 'checkpoint', {}); // 6-2-4
        return;
      }
      case 2: {
        // 6-2-5: the turn player may place one card from the hand in the Energy Area.
        const hand = d.players[p].hand;
        f.step = 3;
        if (hand.length === 0) return;
        ask(ctx, {
          player: p,
          kind: 'charge',
          prompt: 'Charge Phase: you may place one card from your hand in your Energy Area.',
          options: hand.map((c) => cardOption(cat, c)),
          min: 0,
          max: 1,
          secret: true,
        });
        return;
      }
      case 3: {
        const id = chosenObjects(ctx)[0] ?? -1;
        const c = d.players[p].hand.find((x) => x.id === id);
        // 10-34: [Energy-Exhaust] goes in Rest Mode.
        if (c)
          moveCard(
            ctx,
            p,
            id,
            'hand',
            'energy',
            hasKeyword(cat, d, c, 'energyExhaust') ? { rest: true } : {},
          );
        f.step = 4;
        K.push(ctx, 'checkpoint', {}); // 6-2-6
        return;
      }
      case 4:
        // Effects "during the Charge Phase" end with it (nothing is emitted when there is none).
        expire(ctx, 'charge');
        // 6-3-1-1: the Main Phase begins.
        emit(ctx, { t: 'phase', phase: 'main', p });
        emit(ctx, { t: 'phase', phase: 'mainStart', p });
        f.step = 5;
        K.push(ctx, 'checkpoint', {});
        return;
      case 5:
        f.step = 6;
        K.push(ctx, 'freeTiming', { p, kind: 'main', actions: [] }); // 6-3-1-2
        return;
      case 6:
        // 6-3-1-3: the Main Phase End Step.
        emit(ctx, { t: 'phase', phase: 'mainEnd', p });
        f.step = 7;
        K.push(ctx, 'checkpoint', {});
        return;
      case 7:
        expire(ctx, 'mainPhase'); // 6-3-1-3-1-2
        f.step = 8;
        return;
      case 8: {
        // 6-4: the End Phase. 10-15-4: cards played with [Over Realm] this turn go to the Warp.
        emit(ctx, { t: 'phase', phase: 'end', p });
        for (const q of [0, 1] as const) {
          for (const c of d.players[q].battle.filter((x) => x.overRealm))
            moveCard(ctx, q, c.id, 'battle', 'warp', { why: 'rule', toP: c.owner }); // 11-4-1
        }
        endOfTurnTriggers(ctx, cat);
        f.step = 9;
        K.push(ctx, 'checkpoint', {});
        return;
      }
      case 9:
        // 6-4-1-2: effects "until the end of the turn" end.
        expire(ctx, 'turn');
        // 6-4-1-3: "at the end of the turn" skills that have not triggered yet: again.
        if (f.locals.endLoops < 10 && endOfTurnTriggers(ctx, cat, true)) {
          f.locals.endLoops++;
          f.step = 8;
          return;
        }
        ctx.pop();
        return;
    }
  };
}

/**
 * 6-4-1-1: "at the end of the turn" conditions occur, for skills not yet triggered this turn; each
 * is recorded so that 6-4-1-3 repeats the End Phase only for new ones. With `check`, only says
 * whether any is left.
 */
function endOfTurnTriggers(ctx: Ctx<DbsData>, cat: DbsCatalog, check = false): boolean {
  const d = ctx.data;
  const fresh: string[] = [];
  for (const q of [0, 1] as const) {
    const pl = d.players[q];
    for (const c of [pl.leader, ...pl.battle]) {
      skillsOf(cat.get(c.def), c.flipped).forEach((s, i) => {
        if (s.kind !== 'auto' || s.on.on !== 'phase' || s.on.at !== 'turnEnd') return;
        const key = `${c.id}:${i}`;
        if (!d.endTriggered.includes(key)) fresh.push(key);
      });
    }
  }
  const waiting = (d.delayed?.length ?? 0) > 0;
  if (check) return fresh.length > 0 || waiting;
  emit(ctx, { t: 'phase', phase: 'turnEnd', p: d.active });
  for (const key of fresh) emit(ctx, { t: 'endTriggered', key });
  if (waiting) emit(ctx, { t: 'delayedPending' });
  return fresh.length > 0 || waiting;
}

/** A free timing (4-6): a checkpoint (4-6-2-1), then an action or none (4-6-2-2, 4-6-2-3). */
export function freeTimingProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['freeTiming']> {
  return (ctx, f) => {
    const d = ctx.data;
    const L = f.locals;
    if (f.step === 0) {
      f.step = 1;
      K.push(ctx, 'checkpoint', {});
      return;
    }
    if (f.step === 1) {
      if (L.kind !== 'main' && !d.battle) {
        ctx.pop();
        return;
      }
      const kind = L.kind === 'main' ? 'mainAction' : 'battleAction';
      // 11-1: back at a position met before, an infinite loop; asked again once it is dealt with.
      if (loopAtFreeChoice(ctx, kind, L.p)) return;
      L.actions = L.kind === 'main' ? mainActions(cat, d, L.p) : battleActions(cat, d, L.p);
      f.step = 2;
      const where = L.kind === 'main' ? 'Main Phase' : L.kind === 'offense' ? 'Offense Step' : 'Defense Step';
      ask(ctx, {
        player: L.p,
        kind,
        prompt: `${where}: choose an action.`,
        options: actionOptions(cat, d, L.actions, L.kind === 'main' ? 'End the Main Phase' : 'Pass'),
        min: 1,
        max: 1,
      });
      return;
    }
    const x = L.actions[chosenNth(ctx) ?? -1];
    L.actions = [];
    f.step = 0;
    if (!x || x.a === 'end') {
      ctx.pop();
      return;
    }
    switch (x.a) {
      case 'play':
        K.push(ctx, 'play', {
          p: L.p,
          id: x.id,
          card: x.card,
          how: 'hand',
          paid: false,
          onto: [],
          rest: false,
        });
        return;
      case 'activate':
        K.push(ctx, 'activate', {
          card: x.card,
          flipped: x.flipped,
          skill: x.skill,
          p: L.p,
          source: x.id,
          from: x.from,
          onto: -1,
        });
        return;
      case 'evolve':
      case 'overRealm':
        K.push(ctx, 'activate', {
          card: x.card,
          flipped: false,
          skill: x.skill,
          p: L.p,
          source: x.id,
          from: 'hand',
          onto: x.a === 'evolve' ? x.onto : -1,
        });
        return;
      case 'attack':
        K.push(ctx, 'attack', { p: L.p, attacker: x.attacker, target: x.target });
        return;
      case 'combo':
        K.push(ctx, 'combo', { p: L.p, id: x.id, from: x.from });
        return;
    }
  };
}
