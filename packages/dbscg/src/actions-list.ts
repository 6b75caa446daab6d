// What a player may do at a free timing (4-6): the Main Phase's actions (6-3-1-2) and the Offense
// and Defense Steps' (7-2-1-2, 7-3-1-2). Each action is listed as structured data in the free
// timing's locals; the decision's option ids are indexes into that list, so nothing parses them.
import type { DecisionOption, PlayerIndex } from '@arbiter/engine';
import { sideOf, skillsOf, type DbsCatalog } from './cards.ts';
import { hasRule, holds, matches, playCost, skillActive } from './continuous.ts';
import { canPay } from './costs.ts';
import { comboable } from './battle.ts';
import { canPayEnergy } from './payment.ts';
import { other, type DbsCard, type DbsData } from './state.ts';
import type { Skill } from './vocab.ts';
import { hasKeyword } from './continuous.ts';

export type Action =
  | { a: 'play'; id: number; card: string }
  | { a: 'activate'; id: number; card: string; skill: number; from: 'play' | 'hand'; flipped: boolean }
  | { a: 'evolve'; id: number; card: string; skill: number; onto: number }
  | { a: 'overRealm'; id: number; card: string; skill: number }
  | { a: 'attack'; attacker: number; target: number }
  | { a: 'combo'; id: number; from: 'hand' | 'battle' }
  | { a: 'end' };

function banned(d: DbsData, id: number, what: string): boolean {
  return d.bans.some((b) => b.target === id && b.what === what);
}

/** [Activate] skills of a card for a timing, with what they need (8-1-3, 8-5-2). */
function activations(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  card: DbsCard,
  from: 'play' | 'hand',
  timing: 'main' | 'battle',
): Action[] {
  const out: Action[] = [];
  if (from === 'play' && banned(d, card.id, 'activateSkills')) return out;
  const def = cat.get(card.def);
  const skills = skillsOf(def, card.flipped);
  skills.forEach((s: Skill, i) => {
    const base = {
      a: 'activate' as const,
      id: card.id,
      card: card.def,
      skill: i,
      from,
      flipped: card.flipped,
    };
    if (s.kind === 'activate' && s.timing.includes(timing)) {
      // 8-1-3-1-2: an Extra Card's [Activate] is used from the hand; a Battle Card's, in play.
      if ((def.type === 'extra') !== (from === 'hand')) return;
      if (!skillActive(cat, d, card, p, s)) return;
      if (s.once && d.used.includes(`${card.id}:${i}`)) return;
      const extra = from === 'hand' ? playCost(cat, d, p, card) : undefined;
      if (!canPay(cat, d, p, card.id, s.cost ?? [], extra)) return;
      out.push(base);
    } else if (s.kind === 'field' && from === 'hand' && timing === 'main') {
      if (canPayEnergy(cat, d, p, playCost(cat, d, p, card))) out.push(base);
    } else if (s.kind === 'awaken' && from === 'play' && def.type === 'leader' && !card.flipped) {
      // 10-2, 7-2-1-2-3-2: [Awaken] at the Main Phase or a battle step, its condition met.
      if (holds(cat, d, p, s.cond, card)) out.push(base);
    } else if (s.kind === 'evolve' && from === 'hand' && timing === 'main') {
      // 10-5-1, 10-5-2: from the hand, onto a matching Battle Card of yours.
      if (d.bans.some((b) => b.target === -1 - p && b.what === 'activateEvolve')) return;
      if (!canPay(cat, d, p, card.id, s.cost)) return;
      for (const t of d.players[p].battle) {
        if (matches(cat, d, t, p, s.onto, card))
          out.push({ a: 'evolve', id: card.id, card: card.def, skill: i, onto: t.id });
      }
    } else if (s.kind === 'overRealm' && from === 'hand' && timing === 'main') {
      // 10-15-1, 10-25-1: enough (black) cards in the Drop Area; 10-15-5, 10-26: once a turn.
      const drop = d.players[p].drop.filter((c) => !s.dark || cat.get(c.def).colors.includes('black'));
      const pl = d.players[p];
      const limit = [pl.leader, ...pl.battle].some((c) => hasKeyword(cat, d, c, 'wormhole')) ? 2 : 1;
      if (drop.length >= s.n && d.overRealms[p] < limit && canPay(cat, d, p, card.id, s.cost))
        out.push({ a: 'overRealm', id: card.id, card: card.def, skill: i });
    }
  });
  return out;
}

/** The Main Phase actions of the turn player (6-3-1-2). */
export function mainActions(cat: DbsCatalog, d: DbsData, p: PlayerIndex): Action[] {
  const pl = d.players[p];
  const out: Action[] = [];
  const noPlay = d.bans.some((b) => b.target === -1 - p && b.what === 'playBattle');
  for (const c of pl.hand) {
    const def = cat.get(c.def);
    // 6-3-1-2-1-1: only if the energy can be paid.
    if (def.type === 'battle' && !noPlay && canPayEnergy(cat, d, p, playCost(cat, d, p, c))) {
      out.push({ a: 'play', id: c.id, card: c.def });
    }
    out.push(...activations(cat, d, p, c, 'hand', 'main'));
  }
  for (const c of [pl.leader, ...pl.battle]) out.push(...activations(cat, d, p, c, 'play', 'main'));
  // 7-1: attacks with Active Mode cards, on the leader or a Battle Card in Rest Mode.
  const opp = d.players[other(p)];
  for (const a of [pl.leader, ...pl.battle]) {
    if (a.rest || banned(d, a.id, 'attack') || hasRule(cat, d, a, 'cannotAttack')) continue;
    out.push({ a: 'attack', attacker: a.id, target: opp.leader.id });
    const active = hasRule(cat, d, a, 'attackActive');
    for (const t of opp.battle) if (t.rest || active) out.push({ a: 'attack', attacker: a.id, target: t.id });
  }
  out.push({ a: 'end' });
  return out;
}

/** The actions of a battle step (7-2-1-2, 7-3-1-2): combos and [Activate: Battle] skills. */
export function battleActions(cat: DbsCatalog, d: DbsData, p: PlayerIndex): Action[] {
  const pl = d.players[p];
  const b = d.battle;
  const out: Action[] = [];
  for (const c of pl.battle) {
    if (c.rest || !comboable(cat, c.def) || (b && (c.id === b.attacker || c.id === b.guard))) continue;
    if (canPayEnergy(cat, d, p, { total: cat.get(c.def).combo!.cost, colors: {} }))
      out.push({ a: 'combo', id: c.id, from: 'battle' });
  }
  for (const c of pl.hand) {
    if (comboable(cat, c.def) && canPayEnergy(cat, d, p, { total: cat.get(c.def).combo!.cost, colors: {} }))
      out.push({ a: 'combo', id: c.id, from: 'hand' });
    out.push(...activations(cat, d, p, c, 'hand', 'battle'));
  }
  for (const c of [pl.leader, ...pl.battle]) out.push(...activations(cat, d, p, c, 'play', 'battle'));
  out.push({ a: 'end' });
  return out;
}

/** The option's card: the definition and the object of the card acting. */
function cardRef(d: DbsData, id: number): { card?: string; obj: number } {
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    for (const c of [pl.leader, ...pl.battle, ...pl.hand]) if (c.id === id) return { card: c.def, obj: id };
  }
  return { obj: id };
}

function nameOf(cat: DbsCatalog, d: DbsData, id: number): string {
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    for (const c of [pl.leader, ...pl.battle, ...pl.hand])
      if (c.id === id) return sideOf(cat.get(c.def), c.flipped).name;
  }
  return `#${id}`;
}

/** The decision options for a list of actions: ids are indexes; `obj` names the card acted with. */
export function actionOptions(
  cat: DbsCatalog,
  d: DbsData,
  actions: readonly Action[],
  ending: string,
): DecisionOption[] {
  return actions.map((x, i): DecisionOption => {
    const id = String(i);
    switch (x.a) {
      case 'play':
        return { id, label: `Play ${cat.get(x.card).name}`, card: x.card, obj: x.id };
      case 'activate': {
        const s = skillsOf(cat.get(x.card), x.flipped)[x.skill];
        const what = s?.kind === 'awaken' ? '[Awaken]' : s?.kind === 'field' ? '[Field]' : 'a skill';
        return {
          id,
          label: `Activate ${what} of ${sideOf(cat.get(x.card), x.flipped).name}`,
          card: x.card,
          obj: x.id,
        };
      }
      case 'evolve':
        return {
          id,
          label: `Evolve ${nameOf(cat, d, x.onto)} into ${cat.get(x.card).name}`,
          card: x.card,
          obj: x.id,
        };
      case 'overRealm':
        return { id, label: `[Over Realm]: play ${cat.get(x.card).name}`, card: x.card, obj: x.id };
      case 'attack':
        return {
          id,
          label: `Attack ${nameOf(cat, d, x.target)} with ${nameOf(cat, d, x.attacker)}`,
          ...cardRef(d, x.attacker),
        };
      case 'combo':
        return { id, label: `Combo with ${nameOf(cat, d, x.id)}`, ...cardRef(d, x.id) };
      case 'end':
        return { id, label: ending };
    }
  });
}
