// Activating and resolving skills (8-5): pending [Auto] skills at a checkpoint (8-6), [Activate]
// skills of cards in play and of Extra Cards in the hand (8-5-2), with the counter timings before
// and after them (4-7-2-3, 4-7-2-4); the keyword [Auto] skills [Blocker], [Revenge] and
// [Dual Attack]; and the small procedures some directives need (draw up to N, search).
import type { Ctx, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { startCursor } from '@arbiter/cardgame';
import { canPay } from './costs.ts';
import { answeredYes, ask, askYesNo, cardOption, chosenObjects } from './ask.ts';
import type { DbsCatalog } from './cards.ts';
import { hasRule, matches, playCost } from './continuous.ts';
import { drawCards, standCard } from './actions.ts';
import { emit, moveCard } from './events.ts';
import { K, type DbsProcs } from './procs.ts';
import { skillOf } from './run.ts';
import { blockersBarred, locate, usedKey, type DbsData } from './state.ts';
import { counterKindsOf } from './triggers.ts';
import { effectText } from './verbs/list.ts';
import type { Skill } from './vocab.ts';
import { autoForm, costOf as skillCosts, effectOf } from './keywords.ts';

/** Starts resolving a skill's directives as an effect of `master` (8-5-2-5). */
function pushEffect(
  ctx: Ctx<DbsData>,
  at: {
    card: string;
    flipped: boolean;
    skill: number;
    master: PlayerIndex;
    source: number;
    subject: number;
    paid?: number[];
    /** A delayed effect of the skill ("at the end of that turn", 6-4-1-1). */
    part?: number;
  },
): void {
  K.push(ctx, 'effect', {
    card: at.card,
    flipped: at.flipped,
    skill: at.skill,
    master: at.master,
    source: at.source,
    subject: at.subject,
    cursor: startCursor(),
    chosen: [],
    // The cards its cost placed, for the effect to read ("if you placed a black card ...").
    ...(at.paid ? { paid: at.paid, paidAt: ctx.state.log.length } : {}),
    ...(at.part === undefined ? {} : { part: at.part }),
    wait: 0,
  });
}

/** A pending [Auto] skill resolving (8-6-4), or a keyword [Auto]. */
export function autoProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['auto']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    if (L.keyword === 'blocker') {
      const b = d.battle;
      const me = locate(d, L.source);
      if (f.step === 0) {
        // 10-4-1: the card switches to Rest Mode to become the guard card; once per attack.
        const atk = b ? locate(d, b.attacker) : undefined;
        const usable =
          b &&
          !b.negated &&
          !b.blocked &&
          me &&
          me.area === 'battle' &&
          !me.card.rest &&
          b.guard !== me.card.id &&
          atk &&
          !hasRule(cat, d, atk.card, 'noBlocker') &&
          !d.bans.some((x) => x.target === me.card.id && x.what === 'blocker') &&
          !blockersBarred(d, me.player);
        if (!usable) {
          ctx.pop();
          return;
        }
        f.step = 1;
        askYesNo(
          ctx,
          L.master,
          'blocker',
          `Activate [Blocker] of ${cat.get(L.card).name}?`,
          'Block with it',
          'Do not',
          L.card,
        );
        return;
      }
      const yes = answeredYes(ctx);
      ctx.pop();
      if (yes && me && d.battle) {
        emit(ctx, { t: 'rest', id: me.card.id });
        emit(ctx, { t: 'guard', guard: me.card.id, blocker: true });
      }
      return;
    }
    if (L.keyword === 'revenge') {
      // 10-9-1: activated when the card became the guard card; the attack card is KO-ed at the end
      // of the battle (`revengeKo`), whatever became of this card meanwhile.
      ctx.pop();
      if (d.battle) emit(ctx, { t: 'revenge', p: L.master, card: L.card });
      return;
    }
    if (L.keyword === 'revengeKo' || L.keyword === 'afterKo') {
      ctx.pop();
      K.push(ctx, 'ko', { ids: [L.subject], by: L.master, effect: true, i: 0, prev: null });
      return;
    }
    if (L.keyword === 'afterStand') {
      // An effect's "switch this card to Active Mode after the battle" (7-4-1-8).
      ctx.pop();
      const at = locate(d, L.subject);
      if (at && (at.area === 'battle' || at.area === 'leader')) standCard(ctx, at.card);
      return;
    }
    if (L.keyword === 'delayed') {
      // 6-4-1-1: an effect left for the end of the turn, resolved as its skill's master's; the
      // card that made it may have moved since: the effect is read from the skill, not the card.
      ctx.pop();
      pushEffect(ctx, {
        card: L.card,
        flipped: L.flipped,
        skill: L.skill,
        master: L.master,
        source: L.source,
        subject: -1,
        part: L.part ?? 0,
      });
      return;
    }
    if (L.keyword === 'dualAttack') {
      // 10-8-1: the attack card switches to Active Mode after the battle.
      ctx.pop();
      const me = locate(d, L.source);
      emit(ctx, { t: 'dualAttack', id: L.source });
      if (me) standCard(ctx, me.card);
      return;
    }
    const written = skillOf(cat, L);
    const skill = written ? autoForm(written) : null;
    if (!skill) {
      ctx.pop();
      return;
    }
    const key = usedKey(L.source, L.skill, L.flipped);
    if (f.step === 0) {
      // 10-11-4, 10-11-5: [Once per Turn]: the others pending at once are nullified.
      if (skill.once && d.used.includes(key)) {
        ctx.pop();
        return;
      }
      f.step = 1;
      if (skill.optional) {
        askYesNo(
          ctx,
          L.master,
          'useOptional',
          `${cat.get(L.card).name}: ${effectText(skill.effect, { cat })}`,
          'Use it',
          'Do not',
          L.card,
        );
        return;
      }
    }
    if (f.step === 1) {
      if (skill.optional && !answeredYes(ctx)) {
        ctx.pop();
        return;
      }
      f.step = 2;
      const costs = skillCosts(skill);
      if (costs.length > 0) {
        // 8-1-5-2-1: costs are paid on resolution, if the master pays them; unpaid (or unpayable),
        // the skill does nothing. A "you may" skill has been agreed to already.
        if (!canPay(cat, d, L.master, L.source, costs)) {
          ctx.pop();
          return;
        }
        f.step = 7;
        if (!skill.optional) {
          askYesNo(
            ctx,
            L.master,
            'useOptional',
            `${cat.get(L.card).name}: pay the cost? ${effectText(skill.effect, { cat })}`,
            'Pay it',
            'Do not',
            L.card,
          );
          return;
        }
      }
    }
    if (f.step === 7) {
      if (!skill.optional && !answeredYes(ctx)) {
        ctx.pop();
        return;
      }
      f.step = 2;
      K.push(ctx, 'costs', {
        p: L.master,
        source: L.source,
        costs: skillCosts(skill),
        i: 0,
        extra: null,
        prompt: `Pay for ${cat.get(L.card).name}.`,
      });
      return;
    }
    resolveSteps(ctx, f, cat, skill, L.master, L.source, L.subject);
  };
}

/**
 * Steps 2 to 5 shared by [Auto] and [Activate] skills: activated (8-5-2-3, a [Once per Turn] is
 * used), counter timing (8-5-2-4), resolution (8-5-2-5), counter timing (8-5-2-6).
 */
function resolveSteps(
  ctx: Ctx<DbsData>,
  f: { step: number; locals: { card: string; flipped: boolean; skill: number; paid?: number[] } },
  cat: DbsCatalog,
  skill: Skill,
  master: PlayerIndex,
  source: number,
  subject: number,
  beforeEffect?: () => number,
): void {
  const kinds = counterKindsOf(skill);
  if (f.step === 2) {
    emit(ctx, { t: 'skill', p: master, id: source, card: f.locals.card, skill: f.locals.skill });
    if ('once' in skill && skill.once)
      emit(ctx, {
        t: 'used',
        id: source,
        skill: f.locals.skill,
        card: f.locals.card,
        ...(f.locals.flipped ? { back: true } : {}),
      });
    f.step = 3;
    if (!ctx.data.inCounter) {
      K.push(ctx, 'counter', {
        offers: [],
        actor: master,
        kinds,
        asked: master,
        round: 0,
        resolving: -1,
        skill: -1,
      });
      return;
    }
  }
  if (f.step === 3) {
    f.step = 4;
    const src = beforeEffect ? beforeEffect() : source;
    if (effectOf(skill).length > 0) {
      pushEffect(ctx, {
        card: f.locals.card,
        flipped: f.locals.flipped,
        skill: f.locals.skill,
        master,
        source: src,
        subject,
        ...(f.locals.paid ? { paid: f.locals.paid } : {}),
      });
      return;
    }
  }
  if (f.step === 4) {
    f.step = 5;
    if (!ctx.data.inCounter) {
      K.push(ctx, 'counter', {
        offers: [],
        actor: master,
        kinds,
        asked: master,
        round: 0,
        resolving: -1,
        skill: -1,
      });
      return;
    }
  }
  ctx.pop();
}

/**
 * An [Activate] skill (8-5-2), or a keyword activated like one: [Awaken], [Wish], [Field], [Evolve],
 * [Over Realm], [Arrival], [Swap], [Aegis]; [Union] has a procedure of its own. For an Extra Card,
 * from the hand.
 */
export function activateProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['activate']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const skill = skillOf(cat, L);
    if (!skill) {
      ctx.pop();
      return;
    }
    const name = cat.get(L.card).name;
    if (f.step === 0 && skill.kind === 'union') {
      ctx.pop();
      K.push(ctx, 'union', { p: L.p, id: L.source, card: L.card, skill: L.skill, picks: [] });
      return;
    }
    if (f.step === 0) {
      f.step = 1;
      if (L.from === 'hand') emit(ctx, { t: 'reveal', p: L.p, id: L.source, card: L.card }); // 8-5-2-1
      const at = locate(d, L.source);
      // 8-5-2-2-1: an Extra Card's own energy cost is paid with the skill's.
      const extra =
        L.from === 'hand' && at && cat.get(L.card).type === 'extra' ? playCost(cat, d, L.p, at.card) : null;
      const costs = skillCosts(skill);
      if (costs.length > 0 || (extra && extra.total > 0)) {
        K.push(ctx, 'costs', { p: L.p, source: L.source, costs, i: 0, extra, prompt: `Pay for ${name}.` });
        return;
      }
    }
    if (f.step === 1) {
      if (skill.kind === 'awaken' || skill.kind === 'wish') {
        // 10-2, 10-28: the effect, then the card flips over, the same card (10-2-3, 10-28-3).
        f.step = 10;
        emit(ctx, { t: 'skill', p: L.p, id: L.source, card: L.card, skill: L.skill });
        pushEffect(ctx, { ...L, master: L.p, subject: -1 });
        return;
      }
      if (skill.kind === 'evolve' || skill.kind === 'overRealm' || skill.kind === 'arrival') {
        // 10-5, 10-15, 10-32-3: skills that play the card: counter timings around them (10-10-3-1).
        emit(ctx, { t: 'skill', p: L.p, id: L.source, card: L.card, skill: L.skill });
        f.step = 11;
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
      if (skill.kind === 'field') {
        ctx.pop();
        emit(ctx, { t: 'skill', p: L.p, id: L.source, card: L.card, skill: L.skill });
        placeField(ctx, cat, L.p, L.source, 'hand');
        return;
      }
      f.step = 2;
    }
    if (f.step === 11) {
      f.step = 12;
      const how =
        skill.kind === 'overRealm'
          ? 'overRealm'
          : skill.kind === 'arrival'
            ? 'effect'
            : skill.kind === 'evolve' && skill.variant === 'xeno'
              ? 'xeno'
              : 'evolve';
      K.push(ctx, 'play', {
        p: L.p,
        id: L.source,
        card: L.card,
        how,
        paid: true,
        onto: [L.onto],
        rest: false,
      });
      return;
    }
    if (f.step === 12) {
      f.step = 13;
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
    if (f.step === 13) {
      ctx.pop();
      return;
    }
    if (f.step === 10) {
      // 10-2-5, 10-28-5: the same object: its position and power changes stay as they are.
      ctx.pop();
      if (locate(d, L.source)?.area === 'leader') emit(ctx, { t: 'flip', id: L.source });
      return;
    }
    resolveSteps(ctx, f, cat, skill, L.p, L.source, -1, () => {
      // 8-5-2-5-1: an Extra Card is placed in the Drop Area, then its effect is carried out.
      if (L.from !== 'hand') return L.source;
      const at = locate(d, L.source);
      if (!at || at.area !== 'hand') return L.source;
      return moveCard(ctx, L.p, L.source, 'hand', 'drop', { why: 'effect', by: L.p });
    });
  };
}

/** 10-3: a [Field] card to the Battle Area in Active Mode; 10-3-3: the player's other [Field] cards go. */
export function placeField(
  ctx: Ctx<DbsData>,
  cat: DbsCatalog,
  p: PlayerIndex,
  id: number,
  from: 'hand' | 'deck',
): void {
  const fields = ctx.data.players[p].battle.filter((c) =>
    cat.get(c.def).skills.some((s) => s.kind === 'field'),
  );
  moveCard(ctx, p, id, from, 'battle', { why: 'effect', by: p });
  for (const c of fields) moveCard(ctx, p, c.id, 'battle', 'drop', { why: 'rule' });
}

/** 4-9-4: draw up to N, one card at a time, the player choosing to stop. */
export function drawUpToProcedure(): TypedProcedure<DbsData, DbsProcs['drawUpTo']> {
  return (ctx, f) => {
    const L = f.locals;
    if (f.step === 1) {
      if (!answeredYes(ctx)) {
        ctx.pop();
        return;
      }
      drawCards(ctx, L.p, 1);
      L.left--;
    }
    if (L.left <= 0 || ctx.data.players[L.p].deck.length === 0) {
      ctx.pop();
      return;
    }
    f.step = 1;
    askYesNo(ctx, L.p, 'drawUpTo', `Draw a card? (up to ${L.left} more)`, 'Draw', 'Stop');
  };
}

/** 8-5-3-7, 11-2-1: look through the deck, choose up to N matching cards, reveal them, shuffle. */
export function searchProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['search']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const deck = d.players[L.p].deck;
    if (f.step === 0) {
      const list = deck.filter((c) => !L.filter || matches(cat, d, c, L.p, L.filter));
      f.step = 1;
      ask(ctx, {
        player: L.p,
        kind: 'search',
        prompt: `Search your deck: choose up to ${L.n}.`,
        options: list.map((c) => cardOption(cat, c)),
        min: 0,
        max: Math.min(L.n, list.length),
        secret: true,
      });
      return;
    }
    const ids = chosenObjects(ctx);
    ctx.pop();
    for (const id of ids) {
      const c = deck.find((x) => x.id === id);
      if (!c) continue;
      if (L.to === 'hand') {
        emit(ctx, { t: 'reveal', p: L.p, id: c.id, card: c.def });
        moveCard(ctx, L.p, id, 'deck', 'hand', { why: 'effect', by: L.p });
      } else if (L.to === 'field') {
        // "Activate (a [Field] card) from your deck" (10-3).
        if (cat.get(c.def).skills.some((s) => s.kind === 'field')) placeField(ctx, cat, L.p, id, 'deck');
      } else {
        const rest = L.rest === true;
        K.push(ctx, 'play', { p: L.p, id, card: c.def, how: 'effect', paid: true, onto: [], rest });
      }
    }
    shuffleDeck(ctx, L.p);
  };
}

/** 3-2-4: the owner shuffles the deck; the new order is drawn from the game's generator. */
export function shuffleDeck(ctx: Ctx<DbsData>, p: PlayerIndex): void {
  ctx.shuffle(ctx.data.players[p].deck);
  emit(ctx, { t: 'shuffle', p });
}
