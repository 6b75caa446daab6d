// What a directive sees while it runs (the game, the effect's locals, the cards it acts on), and the
// target rules of 8-5-3 that find the cards a directive may choose.
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { skillsOf, type DbsCatalog } from './cards.ts';
import { countMatching, handUnaffected, hasKeyword, holds, matches, zoneCards } from './continuous.ts';
import type { EffectLocals } from './procs.ts';
import { locate, other, type DbsCard, type DbsData } from './state.ts';
import type { Amount, Condition, Skill, Target } from './vocab.ts';

export interface Run {
  ctx: Ctx<DbsData>;
  cat: DbsCatalog;
  d: DbsData;
  L: EffectLocals;
  /** The cards the current directive acts on: its target, once chosen. */
  cards: DbsCard[];
}

export interface TextCtx {
  cat: DbsCatalog;
}

/** The skill an effect belongs to. */
export function skillOf(
  cat: DbsCatalog,
  L: { card: string; flipped: boolean; skill: number },
): Skill | undefined {
  return skillsOf(cat.get(L.card), L.flipped)[L.skill];
}

/** The effect's own card, if it is still where the skill activated (8-6-7 otherwise). */
export function selfCard(run: Run): DbsCard | undefined {
  return locate(run.d, run.L.source)?.card;
}

/**
 * A number counted on resolution. Counting chooses nothing: a card with [Barrier] (10-16-1) is
 * counted too.
 */
export function amountOf(run: Run, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('perDamage' in a) return a.perDamage * (run.L.damage ?? 0);
  const t = a.count;
  if (t.side === 'own' || t.side === 'opp' || t.side === 'both')
    return countMatching(run.cat, run.d, run.L.master, t, selfCard(run));
  return candidates(run, { ...t, all: true }).length;
}

export function conditionHolds(run: Run, c: Condition): boolean {
  const subject = run.L.subject >= 0 ? locate(run.d, run.L.subject)?.card : undefined;
  const chosen = candidates(run, { side: 'chosen' }).map((x) => x.card);
  const L = run.L;
  const paid = followMoves(run, L.paid ?? [], L.paidAt ?? run.ctx.state.log.length).flatMap((id) => {
    const at = locate(run.d, id);
    return at ? [at.card] : [];
  });
  return holds(run.cat, run.d, L.master, c, selfCard(run), subject, chosen, paid);
}

/**
 * 8-10-1: cards an effect took and moved since are referred to as they are in their final area: each
 * object id is followed through the moves logged since `from` (a card changing area is a new object,
 * 3-1-4).
 */
function followMoves(run: Run, ids: readonly number[], from: number): number[] {
  const out = ids.slice();
  const log = run.ctx.state.log;
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    const ev = (e.secret ? { ...e.event, ...e.secret.data } : e.event) as {
      t: string;
      id?: number;
      newId?: number;
    };
    if (ev.t !== 'move' || ev.id === undefined || ev.newId === undefined) continue;
    const k = out.indexOf(ev.id);
    if (k >= 0) out[k] = ev.newId;
  }
  return out;
}

/** A card the effect may choose, and whose area it is in. */
export interface Candidate {
  card: DbsCard;
  player: PlayerIndex;
}

/**
 * The cards a target may choose (8-5-3), in area order. [Barrier] (10-16): the opponent's cards
 * with Barrier cannot be chosen by this player's skills.
 */
export function candidates(run: Run, t: Target): Candidate[] {
  const { d, cat, L } = run;
  const master = L.master;
  const self = selfCard(run);
  const one = (id: number): Candidate[] => {
    const at = locate(d, id);
    return at ? [{ card: at.card, player: at.player }] : [];
  };
  switch (t.side) {
    case 'self':
      return self ? [{ card: self, player: locate(d, self.id)!.player }] : [];
    case 'subject':
      return L.subject >= 0 ? one(L.subject) : [];
    case 'chosen':
    case 'looked': {
      // `looked`: 11-6-2, the cards looked at that stayed where they were (those moved since are new
      // objects). Among either, only the cards meeting the target's condition.
      const ids =
        t.side === 'chosen'
          ? followMoves(run, L.chosen, L.chosenAt ?? run.ctx.state.log.length)
          : (L.looked ?? []).filter((id) => locate(d, id) !== undefined);
      return ids.flatMap(one).filter((x) => !t.filter || matches(cat, d, x.card, master, t.filter, self));
    }
    case 'attacker':
      return d.battle ? one(d.battle.attacker) : [];
    case 'guard':
      return d.battle ? one(d.battle.guard) : [];
  }
  const sides: PlayerIndex[] =
    t.side === 'own' ? [master] : t.side === 'opp' ? [other(master)] : [master, other(master)];
  const out: Candidate[] = [];
  const inPlay = t.zone === undefined || t.zone === 'battle' || t.zone === 'leader' || t.zone === 'field';
  // 10-22-1, 10-22-3: a card with [Deflect] is not affected by [Counter: Play] skills.
  const skill = skillOf(cat, L);
  const counterPlay = skill?.kind === 'counter' && skill.on === 'play';
  for (const p of sides) {
    // "Your hand is not affected by your Leader Card's skill".
    if (t.zone === 'hand' && self && handUnaffected(cat, d, p, self)) continue;
    for (const c of zoneCards(d.players[p], t.zone ?? 'battle', self)) {
      // 8-5-4: "Battle Card" is a Battle Card in the Battle Area, not an Extra Card put there by [Field].
      if (inPlay && cat.get(c.def).type === 'extra' && t.filter?.type !== 'extra') continue;
      if (t.filter && !matches(cat, d, c, master, t.filter, self)) continue;
      if (p !== master && inPlay && !t.ignoreBarrier && hasKeyword(cat, d, c, 'barrier')) continue;
      if (counterPlay && inPlay && hasKeyword(cat, d, c, 'deflect')) continue;
      out.push({ card: c, player: p });
    }
  }
  return out;
}
