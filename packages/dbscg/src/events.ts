// Atomic events of a DBSCG game. Every change to the state is one of these, applied by
// `applyDbsEvent` and logged by the kernel. What an event tells each viewer is decided where it is
// emitted: a card's identity or object id in an area someone may not see goes into the event's
// secret part, addressed to exactly the players who may see it (nobody, for a deck or life card).
import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import {
  cloneCard,
  newCard,
  other,
  SHARED_AREAS,
  type AfterBattle,
  type Delayed,
  type AreaName,
  type BanMod,
  type DbsCard,
  type DbsData,
  type LastInfo,
  type ListArea,
  type GrantMod,
  type PowerMod,
  type Timed,
  timedEnds,
  type Until,
  usedKey,
} from './state.ts';
import type { PhaseMoment } from './vocab.ts';

type C = Ctx<DbsData>;

/** Who may see the cards of an area of player `p` (3-1-3; life: 3-9-2, deck: 3-2-2, hand: 3-3-2). */
export function seenBy(area: AreaName, p: PlayerIndex): PlayerIndex[] | 'all' {
  if (area === 'deck' || area === 'life') return [];
  if (area === 'hand') return [p];
  return 'all';
}

export type DbsEvent =
  /** A card object changes area; it becomes a new object unless it moves between Battle and Combo. */
  | {
      t: 'move';
      p: PlayerIndex;
      from: AreaName;
      to: AreaName;
      id: number;
      newId: number;
      card: string;
      /** Where in the destination: the top (index 0 for decks) or the bottom. */
      at?: 'top' | 'bottom';
      rest?: boolean;
      /** The player whose area it goes to, when not `p` (gaining control, 11-5). */
      toP?: PlayerIndex;
      /** Why, for triggers and the log: a KO (10-1), a damage, a cost, an effect. */
      why?: 'ko' | 'damage' | 'cost' | 'effect' | 'rule' | 'combo' | 'play';
      /** The player whose effect or action moved it. */
      by?: PlayerIndex;
      /** 10-5-7: played with [Evolve], [EX-Evolve] or [Xeno-Evolve]. */
      evolved?: boolean;
      /** 10-13: played with a [Union] skill, or (from the hand to the Drop Area) its cost (10-13-3-4). */
      union?: boolean;
      /** Played by a skill's effect: the card (its id in the catalog) whose skill it was. */
      bySkill?: string;
      /**
       * Played on top of Battle Cards that are placed beneath it right after (10-5-4, 10-13-4-4,
       * 10-13-5-4): its play triggers wait for `playedOnTop`, when the stack is one card.
       */
      onTop?: boolean;
      /** Its information as it was in the Battle Area (8-6-5-1-2), for a KO. */
      was?: LastInfo;
    }
  /** 3-2-4 (the deck), 11-6-3 (life cards looked at): the order was drawn before the event. */
  | { t: 'shuffle'; p: PlayerIndex; area?: 'life' }
  /** 5-2-1-4: the deck presented is placed in the Deck Area (which cards, in list order: told to nobody). */
  | { t: 'deckPlaced'; p: PlayerIndex; n: number; cards?: string[]; ids?: number[] }
  | { t: 'rest'; id: number }
  /** `by`: switched by a skill's effect ('awaken': of an [Awaken]), read by 'energyStood' triggers. */
  | { t: 'stand'; id: number; by?: 'skill' | 'awaken' }
  | { t: 'flip'; id: number }
  /**
   * A card placed beneath another (10-5-4 evolve, 10-13 union, 11-3). From a secret area it becomes
   * a new object (`newId`), its old id told only to those who saw it.
   */
  | { t: 'stack'; p: PlayerIndex; onto: number; id: number; from: AreaName; card: string; newId?: number }
  /**
   * 11-3-4: a card beneath one that leaves play goes to its owner's Drop Area (a token is removed
   * from the game instead, 10-18-7); an effect may send it elsewhere on its own (11-3-2-1).
   */
  | {
      t: 'unstack';
      p: PlayerIndex;
      from: number;
      id: number;
      newId: number;
      card: string;
      to?: 'drop' | 'warp' | 'removed';
    }
  /**
   * 11-3-6: only the top card of a stack moves: the card beneath it stays, the new top card, with the
   * top card's position (the power changes follow by `carry`).
   */
  | { t: 'uncover'; p: PlayerIndex; area: 'battle' | 'combo'; id: number }
  /** 10-18-1, 10-18-3: a token appears in a Battle Area. */
  | { t: 'token'; p: PlayerIndex; id: number; card: string; rest?: boolean }
  /** 11-5-1: a Battle Card goes to the Battle Area of `to`, who becomes its master (11-5-1-1: as it is). */
  | { t: 'control'; id: number; from: PlayerIndex; to: PlayerIndex }
  /** 11-6: `p` looks at cards of a secret area; which cards, only `p` is told (the secret part). */
  | { t: 'look'; p: PlayerIndex; owner: PlayerIndex; area: 'deck' | 'life'; n: number }
  /** 10-9-1: a [Revenge] of `p` activated: the attack card is KO-ed at the end of the battle. */
  | { t: 'revenge'; p: PlayerIndex; card: string }
  /** An effect of `p` will KO card `id` or switch it to Active Mode at the end of the battle. */
  | ({ t: 'afterBattle' } & AfterBattle)
  | { t: 'phase'; phase: PhaseMoment | 'charge' | 'main' | 'end'; p: PlayerIndex }
  | { t: 'turn'; turn: number; p: PlayerIndex }
  | { t: 'first'; p: PlayerIndex }
  | ({ t: 'power' } & PowerMod)
  | ({ t: 'grant' } & GrantMod)
  | ({ t: 'ban' } & BanMod)
  /** Effects lasting until this moment end (6-3-1-3-1-2, 6-4-1-2, 7-4-1-9). */
  | { t: 'expire'; until: Until; p?: PlayerIndex }
  | { t: 'attack'; p: PlayerIndex; attacker: number; target: number; card: string; targetCard: string }
  | { t: 'guard'; guard: number; blocker?: boolean }
  | { t: 'negateAttack' }
  /** 9-4-2, 10-5-4: power changes on a card carry over to the card placed on top of it. */
  | { t: 'carry'; from: number; to: number }
  /** 10-15-4: played with [Over Realm] this turn. */
  | { t: 'markOverRealm'; id: number }
  /**
   * 10-5-4, 10-13-4-4, 10-13-5-4: the card played on top (a `move` with `onTop`) has its former
   * Battle Cards beneath it: from now on the stack is 1 card, and its play triggers are collected
   * (8-6-5-3); `from`, `evolved`, `union` repeat the move's.
   */
  | { t: 'playedOnTop'; id: number; from: AreaName; evolved?: boolean; union?: boolean }
  /** 7-4-1-7: the power added by combos ends. */
  | { t: 'comboPowerEnd' }
  | { t: 'battleStep'; step: 'offense' | 'defense' | 'damage' | 'end' }
  | { t: 'battleEnd' }
  | { t: 'damage'; p: PlayerIndex; n: number; src: number }
  /** A [Once per Turn] skill is used (10-11); `back`: of a leader's back side. */
  | { t: 'used'; id: number; skill: number; card: string; back?: boolean }
  | { t: 'overRealm'; p: PlayerIndex }
  | { t: 'dualAttack'; id: number }
  | { t: 'endTriggered'; key: string }
  /** An effect left an effect for the end of this turn (6-4-1-1). */
  | ({ t: 'delayed' } & Delayed)
  /** The effects left for the end of the turn have been made pending (6-4-1-1). */
  | { t: 'delayedPending' }
  /** `p` takes another turn after the current one. */
  | { t: 'extraTurn'; p: PlayerIndex }
  /**
   * 3-1-6, 3-1-6-1: the owner arranges the `n` cards just placed together at the top or bottom of
   * their deck; `order` (the placement order, by place in the block) is told to the owner only.
   */
  | { t: 'arrange'; p: PlayerIndex; at: 'top' | 'bottom'; n: number; order?: number[] }
  /** 11-1-2-1, 11-1-2-2: a player declares how many times they carry out an infinite loop's action. */
  | { t: 'loop'; p: PlayerIndex; n: number }
  | { t: 'counterTiming'; open: boolean }
  /** A card is declared to be played (6-3-1-2-1-1); it is revealed by the same event. */
  | { t: 'declare'; p: PlayerIndex; id: number; card: string }
  | { t: 'declareEnd' }
  | { t: 'negatePlay' }
  | { t: 'playRest' }
  /** A [Counter: Play] effect: the card will have its skills negated for the turn once played. */
  | { t: 'playSkillsNegated' }
  /** A [Counter] is activated (10-10) and waits in the counter timing's list. */
  | { t: 'counter'; p: PlayerIndex; id: number; card: string; skill: number }
  /** The [Counter] at this index of the list starts to resolve (4-7-3-5). */
  | { t: 'counterResolve'; at: number }
  /** 10-10-5: the [Counter] answered by the one resolving is negated. */
  | { t: 'negateCounter' }
  /** A card revealed from a secret area (6-3-1-2-1-1, 8-5-2-1, 11-2-1). */
  | { t: 'reveal'; p: PlayerIndex; id: number; card: string }
  /** A skill is activated (8-5-2-3) or resolves (8-5-2-5); for the log and counter timing. */
  | { t: 'skill'; p: PlayerIndex; id: number; card: string; skill: number }
  | { t: 'koRule'; id: number }
  | { t: 'lose'; p: PlayerIndex; why: string }
  /** 8-9-1: a replacement effect applies instead of the KO of `subject`. */
  | { t: 'replace'; key: string; subject: number; card: string }
  /** The replacement effects applied in the chains in progress (8-9-2-3). */
  | { t: 'replacing'; keys: string[] }
  /** 8-6-6-1: a situation trigger's situation came about (it is pending) or ended. */
  | { t: 'situation'; key: string; holds: boolean }
  /** 5-2-1-3: the leaders are placed; "when this card is placed in the Leader Area" triggers. */
  | { t: 'leaderPlaced'; p: PlayerIndex; id: number; card: string }
  /** 7-4-1-4-1 (before the damage), 7-4-1-4-2-1: the battle's result for the attack card. */
  | { t: 'battleResult'; what: 'dealDamage' | 'ko'; attacker: number }
  /** 7-4-1-8: the end of a battle, with the cards that left the Combo Area at 7-4-1-6. */
  | { t: 'battleOver'; attacker: number; guard: number; attacked: boolean; comboed: number[] };

/** Applies and logs an event; `secret` fields are seen only by the listed players. */
export function emit(ctx: C, ev: DbsEvent, secret?: { to: PlayerIndex[]; data: JsonObject }): void {
  ctx.emit(ev as unknown as JsonObject, secret);
}

function list(d: DbsData, p: PlayerIndex, area: AreaName): DbsCard[] | null {
  return area === 'leader' ? null : d.players[p][area as ListArea];
}

function findIn(d: DbsData, p: PlayerIndex, area: AreaName, id: number): DbsCard | undefined {
  if (area === 'leader') {
    const l = d.players[p].leader;
    return l.id === id ? l : undefined;
  }
  return list(d, p, area)?.find((c) => c.id === id);
}

export function applyDbsEvent(ctx: C, raw: JsonObject): void {
  const d = ctx.data;
  const e = raw as unknown as DbsEvent;
  switch (e.t) {
    case 'move': {
      const from = list(d, e.p, e.from);
      const to = list(d, e.toP ?? e.p, e.to);
      if (!from || !to) return;
      const i = from.findIndex((c) => c.id === e.id);
      if (i < 0) return;
      const [c] = from.splice(i, 1);
      const keep = (e.from === 'battle' && e.to === 'combo') || (e.from === 'combo' && e.to === 'battle');
      const moved: DbsCard = keep ? c! : newCard(e.newId, c!.def, c!.owner);
      if (keep) moved.id = e.newId;
      moved.rest = e.rest === true;
      if (!keep) moved.under = [];
      if (e.evolved) moved.evolved = true;
      if (e.at === 'top' && (e.to === 'deck' || e.to === 'life')) to.unshift(moved);
      else if (e.at === 'bottom' && e.to !== 'deck' && e.to !== 'life') to.unshift(moved);
      else to.push(moved);
      break;
    }
    case 'deckPlaced': {
      const ids = e.ids ?? [];
      d.players[e.p].deck = (e.cards ?? []).map((def, i) => newCard(ids[i]!, def, e.p));
      break;
    }
    case 'shuffle':
      // The order was drawn by the emitter (ctx.shuffle) before the event; nothing to apply.
      break;
    case 'rest':
    case 'stand': {
      const c = ownedAnywhere(d, e.id);
      if (c) c.rest = e.t === 'rest';
      break;
    }
    case 'flip': {
      const c = ownedAnywhere(d, e.id);
      if (c) c.flipped = !c.flipped;
      break;
    }
    case 'stack': {
      const onto = ownedAnywhere(d, e.onto);
      const src = list(d, e.p, e.from);
      if (!onto || !src) return;
      const i = src.findIndex((c) => c.id === e.id);
      if (i < 0) return;
      const taken = src.splice(i, 1)[0]!;
      const c = SHARED_AREAS.has(e.from) ? cloneCard(taken) : taken;
      if (e.newId !== undefined) c!.id = e.newId;
      c!.rest = false;
      // 11-3-3: below the cards already there; a stack placed beneath keeps its order (one card).
      onto.under.push(c!, ...c!.under);
      c!.under = [];
      break;
    }
    case 'uncover': {
      const area = d.players[e.p][e.area];
      const i = area.findIndex((c) => c.id === e.id);
      const top = area[i];
      if (!top || top.under.length === 0) return;
      const [next, ...rest] = top.under;
      next!.under = rest;
      next!.rest = top.rest;
      top.under = [];
      area.splice(i, 1, next!, top);
      break;
    }
    case 'token': {
      const c = newCard(e.id, e.card, e.p);
      c.token = true;
      c.rest = e.rest === true;
      d.players[e.p].battle.push(c);
      break;
    }
    case 'control': {
      const from = d.players[e.from].battle;
      const i = from.findIndex((c) => c.id === e.id);
      if (i < 0) return;
      const [c] = from.splice(i, 1);
      d.players[e.to].battle.push(c!);
      break;
    }
    case 'revenge':
      if (d.battle) d.battle.revenge = [...(d.battle.revenge ?? []), { p: e.p, card: e.card }];
      break;
    case 'afterBattle':
      if (d.battle)
        d.battle.after = [...(d.battle.after ?? []), { p: e.p, card: e.card, what: e.what, id: e.id }];
      break;
    case 'unstack': {
      const top = ownedAnywhere(d, e.from);
      const i = top ? top.under.findIndex((u) => u.id === e.id) : -1;
      if (!top || i < 0) return;
      const [u] = top.under.splice(i, 1);
      d.players[e.p][e.to ?? 'drop'].push(newCard(e.newId, u!.def, u!.owner));
      break;
    }
    case 'phase':
      if (e.phase === 'charge' || e.phase === 'main' || e.phase === 'end') d.phase = e.phase;
      else if (e.phase === 'mainEnd') d.phase = 'mainEnd';
      break;
    case 'turn':
      // The extra turn waiting first is this one.
      if (d.extraTurns && d.extraTurns[0] === e.p) {
        d.extraTurns.shift();
        if (d.extraTurns.length === 0) delete d.extraTurns;
      }
      d.turn = e.turn;
      d.active = e.p;
      d.used = [];
      d.overRealms = [0, 0];
      d.dualAttacks = [];
      d.endTriggered = [];
      break;
    case 'first':
      d.first = e.p;
      d.active = e.p;
      break;
    case 'power': {
      const m: DbsData['power'][number] = { target: e.target, amount: e.amount, until: e.until };
      if (e.combo) m.combo = true;
      if (e.endsAfter !== undefined) m.endsAfter = e.endsAfter;
      if (e.endsFor !== undefined) m.endsFor = e.endsFor;
      if (e.by !== undefined) m.by = e.by;
      if (e.comboPower) m.comboPower = true;
      d.power.push(m);
      break;
    }
    case 'grant': {
      const m: DbsData['grants'][number] = { target: e.target, spec: e.spec, until: e.until };
      if (e.endsAfter !== undefined) m.endsAfter = e.endsAfter;
      if (e.endsFor !== undefined) m.endsFor = e.endsFor;
      d.grants.push(m);
      break;
    }
    case 'ban': {
      const m: DbsData['bans'][number] = { target: e.target, what: e.what, until: e.until };
      if (e.filter !== undefined) m.filter = e.filter;
      if (e.skill !== undefined) m.skill = e.skill;
      if (e.endsAfter !== undefined) m.endsAfter = e.endsAfter;
      if (e.endsFor !== undefined) m.endsFor = e.endsFor;
      d.bans.push(m);
      break;
    }
    case 'expire': {
      const ends = (m: Timed): boolean => timedEnds(m, e.until, d.turn, e.p);
      d.power = d.power.filter((m) => !ends(m));
      d.grants = d.grants.filter((m) => !ends(m));
      d.bans = d.bans.filter((m) => !ends(m));
      break;
    }
    case 'attack':
      d.battle = {
        attacker: e.attacker,
        attackerPlayer: e.p,
        guard: e.target,
        original: e.target,
        negated: false,
        blocked: false,
        step: 'attack',
        combos: [[], []],
      };
      break;
    case 'guard':
      if (d.battle) {
        d.battle.guard = e.guard;
        if (e.blocker) d.battle.blocked = true;
      }
      break;
    case 'carry':
      for (const m of d.power) if (m.target === e.from) m.target = e.to;
      // 7-1-4: a Battle Card played on top of the attack or guard card becomes it.
      if (d.battle?.attacker === e.from) d.battle.attacker = e.to;
      if (d.battle?.guard === e.from) d.battle.guard = e.to;
      break;
    case 'markOverRealm': {
      const c = ownedAnywhere(d, e.id);
      if (c) c.overRealm = true;
      break;
    }
    case 'comboPowerEnd':
      d.power = d.power.filter((m) => !m.combo);
      break;
    case 'negateAttack':
      if (d.battle) d.battle.negated = true;
      break;
    case 'battleStep':
      if (d.battle) d.battle.step = e.step;
      break;
    case 'battleEnd':
      d.battle = null;
      break;
    case 'declare':
      d.declared = { p: e.p, id: e.id, card: e.card, rest: false, negated: false };
      break;
    case 'declareEnd':
      d.declared = null;
      break;
    case 'negatePlay':
      if (d.declared) d.declared.negated = true;
      break;
    case 'playRest':
      if (d.declared) d.declared.rest = true;
      break;
    case 'playSkillsNegated':
      if (d.declared) d.declared.skillsNegated = true;
      break;
    case 'counter':
      d.counters.push({ p: e.p, id: e.id, card: e.card, skill: e.skill, negated: false });
      // "Only once" (limitCounters): that was the one; no more [Counter] skills for the same while.
      for (const b of d.bans) if (b.target === -1 - e.p && b.what === 'counterOnce') b.what = 'counter';
      break;
    case 'counterResolve':
      d.counterAt = e.at;
      break;
    case 'negateCounter': {
      const c = d.counters[d.counterAt - 1];
      if (c) c.negated = true;
      break;
    }
    case 'look':
    case 'leaderPlaced':
    case 'battleResult':
    case 'battleOver':
    case 'damage':
    case 'reveal':
    case 'skill':
    case 'koRule':
    case 'loop':
    case 'counterTiming':
      if (e.t === 'counterTiming') {
        d.inCounter = e.open;
        if (!e.open) {
          d.counters = [];
          d.counterAt = -1;
        }
      }
      break;
    case 'used':
      d.used.push(usedKey(e.id, e.skill, e.back === true));
      break;
    case 'arrange':
      if (e.order) arrangeDeck(d, e.p, e.at, e.order);
      break;
    case 'replacing':
      d.replacing = e.keys.slice();
      break;
    case 'situation':
      d.situations = e.holds ? [...d.situations, e.key] : d.situations.filter((k) => k !== e.key);
      break;
    case 'replace':
      break;
    case 'overRealm':
      d.overRealms[e.p]++;
      break;
    case 'dualAttack':
      d.dualAttacks.push(e.id);
      break;
    case 'extraTurn':
      (d.extraTurns ??= []).push(e.p);
      break;
    case 'endTriggered':
      d.endTriggered.push(e.key);
      break;
    case 'delayed':
      (d.delayed ??= []).push({
        p: e.p,
        card: e.card,
        flipped: e.flipped,
        skill: e.skill,
        source: e.source,
        part: e.part,
      });
      break;
    case 'delayedPending':
      delete d.delayed;
      break;
    case 'lose':
      ctx.end({ winner: other(e.p), reason: e.why });
      break;
  }
}

/** Arranges the `n` cards last placed at the top or bottom of a deck (placement order in `order`). */
export function arrangeDeck(
  d: DbsData,
  p: PlayerIndex,
  at: 'top' | 'bottom',
  order: readonly number[],
): void {
  const deck = d.players[p].deck;
  const n = order.length;
  // Placed one after another: at the top the last placed is on top, at the bottom it is the lowest.
  const placed = at === 'top' ? deck.slice(0, n).reverse() : deck.slice(deck.length - n);
  const arranged = order.map((i) => placed[i]!);
  if (at === 'top') deck.splice(0, n, ...arranged.reverse());
  else deck.splice(deck.length - n, n, ...arranged);
}

/**
 * `findAnywhere` for a card the applier is about to write: one in an area a copy shares with its
 * original (SHARED_AREAS) is first replaced in its area by a copy of its own, cards beneath included.
 */
function ownedAnywhere(d: DbsData, id: number): DbsCard | undefined {
  // In play first (most writes are a Battle Card or an energy resting or standing): never shared.
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    if (pl.leader.id === id) return pl.leader;
    for (const area of IN_PLAY_AREAS)
      for (const c of pl[area]) {
        if (c.id === id) return c;
        for (const u of c.under) if (u.id === id) return u;
      }
  }
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    for (const area of SHARED_AREAS as ReadonlySet<ListArea>) {
      const cards = pl[area];
      for (let i = 0; i < cards.length; i++) {
        const c = cards[i]!;
        const under = c.under.findIndex((u) => u.id === id);
        if (c.id !== id && under < 0) continue;
        const own = cloneCard(c);
        cards[i] = own;
        return under < 0 ? own : own.under[under];
      }
    }
  }
  return undefined;
}

/** The areas a copy does not share (cloneDbsData), besides the leader. */
const IN_PLAY_AREAS = ['battle', 'combo', 'energy'] as const;

/** A card object anywhere in play or in an area, cards beneath others included. */
export function findAnywhere(d: DbsData, id: number): DbsCard | undefined {
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    if (pl.leader.id === id) return pl.leader;
    for (const area of [
      'battle',
      'combo',
      'energy',
      'drop',
      'warp',
      'hand',
      'life',
      'deck',
      'removed',
    ] as const) {
      for (const c of pl[area]) {
        if (c.id === id) return c;
        for (const u of c.under) if (u.id === id) return u;
      }
    }
  }
  return undefined;
}

/** The areas where a card is in play (a module-level function: tsx names closures at every call). */
function inPlay(a: AreaName): boolean {
  return a === 'battle' || a === 'combo';
}

/**
 * Moves a card between areas as one event (3-1-4 to 3-1-7). Its identity and object ids are told
 * only to those who may see it where it was or where it goes. Returns the new object id.
 */
export function moveCard(
  ctx: C,
  p: PlayerIndex,
  id: number,
  from: AreaName,
  toArea: AreaName,
  opts: {
    at?: 'top' | 'bottom';
    rest?: boolean;
    toP?: PlayerIndex;
    why?: NonNullable<Extract<DbsEvent, { t: 'move' }>['why']>;
    by?: PlayerIndex;
    evolved?: boolean;
    union?: boolean;
    bySkill?: string;
    onTop?: boolean;
    was?: LastInfo;
  } = {},
): number {
  const d = ctx.data;
  const c = findIn(d, p, from, id);
  if (!c) return -1;
  // 10-18-7: a token leaving the Battle or Combo Area for another area is removed from the game.
  const to: AreaName = c.token && inPlay(from) && !inPlay(toArea) ? 'removed' : toArea;
  const keep = (from === 'battle' && to === 'combo') || (from === 'combo' && to === 'battle');
  const newId = keep ? c.id : ctx.newObjectId();
  // 11-3-4: cards beneath a card leaving play go to their owners' Drop Areas (no movement triggers).
  if ((from === 'battle' && to !== 'combo') || (from === 'combo' && to !== 'battle')) {
    for (const u of c.under.slice()) {
      const ev: Extract<DbsEvent, { t: 'unstack' }> = {
        t: 'unstack',
        p: u.owner,
        from: c.id,
        id: u.id,
        newId: ctx.newObjectId(),
        card: u.def,
      };
      if (u.token) ev.to = 'removed';
      emit(ctx, ev);
    }
  }
  // 3-1-7, 3-1-7-1: a card goes to its owner's area, except the Battle and Combo Areas.
  const dest = opts.toP ?? (to === 'battle' || to === 'combo' ? p : c.owner);
  const seeFrom = seenBy(from, p);
  const seeTo = seenBy(to, dest);
  const pub: Record<string, unknown> = { t: 'move', p, from, to };
  const hid: JsonObject = {};
  // The card's identity: public if either side is public (a card leaving the deck face up, say).
  const open = seeFrom === 'all' || seeTo === 'all';
  (open ? pub : hid).card = c.def;
  (seeFrom === 'all' ? pub : hid).id = c.id;
  (seeTo === 'all' ? pub : hid).newId = newId;
  if (opts.at) pub.at = opts.at;
  if (opts.rest) pub.rest = true;
  if (dest !== p) pub.toP = dest;
  if (opts.why) pub.why = opts.why;
  if (opts.by !== undefined) pub.by = opts.by;
  if (opts.evolved) pub.evolved = true;
  if (opts.union) pub.union = true;
  if (opts.bySkill) pub.bySkill = opts.bySkill;
  if (opts.onTop) pub.onTop = true;
  if (opts.was) pub.was = opts.was;
  // The secret part goes to those who may see where the card goes, or, when that is public, to
  // those who saw where it was (its old object id). A hand card put in the deck is told to nobody:
  // its owner chose it and may not follow it into the deck (3-2-2).
  const told = seeTo === 'all' ? (seeFrom === 'all' ? [] : seeFrom) : seeTo;
  if (Object.keys(hid).length > 0) emit(ctx, pub as DbsEvent, { to: told, data: hid });
  else emit(ctx, pub as DbsEvent);
  return newId;
}
