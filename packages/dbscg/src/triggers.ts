// [Auto] skills made pending by events (8-6): each event is matched against the trigger conditions
// of the cards it concerns, and each satisfied skill is made pending once per occurrence (8-6-3).
// Keyword skills that are [Auto] ([Blocker] 10-4, [Dual Attack] 10-8, [Revenge] 10-9) are made
// pending here too.
import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import { skillsOf, type DbsCatalog } from './cards.ts';
import {
  hasKeyword,
  hasRule,
  holds,
  keywordValue,
  matches,
  skillActive,
  skillsNegated,
} from './continuous.ts';
import { emit, type DbsEvent } from './events.ts';
import {
  blockersBarred,
  locate,
  oneSkillNegated,
  other,
  usedKey,
  type DbsCard,
  type DbsData,
  type LastInfo,
} from './state.ts';
import { autoForm, effectOf } from './keywords.ts';
import type { Skill, Trigger } from './vocab.ts';

type C = Ctx<DbsData>;

/** The data a pending [Auto] carries to the `auto` procedure. */
export interface AutoData extends JsonObject {
  card: string;
  flipped: boolean;
  subject: number;
  /**
   * For keyword [Auto] skills: which one (`blocker`, `dualAttack`, `revenge`, `revengeKo`), or an
   * effect's action at the end of the battle (`afterKo`, `afterStand`); '' otherwise.
   */
  keyword: string;
}

/** A delayed effect's pending data (`keyword: 'delayed'`): which "at the end of that turn" of the skill. */
export interface DelayedData extends AutoData {
  part: number;
}

function queue(
  ctx: C,
  cat: DbsCatalog,
  master: PlayerIndex,
  card: DbsCard,
  skill: number,
  subject: number,
  keyword = '',
): void {
  const def = cat.get(card.def);
  const data: AutoData = { card: card.def, flipped: card.flipped, subject, keyword };
  const label = keyword
    ? `${def.name}: [${keyword[0]!.toUpperCase()}${keyword.slice(1)}]`
    : `${def.name}: [Auto]`;
  ctx.queueTrigger({ controller: master, source: card.id, ability: skill, label, data });
}

/** Queues every [Auto] skill of `card` whose trigger passes `test`. */
function queueMatching(
  ctx: C,
  cat: DbsCatalog,
  master: PlayerIndex,
  card: DbsCard,
  test: (t: Trigger) => boolean,
  subject = -1,
): void {
  const d = ctx.data;
  const skills = skillsOf(cat.get(card.def), card.flipped);
  for (let i = 0; i < skills.length; i++) {
    const s = autoForm(skills[i]!);
    if (!s || !test(s.on)) continue;
    // 6-4-1-1: an "at the end of the turn" skill that already triggered this turn does not again.
    if (s.on.on === 'phase' && s.on.at === 'turnEnd' && d.endTriggered.includes(`${card.id}:${i}`)) continue;
    if (!skillActive(cat, d, card, master, s)) continue;
    // 10-11-5: a [Once per Turn] skill already resolved this turn does not trigger.
    if (s.once && d.used.includes(usedKey(card.id, i, card.flipped))) continue;
    // 8-3: a skill negated on its own ("negate this skill for the duration of the turn").
    if (oneSkillNegated(d, card.id, usedKey(card.id, i, card.flipped))) continue;
    queue(ctx, cat, master, card, i, subject);
  }
}

/**
 * "When you (your opponent) play / combo with / have KO-ed a (card)", "when your (card) attacks":
 * the skills of every card in play (but `skip`) watching `player`'s side for `on` whose filter
 * `card` matches, read as `was` when it has left the Battle Area (8-6-5-1-2); an attack's target
 * kind is `against`.
 */
function queueWatchers(
  ctx: C,
  cat: DbsCatalog,
  on: 'cardPlayed' | 'cardCombo' | 'cardKod' | 'cardAttacks',
  player: PlayerIndex,
  card: DbsCard,
  opts: { skip?: number; was?: LastInfo; against?: 'leader' | 'battle' },
): void {
  const d = ctx.data;
  for (const x of inPlay(d)) {
    if (x.card.id === opts.skip) continue;
    queueMatching(
      ctx,
      cat,
      x.master,
      x.card,
      (t) =>
        (t.on === 'cardPlayed' || t.on === 'cardCombo' || t.on === 'cardKod' || t.on === 'cardAttacks') &&
        t.on === on &&
        sideMatches(t.side, x.master, player) &&
        (t.on !== 'cardAttacks' || !t.against || t.against === opts.against) &&
        (!t.filter || matches(cat, d, card, x.master, t.filter, x.card, opts.was)),
      card.id,
    );
  }
}

/** Cards in play whose skills can trigger: leaders and the Battle Area (2-12-2). */
function inPlay(d: DbsData): { card: DbsCard; master: PlayerIndex }[] {
  const out: { card: DbsCard; master: PlayerIndex }[] = [];
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    out.push({ card: pl.leader, master: p });
    for (const c of pl.battle) out.push({ card: c, master: p });
  }
  return out;
}

function sideMatches(side: 'own' | 'opp', master: PlayerIndex, p: PlayerIndex): boolean {
  return side === 'own' ? master === p : master !== p;
}

/** The skills of every card in play watching for something that happened to `player` ("your" / "your opponent's"). */
function queueSideWatchers(
  ctx: C,
  cat: DbsCatalog,
  on: 'lifeLost' | 'energyStood',
  player: PlayerIndex,
): void {
  for (const x of inPlay(ctx.data))
    queueMatching(ctx, cat, x.master, x.card, (t) => t.on === on && sideMatches(t.side, x.master, player));
}

function whoseMatches(whose: 'own' | 'opp' | 'any', master: PlayerIndex, active: PlayerIndex): boolean {
  return whose === 'any' || (whose === 'own') === (master === active);
}

/**
 * 8-6-5-3: "when you play this card" (its `from`, a [Union], by whose skill); 10-5-7: "when a card
 * evolves into this card"; and the skills of the other cards in play watching for a play. Not when a
 * [Counter: Play] effect negated its skills as it was played (play.ts).
 */
function queuePlayed(
  ctx: C,
  cat: DbsCatalog,
  id: number,
  play: { from: string; evolved?: boolean; union?: boolean; bySkill?: string },
): void {
  const d = ctx.data;
  const at = locate(d, id);
  if (!at) return;
  if (!d.declared?.skillsNegated)
    queueMatching(
      ctx,
      cat,
      at.player,
      at.card,
      (t) =>
        (t.on === 'played' &&
          (t.from === undefined || play.from === t.from) &&
          (!t.union || play.union === true) &&
          // Played with [Over Realm]: matched on the mark that follows the move (markOverRealm).
          !t.overRealm &&
          (t.bySkillOf === undefined ||
            (play.bySkill !== undefined && cat.get(play.bySkill).characters.includes(t.bySkillOf))) &&
          (t.bySkillNamed === undefined ||
            (play.bySkill !== undefined && cat.get(play.bySkill).name === t.bySkillNamed))) ||
        (t.on === 'evolved' && play.evolved === true),
    );
  queueWatchers(ctx, cat, 'cardPlayed', at.player, at.card, { skip: at.card.id });
}

export function collectTriggers(cat: DbsCatalog) {
  return (ctx: C, raw: JsonObject): void => {
    const d = ctx.data;
    const e = raw as unknown as DbsEvent;
    switch (e.t) {
      case 'move': {
        const owner = e.toP ?? e.p;
        if (e.to === 'battle' && e.why === 'play') {
          // 10-5-4: a card played on top of others triggers once they are beneath it (`playedOnTop`).
          if (!e.onTop) queuePlayed(ctx, cat, e.newId, e);
        } else if (e.to === 'combo' && e.why === 'combo') {
          const at = locate(d, e.newId);
          if (at) {
            queueMatching(
              ctx,
              cat,
              owner,
              at.card,
              (t) => t.on === 'combo' && (!t.from || t.from === e.from),
            );
            // "When you combo with a (card)": the skills of the cards in play of either player.
            queueWatchers(ctx, cat, 'cardCombo', owner, at.card, {});
          }
        } else if (e.from === 'battle' && e.why === 'ko') {
          // 8-6-5-2: skills negated in the Battle Area do not trigger from the Drop Area.
          const at = locate(d, e.newId);
          if (at && !skillsNegated(d, e.id)) queueMatching(ctx, cat, e.p, at.card, (t) => t.on === 'kod');
          // 8-6-5-1-2: others' skills read the KO-ed card as it was in the Battle Area.
          if (at) queueWatchers(ctx, cat, 'cardKod', e.p, at.card, e.was ? { was: e.was } : {});
        }
        if (e.from === 'battle' && e.to === 'drop') {
          // "When this card is placed in the Drop Area from the Battle Area", however it went there;
          // 8-6-5-2: not when its skills were negated in the Battle Area.
          const at = locate(d, e.newId);
          if (at && !skillsNegated(d, e.id)) queueMatching(ctx, cat, e.p, at.card, (t) => t.on === 'dropped');
        }
        if (e.from === 'battle' && (e.why === 'ko' || e.why === 'effect') && !skillsNegated(d, e.id)) {
          // "When this card is removed from the Battle Area by a skill or KO-ed", wherever it went.
          const at = locate(d, e.newId);
          if (at) queueMatching(ctx, cat, e.p, at.card, (t) => t.on === 'leftBattle');
        }
        if (e.from === 'hand' && e.to === 'drop' && e.why === 'cost' && e.union) {
          const at = locate(d, e.newId);
          if (at) queueMatching(ctx, cat, e.p, at.card, (t) => t.on === 'fusionCost');
        }
        if (e.from === 'life' && e.why === 'damage') queueSideWatchers(ctx, cat, 'lifeLost', e.p);
        return;
      }
      case 'playedOnTop':
        queuePlayed(ctx, cat, e.id, e);
        return;
      case 'markOverRealm': {
        // 10-15-3: the card just played with [Over Realm] is marked so, right after it entered the
        // Battle Area: "when you play this card using [Over Realm]" (not if a [Counter: Play]
        // effect negated its skills as it was played).
        const at = locate(d, e.id);
        if (at && !d.declared?.skillsNegated)
          queueMatching(ctx, cat, at.player, at.card, (t) => t.on === 'played' && t.overRealm === true);
        return;
      }
      case 'stand': {
        // An energy switched to Active Mode by a skill's effect other than [Awaken]'s.
        const at = e.by === 'skill' ? locate(d, e.id) : undefined;
        if (at && at.area === 'energy') queueSideWatchers(ctx, cat, 'energyStood', at.player);
        return;
      }
      case 'attack': {
        const atk = locate(d, e.attacker);
        const tgt = locate(d, e.target);
        if (!atk || !tgt) return;
        const against = tgt.area === 'leader' ? 'leader' : 'battle';
        queueMatching(
          ctx,
          cat,
          atk.player,
          atk.card,
          (t) => t.on === 'attacks' && (!t.against || t.against === against),
        );
        queueMatching(ctx, cat, tgt.player, tgt.card, (t) => t.on === 'attacked');
        queueWatchers(ctx, cat, 'cardAttacks', atk.player, atk.card, { skip: atk.card.id, against });
        // 10-9-1: [Revenge] activates when its card becomes the guard card.
        queueRevenge(ctx, cat, tgt.card, tgt.player, atk.card.id);
        // 10-4-1: [Blocker] of the defender's other Battle Cards in Active Mode.
        if (!hasRule(cat, d, atk.card, 'noBlocker') && !blockersBarred(d, tgt.player)) {
          for (const c of d.players[tgt.player].battle) {
            if (c.id === tgt.card.id || c.rest) continue;
            if (hasKeyword(cat, d, c, 'blocker')) queue(ctx, cat, tgt.player, c, -1, atk.card.id, 'blocker');
          }
        }
        return;
      }
      case 'guard': {
        if (!d.battle) return;
        const blocker = locate(d, e.guard);
        if (!blocker) return;
        queueRevenge(ctx, cat, blocker.card, blocker.player, d.battle.attacker);
        if (!e.blocker) return;
        queueMatching(ctx, cat, blocker.player, blocker.card, (t) => t.on === 'blocks', blocker.card.id);
        for (const x of inPlay(d))
          queueMatching(
            ctx,
            cat,
            x.master,
            x.card,
            (t) => t.on === 'blocker' && sideMatches(t.side, x.master, blocker.player),
            blocker.card.id,
          );
        return;
      }
      case 'phase': {
        if (e.phase === 'charge' || e.phase === 'main' || e.phase === 'end') return;
        // 6-4-1-1: the effects left "for the end of that turn" become pending with the skills.
        if (e.phase === 'turnEnd') {
          for (const x of d.delayed ?? []) {
            const data: DelayedData = {
              card: x.card,
              flipped: x.flipped,
              subject: -1,
              keyword: 'delayed',
              part: x.part,
            };
            const label = `${cat.get(x.card).name}: at the end of the turn`;
            ctx.queueTrigger({ controller: x.p, source: x.source, ability: x.skill, label, data });
          }
        }
        for (const x of inPlay(d)) {
          queueMatching(
            ctx,
            cat,
            x.master,
            x.card,
            (t) => t.on === 'phase' && t.at === e.phase && whoseMatches(t.whose, x.master, d.active),
          );
        }
        return;
      }
      case 'leaderPlaced': {
        const l = d.players[e.p].leader;
        queueMatching(ctx, cat, e.p, l, (t) => t.on === 'leaderPlaced');
        return;
      }
      case 'battleResult': {
        const atk = locate(d, e.attacker);
        if (!atk) return;
        if (e.what === 'dealDamage')
          queueMatching(ctx, cat, atk.player, atk.card, (t) => t.on === 'dealsDamage');
        if (e.what === 'ko') queueMatching(ctx, cat, atk.player, atk.card, (t) => t.on === 'kos');
        return;
      }
      case 'battleOver': {
        // 7-4-1-8: the end of the battle: the KO of each [Revenge] activated in it (10-9-1), [Dual
        // Attack] of the attack card (10-8), and 7-4-1-8-1 skills of cards that left the Combo Area.
        const atk = locate(d, e.attacker);
        for (const r of d.battle?.revenge ?? []) {
          if (!atk || atk.area !== 'battle') break;
          const data: AutoData = { card: r.card, flipped: false, subject: atk.card.id, keyword: 'revengeKo' };
          const label = `${cat.get(r.card).name}: [Revenge]`;
          ctx.queueTrigger({ controller: r.p, source: atk.card.id, ability: -1, label, data });
        }
        // What effects said to do "after the battle", to the same card objects.
        for (const a of d.battle?.after ?? []) {
          if (!locate(d, a.id)) continue;
          const keyword = a.what === 'ko' ? 'afterKo' : 'afterStand';
          const data: AutoData = { card: a.card, flipped: false, subject: a.id, keyword };
          const label = `${cat.get(a.card).name}: ${a.what === 'ko' ? 'KO' : 'Active Mode'} after the battle`;
          ctx.queueTrigger({ controller: a.p, source: a.id, ability: -1, label, data });
        }
        // 7-4-1-8: "at the end of the battle after this card attacks", for an attacker still in play.
        if (atk && e.attacked && (atk.area === 'battle' || atk.area === 'leader'))
          queueMatching(ctx, cat, atk.player, atk.card, (t) => t.on === 'attackEnd');
        if (atk && e.attacked) {
          const n = keywordValue(cat, d, atk.card, 'dualAttack');
          const used = d.dualAttacks.filter((x) => x === atk.card.id).length;
          if (n > 1 && used < n - 1) queue(ctx, cat, atk.player, atk.card, -1, atk.card.id, 'dualAttack');
        }
        for (const id of e.comboed) {
          const at = locate(d, id);
          if (at)
            queueMatching(
              ctx,
              cat,
              at.player,
              at.card,
              (t) => t.on === 'comboEnd' && (!t.from || t.from === comboOrigin(ctx, id)),
            );
        }
        return;
      }
      default:
        return;
    }
  };
}

/**
 * 7-2-1-2-2: where a card that left the Combo Area at a battle's end (`id`, its object now) was
 * comboed from, read back through the log: the move that took it out of the Combo Area, then the
 * one that put it there (a card changing area is a new object, 3-1-4).
 */
function comboOrigin(ctx: C, id: number): string | undefined {
  const log = ctx.state.log;
  let want = id;
  let leaving = true;
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    const ev = (entry.secret ? { ...entry.event, ...entry.secret.data } : entry.event) as {
      t: string;
      id?: number;
      newId?: number;
      from?: string;
      to?: string;
    };
    if (ev.t !== 'move' || ev.newId !== want) continue;
    if (!leaving) return ev.to === 'combo' ? ev.from : undefined;
    if (ev.from !== 'combo' || ev.id === undefined) return undefined;
    want = ev.id;
    leaving = false;
  }
  return undefined;
}

/** 10-9-1: a card with [Revenge] that becomes the guard card activates it. */
function queueRevenge(ctx: C, cat: DbsCatalog, card: DbsCard, master: PlayerIndex, attacker: number): void {
  if (ctx.data.players[master].battle.includes(card) && hasKeyword(cat, ctx.data, card, 'revenge'))
    queue(ctx, cat, master, card, -1, attacker, 'revenge');
}

/** Which sides' skill lists have a situation trigger (definitions never change; most have none). */
const situationSkills = new WeakMap<readonly Skill[], boolean>();

function hasSituationSkill(skills: readonly Skill[]): boolean {
  let has = situationSkills.get(skills);
  if (has === undefined) {
    has = skills.some((s) => s.kind === 'auto' && s.on.on === 'situation');
    situationSkills.set(skills, has);
  }
  return has;
}

/**
 * 8-6-6, 8-6-6-1: situation triggers, looked at whenever rule processing is (at checkpoints and counter
 * timings). A skill whose situation comes about is made pending once; it is made pending again only
 * after the situation has ended and come about anew.
 */
export function queueSituations(ctx: C, cat: DbsCatalog): void {
  const d = ctx.data;
  for (const x of inPlay(d)) {
    const skills = skillsOf(cat.get(x.card.def), x.card.flipped);
    if (!hasSituationSkill(skills)) continue;
    skills.forEach((s, i) => {
      if (s.kind !== 'auto' || s.on.on !== 'situation') return;
      const key = `${x.card.id}:${i}`;
      const now = skillActive(cat, d, x.card, x.master, s) && holds(cat, d, x.master, s.on.cond, x.card);
      const was = d.situations.includes(key);
      if (now === was) return;
      emit(ctx, { t: 'situation', key, holds: now });
      if (now) queue(ctx, cat, x.master, x.card, i, -1);
    });
  }
}

/**
 * The counter kinds of each skill definition, found once: a skill's definition never changes, and
 * reading them writes its whole effect out (issue 15: it was read at every step of a resolution).
 */
const counterKindsKept = new WeakMap<Skill, readonly ('play' | 'attack')[]>();

/** The counter kinds an activated or resolving skill opens (10-10-3-1, 10-10-3-2). */
export function counterKindsOf(skill: Skill | undefined): ('play' | 'attack')[] {
  if (!skill) return [];
  let kinds = counterKindsKept.get(skill);
  if (kinds === undefined) {
    kinds = findCounterKinds(skill);
    counterKindsKept.set(skill, kinds);
  }
  // A copy: the counter timing keeps the list in its locals and narrows it there.
  return kinds.slice();
}

function findCounterKinds(skill: Skill): ('play' | 'attack')[] {
  const out: ('play' | 'attack')[] = [];
  const text = JSON.stringify(effectOf(skill));
  if (
    (skill.kind === 'auto' && (skill.on.on === 'played' || skill.on.on === 'cardPlayed')) ||
    text.includes('"do":"play"')
  )
    out.push('play');
  if (skill.kind === 'auto' && (skill.on.on === 'attacks' || skill.on.on === 'cardAttacks'))
    out.push('attack');
  return out;
}

export { other };
