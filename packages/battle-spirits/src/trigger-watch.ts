// What triggers watch for (8-6): the qualifiers of an event, its subjects, and delayed effects
// (8-2-2-2) waiting for one.
import { ascendSourceFits, printedAscendCost } from './ascend-source.ts';
import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import { firstThisTurn } from './batch-subjects.ts';
import type { CardRegistry } from './cards.ts';
import { constantsNow, targetMatches, targetAs } from './continuous.ts';
import { delayedDirective, findAnywhere } from './effects.ts';
import type { SagaEvent } from './events.ts';
import {
  bareCard,
  type CardObj,
  controllerOf,
  findOnField,
  grandNexusIn,
  other,
  placeCard,
  type SagaData,
} from './state.ts';
import { queueAbilities } from './triggers.ts';
import type { Ability, Target, TriggerEvent, TriggerQualifiers } from './vocab.ts';

type C = Ctx<SagaData>;

/**
 * The trash ids of the cards destroyed so far in the current batch, `newId` included. A batch of
 * destructions is emitted within one procedure step, so this never has to outlive a decision.
 */
interface BatchRecord {
  batch: number;
  ids: number[];
  /** The field id of each card destroyed in the batch, with its last state there (8-10-1). */
  gone: Map<number, { obj: CardObj; owner: PlayerIndex; level: number; last: JsonObject }>;
}
const batchDestroyed = new WeakMap<object, BatchRecord>();
export function batchRecord(ctx: C): BatchRecord {
  const st = ctx.state;
  let rec = batchDestroyed.get(st);
  if (!rec || rec.batch !== st.batch) {
    rec = { batch: st.batch, ids: [], gone: new Map() };
    batchDestroyed.set(st, rec);
  }
  return rec;
}

/** The default trigger filter: one object, so that its compiled matcher is kept (target-match.ts). */
const OWN_SPIRITS: Target = { side: 'own' };

/** A trigger's `filter` (default: your own spirits) against the card that made it trigger. */
export function filterMatches(
  reg: CardRegistry,
  d: SagaData,
  f: Target | undefined,
  c: CardObj,
  owner: PlayerIndex,
  controller: PlayerIndex,
  bp?: number,
  source = -1,
): boolean {
  const t = f ?? OWN_SPIRITS;
  // "This spirit": the card with the ability, with any further filters.
  if (t.side === 'self' && c.id !== source) return false;
  if (t.side === 'own' && owner !== controller) return false;
  if (t.side === 'opponent' && owner === controller) return false;
  return targetMatches(reg, d, c, owner, targetAs(t, 'any'), controller, -1, bp);
}

// Module level on purpose: closures made per event are costly in the hot path.
export const ANY = (): boolean => true;
/** Abilities other than those that trigger only for a summoning from the hand. */
export const notFromHandOnly = (a: Ability): boolean => !(a.kind === 'trigger' && a.fromHand === true);

/** `ascendWith`: the summon's Ascend took the cores of a card matching it, judged as printed. */
export function ascendFits(
  reg: CardRegistry,
  d: SagaData,
  a: Ability,
  asc: string | undefined,
  p: PlayerIndex,
): boolean {
  if (a.kind !== 'trigger' || a.ascendWith === undefined) return true;
  if (asc === undefined) return false;
  // The source is judged as printed, with the cost it was read as for the Ascend (BSS04-071).
  const cond = { ...a.ascendWith, zone: 'hand' as const };
  return ascendSourceFits(reg, d, bareCard(-1, asc, p), p, cond, printedAscendCost(reg, d, asc, p));
}

/** What a trigger watches for, on a card's ability or in a delayed effect. */
type Watch = Pick<Extract<Ability, { kind: 'trigger' }>, 'on' | 'filter' | 'step' | 'yours'> &
  TriggerQualifiers;

/** Was it done by the player the qualifier names ("you": `p`)? `by` -1 or absent: by no one's effect. */
export function byMatches(
  want: 'you' | 'opponent' | undefined,
  by: PlayerIndex | -1 | undefined,
  p: PlayerIndex,
): boolean {
  if (want === undefined) return true;
  if (by === undefined || by === -1) return false;
  return want === 'you' ? by === p : by !== p;
}

/** A filter against a card, `side: chosen` meaning one of `chosen` (a delayed effect's). */
function watchFilter(
  reg: CardRegistry,
  d: SagaData,
  f: Target | undefined,
  dflt: Target,
  c: CardObj,
  owner: PlayerIndex,
  p: PlayerIndex,
  holder: number,
  chosen: readonly number[],
  bp?: number,
): boolean {
  const t = f ?? dflt;
  if (t.side === 'chosen') {
    return chosen.includes(c.id) && targetMatches(reg, d, c, owner, targetAs(t, 'any'), p, -1, bp);
  }
  return filterMatches(reg, d, t, c, owner, p, bp, holder);
}

/** The qualifiers of a destruction trigger (who, how, by what) against a `destroy` event. */
export function destroyQualifies(
  reg: CardRegistry,
  d: SagaData,
  w: TriggerQualifiers & { filter?: Target },
  ev: Extract<SagaEvent, { t: 'destroy' }>,
  p: PlayerIndex,
  holder: number,
  ctx?: C,
): boolean {
  if (!byMatches(w.by, ev.cause === 'rule' ? -1 : ev.by, p)) return false;
  if (w.cause === 'battle' && ev.cause !== 'battle') return false;
  if (w.cause === 'effect' && ev.cause !== 'effect') return false;
  if (w.cause === 'noCores' && !(ev.cause === 'effect' && ev.lack === true)) return false;
  // "The first time each turn": no earlier batch this turn destroyed a card the filter takes (by the
  // player `by` names, when it names one: "the first time ... is destroyed by your opponent").
  if (
    w.firstEachTurn &&
    ctx &&
    !firstThisTurn(
      ctx.state.log,
      ev.p,
      batchRecord(ctx).ids,
      (c, o, bp, by) => byMatches(w.by, by, p) && filterMatches(reg, d, w.filter, c, o, p, bp, holder),
    )
  )
    return false;
  if (w.source) {
    if (!ev.src || ev.by === -1) return false;
    const srcObj = findOnField(d, ev.srcId ?? -1) ?? bareCard(ev.srcId ?? -2, ev.src, ev.by);
    if (w.source.side === 'self')
      return ev.srcId === holder && targetMatches(reg, d, srcObj, ev.by, w.source, p, holder);
    if (!filterMatches(reg, d, { what: 'spiritOrMagic', ...w.source }, srcObj, ev.by, p, undefined, holder))
      return false;
  }
  return true;
}

/** The owner of a card just destroyed (its new id in a trash), else the player it was taken from. */
function ownerOfGone(d: SagaData, newId: number, p: PlayerIndex): PlayerIndex {
  for (const q of [0, 1] as PlayerIndex[]) if (d.players[q].trashCards.some((c) => c.id === newId)) return q;
  return p;
}

/** A card that set a trigger off, with its last state if it left the field. */
type Subject = { id: number; last: JsonObject | null };

/** The field cards among `ids` that match a watch's filter (default `dflt`), as subjects. */
function fieldSubjects(
  reg: CardRegistry,
  d: SagaData,
  ids: readonly number[],
  f: Target | undefined,
  dflt: Target,
  p: PlayerIndex,
  holder: number,
  chosen: readonly number[],
): Subject[] {
  const out: Subject[] = [];
  for (const id of ids) {
    const c = findOnField(d, id);
    const owner = controllerOf(d, id);
    if (c && owner !== -1 && watchFilter(reg, d, f, dflt, c, owner, p, holder, chosen))
      out.push({ id, last: null });
  }
  return out;
}

/** The triggers of the events added for card-pool needs: one list of subjects per event kind. */
export const WATCHED: Partial<Record<SagaEvent['t'], TriggerEvent[]>> = {
  exhaust: ['exhausted'],
  refresh: ['refreshed'],
  refreshAll: ['refreshed'],
  move: ['returned', 'coresToReserve', 'addedToHand', 'handDiscarded'],
  destroy: ['coresToReserve', 'addedToHand'],
  drew: ['draws', 'addedToHand'],
  block: ['spiritBlocks'],
  battleEnd: ['battleEnds'],
  cores: ['coresToReserve', 'coresPlaced', 'lifeGained', 'voidCoresPlaced'],
  crushed: ['crushDiscards'],
  battleResolved: ['winsComparison'],
  milled: ['deckDiscarded'],
};

/**
 * Does event `ev` set off watch `w` of player `p` (on card `holder`)? Returns the cards that make it
 * trigger (its subjects; one entry of -1 when there is no card), with their last state if they left.
 */
function watchSubjects(
  reg: CardRegistry,
  d: SagaData,
  ev: SagaEvent,
  w: Watch,
  p: PlayerIndex,
  holder: number,
  chosen: readonly number[],
): Subject[] {
  const none: Subject[] = [];
  const own = OWN_SPIRITS;
  switch (w.on) {
    case 'exhausted':
    case 'refreshed': {
      if (w.on === 'exhausted' ? ev.t !== 'exhaust' : ev.t !== 'refresh' && ev.t !== 'refreshAll')
        return none;
      const by = ev.t === 'exhaust' || ev.t === 'refresh' ? ev.by : undefined;
      if (!byMatches(w.by, by, p)) return none;
      const ids =
        ev.t === 'refreshAll' ? (ev.ids ?? []) : ev.t === 'exhaust' || ev.t === 'refresh' ? [ev.id] : [];
      return fieldSubjects(reg, d, ids, w.filter, own, p, holder, chosen);
    }
    case 'battleEnds': {
      const b = d.battle;
      if (ev.t !== 'battleEnd' || !b) return none;
      return fieldSubjects(reg, d, [b.attacker, b.blocker], w.filter, own, p, holder, chosen);
    }
    case 'deckDiscarded': {
      // 10-2-1: every deck card an effect puts into the trash is discarded (`discardFromDeck`).
      if (ev.t !== 'milled' || ev.ids.length === 0) return none;
      if ((w.who === 'opponent') !== (ev.p !== p) || !byMatches(w.by, ev.by, p)) return none;
      // "When a magic card is discarded from your opponent's deck" (BSS05-087): one of them matches.
      if (w.cards && !ev.ids.some((id) => eventCardMatches(reg, d, id, w.cards!, p))) return none;
      return [{ id: -1, last: null }];
    }
    case 'handDiscarded': {
      // A card put from the hand into the trash is discarded (the magic used goes through resolving).
      if (ev.t !== 'move' || ev.from !== 'hand' || ev.to !== 'trash') return none;
      if ((w.who === 'opponent') !== (ev.p !== p)) return none;
      if (w.cards && !eventCardMatches(reg, d, ev.newId, w.cards, p)) return none;
      return [{ id: ev.newId, last: null }];
    }
    case 'winsComparison': {
      // 7-1-5-2-1: the spirit with more BP as they are compared (a tie has none; an unblocked attack
      // compares nothing). It is logged after the loser's destruction, so the winner is still there.
      const b = d.battle;
      if (ev.t !== 'battleResolved' || !b) return none;
      const winner = ev.outcome === 'attacker' ? b.attacker : ev.outcome === 'blocker' ? b.blocker : -1;
      return winner === -1 ? none : fieldSubjects(reg, d, [winner], w.filter, own, p, holder, chosen);
    }
    case 'spiritBlocks': {
      if (ev.t !== 'block') return none;
      return fieldSubjects(reg, d, [ev.id], w.filter, own, p, holder, chosen);
    }
    case 'returned': {
      if (ev.t !== 'move' || ev.from !== 'field' || (ev.to !== 'hand' && ev.to !== 'deck') || !ev.card)
        return none;
      if (w.returnedTo && w.returnedTo !== ev.to) return none;
      const gone = bareCard(ev.id, ev.card, ev.p);
      return watchFilter(reg, d, w.filter, own, gone, ev.p, p, holder, chosen)
        ? [{ id: ev.newId, last: { card: ev.card } }]
        : none;
    }
    case 'draws': {
      if (ev.t !== 'drew') return none;
      if ((w.who === 'opponent') !== (ev.p !== p)) return none;
      if (!byMatches(w.by, ev.by, p)) return none;
      // Outside the drawing player's own draw step.
      if (w.outsideDrawStep && d.step === 'draw' && d.active === ev.p) return none;
      return [{ id: -1, last: null }];
    }
    case 'addedToHand': {
      const added = handAdded(ev);
      if (!added || (w.who === 'opponent') !== (added.p !== p) || !byMatches(w.by, added.by, p)) return none;
      return [{ id: -1, last: null }];
    }
    case 'coresToReserve':
    case 'lifeGained': {
      // A card leaving the field puts its cores into its owner's reserve (10-1-3-4, 3-5-5).
      if (w.on === 'coresToReserve' && (ev.t === 'destroy' || ev.t === 'move')) {
        // A Grandwalker nexus's cores go to the void, not the reserve (E950).
        const toVoid = ev.card !== undefined && grandNexusIn(reg, d, { def: ev.card });
        const n =
          ev.t === 'destroy'
            ? ev.coresToTrash || toVoid
              ? 0
              : ev.cores
            : ev.from === 'field' && !toVoid
              ? (ev.cores ?? 0)
              : 0;
        const owner = ev.t === 'destroy' ? ownerOfGone(d, ev.newId, ev.p) : ev.p;
        if (n <= 0 || (w.who === 'opponent') !== (owner !== p)) return none;
        return [{ id: -1, last: null }];
      }
      const to = w.on === 'coresToReserve' ? 'reserve' : 'life';
      if (ev.t !== 'cores' || ev.to !== to || ev.from === to || (ev.n <= 0 && !ev.soul)) return none;
      if ((w.who === 'opponent') !== (ev.p !== p)) return none;
      return [{ id: -1, last: null }];
    }
    case 'crushDiscards': {
      if (ev.t !== 'crushed') return none;
      if (w.cards && !ev.ids.some((id) => eventCardMatches(reg, d, id, w.cards!, p))) return none;
      const subj = fieldSubjects(reg, d, [ev.id], w.filter, own, p, holder, chosen);
      // The discarded cards travel with the subject, for `eventCards` amounts.
      return subj.map((x) => ({ ...x, last: { cards: ev.ids } }));
    }
    case 'voidCoresPlaced': {
      // Cores an effect brings from the void to a player's spirit or reserve (8-2-1).
      if (ev.t !== 'cores' || ev.from !== 'void' || ev.by !== 'effect' || (ev.n <= 0 && !ev.soul))
        return none;
      const onto = placeCard(ev.to);
      const toSpirit = onto !== undefined && reg.get(findOnField(d, onto)?.def ?? '').type === 'spirit';
      if (!toSpirit && ev.to !== 'reserve') return none;
      const owner = onto !== undefined ? controllerOf(d, onto) : (ev.toP ?? ev.p);
      if ((w.who === 'opponent') !== (owner !== p) || ev.who === undefined || !byMatches(w.by, ev.who, p))
        return none;
      return [{ id: -1, last: null }];
    }
    case 'coresPlaced': {
      const onto = ev.t === 'cores' ? placeCard(ev.to) : undefined;
      if (ev.t !== 'cores' || onto === undefined || ev.from === ev.to || (ev.n <= 0 && !ev.soul)) return none;
      if (w.noEffect === true && ev.by === 'effect') return none;
      return fieldSubjects(reg, d, [onto], w.filter, { side: 'self' }, p, holder, chosen);
    }
    default:
      return none;
  }
}

/** Whose hand an event added a card to by an effect, and whose effect it was (none: no such event). */
function handAdded(ev: SagaEvent): { p: PlayerIndex; by: PlayerIndex } | null {
  switch (ev.t) {
    // 4-5-1: a draw moves a card to the hand; `drew` is only sent for draws by effects.
    case 'drew':
      return { p: ev.p, by: ev.by };
    case 'move':
      return ev.to === 'hand' && ev.from !== 'hand' && ev.by !== undefined ? { p: ev.p, by: ev.by } : null;
    case 'destroy':
      return ev.toHand && ev.handBy !== undefined ? { p: ev.p, by: ev.handBy } : null;
    default:
      return null;
  }
}

/** Does a card an event moved (found wherever it is now) match a filter? */
function eventCardMatches(reg: CardRegistry, d: SagaData, id: number, t: Target, p: PlayerIndex): boolean {
  const x = findAnywhere(d, id);
  return x !== undefined && targetMatches(reg, d, x.c, x.owner, targetAs(t, 'any'), p, -1);
}

/** Delayed effects (8-2-2-2) the event sets off: the watches above plus the usual ones they need. */
function delayedSubjects(
  reg: CardRegistry,
  d: SagaData,
  ev: SagaEvent,
  w: Watch,
  p: PlayerIndex,
  chosen: readonly number[],
  gones?: BatchRecord['gone'],
): Subject[] {
  const none: Subject[] = [];
  switch (w.on) {
    case 'turnEnd':
      return ev.t === 'step' && ev.step === 'end' ? [{ id: -1, last: null }] : none;
    case 'battleEnd':
      return ev.t === 'battleEnd' ? [{ id: -1, last: null }] : none;
    case 'spiritAttacks':
    case 'attacksOrBlocks': {
      const ok = ev.t === 'attack' || (w.on === 'attacksOrBlocks' && ev.t === 'block');
      if (!ok) return none;
      return fieldSubjects(reg, d, [ev.id], w.filter, { side: 'own' }, p, -1, chosen);
    }
    case 'spiritDestroyed':
    case 'spiritDestroysInBattle': {
      if (ev.t !== 'destroy' || ev.self) return none;
      const dead: CardObj = {
        ...bareCard(ev.id, ev.card, ev.p),
        cores: { n: ev.cores - (ev.soul ? 1 : 0), soul: ev.soul === true },
      };
      const last: JsonObject = { card: ev.card, level: ev.level, cores: ev.cores, bp: ev.bp };
      if (w.on === 'spiritDestroyed') {
        if (!watchFilter(reg, d, w.filter, { side: 'own' }, dead, ev.p, p, -1, chosen, ev.bp)) return none;
        return destroyQualifies(reg, d, w, ev, p, -1) ? [{ id: ev.newId, last }] : none;
      }
      // "When one of your spirits destroys one in battle": the winner matches the filter. In a tie
      // it may be gone already, destroyed at the same time, and is read in its last state (8-10-1).
      if (ev.cause !== 'battle' || ev.srcId === undefined || ev.p === p) return none;
      const onField = findOnField(d, ev.srcId);
      const gone = onField ? undefined : gones?.get(ev.srcId);
      const winner = onField ?? gone?.obj;
      const wp = onField ? controllerOf(d, onField.id) : (gone?.owner ?? -1);
      if (!winner || wp !== p) return none;
      return watchFilter(reg, d, w.filter, { side: 'own' }, winner, p, p, -1, chosen)
        ? [{ id: winner.id, last }]
        : none;
    }
    default:
      return watchSubjects(reg, d, ev, w, p, -1, chosen);
  }
}

export function queueDelayed(ctx: C, reg: CardRegistry, ev: SagaEvent): void {
  const d = ctx.data;
  const gone = ev.t === 'destroy' ? batchRecord(ctx).gone : undefined;
  for (const rec of d.delayed) {
    const w = delayedDirective(reg, rec.card, rec.ability, rec.path);
    const subjects = delayedSubjects(reg, d, ev, w, rec.p, rec.chosen, gone);
    for (const s of subjects) {
      ctx.queueTrigger({
        controller: rec.p,
        source: rec.source,
        // Apart from the card's own abilities, for the once-per-batch rule (8-6-3).
        ability: 100000 + rec.key,
        label: `${reg.get(rec.card).name}: delayed effect`,
        data: {
          kind: 'delayed',
          card: rec.card,
          ability: rec.ability,
          path: rec.path,
          chosen: rec.chosen,
          key: rec.once ? rec.key : -1,
          subject: s.id,
          last: s.last,
        },
      });
    }
  }
}

/** Field cards whose triggers answer the newer events (`WATCHED`). */
export function queueWatchers(ctx: C, reg: CardRegistry, ev: SagaEvent, ons: TriggerEvent[]): void {
  const d = ctx.data;
  for (const on of ons) {
    if (!reg.triggers(on)) continue;
    // Most moves are not into a hand: skip the field scan for them.
    if (on === 'addedToHand' && !handAdded(ev)) continue;
    // The turn player's field first, then the other's (no array made per event: this runs at most events).
    for (let i = 0; i < 2; i++) {
      const p = i === 0 ? d.active : other(d.active);
      for (const o of d.players[p].field) {
        const card = reg.meta(o.def);
        if (!card.triggerOns.has(on)) continue;
        for (const a of card.card.abilities) {
          if (a.kind !== 'trigger' || a.on !== on) continue;
          for (const s of watchSubjects(reg, d, ev, a, p, o.id, [])) {
            queueAbilities(ctx, reg, o, p, [on], true, (b) => b === a, -1, s.id, s.last);
          }
        }
      }
    }
  }
}

/** Are the "When Destroyed" effects of this card (in its last state) switched off by a constant? */
export function whenDestroyedBarred(reg: CardRegistry, d: SagaData, c: CardObj, owner: PlayerIndex): boolean {
  if (!reg.uses('noWhenDestroyed')) return false;
  return constantsNow(reg, d, 'noWhenDestroyed').some(
    ({ x, src, controller }) =>
      'noWhenDestroyed' in x &&
      targetMatches(
        reg,
        d,
        c,
        owner,
        targetAs(x.noWhenDestroyed, x.noWhenDestroyed.side, 'hand'),
        controller,
        src.id,
      ),
  );
}
