// Trigger collection (8-6): the abilities an event satisfies, queued in order.
import { type Ctx, type JsonObject, openHiddenWindow, type PlayerIndex } from '@arbiter/engine';
import { joinBatchSubject } from './batch-subjects.ts';
import type { CardMeta, CardRegistry } from './cards.ts';
import {
  abilityActive,
  blockTriggersBarred,
  conditionHolds,
  hasKeyword,
  isBanned,
  keyword,
  levelNow,
  linkCondition,
  periodActive,
  scopeOf,
  targetMatches,
  targetAs,
} from './continuous.ts';
import type { SagaEvent } from './events.ts';
import { blocksOnAttack } from './granted.ts';
import { bareCard, type CardObj, controllerOf, findOnField, other, type SagaData } from './state.ts';
import { oracleTriggers } from './grandwalker.ts';
import { queueGained } from './summoned-again.ts';
import {
  ANY,
  ascendFits,
  batchRecord,
  byMatches,
  destroyQualifies,
  filterMatches,
  notFromHandOnly,
  queueDelayed,
  queueWatchers,
  WATCHED,
  whenDestroyedBarred,
} from './trigger-watch.ts';
import type { Ability, BurstMoment, TriggerEvent } from './vocab.ts';

type C = Ctx<SagaData>;

export function queueAbilities(
  ctx: C,
  reg: CardRegistry,
  c: CardObj,
  controller: PlayerIndex,
  ons: TriggerEvent[],
  onField: boolean,
  extra: (a: Extract<Ability, { kind: 'trigger' }>) => boolean,
  level = -1,
  subject = -1,
  last: JsonObject | null = null,
): void {
  const d = ctx.data;
  if (onField && d.temps.length > 0 && reg.uses('gainAbility'))
    queueGained(ctx, reg, c, controller, ons, extra, subject);
  const meta = reg.meta(c.def);
  if (!meta.hasTrigger || !answersAny(meta, ons)) return;
  const card = meta.card;
  card.abilities.forEach((a, i) => {
    if (a.kind !== 'trigger' || !ons.includes(a.on) || !extra(a)) return;
    if (a.oncePerTurn && d.used.includes(`${c.id}:${i}`)) return;
    // A condition on the trigger may read the card that set it off (its subject).
    if (onField && !abilityActive(reg, d, c, controller, a, subject)) return;
    // 8-1-7: "cannot activate" and "cannot trigger" are one and the same.
    if (onField && isBanned(reg, d, c, 'activate')) return;
    if (!onField && a.levels !== undefined && !a.levels.includes(level)) return;
    // Off the field too, a printed period holds ("During Your Turn", a spirit destroyed with others).
    if (!onField && a.during && !periodActive(d, controller, a.during, c.id)) return;
    // Off the field (a "when destroyed" effect), a condition on the card reads its last state.
    if (
      !onField &&
      a.if &&
      !conditionHolds(reg, d, { ...scopeOf(controller, c.id), subject, last, self: c }, a.if)
    )
      return;
    if (a.allSubjects && joinBatchSubject(ctx, c.id, i, subject)) return;
    ctx.queueTrigger({
      controller,
      source: c.id,
      ability: i,
      label: `${card.name}: ${a.on}`,
      // The subject: the card that made it trigger, which the effect may call "it" (side: subject).
      data: { kind: 'ability', card: c.def, optional: a.optional === true, subject, last },
    });
  });
}

/** Has the card a triggered ability on one of these events? (Most field cards have none for most events.) */
function answersAny(meta: CardMeta, ons: readonly TriggerEvent[]): boolean {
  for (let i = 0; i < ons.length; i++) if (meta.triggerOns.has(ons[i]!)) return true;
  return false;
}

function queueKeyword(
  ctx: C,
  c: { id: number; def: string },
  controller: PlayerIndex,
  kw: string,
  label: string,
  data: JsonObject = {},
): void {
  ctx.queueTrigger({
    controller,
    source: c.id,
    ability: -1 - KEYWORD_ORDER.indexOf(kw),
    label,
    data: { kind: 'keyword', keyword: kw, card: c.def, ...data },
  });
}

const KEYWORD_ORDER = [
  'crush',
  'raid',
  'gale',
  'blessed',
  'luster',
  'curse',
  'immortal',
  'link',
  'agile',
  'oracle',
];

/**
 * 10-9-1, 10-9-3: an event a burst condition can match opens the window of the player's set burst,
 * whatever the card is (3-8-2: it is face down; docs/architecture.md, "Hidden cards"): the owner
 * is asked there every time, and the card's own condition is compared with `on` when it resolves.
 */
function queueBurst(ctx: C, p: PlayerIndex, on: BurstMoment): void {
  const b = ctx.data.players[p].burst;
  if (!b) return;
  openHiddenWindow(ctx, {
    controller: p,
    source: b.id,
    window: 'burst',
    label: 'A face-down burst',
    moment: on,
  });
}

/** Finds the triggered abilities an event satisfies (8-6) and queues them. */
export function collectTriggers(reg: CardRegistry) {
  return (ctx: C, raw: JsonObject): void => {
    const d = ctx.data;
    const ev = raw as unknown as SagaEvent;
    const watched = WATCHED[ev.t];
    if (watched) queueWatchers(ctx, reg, ev, watched);
    if (d.delayed.length > 0) queueDelayed(ctx, reg, ev);
    switch (ev.t) {
      case 'summoned':
      case 'placed': {
        const c = findOnField(d, ev.id);
        if (!c) return;
        // Summoned by an effect that says its "When Summoned" effects do not trigger.
        if (ev.t !== 'summoned' || !ev.quiet) {
          // "If you summon it from your hand": not from the trash or deck, nor a token.
          const handOnly = ev.t === 'summoned' && (ev.from !== undefined || reg.get(c.def).token === true);
          const base = handOnly ? notFromHandOnly : ANY;
          const asc = ev.t === 'summoned' ? ev.ascend : undefined;
          queueAbilities(
            ctx,
            reg,
            c,
            ev.p,
            ['summoned'],
            true,
            (a) =>
              base(a) &&
              (!a.fromTrash || (ev.t === 'summoned' && ev.from === 'trash')) &&
              ascendFits(reg, d, a, asc, ev.p),
          );
        }
        // Eternal's 《Oracle》 (E961, E965): the summoning player's Grandwalker nexuses, or the one deployed.
        for (const { nexus, mode } of oracleTriggers(reg, d, ev, c))
          queueKeyword(ctx, nexus, ev.p, 'oracle', 'Oracle', { oracle: mode });
        // "When one of your (or your opponent's) spirits is summoned" on the other field cards; a
        // filter for nexuses (`what: nexus`) answers a nexus being placed. Eternal: summoning a Brave,
        // even in spirit state, is not summoning a spirit (E784).
        if (reg.triggers('spiritSummoned') && reg.get(c.def).brave === undefined)
          for (const p of [d.active, other(d.active)]) {
            for (const o of d.players[p].field) {
              if (o.id === c.id) continue;
              queueAbilities(
                ctx,
                reg,
                o,
                p,
                ['spiritSummoned'],
                true,
                (a) =>
                  (!a.swift || (ev.t === 'summoned' && ev.swift === true)) &&
                  filterMatches(reg, d, a.filter, c, ev.p, p, undefined, o.id),
                -1,
                c.id,
              );
            }
          }
        return;
      }
      case 'attack': {
        const c = findOnField(d, ev.id);
        if (!c) return;
        queueAbilities(ctx, reg, c, ev.p, ['attacks', 'attacksOrBlocks'], true, ANY);
        // Its "When This Spirit Blocks" effects triggering on the attack too (not "while blocking" ones).
        if (blocksOnAttack(reg, d, c, ev.p)) queueAbilities(ctx, reg, c, ev.p, ['blocks'], true, ANY);
        // "When one of your spirits attacks": the attacker's controller's field cards, itself included;
        // the other field's too, for a filter naming the opponent's spirits (default: one of yours).
        if (reg.triggers('spiritAttacks'))
          for (const p of [ev.p, other(ev.p)]) {
            for (const o of d.players[p].field) {
              queueAbilities(
                ctx,
                reg,
                o,
                p,
                ['spiritAttacks'],
                true,
                (a) => filterMatches(reg, d, a.filter, c, ev.p, p, undefined, o.id),
                -1,
                c.id,
              );
            }
          }
        const crush = keyword(reg, d, c, 'crush');
        if (crush) {
          queueKeyword(ctx, c, ev.p, 'crush', 'Crush', { n: levelNow(reg, d, c) + (crush.value ?? 0) }); // 11-11-1
        }
        const raid = keyword(reg, d, c, 'raid');
        if (raid) queueKeyword(ctx, c, ev.p, 'raid', 'Raid', { max: raid.value ?? 1 }); // 11-12-1
        // Link: the attacker's controller's other spirits with Link whose condition the attacker meets.
        for (const o of d.players[ev.p].field) {
          if (o.id === c.id || o.exhausted) continue;
          const link = keyword(reg, d, o, 'link');
          if (!link) continue;
          const cond = link.cond && linkCondition(reg, d, o, link.cond);
          if (cond && !targetMatches(reg, d, c, ev.p, targetAs(cond, 'any'), ev.p, o.id)) continue;
          queueKeyword(ctx, o, ev.p, 'link', `Link: ${reg.get(o.def).name}`, { attacker: c.id });
        }
        return;
      }
      case 'block': {
        const c = findOnField(d, ev.id);
        // A constant may keep this blocker's "when it blocks" effects from triggering (BSS04-004).
        if (c && !blockTriggersBarred(reg, d, c, ev.p))
          queueAbilities(ctx, reg, c, ev.p, ['blocks', 'attacksOrBlocks'], true, ANY);
        const b = d.battle;
        const att = b ? findOnField(d, b.attacker) : undefined;
        if (att && b) {
          queueAbilities(ctx, reg, att, b.attackerPlayer, ['blocked'], true, ANY);
          // "When a spirit is blocked" (default: one of yours): the cards of both fields.
          const ap = b.attackerPlayer;
          if (reg.triggers('spiritBlocked'))
            for (const p of [ap, other(ap)]) {
              for (const o of d.players[p].field) {
                queueAbilities(
                  ctx,
                  reg,
                  o,
                  p,
                  ['spiritBlocked'],
                  true,
                  (a) => filterMatches(reg, d, a.filter, att, ap, p, undefined, o.id),
                  -1,
                  att.id,
                );
              }
            }
          const gale = keyword(reg, d, att, 'gale');
          if (gale) queueKeyword(ctx, att, b.attackerPlayer, 'gale', 'Gale', { n: gale.value ?? 1 }); // 11-10-1
        }
        return;
      }
      case 'destroy': {
        // 8-6-3: the cards destroyed in one batch are destroyed at the same time.
        const rec = batchRecord(ctx);
        rec.ids.push(ev.newId);
        const together = rec.ids;
        const dead = bareCard(ev.newId, ev.card, ev.p);
        // 8-10-1: its effects, and effects about it, read its last state on the field.
        const last: JsonObject = { card: ev.card, level: ev.level, cores: ev.cores, bp: ev.bp };
        // Its last state on the field, under its field id (so "this spirit" filters still find it).
        const lastObj: CardObj = {
          ...dead,
          id: ev.id,
          cores: { n: ev.cores - (ev.soul ? 1 : 0), soul: ev.soul === true },
        };
        rec.gone.set(ev.id, { obj: lastObj, owner: ev.p, level: ev.level, last });
        // 9-3-2, 10-1-1-1: self-destruction triggers nothing (but Immortal, below).
        if (!ev.self) {
          const byOpp = ev.by === other(ev.p);
          const ons: TriggerEvent[] = byOpp ? ['destroyed', 'destroyedByOpponent'] : ['destroyed'];
          // "Their When Destroyed effects are not triggered": no effect of the destroyed card's
          // controller on the field answers it, its own, other cards' and nexuses' watching, or a burst;
          // cards in the trash still do (ruling on BSS02-115: Immortal).
          const barred = ev.quiet === true || whenDestroyedBarred(reg, d, lastObj, ev.p);
          if (!barred)
            queueAbilities(
              ctx,
              reg,
              { ...dead, cores: lastObj.cores },
              ev.p,
              ons,
              false,
              ANY,
              ev.level,
              -1,
              last,
            );
          // "When one of your spirits is destroyed" on the other cards of the field (a filter for
          // nexuses answers a nexus being destroyed).
          const isSpirit = reg.get(ev.card).type === 'spirit';
          const watched = reg.triggers('spiritDestroyed');
          if (watched)
            for (const p of [0, 1] as PlayerIndex[]) {
              if (barred && p === ev.p) continue;
              for (const c of d.players[p].field) {
                queueAbilities(
                  ctx,
                  reg,
                  c,
                  p,
                  ['spiritDestroyed'],
                  true,
                  // A destroyed card is judged in its last state on the field (8-10-1).
                  (a) =>
                    filterMatches(reg, d, a.filter, lastObj, ev.p, p, ev.bp, c.id) &&
                    destroyQualifies(reg, d, a, ev, p, c.id, ctx),
                  -1,
                  dead.id,
                  last,
                );
              }
            }
          // 10-1-3-3: cards destroyed at the same time, this one included, see it too, in their last
          // state; under their field ids, so each still activates once for the batch (8-6-3).
          if (watched)
            for (const [oldId, g] of rec.gone) {
              if (!reg.meta(g.obj.def).hasTrigger || (barred && g.owner === ev.p)) continue;
              queueAbilities(
                ctx,
                reg,
                { ...g.obj, id: oldId },
                g.owner,
                ['spiritDestroyed'],
                false,
                (a) =>
                  filterMatches(reg, d, a.filter, lastObj, ev.p, g.owner, ev.bp, oldId) &&
                  destroyQualifies(reg, d, a, ev, g.owner, oldId, ctx),
                g.level,
                dead.id,
                last,
              );
            }
          if (!isSpirit) return;
          if (byOpp && !barred) queueBurst(ctx, ev.p, 'opponentDestroysYourSpirit');
          // 7-1-5-2: destroyed in battle by the spirit it fought: that spirit "destroys" it.
          const b = d.battle;
          const winnerId =
            ev.cause === 'battle' &&
            b &&
            (reg.triggers('destroysInBattle') || reg.triggers('spiritDestroysInBattle'))
              ? ev.id === b.blocker
                ? b.attacker
                : ev.id === b.attacker
                  ? b.blocker
                  : -1
              : -1;
          // In a tie the winner may be gone already, destroyed at the same time: it still destroyed
          // this one, read in its last state on the field (8-10-1; rulings on BSS02-001 and 010).
          const onField = winnerId === -1 ? undefined : findOnField(d, winnerId);
          const gone = onField || winnerId === -1 ? undefined : rec.gone.get(winnerId);
          const winner = onField ?? gone?.obj;
          const wp = onField ? controllerOf(d, onField.id) : (gone?.owner ?? -1);
          if (winner && wp !== -1) {
            queueAbilities(
              ctx,
              reg,
              winner,
              wp,
              ['destroysInBattle'],
              onField !== undefined,
              ANY,
              gone?.level ?? -1,
              dead.id,
              last,
            );
            for (const o of d.players[wp].field) {
              queueAbilities(
                ctx,
                reg,
                o,
                wp,
                ['spiritDestroysInBattle'],
                true,
                (a) =>
                  (a.survives !== true || onField !== undefined) &&
                  filterMatches(reg, d, a.filter, winner, wp, wp, undefined, o.id),
                -1,
                dead.id,
                last,
              );
            }
          }
        }
        if (reg.get(ev.card).type !== 'spirit') return;
        // 11-4-1: Immortal spirits in the trash answer another of their controller's spirits' destruction,
        // also one destroyed for lack of cores (Immortal ruling), but not when they were destroyed at the
        // same time (Immortal ruling).
        for (const t of d.players[ev.p].trashCards) {
          if (together.includes(t.id)) continue;
          const meta = reg.meta(t.def);
          if (!meta.keywords.has('immortal')) continue;
          const card = meta.card;
          const imm = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'immortal');
          if (!imm || imm.kind !== 'keyword') continue;
          // Its printed period holds in the trash too ("During Your Attack Step: Immortal").
          if (!periodActive(d, ev.p, imm.during, t.id)) continue;
          if (imm.cond && !targetMatches(reg, d, dead, ev.p, targetAs(imm.cond, 'any'), ev.p, -1, 0))
            continue;
          queueKeyword(ctx, t, ev.p, 'immortal', `Immortal: ${card.name}`);
        }
        return;
      }
      case 'battleEnd': {
        const b = d.battle;
        if (!b) return;
        for (const id of [b.attacker, b.blocker]) {
          const c = findOnField(d, id);
          const p = controllerOf(d, id);
          if (c && p !== -1) queueAbilities(ctx, reg, c, p, ['battleEnd'], true, ANY);
          // Agile: a card in its controller's hand that costs more than the battling spirit.
          if (c && p !== -1) {
            const cost = reg.get(c.def).cost;
            for (const h of d.players[p].hand) {
              const card = reg.get(h.def);
              const agile = card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'agile');
              // The label names no card: others must not learn what the hand holds.
              if (agile && cost < card.cost)
                queueKeyword(ctx, h, p, 'agile', 'A card in hand', { spirit: c.id });
            }
          }
        }
        // Both keywords triggered earlier in the battle; the attacker may have left the field since.
        const att = findOnField(d, b.attacker) ?? { id: b.attacker, def: b.attackerCard };
        // 11-3-1: Curse destroys the blocker at the end of the battle.
        if (b.curse && b.blocker !== -1 && findOnField(d, b.blocker)) {
          queueKeyword(ctx, att, b.attackerPlayer, 'curse', 'Curse', { target: b.blocker });
        }
        // 11-6-1: Luster brings back the magic its owner used during the battle.
        // A Luster it gained after attacking (from its own "when attacks" effect) counts as well.
        const luster = b.luster || ('cores' in att && hasKeyword(reg, d, att, 'luster'));
        if (luster && b.magic.length > 0) queueKeyword(ctx, att, b.attackerPlayer, 'luster', 'Luster');
        return;
      }
      case 'step': {
        const ons: TriggerEvent[] = ev.step === 'end' ? ['stepStart', 'turnEnd'] : ['stepStart'];
        for (const p of [d.active, other(d.active)]) {
          for (const c of d.players[p].field) {
            queueAbilities(ctx, reg, c, p, ons, true, (a) => {
              if (a.yours !== undefined && a.yours !== (p === d.active)) return false;
              return a.on === 'turnEnd' || a.step === ev.step;
            });
          }
        }
        return;
      }
      case 'link': {
        // "When this spirit links": the linked spirit; the attacker is the subject.
        const c = findOnField(d, ev.id);
        const p = controllerOf(d, ev.id);
        if (c && p !== -1) queueAbilities(ctx, reg, c, p, ['links'], true, ANY, -1, ev.to);
        // "When one of your ... spirits is linked": the attacker's side, the attacker the subject.
        const att = findOnField(d, ev.to);
        const ap = controllerOf(d, ev.to);
        if (att && ap !== -1 && reg.triggers('spiritLinked'))
          for (const o of d.players[ap].field)
            queueAbilities(
              ctx,
              reg,
              o,
              ap,
              ['spiritLinked'],
              true,
              (a) => filterMatches(reg, d, a.filter, att, ap, ap, undefined, o.id),
              -1,
              ev.to,
            );
        return;
      }
      case 'resolved': {
        // "When your opponent resolves a spirit's When Summoned effect".
        const foe = other(ev.p);
        // The spirit whose effect resolved is the subject.
        if (reg.triggers('opponentWhenSummoned'))
          for (const c of d.players[foe].field)
            queueAbilities(ctx, reg, c, foe, ['opponentWhenSummoned'], true, ANY, -1, ev.id);
        queueBurst(ctx, foe, 'opponentWhenSummoned');
        return;
      }
      case 'magicUsed': {
        const card = ev.card;
        // "When a magic card is used" (default: one of yours); the subject is the magic card.
        const magic = bareCard(ev.id, card, ev.p);
        if (reg.triggers('magicUsed'))
          for (const p of [d.active, other(d.active)]) {
            for (const o of d.players[p].field) {
              queueAbilities(
                ctx,
                reg,
                o,
                p,
                ['magicUsed'],
                true,
                (a) =>
                  !(a.fromHand && ev.burst) &&
                  filterMatches(
                    reg,
                    d,
                    { what: 'magic', ...(a.filter ?? { side: 'own' }) },
                    magic,
                    ev.p,
                    p,
                    undefined,
                    o.id,
                  ),
                -1,
                ev.id,
              );
            }
          }
        return;
      }
      case 'milled':
        // "When this card is discarded from your deck": it triggers from the trash (its subject).
        for (const id of ev.ids) {
          const c = d.players[ev.p].trashCards.find((x) => x.id === id);
          if (c)
            queueAbilities(
              ctx,
              reg,
              c,
              ev.p,
              ['discarded'],
              false,
              (a) => byMatches(a.by, ev.by, ev.p),
              -1,
              id,
            );
        }
        return;
      case 'cores': {
        // Any core leaving the life is life lost, the soul core too (3-7-1), as `lifeLostThisTurn` counts.
        if (ev.from !== 'life' || (ev.n <= 0 && !ev.soul)) return;
        // "When you lose life" for the one who lost it; "when you reduce your opponent's life" for the other.
        // `by`: whose doing it was, an effect's controller or the attacking player (damage, 7-1-5-3).
        const b = d.battle;
        const causer = ev.by === 'effect' ? (ev.who ?? -1) : ev.by === 'rule' && b ? b.attackerPlayer : -1;
        const foe = other(ev.p);
        // The attacking spirit whose damage this is (7-1-5-3-1), if it is: a `filter` asks for it, and
        // it is the subject ("when your life is reduced by an attack from an opposing spirit ...").
        const dealer =
          b && ev.by === 'rule' && b.attackerPlayer === foe ? findOnField(d, b.attacker) : undefined;
        for (const c of d.players[ev.p].field) {
          // Without a filter there is no subject; with one, the matching attacker is it.
          queueAbilities(
            ctx,
            reg,
            c,
            ev.p,
            ['lifeLost'],
            true,
            (a) => a.filter === undefined && byMatches(a.by, causer, ev.p),
          );
          if (dealer)
            queueAbilities(
              ctx,
              reg,
              c,
              ev.p,
              ['lifeLost'],
              true,
              (a) =>
                a.filter !== undefined &&
                byMatches(a.by, causer, ev.p) &&
                filterMatches(reg, d, a.filter, dealer, foe, ev.p, undefined, c.id),
              -1,
              dealer.id,
            );
        }
        queueBurst(ctx, ev.p, 'lifeLost');
        // With a `filter`, only damage dealt by an attacking spirit of yours that matches it (the subject).
        if (reg.triggers('opponentLifeReduced'))
          for (const c of d.players[foe].field)
            queueAbilities(
              ctx,
              reg,
              c,
              foe,
              ['opponentLifeReduced'],
              true,
              (a) =>
                a.filter === undefined ||
                (dealer !== undefined && filterMatches(reg, d, a.filter, dealer, foe, foe, undefined, c.id)),
              -1,
              dealer ? dealer.id : -1,
            );
        if (b && ev.by === 'rule' && b.attackerPlayer === foe) {
          const att = findOnField(d, b.attacker);
          // 11-7-1: Blessed, after damage reduced the opponent's life.
          if (att && keyword(reg, d, att, 'blessed')) queueKeyword(ctx, att, foe, 'blessed', 'Blessed');
        }
        return;
      }
      default:
        return;
    }
  };
}
