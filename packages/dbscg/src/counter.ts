// Counter timing (4-7): after a play is declared, an attack, and a skill's activation and
// resolution, the other player may activate [Counter] skills from the hand (10-10); each
// activation may be answered by a [Counter: Counter] of the other player, and so on; then the
// activated [Counter] skills resolve last first (4-7-3-5).
//
// The hand is secret (3-3-2): the player who may answer is asked at every counter timing whose
// kind could let any card counter, whatever their hand holds, so that neither the fact nor the
// moment of the question tells the opponent anything about it. Only what is public narrows the
// question away: no kind of [Counter] applies, the attack card forbids [Counter] (10-10), or the
// player may not activate [Counter] at all.
import type { Ctx, DecisionOption, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { startCursor } from '@arbiter/cardgame';
import { ask, chosenNth } from './ask.ts';
import { skillsOf, type DbsCatalog } from './cards.ts';
import { counterCostBarred, hasRule, matches, playCost, skillActive } from './continuous.ts';
import { canPay } from './costs.ts';
import { emit, moveCard } from './events.ts';
import { loopAtFreeChoice } from './loops.ts';
import { K, type CounterOffer, type DbsProcs } from './procs.ts';
import { locate, other, type DbsCard, type DbsData } from './state.ts';
import type { Cost, CounterKind, Skill } from './vocab.ts';

type C = Ctx<DbsData>;

/** The kinds of [Counter] that public facts still allow in this timing. */
function allowedKinds(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  kinds: readonly CounterKind[],
): CounterKind[] {
  // A ban on the player's [Counter] skills (a ban with a filter bars only the cards matching it).
  if (d.bans.some((b) => b.target === -1 - p && b.what === 'counter' && !b.filter)) return [];
  const b = d.battle;
  if (b && kinds.some((k) => k === 'attack' || k === 'battleCardAttack')) {
    const atk = locate(d, b.attacker);
    // "Your opponent cannot activate [Counter] against this card's attack".
    if (atk && hasRule(cat, d, atk.card, 'noCounter')) return [];
  }
  return kinds.slice();
}

/** The [Counter] skills player `p` can activate now from the hand. */
export function counterOffers(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  kinds: readonly CounterKind[],
): CounterOffer[] {
  const out: CounterOffer[] = [];
  const barred = counterCostBarred(cat, d);
  for (const card of d.players[p].hand) {
    // A ban on the opponent's [Counter] skills of cost N or more holds for this battle.
    if (barred && barred.p === p && matches(cat, d, card, p, { cost: { min: barred.min } })) continue;
    if (
      d.bans.some(
        (b) => b.target === -1 - p && b.what === 'counter' && b.filter && matches(cat, d, card, p, b.filter),
      )
    )
      continue;
    const skills = skillsOf(cat.get(card.def), false);
    skills.forEach((s: Skill, i) => {
      if (s.kind !== 'counter' || !kinds.includes(s.on)) return;
      if (!skillActive(cat, d, card, p, s)) return;
      if (s.once && d.used.includes(`${card.id}:${i}`)) return;
      // 10-10-1: its energy cost and its skill cost.
      if (canPay(cat, d, p, card.id, s.cost ?? [], playCost(cat, d, p, card)))
        out.push({ id: card.id, skill: i });
      // Or a life card to the hand instead of the energy cost, where the card's [Permanent] allows it.
      if (counterByLife(cat, d, p, card) && canPay(cat, d, p, card.id, costsByLife(s)))
        out.push({ id: card.id, skill: i, byLife: true });
    });
  }
  return out;
}

/** Does a [Permanent] of this card in the hand (its [Sparking], its condition) let a life card pay for its [Counter]? */
function counterByLife(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard): boolean {
  return skillsOf(cat.get(card.def), false).some(
    (s) =>
      s.kind === 'permanent' &&
      s.effect.some((e) => e.c === 'counterByLife') &&
      skillActive(cat, d, card, p, s),
  );
}

/** The costs of a [Counter] activated by adding a life card to the hand: that card first, then its skill cost. */
function costsByLife(s: Extract<Skill, { kind: 'counter' }>): Cost[] {
  return [{ pay: 'life', n: 1, to: 'hand' }, ...(s.cost ?? [])];
}

function close(ctx: C): void {
  emit(ctx, { t: 'counterTiming', open: false });
  ctx.pop();
}

export function counterProcedure(
  cat: DbsCatalog,
  ruleProcessing: (ctx: C) => boolean,
): TypedProcedure<DbsData, DbsProcs['counter']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    if (f.step === 0) {
      // 4-7-2-5: no counter timing inside another.
      if (d.inCounter) {
        ctx.pop();
        return;
      }
      emit(ctx, { t: 'counterTiming', open: true });
      // 4-7-3-1: rule processing first.
      while (ruleProcessing(ctx)) if (ctx.state.result) return;
      L.asked = other(L.actor);
      L.kinds = allowedKinds(cat, d, L.asked, L.kinds);
      f.step = L.kinds.length > 0 ? 1 : 9;
    }
    if (f.step === 1) {
      // 11-1: a counter timing is a choice too: back at a position met before, an infinite loop.
      if (loopAtFreeChoice(ctx, 'counter', L.asked)) return;
      const kinds: CounterKind[] = L.round === 0 ? L.kinds : ['counter'];
      L.offers = counterOffers(cat, d, L.asked, kinds);
      const hand = d.players[L.asked].hand;
      const options: DecisionOption[] = L.offers.map((o, i) => {
        const def = hand.find((c) => c.id === o.id)!.def;
        const way = o.byLife ? ', a life card to your hand instead of its energy cost' : '';
        return {
          id: String(i),
          label: `Activate [Counter] of ${cat.get(def).name}${way}`,
          card: def,
          obj: o.id,
          nth: i,
        };
      });
      f.step = 2;
      ask(ctx, {
        player: L.asked,
        kind: 'counter',
        prompt:
          L.round === 0
            ? 'Counter timing: activate a [Counter], or pass.'
            : 'Answer with a [Counter: Counter], or pass.',
        options: [{ id: 'pass', label: 'Pass', pass: true }, ...options],
        min: 1,
        max: 1,
        secret: true,
      });
      return;
    }
    if (f.step === 2) {
      // The offer the option is (`nth`); "pass" is none.
      const pick = chosenNth(ctx);
      if (pick === undefined) {
        // 4-7-3-2: nothing activated, the timing ends; otherwise the list resolves (4-7-3-5).
        f.step = d.counters.length === 0 ? 9 : 5;
      } else {
        const { id, skill, byLife } = L.offers[pick]!;
        const card = d.players[L.asked].hand.find((c) => c.id === id)!;
        const s = skillsOf(cat.get(card.def), false)[skill] as Extract<Skill, { kind: 'counter' }>;
        emit(ctx, { t: 'reveal', p: L.asked, id, card: card.def });
        L.resolving = id;
        f.step = 3;
        K.push(ctx, 'costs', {
          p: L.asked,
          source: id,
          costs: byLife ? costsByLife(s) : (s.cost ?? []),
          i: 0,
          extra: byLife ? null : playCost(cat, d, L.asked, card),
          prompt: `Pay for the [Counter] of ${cat.get(card.def).name}.`,
        });
        L.skill = skill;
        return;
      }
    }
    if (f.step === 3) {
      const skill = L.skill;
      const card = d.players[L.asked].hand.find((c) => c.id === L.resolving);
      if (card) {
        emit(ctx, { t: 'counter', p: L.asked, id: card.id, card: card.def, skill });
        const sk = skillsOf(cat.get(card.def), false)[skill];
        if (sk && 'once' in sk && sk.once) emit(ctx, { t: 'used', id: card.id, skill, card: card.def });
      }
      // 4-7-3-3, 4-7-3-4: the other player may answer it.
      L.asked = other(L.asked);
      L.round++;
      f.step = 1;
      return;
    }
    if (f.step === 6) {
      // A [Counter] Battle Card whose effect did not play it goes to the Drop Area (10-10-4).
      const at = locate(d, L.resolving);
      if (at && at.area === 'hand')
        moveCard(ctx, at.player, at.card.id, 'hand', 'drop', { why: 'effect', by: at.player });
      f.step = 5;
    }
    if (f.step === 5) {
      const next = (d.counterAt < 0 ? d.counters.length : d.counterAt) - 1;
      if (next < 0) {
        close(ctx);
        return;
      }
      emit(ctx, { t: 'counterResolve', at: next });
      const entry = d.counters[next]!;
      const at = locate(d, entry.id);
      L.resolving = entry.id;
      if (!at || at.area !== 'hand') return; // gone: nothing to resolve (step 5 again)
      if (entry.negated) {
        // 10-10-5: its effect does not resolve; the card still goes to the Drop Area (10-10-4).
        moveCard(ctx, entry.p, entry.id, 'hand', 'drop', { why: 'effect', by: entry.p });
        return;
      }
      let source = entry.id;
      if (cat.get(entry.card).type !== 'battle') {
        source = moveCard(ctx, entry.p, entry.id, 'hand', 'drop', { why: 'effect', by: entry.p });
      }
      f.step = 6;
      K.push(ctx, 'effect', {
        card: entry.card,
        flipped: false,
        skill: entry.skill,
        master: entry.p,
        source,
        subject: d.declared?.id ?? d.battle?.attacker ?? -1,
        cursor: startCursor(),
        chosen: [],
        wait: 0,
      });
      return;
    }
    close(ctx);
  };
}
