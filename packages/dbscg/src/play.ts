// Playing a Battle Card (3-6-3): from the hand by the turn player (6-3-1-2-1: reveal, pay the
// energy cost, declare, counter timing, play), or by an effect or a keyword skill: [Evolve] and
// [EX-Evolve] on top of a card (10-5-4), [Xeno-Evolve] after sending one to the Warp (10-5-5),
// [Over Realm] after sending the Drop Area to the Warp (10-15-3, 10-25-3), [Union-Potara] on top of
// two cards (10-13-4-4), [Union-Absorb] on top of the card that activated it (10-13-5-4).
import type { TypedProcedure } from '@arbiter/engine';
import type { DbsCatalog } from './cards.ts';
import { playCost } from './continuous.ts';
import { emit, moveCard } from './events.ts';
import { K, type DbsProcs } from './procs.ts';
import { locate, type DbsData } from './state.ts';

export function playProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['play']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    /** 6-3-1-2-1-3: the declared card goes to the Battle Area (or the Drop Area if negated); its new id. */
    const place = (dec: DbsData['declared']): number => {
      const at = locate(d, L.id);
      if (!at || at.area !== 'hand') return -1; // 4-7-3-6: the play is no longer possible
      if (dec?.negated) {
        moveCard(ctx, L.p, L.id, 'hand', 'drop', { why: 'effect' });
        return -1;
      }
      // 3-6-4: played in Active Mode unless an effect says otherwise.
      return moveCard(ctx, L.p, L.id, 'hand', 'battle', {
        why: 'play',
        by: L.p,
        ...(dec?.rest ? { rest: true } : {}),
      });
    };
    if (L.how === 'hand') {
      if (f.step === 0) {
        const at = locate(d, L.id);
        if (!at || at.area !== 'hand') {
          ctx.pop();
          return;
        }
        // 6-3-1-2-1-1: reveal, pay, declare.
        emit(ctx, { t: 'reveal', p: L.p, id: L.id, card: L.card });
        const cost = playCost(cat, d, L.p, at.card);
        f.step = 1;
        if (cost.total > 0) {
          K.push(ctx, 'payEnergy', {
            p: L.p,
            total: cost.total,
            colors: cost.colors,
            prompt: `Pay for ${cat.get(L.card).name}.`,
          });
          return;
        }
      }
      if (f.step === 1) {
        emit(ctx, { t: 'declare', p: L.p, id: L.id, card: L.card });
        f.step = 2;
        // 6-3-1-2-1-2: a counter timing for [Counter: Play].
        K.push(ctx, 'counter', {
          offers: [],
          actor: L.p,
          kinds: ['play'],
          asked: L.p,
          round: 0,
          resolving: -1,
          skill: -1,
        });
        return;
      }
      const dec = d.declared;
      // A [Counter: Play] effect negated the card's skills (8-3): it stays the declared card until it
      // is placed, so that its own skills never trigger on being played (triggers.ts), then the
      // negation for the turn applies to it.
      const negate = dec?.skillsNegated === true;
      if (!negate) emit(ctx, { t: 'declareEnd' });
      ctx.pop();
      const id = place(dec);
      if (negate) {
        if (id >= 0) emit(ctx, { t: 'ban', target: id, what: 'skillsNegated', until: 'turn' });
        emit(ctx, { t: 'declareEnd' });
      }
      return;
    }
    ctx.pop();
    const at = locate(d, L.id);
    if (!at || at.area === 'battle' || at.area === 'leader' || at.area === 'combo') return;
    if (L.how === 'evolve' || L.how === 'potara' || L.how === 'absorb') {
      // 9-4-2: on top of the chosen cards, which go beneath it (11-3-3); their power changes carry
      // over, and their position (10-5-4, 10-13-5-4-1), except for [Union-Potara]: Active Mode
      // (10-13-4-4).
      const bases = L.onto.flatMap((o) => {
        const b = locate(d, o);
        return b && b.area === 'battle' ? [b] : [];
      });
      if (bases.length === 0) return;
      const rest = L.how !== 'potara' && bases[0]!.card.rest;
      const id = moveCard(ctx, at.player, L.id, at.area, 'battle', {
        why: 'play',
        by: L.p,
        toP: L.p,
        ...(rest ? { rest: true } : {}),
        ...(L.how === 'evolve' ? { evolved: true } : { union: true }),
        onTop: true,
      });
      for (const base of bases) {
        emit(ctx, {
          t: 'stack',
          p: base.player,
          onto: id,
          id: base.card.id,
          from: 'battle',
          card: base.card.def,
        });
        emit(ctx, { t: 'carry', from: base.card.id, to: id });
      }
      // 10-5-4: from here the stack is 1 card; "when you play this card" (8-6-5-3) and the skills
      // watching for a play see the Battle Area with the former cards beneath it, not beside it
      // ([Bond], 10-23-1, counts them no more).
      emit(ctx, {
        t: 'playedOnTop',
        id,
        from: at.area,
        ...(L.how === 'evolve' ? { evolved: true } : { union: true }),
      });
      return;
    }
    if (L.how === 'xeno') {
      // 10-5-5: the chosen card goes to its owner's Warp (11-4-1), then this card is played in
      // Active Mode.
      const base = locate(d, L.onto[0] ?? -1);
      if (base && base.area === 'battle')
        moveCard(ctx, base.player, base.card.id, 'battle', 'warp', {
          why: 'effect',
          by: L.p,
          toP: base.card.owner,
        });
    }
    if (L.how === 'overRealm') {
      // 10-15-3: every card of the Drop Area to the Warp.
      for (const c of d.players[L.p].drop.slice())
        moveCard(ctx, L.p, c.id, 'drop', 'warp', { why: 'cost', by: L.p });
      emit(ctx, { t: 'overRealm', p: L.p });
    }
    const id = moveCard(ctx, at.player, L.id, at.area, 'battle', {
      why: 'play',
      by: L.p,
      toP: L.p,
      ...(L.rest ? { rest: true } : {}),
      ...(L.how === 'xeno' ? { evolved: true } : {}),
      ...(L.how === 'fusion' ? { union: true } : {}),
      ...(L.bySkill ? { bySkill: L.bySkill } : {}),
    });
    if (L.how === 'overRealm') emit(ctx, { t: 'markOverRealm', id });
    // Played by a [Counter] that makes it the guard card (7-1: the attack's target changes to it).
    if (L.how === 'counter' && d.battle && !d.battle.negated) emit(ctx, { t: 'guard', guard: id });
  };
}
