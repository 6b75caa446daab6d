// What a player may do at a free timing (4-6): the Main Phase's actions (6-3-1-2) and the Offense
// and Defense Steps' (7-2-1-2, 7-3-1-2). Each action is listed as structured data in the free
// timing's locals; the decision's option ids are indexes into that list, so nothing parses them.
import type { DecisionOption, PlayerIndex } from '@arbiter/engine';
import { sideOf, skillsOf, type DbsCatalog } from './cards.ts';
import {
  hasRule,
  holds,
  matches,
  mayAttackBattleCard,
  playBanned,
  playCost,
  skillActive,
} from './continuous.ts';
import { canPay } from './costs.ts';
import { comboable } from './battle.ts';
import { canPayEnergy, countsOf, coversColors } from './payment.ts';
import { costOf, skillLabel } from './keywords.ts';
import { canUnion } from './stack-plays.ts';
import { oneSkillNegated, other, usedKey, type DbsCard, type DbsData } from './state.ts';
import type { Condition, Skill } from './vocab.ts';
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

/** [Activate] skills of a card for a timing, with what they need (8-1-3, 8-5-2), and keywords activated like them. */
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
  const main = timing === 'main';
  skills.forEach((s: Skill, i) => {
    const base = {
      a: 'activate' as const,
      id: card.id,
      card: card.def,
      skill: i,
      from,
      flipped: card.flipped,
    };
    switch (s.kind) {
      case 'activate': {
        if (!s.timing.includes(timing)) return;
        // 8-1-3-1-2: an Extra Card's [Activate] is used from the hand, or in the Battle Area when
        // [Field] put it there (10-3-2); a Battle Card's and a leader's, in play.
        // A Battle Card's skill written to be used from the hand is used there only.
        if (def.type !== 'extra' && (from === 'hand') !== (s.fromHand === true)) return;
        if (!skillActive(cat, d, card, p, s)) return;
        if (s.once && d.used.includes(usedKey(card.id, i, card.flipped))) return;
        if (oneSkillNegated(d, card.id, usedKey(card.id, i, card.flipped))) return;
        const extra = from === 'hand' && def.type === 'extra' ? playCost(cat, d, p, card) : undefined;
        if (canPay(cat, d, p, card.id, s.cost ?? [], extra)) out.push(base);
        return;
      }
      case 'field':
        if (from === 'hand' && main && canPayEnergy(cat, d, p, playCost(cat, d, p, card))) out.push(base);
        return;
      case 'awaken':
      case 'wish':
        // 10-2, 10-28, 7-2-1-2-3-2: at the Main Phase or a battle step, the condition met. [Awaken]
        // turns the front side over; [Wish] turns the card over whichever side is up (10-28-3, 10-28-4).
        if (from !== 'play' || def.type !== 'leader' || (s.kind === 'awaken' && card.flipped)) return;
        if (awakenCondition(cat, d, p, card, s) && skillPayable(cat, d, p, card, s)) out.push(base);
        return;
      case 'evolve':
        // 10-5-1, 10-5-2: from the hand, onto a matching Battle Card of yours.
        if (from !== 'hand' || !main) return;
        if (d.bans.some((b) => b.target === -1 - p && b.what === 'activateEvolve')) return;
        if (!skillPayable(cat, d, p, card, s)) return;
        for (const t of d.players[p].battle) {
          if (cat.get(t.def).type === 'battle' && matches(cat, d, t, p, s.onto, card))
            out.push({ a: 'evolve', id: card.id, card: card.def, skill: i, onto: t.id });
        }
        return;
      case 'overRealm': {
        if (from !== 'hand' || !main) return;
        // 10-15-1, 10-25-1: enough (black) cards in the Drop Area; 10-15-5, 10-25-4, 10-26-1: once a
        // turn in all, twice with [Wormhole].
        const drop = d.players[p].drop.filter((c) => !s.dark || cat.get(c.def).colors.includes('black'));
        const pl = d.players[p];
        const limit = [pl.leader, ...pl.battle].some((c) => hasKeyword(cat, d, c, 'wormhole')) ? 2 : 1;
        if (drop.length >= s.n && d.overRealms[p] < limit && skillPayable(cat, d, p, card, s))
          out.push({ a: 'overRealm', id: card.id, card: card.def, skill: i });
        return;
      }
      case 'union':
        // 10-13-3-2, 10-13-4-2: [Union-Fusion] and [Union-Potara] from the hand; 10-13-5-2:
        // [Union-Absorb] from the Battle Area. All three are [Activate: Main].
        if (!main || (from === 'hand') !== (s.variant !== 'absorb')) return;
        if (canUnion(cat, d, p, card, s)) out.push(base);
        return;
      case 'swap':
        // 10-24-1: [Activate: Main] of a Battle Card in the Battle Area.
        if (from === 'play' && main && def.type === 'battle' && skillPayable(cat, d, p, card, s))
          out.push(base);
        return;
      case 'arrival': {
        // 10-32-1, 10-32-3: [Activate: Battle] from the hand, when the original colours of the cards
        // in your Combo Area match (one card for each colour).
        if (from !== 'hand' || main) return;
        const combo = d.players[p].combo.map((c) => cat.get(c.def).colors);
        if (coversColors(combo, countsOf(s.colors)) && skillPayable(cat, d, p, card, s)) out.push(base);
        return;
      }
      case 'aegis':
        // 10-33-1, 10-33-1-1: [Activate: Battle], only in the Defense Step of the opponent's attack.
        if (
          from === 'play' &&
          !main &&
          d.active !== p &&
          d.battle?.step === 'defense' &&
          skillPayable(cat, d, p, card, s)
        )
          out.push(base);
        return;
      default:
        return;
    }
  });
  return out;
}

/**
 * The condition of [Awaken] or [Wish] (10-2, 10-28), met now. An effect may let a leader's [Awaken]
 * be activated whatever the life ("even if you have 5 or more life"): its life conditions hold.
 */
/**
 * Whether the skill's cost can be paid now. A module-level function, not a closure per skill: tsx
 * names every named closure at each call (docs/performance.md), a cost in option listing.
 */
function skillPayable(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard, s: Skill): boolean {
  return canPay(cat, d, p, card.id, costOf(s));
}

/**
 * A condition without its own-life parts (an `awakenAnyLife` ban: [Awaken] whatever the life), null
 * when nothing is left. A module-level function: tsx names closures at every call (docs/performance.md).
 */
function lifeless(c: Condition): Condition | null {
  if ('life' in c && (c.side ?? 'own') === 'own') return null;
  if ('all' in c) {
    const rest = c.all.map(lifeless).filter((x): x is Condition => x !== null);
    return rest.length === 0 ? null : { all: rest };
  }
  return c;
}

function awakenCondition(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  card: DbsCard,
  s: Extract<Skill, { kind: 'awaken' | 'wish' }>,
): boolean {
  // An effect for a while (a ban that permits) or a [Permanent] of another card (BT2-106).
  const anyLife =
    s.kind === 'awaken' && (banned(d, card.id, 'awakenAnyLife') || hasRule(cat, d, card, 'awakenAnyLife'));
  const cond = anyLife ? lifeless(s.cond) : s.cond;
  return cond === null || holds(cat, d, p, cond, card);
}

/** The Main Phase actions of the turn player (6-3-1-2). */
export function mainActions(cat: DbsCatalog, d: DbsData, p: PlayerIndex): Action[] {
  const pl = d.players[p];
  const out: Action[] = [];
  for (const c of pl.hand) {
    const def = cat.get(c.def);
    // 6-3-1-2-1-1: only if the energy can be paid, and no effect forbids it.
    if (
      def.type === 'battle' &&
      !playBanned(cat, d, p, c) &&
      canPayEnergy(cat, d, p, playCost(cat, d, p, c))
    ) {
      out.push({ a: 'play', id: c.id, card: c.def });
    }
    out.push(...activations(cat, d, p, c, 'hand', 'main'));
  }
  for (const c of [pl.leader, ...pl.battle]) out.push(...activations(cat, d, p, c, 'play', 'main'));
  // 7-1: attacks with Active Mode cards, on the leader or a Battle Card in Rest Mode.
  const opp = d.players[other(p)];
  // Extra Cards placed in the Battle Area by [Field] (10-3) neither attack nor are attacked.
  const fighters = (list: DbsCard[]): DbsCard[] => list.filter((c) => cat.get(c.def).type !== 'extra');
  // 7-1: unless an effect of the opponent's keeps their leader from attacks.
  const leaderOpen = !hasRule(cat, d, opp.leader, 'unattackable');
  for (const a of fighters([pl.leader, ...pl.battle])) {
    if (a.rest || banned(d, a.id, 'attack') || hasRule(cat, d, a, 'cannotAttack')) continue;
    // A leader that "cannot be attacked by a Leader Card" (TB1-026's back) is closed to this leader.
    const leaderBarred = a.id === pl.leader.id && hasRule(cat, d, opp.leader, 'noLeaderAttack');
    if (leaderOpen && !leaderBarred) out.push({ a: 'attack', attacker: a.id, target: opp.leader.id });
    const active = hasRule(cat, d, a, 'attackActive') || banned(d, a.id, 'attackActive');
    for (const t of fighters(opp.battle))
      if ((t.rest || active) && mayAttackBattleCard(cat, d, a, t))
        out.push({ a: 'attack', attacker: a.id, target: t.id });
  }
  out.push({ a: 'end' });
  return out;
}

/** The actions of a battle step (7-2-1-2, 7-3-1-2): combos and [Activate: Battle] skills. */
export function battleActions(cat: DbsCatalog, d: DbsData, p: PlayerIndex): Action[] {
  const pl = d.players[p];
  const b = d.battle;
  const out: Action[] = [];
  // 7-2-1-2-2: a [Permanent] of the opponent's may keep this player from comboing at all.
  const opp = d.players[other(p)];
  const comboBarred = [opp.leader, ...opp.battle].some((c) => hasRule(cat, d, c, 'noOpponentCombo'));
  const mayCombo = (c: DbsCard): boolean =>
    !comboBarred &&
    comboable(cat, c.def) &&
    canPayEnergy(cat, d, p, { total: cat.get(c.def).combo!.cost, colors: {} });
  for (const c of pl.battle) {
    if (c.rest && !hasRule(cat, d, c, 'comboRested')) continue;
    if (b && (c.id === b.attacker || c.id === b.guard)) continue;
    if (mayCombo(c)) out.push({ a: 'combo', id: c.id, from: 'battle' });
  }
  for (const c of pl.hand) {
    if (mayCombo(c)) out.push({ a: 'combo', id: c.id, from: 'hand' });
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

/** The decision options for a list of actions: `nth` says which action, `obj` names the card acted with. */
export function actionOptions(
  cat: DbsCatalog,
  d: DbsData,
  actions: readonly Action[],
  ending: string,
): DecisionOption[] {
  // Each option says which action it is (`nth`): the procedure reads that, never the id.
  return actions.map((x, i): DecisionOption => ({ ...actionOption(cat, d, x, String(i), ending), nth: i }));
}

function actionOption(cat: DbsCatalog, d: DbsData, x: Action, id: string, ending: string): DecisionOption {
  switch (x.a) {
    case 'play':
      return { id, label: `Play ${cat.get(x.card).name}`, card: x.card, obj: x.id };
    case 'activate': {
      const what = skillLabel(skillsOf(cat.get(x.card), x.flipped)[x.skill]);
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
        // The card attacked, so that a table answers a click on the attacker, then on it.
        target: x.target,
      };
    case 'combo':
      return { id, label: `Combo with ${nameOf(cat, d, x.id)}`, ...cardRef(d, x.id) };
    case 'end':
      return { id, label: ending, pass: true };
  }
}
