import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, Color, StepName } from './cards.ts';
import type { Continuous, KeywordSpec, TempContinuous } from './vocab.ts';
import type { BpMod, DelayedRecord, Zone } from './state.ts';
import { lossReason } from './eternal-words.ts';
import {
  coreCount,
  bareCard,
  coresAt,
  grandNexusIn,
  usedByNameKey,
  findOnField,
  placeCard,
  newCores,
  type CardObj,
  type CoreLoc,
  type PlayerData,
  type SagaData,
} from './state.ts';

export type { Zone } from './state.ts';
const PUBLIC_ZONES: ReadonlySet<Zone> = new Set(['trash', 'field', 'resolving']);
export type CoreCause = 'owner' | 'effect' | 'rule';

/** Every atomic action of a Saga game. Card identities in private areas travel in the secret part. */
export type SagaEvent =
  | { t: 'first'; p: PlayerIndex }
  | { t: 'turn'; turn: number; p: PlayerIndex }
  | { t: 'step'; step: StepName; p: PlayerIndex }
  | { t: 'shuffle'; p: PlayerIndex }
  | { t: 'mulligan'; p: PlayerIndex; mulligan: boolean }
  /** `by`: drawn by an effect of that player (not the draw step's draw). */
  | { t: 'draw'; p: PlayerIndex; id?: number; card?: string; by?: PlayerIndex }
  /** One drawing action of an effect of player `by` is over: `n` cards drawn at one time. */
  | { t: 'drew'; p: PlayerIndex; n: number; by: PlayerIndex }
  | {
      t: 'move';
      p: PlayerIndex;
      id: number;
      from: Zone;
      to: Zone;
      newId: number;
      bottom?: boolean;
      card?: string;
      /** Put onto the field exhausted ("summon it exhausted"). */
      exhausted?: boolean;
      /** From the field: the cores it held, which go to the reserve with it (3-5-5). */
      cores?: number;
      /** Moved by an effect of this player (set for moves into the hand). */
      by?: PlayerIndex;
    }
  | {
      t: 'cores';
      p: PlayerIndex;
      from: CoreLoc;
      to: CoreLoc;
      n: number;
      soul: boolean;
      by: CoreCause;
      /** The player whose effect moved them, for cores moved by an effect. */
      who?: PlayerIndex;
      /** The card whose effect moved them. */
      src?: string;
      /** Onto a card of this other player (cores bound for life put elsewhere, 8-9). */
      toP?: PlayerIndex;
      /** The card object `from` is, when the cores leave a card (readers never decode `from`). */
      fromObj?: number;
      /** The card object `to` is, when the cores go onto a card. */
      toObj?: number;
    }
  /** Eternal's Brave `id` (card `card`) combines with the spirit `spirit`, or separates from it (manual "BRAVE"). */
  /** `coresTo: reserve`: a Saga Brave combining with a Grandwalker nexus, its cores to the reserve (E859). */
  | {
      t: 'brave';
      p: PlayerIndex;
      id: number;
      spirit: number;
      card: string;
      side?: 'right' | 'left';
      coresTo?: 'reserve';
    }
  | { t: 'separate'; p: PlayerIndex; id: number; spirit: number; card: string }
  /** Combined spirit `from`'s Brave (card `card`) moves to `spirit`, exchanged with its Brave if it has one (E798). */
  | { t: 'swapBrave'; p: PlayerIndex; from: number; spirit: number; card: string }
  /**
   * E809: Brave `id` (card `card`), whose combined spirit `spirit` left the field, stays in spirit state,
   * taking over that spirit's attack or block (E818).
   */
  | { t: 'braveStays'; p: PlayerIndex; id: number; spirit: number; card: string }
  /** E813: Brave `id` (card `card`) is not kept: it follows its combined spirit to `to`. */
  | { t: 'braveFollows'; p: PlayerIndex; id: number; card: string; to: Zone }
  /** `by`: the player whose effect did it (none for rules, attacks and costs). */
  | { t: 'exhaust'; id: number; by?: PlayerIndex }
  | { t: 'refresh'; id: number; by?: PlayerIndex }
  /** 6-5-2: `ids`, the cards that were exhausted. */
  | { t: 'refreshAll'; p: PlayerIndex; ids?: number[] }
  | {
      t: 'destroy';
      p: PlayerIndex;
      id: number;
      newId: number;
      card: string;
      /** Its last state on the field (8-10-1): level, cores (soul core included) and BP. */
      level: number;
      cores: number;
      bp: number;
      /** It held the soul core (part of `cores`). */
      soul?: boolean;
      self: boolean;
      cause: 'battle' | 'effect' | 'rule';
      by: PlayerIndex | -1;
      /** The card whose effect destroyed it, or the spirit that beat it in battle, and that one's id. */
      src?: string;
      srcId?: number;
      /** 9-3-2: destroyed for want of the cores of its lowest level. */
      lack?: boolean;
      /** Its "When Destroyed" effects do not trigger. */
      quiet?: boolean;
      /** Eternal (E635, E1782): depleted for want of cores, which is not a destruction (`self` too). */
      depleted?: boolean;
      /** A substitution (8-9) sends it to its owner's hand instead of the trash. */
      toHand?: boolean;
      /** With `toHand`: the player whose substitution effect it was. */
      handBy?: PlayerIndex;
      /** Its cores go to its owner's trash, not the reserve (Eternal BS01-101). */
      coresToTrash?: boolean;
    }
  /** `quiet`: summoned by an effect under which its "When Summoned" effects do not trigger. */
  /** `from`: where it was summoned from, when not the hand (a token has none). */
  /** `ascend`: the card whose cores its Ascend took (11-8-1). */
  | {
      t: 'summoned';
      p: PlayerIndex;
      id: number;
      card: string;
      quiet?: boolean;
      from?: string;
      ascend?: string;
      /** Summoned with Swift (11-9-1), in a flash timing. */
      swift?: boolean;
    }
  | { t: 'placed'; p: PlayerIndex; id: number; card: string }
  | { t: 'attack'; p: PlayerIndex; id: number; luster?: boolean }
  | { t: 'block'; p: PlayerIndex; id: number; curse?: boolean }
  | { t: 'noBlock'; p: PlayerIndex }
  /** `damage`: the life cores an unblocked attack took (7-1-5-3-1), with the outcome `damage <n>`. */
  | { t: 'battleResolved'; outcome: string; damage?: number }
  | { t: 'battleEnd' }
  /** The attack step ends when this battle ends (`endAttackStep`). */
  | { t: 'endAttackStep' }
  /** The battle ends at once (`endBattle`, E729): its remaining steps are skipped. */
  | { t: 'endBattle' }
  | {
      t: 'bp';
      id: number;
      amount: number;
      until: 'turn' | 'battle';
      by: PlayerIndex;
      kind?: 'plus' | 'set' | 'level';
      src?: string;
      /** It lasts only while this card stays on this player's field (`whileYouControl`). */
      whileOn?: { id: number; p: PlayerIndex };
    }
  | { t: 'expire'; until: 'turn' | 'battle' }
  | { t: 'grant'; id: number; spec: KeywordSpec; until: 'turn' | 'battle'; by: PlayerIndex }
  | {
      t: 'ban';
      id: number;
      /** `refreshStep` with `refresh`: it is not refreshed in its controller's next refresh step. */
      action: 'attack' | 'block' | 'activate' | 'refreshStep';
      until: 'turn' | 'battle' | 'refresh';
      by: PlayerIndex;
    }
  | { t: 'raid'; id: number }
  /** An effect treats card `id` as having these symbols for a while. */
  | { t: 'symbols'; id: number; symbols: Color[][]; until: 'turn' | 'battle' }
  /** 11-11-1: the Crush of spirit `id` (controlled by `p`) discarded these cards (new ids in the trash). */
  | { t: 'crushed'; p: PlayerIndex; id: number; card: string; ids: number[] }
  /** The soul core paid for this object's summoning or use cost. */
  | { t: 'soulPaid'; id: number }
  | { t: 'temp'; id: number; x: TempContinuous; until: 'turn' | 'battle'; by: PlayerIndex }
  /** A rule for players for a while (`rule` directive); `key` when it ends once used. */
  | { t: 'rule'; x: Continuous; until: 'turn' | 'battle'; by: PlayerIndex; card: string; key?: number }
  /** A rule that ends once used has been used. */
  | { t: 'ruleDone'; key: number }
  /** Cards were discarded from player `p`'s deck by an effect of player `by` (their trash ids). */
  | { t: 'milled'; p: PlayerIndex; ids: number[]; by: PlayerIndex }
  /** A delayed triggered effect (8-2-2-2) set up by an effect, for a while. */
  | { t: 'delayed'; rec: DelayedRecord }
  /** A delayed effect that happens once has happened. */
  | { t: 'delayedDone'; key: number }
  /** 10-8-1: a magic card is used (from the hand, or a burst's flash effect paid for). */
  | { t: 'magicUsed'; p: PlayerIndex; id: number; card: string; burst?: boolean }
  /** 12-1-1-2: a player declares how many times they repeat a loop. */
  | { t: 'loop'; p: PlayerIndex; n: number }
  /**
   * A "once per turn" ability activated (key "<object id>:<ability index>"); with `name`, something used
   * once a turn for the cards of that name (Eternal's 《True Oracle》, E1008), not for the card.
   */
  | { t: 'used'; id: number; ability: number; card: string; name?: string }
  /** A triggered effect of this kind finished resolving (for "when the opponent resolves ..."). */
  | { t: 'resolved'; p: PlayerIndex; id: number; card: string; on: string }
  | { t: 'link'; id: number; to: number }
  | { t: 'token'; p: PlayerIndex; newId: number; card: string; exhausted: boolean }
  /** Cards looked at (12-3, `card` list secret to the player) or revealed (12-2, public). */
  | { t: 'look'; p: PlayerIndex; ids: number[]; cards?: string[]; reveal: boolean }
  | { t: 'burst'; p: PlayerIndex; id: number; card: string }
  | { t: 'pass'; p: PlayerIndex }
  | { t: 'reveal'; p: PlayerIndex; id: number; card: string }
  | { t: 'setBurst'; p: PlayerIndex; newId?: number; card?: string };

export function emit(ctx: Ctx<SagaData>, ev: SagaEvent, secretTo?: PlayerIndex, secret?: JsonObject): void {
  ctx.emit(
    ev as unknown as JsonObject,
    secret && secretTo !== undefined ? { to: [secretTo], data: secret } : undefined,
  );
}

function zoneList(p: PlayerData, z: Zone): CardObj[] {
  switch (z) {
    case 'deck':
      return p.deck;
    case 'hand':
      return p.hand;
    case 'trash':
      return p.trashCards;
    case 'field':
      return p.field;
    case 'resolving':
      return p.resolving;
    case 'burst':
      return p.burst ? [p.burst] : [];
  }
}

function takeFrom(p: PlayerData, z: Zone, id: number): CardObj {
  if (z === 'burst') {
    const b = p.burst;
    if (!b || b.id !== id) throw new Error(`Card ${id} is not in the burst area.`);
    p.burst = null;
    return b;
  }
  const list = zoneList(p, z);
  const i = list.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`Card ${id} is not in ${z}.`);
  return list.splice(i, 1)[0]!;
}

function putInto(p: PlayerData, z: Zone, c: CardObj, bottom: boolean): void {
  if (z === 'burst') {
    p.burst = c;
    return;
  }
  const list = zoneList(p, z);
  if (z === 'deck' && !bottom) list.unshift(c);
  else list.push(c);
}

/** 3-1-4: the moved card is a new object with a new id; 3-5-5: its cores go to the reserve. */
export function moveCard(
  ctx: Ctx<SagaData>,
  p: PlayerIndex,
  id: number,
  from: Zone,
  to: Zone,
  opts: { bottom?: boolean; exhausted?: boolean; by?: PlayerIndex } = {},
): number {
  const list = from === 'burst' ? [ctx.data.players[p].burst] : zoneList(ctx.data.players[p], from);
  const obj = list.find((c) => c?.id === id);
  if (!obj) throw new Error(`Card ${id} is not in player ${p + 1}'s ${from}.`);
  const newId = ctx.newObjectId();
  const ev: SagaEvent = { t: 'move', p, id, from, to, newId };
  if (opts.bottom) ev.bottom = true;
  if (opts.exhausted) ev.exhausted = true;
  if (opts.by !== undefined) ev.by = opts.by;
  if (from === 'field' && obj.cores.n + (obj.cores.soul ? 1 : 0) > 0)
    ev.cores = obj.cores.n + (obj.cores.soul ? 1 : 0);
  if (PUBLIC_ZONES.has(from) || PUBLIC_ZONES.has(to)) {
    ev.card = obj.def;
    emit(ctx, ev);
  } else {
    emit(ctx, ev, obj.owner, { card: obj.def });
  }
  return newId;
}

/** The card objects two places of cores are, as a `cores` event carries them (`fromObj`, `toObj`). */
export function coreObjects(from: CoreLoc, to: CoreLoc): { fromObj?: number; toObj?: number } {
  const fromObj = placeCard(from);
  const toObj = placeCard(to);
  return { ...(fromObj !== undefined ? { fromObj } : {}), ...(toObj !== undefined ? { toObj } : {}) };
}

export function moveCores(
  ctx: Ctx<SagaData>,
  p: PlayerIndex,
  from: CoreLoc,
  to: CoreLoc,
  n: number,
  soul: boolean,
  by: CoreCause,
  who?: PlayerIndex,
  src?: string,
): void {
  if (n <= 0 && !soul) return; // 1-3-2-3
  if (from === to) return; // 1-3-2-2
  const ev: SagaEvent = { t: 'cores', p, from, to, n, soul, by, ...coreObjects(from, to) };
  if (who !== undefined) ev.who = who;
  if (src !== undefined) ev.src = src;
  emit(ctx, ev);
}

/** Would an `expire` event of duration `until` change the data? (What its case in the applier ends.) */
function expiresAny(d: SagaData, until: string): boolean {
  if (until === 'battle' && d.battle !== null) return true;
  if (until === 'turn' && (d.raids.length > 0 || d.used.length > 0)) return true;
  for (const m of d.mods) if (m.until === until) return true;
  for (const m of d.grants) if (m.until === until) return true;
  for (const m of d.bans) if (m.until === until) return true;
  for (const m of d.temps) if (m.until === until) return true;
  for (const m of d.delayed) if (m.until === until) return true;
  for (const pl of d.players) for (const c of pl.field) if (c.symbolsAs?.until === until) return true;
  return false;
}

/** The event applier of a game whose cards are in `reg` (tokens are told apart through it). */
export function sagaApplier(reg: CardRegistry): (ctx: Ctx<SagaData>, raw: JsonObject) => void | false {
  const isToken = (def: string | undefined): boolean => def !== undefined && reg.get(def).token === true;
  const isSpirit = (def: string): boolean => reg.get(def).type === 'spirit';
  // E950: the cores of a Grandwalker nexus leaving the field go to the void.
  const coresToVoid = (d: SagaData, obj: CardObj): boolean => grandNexusIn(reg, d, obj);
  return (ctx, raw) => applySagaEvent(ctx, raw, isToken, isSpirit, coresToVoid);
}

function applySagaEvent(
  ctx: Ctx<SagaData>,
  raw: JsonObject,
  isToken: (def: string | undefined) => boolean,
  isSpirit: (def: string) => boolean,
  coresToVoid: (d: SagaData, obj: CardObj) => boolean,
): void | false {
  const d = ctx.data;
  const ev = raw as unknown as SagaEvent;
  switch (ev.t) {
    case 'first':
      d.first = ev.p;
      d.active = ev.p;
      return;
    case 'turn':
      d.turn = ev.turn;
      d.active = ev.p;
      for (const pl of d.players) {
        pl.effectDraws = 0;
        pl.destroyedThisTurn = 0;
        pl.attacksThisTurn = 0;
        pl.lifeLostThisTurn = 0;
        pl.lifeAtTurnStart = coreCount(pl.life);
        pl.magicThisTurn = 0;
        if (pl.summonedThisTurn.length > 0) pl.summonedThisTurn = [];
      }
      return;
    case 'step':
      d.step = ev.step;
      return;
    case 'shuffle':
      ctx.shuffle(d.players[ev.p].deck);
      return;
    case 'mulligan':
      return;
    case 'draw': {
      const pl = d.players[ev.p];
      const top = pl.deck.shift();
      if (!top) return; // 1-3-2: drawing from an empty deck does nothing
      pl.hand.push({ ...top, id: ev.id ?? ctx.newObjectId() });
      if (ev.by !== undefined) pl.effectDraws++;
      return;
    }
    case 'move': {
      const pl = d.players[ev.p];
      const obj = takeFrom(pl, ev.from, ev.id);
      const moved: CardObj = {
        id: ev.newId,
        def: obj.def,
        owner: obj.owner,
        exhausted: ev.exhausted === true,
        cores: newCores(),
        changedBy: 'none',
        changer: -1,
      };
      if (ev.from === 'field') {
        returnCores(pl, obj, coresToVoid(d, obj) ? 'void' : 'reserve');
        forget(d, ev.id);
        withBrave(d, obj, ev.to);
        // 4-12-3: a token leaving the field is removed from the game.
        if (isToken(obj.def)) return;
      }
      // 11-6-1: remember the magic the attacking player used during the battle, for Luster.
      if (ev.from === 'resolving' && ev.to === 'trash' && d.battle && obj.owner === d.battle.attackerPlayer) {
        d.battle.magic.push(ev.newId);
      }
      putInto(d.players[obj.owner], ev.to, moved, ev.bottom === true);
      return;
    }
    case 'cores': {
      const src = ev.from === 'void' ? null : coresAt(d, ev.p, ev.from);
      const dst = ev.to === 'void' ? null : coresAt(d, ev.p, ev.to);
      const pl = d.players[ev.p];
      if (ev.from !== 'void' && !src) throw new Error(`No cores at ${ev.from}.`);
      if (ev.to !== 'void' && !dst) throw new Error(`No place for cores at ${ev.to}.`);
      if (src) {
        if (src.n < ev.n || (ev.soul && !src.soul)) throw new Error(`Not enough cores at ${ev.from}.`);
        src.n -= ev.n;
        if (ev.soul) src.soul = false;
        const on = placeCard(ev.from);
        if (on !== undefined) {
          const card = findOnField(d, on)!;
          card.changedBy = ev.by === 'owner' ? 'owner' : ev.by === 'effect' ? 'effect' : 'none';
          card.changer = ev.by === 'effect' ? (ev.who ?? -1) : ev.p;
          if (ev.by === 'effect' && ev.src !== undefined) card.changerCard = ev.src;
          else if (card.changerCard !== undefined) delete card.changerCard;
        }
      } else {
        pl.voidUsed += ev.n;
        if (ev.soul) pl.soulInVoid = false;
      }
      if (dst) {
        dst.n += ev.n;
        if (ev.soul) dst.soul = true;
      } else {
        pl.voidUsed -= ev.n;
        if (ev.soul) pl.soulInVoid = true;
      }
      // Cores that crossed to the other player's side count as theirs from now on.
      if (ev.toP !== undefined && ev.toP !== ev.p) {
        pl.voidUsed -= ev.n;
        d.players[ev.toP].voidUsed += ev.n;
      }
      if (ev.from === 'life') pl.lifeLostThisTurn += ev.n + (ev.soul ? 1 : 0);
      // 9-2-1: establishing a winner interrupts whatever is going on.
      if (ev.from === 'life' && pl.life.n === 0 && !pl.life.soul && ctx.state.result === null) {
        const foe = ev.p === 0 ? 1 : 0;
        if (d.players[foe].life.n > 0 || d.players[foe].life.soul) {
          ctx.end({ winner: foe, reason: lossReason(d, ev.p, 'life') });
        }
      }
      return;
    }
    case 'brave': {
      // Manual "Changes from Braving": the Brave's cores move onto the spirit; "Combine and Separation":
      // exhausted if either was.
      const spirit = findOnField(d, ev.spirit);
      if (!spirit) throw new Error(`Card ${ev.spirit} is not on the field.`);
      if (ev.side) spirit.braveSide = ev.side;
      // E835: an Imagine Brave combined on one side already combines on the other: no core moves (E837).
      const held = heldBy(d, ev.id);
      if (held) {
        spirit.brave = bareCard(held.id, held.def, held.owner);
        return;
      }
      const brave = takeFrom(d.players[ev.p], 'field', ev.id);
      const onto = ev.coresTo === 'reserve' ? d.players[ev.p].reserve : spirit.cores;
      onto.n += brave.cores.n;
      if (brave.cores.soul) onto.soul = true;
      spirit.exhausted ||= brave.exhausted;
      spirit.brave = bareCard(brave.id, brave.def, brave.owner);
      forget(d, brave.id);
      return;
    }
    case 'swapBrave': {
      // E802: separation and combination at once; the Brave never becomes a spirit, so no core moves.
      const from = findOnField(d, ev.from);
      const to = findOnField(d, ev.spirit);
      if (!from?.brave || !to) throw new Error(`No Brave to swap from ${ev.from} to ${ev.spirit}.`);
      const back = to.brave;
      to.brave = from.brave;
      if (back) from.brave = back;
      else delete from.brave;
      return;
    }
    case 'braveStays': {
      // E809: kept, it is back on the field in spirit state; its Lv1 cores follow as `cores` events.
      const brave = takeWaitingBrave(d, ev.id);
      delete brave.leftBy;
      d.players[ev.p].field.push(brave);
      // E818: the Brave continues its spirit's attack or block.
      if (d.battle?.attacker === ev.spirit) {
        d.battle.attacker = ev.id;
        d.battle.attackerCard = ev.card;
      }
      if (d.battle?.blocker === ev.spirit) d.battle.blocker = ev.id;
      return;
    }
    case 'braveFollows': {
      putWhere(d, takeWaitingBrave(d, ev.id), ev.to);
      return;
    }
    case 'separate': {
      // "Combine and Separation": the Brave is back on the field in spirit state; its cores follow as
      // `cores` events. It keeps the combined spirit's orientation (the manual names no change).
      const spirit = findOnField(d, ev.spirit);
      if (!spirit?.brave) throw new Error(`Card ${ev.spirit} has no Brave combined.`);
      const brave = spirit.brave;
      delete spirit.brave;
      delete spirit.braveSide;
      // E836: an Imagine Brave still combined with another spirit stays so, not in spirit state.
      if (heldBy(d, brave.id)) return;
      brave.exhausted = spirit.exhausted;
      d.players[ev.p].field.push(brave);
      return;
    }
    case 'exhaust': {
      const c = findOnField(d, ev.id);
      if (c) c.exhausted = true;
      return;
    }
    case 'refresh': {
      const c = findOnField(d, ev.id);
      if (c) c.exhausted = false;
      return;
    }
    case 'refreshAll': {
      const field = d.players[ev.p].field;
      // Cards marked to skip this refresh step stay exhausted; the mark ends with it.
      const skip = d.bans.some((b) => b.until === 'refresh');
      for (const c of field)
        if (!skip || !d.bans.some((b) => b.target === c.id && b.action === 'refreshStep'))
          c.exhausted = false;
      if (skip) d.bans = d.bans.filter((b) => b.until !== 'refresh' || !field.some((c) => c.id === b.target));
      return;
    }
    case 'destroy': {
      // 10-1-3-4: the card goes to its owner's trash and its cores to the reserve, together.
      const pl = d.players[ev.p];
      const obj = takeFrom(pl, 'field', ev.id);
      // Self-destruction (9-3-2: emptied by its owner, e.g. paying a cost) is not "destroyed" (ruling on BSS02-027).
      if (isSpirit(ev.card) && !ev.self) pl.destroyedThisTurn++;
      returnCores(
        d.players[obj.owner],
        obj,
        coresToVoid(d, obj) ? 'void' : ev.coresToTrash === true ? 'trash' : 'reserve',
      );
      forget(d, ev.id);
      withBrave(d, obj, ev.toHand ? 'hand' : 'trash');
      if (isToken(ev.card)) return; // 4-12-3
      d.players[obj.owner][ev.toHand ? 'hand' : 'trashCards'].push({
        id: ev.newId,
        def: obj.def,
        owner: obj.owner,
        exhausted: false,
        cores: newCores(),
        changedBy: 'none',
        changer: -1,
      });
      forget(d, ev.id);
      return;
    }
    case 'bp': {
      const mod: BpMod = { target: ev.id, amount: ev.amount, until: ev.until };
      if (ev.kind && ev.kind !== 'plus') {
        mod.kind = ev.kind;
        mod.at = ctx.state.nextObject;
        if (ev.whileOn) mod.whileOn = ev.whileOn;
      }
      d.mods.push(mod);
      const c = findOnField(d, ev.id);
      if (c) {
        c.changedBy = 'effect';
        c.changer = ev.by;
        if (ev.src !== undefined) c.changerCard = ev.src;
        else if (c.changerCard !== undefined) delete c.changerCard;
      }
      return;
    }
    case 'expire':
      // Nothing of this duration left (most step and battle ends): a record only, and what was
      // derived from the data stays (issue 15).
      if (!expiresAny(d, ev.until)) return false;
      d.mods = d.mods.filter((m) => m.until !== ev.until);
      d.grants = d.grants.filter((m) => m.until !== ev.until);
      d.bans = d.bans.filter((m) => m.until !== ev.until);
      d.temps = d.temps.filter((m) => m.until !== ev.until);
      if (d.delayed.length > 0) d.delayed = d.delayed.filter((m) => m.until !== ev.until);
      for (const pl of d.players)
        for (const c of pl.field) if (c.symbolsAs?.until === ev.until) delete c.symbolsAs;
      if (ev.until === 'battle') d.battle = null;
      if (ev.until === 'turn') {
        d.raids = [];
        d.used = [];
      }
      return;
    case 'attack':
      d.players[ev.p].attacksThisTurn++;
      d.battle = {
        attacker: ev.id,
        attackerCard: findOnField(d, ev.id)?.def ?? '',
        blocker: -1,
        attackerPlayer: ev.p,
        luster: ev.luster === true,
        magic: [],
        curse: false,
        link: -1,
      };
      return;
    case 'block':
      if (d.battle) {
        d.battle.blocker = ev.id;
        d.battle.curse = ev.curse === true;
      }
      return;
    case 'grant':
      d.grants.push({ target: ev.id, spec: ev.spec, until: ev.until });
      return;
    case 'soulPaid':
      d.soulPaid.push(ev.id);
      return;
    case 'temp':
      d.temps.push({ target: ev.id, x: ev.x, until: ev.until, by: ev.by });
      return;
    case 'rule':
      d.temps.push({
        target: -1,
        x: ev.x,
        until: ev.until,
        by: ev.by,
        card: ev.card,
        ...(ev.key === undefined ? {} : { key: ev.key }),
      });
      return;
    case 'ruleDone':
      d.temps = d.temps.filter((m) => m.key !== ev.key);
      return;
    case 'ban':
      d.bans.push({ target: ev.id, action: ev.action, until: ev.until });
      return;
    case 'raid':
      d.raids.push(ev.id);
      return;
    case 'used':
      d.used.push(ev.name === undefined ? `${ev.id}:${ev.ability}` : usedByNameKey(ev.name));
      return;
    case 'delayed':
      d.delayed.push(ev.rec);
      return;
    case 'magicUsed':
      d.players[ev.p].magicThisTurn++;
      return;
    case 'delayedDone':
      d.delayed = d.delayed.filter((m) => m.key !== ev.key);
      return;
    // Records only: the data is unchanged, so what was derived from it stays (the kernel's derived.ts).
    case 'drew':
    case 'resolved':
    case 'loop':
    case 'crushed':
      return false;
    case 'symbols': {
      const c = findOnField(d, ev.id);
      if (c) c.symbolsAs = { symbols: ev.symbols, until: ev.until };
      return;
    }
    case 'link':
      if (d.battle) d.battle.link = ev.id;
      return;
    case 'token':
      d.players[ev.p].field.push({
        id: ev.newId,
        def: ev.card,
        owner: ev.p,
        exhausted: ev.exhausted,
        cores: newCores(),
        changedBy: 'none',
        changer: -1,
      });
      return;
    case 'look':
      return;
    case 'setBurst': {
      const pl = d.players[ev.p];
      pl.burstSetTurn = d.turn;
      return;
    }
    case 'endAttackStep':
      if (d.battle) d.battle.endsStep = true;
      return;
    case 'endBattle':
      if (d.battle) d.battle.endsNow = true;
      return;
    case 'summoned':
      d.players[ev.p].summonedThisTurn.push(ev.card);
      return;
    // Records only, as above.
    case 'placed':
    case 'noBlock':
    case 'battleResolved':
    case 'battleEnd':
    case 'pass':
    case 'reveal':
    case 'burst':
    case 'milled':
      return false;
  }
}

/**
 * Manual "When a Brave Spirit Leaves the Field", "If Not Leaving the Combined Brave on the Field": the
 * Brave goes with the spirit to the same place (a token's place being nowhere, 4-12-3). It keeps its
 * object id, which nothing else holds.
 */
function withBrave(d: SagaData, spirit: CardObj, to: Zone): void {
  const brave = spirit.brave;
  if (!brave) return;
  delete spirit.brave;
  delete spirit.braveSide;
  // An Imagine Brave also combined with another spirit stays combined with it (E836).
  if (heldBy(d, brave.id)) return;
  // E805: its owner chooses at the next rule processing (brave-leave.ts, E1260) whether it stays (E809)
  // or follows (E813); until then it waits off the field's list (`waitingBraves`): not a spirit yet.
  const waiting = bareCard(brave.id, brave.def, brave.owner);
  waiting.exhausted = spirit.exhausted;
  waiting.leftBy = { spirit: spirit.id, to };
  (d.waitingBraves ??= []).push(waiting);
}

/** Takes Brave `id` out of the waiting ones (the list goes when empty, so states without one are as before). */
function takeWaitingBrave(d: SagaData, id: number): CardObj {
  const waiting = d.waitingBraves ?? [];
  const i = waiting.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`Brave ${id} is not waiting after its spirit left.`);
  const [brave] = waiting.splice(i, 1);
  if (waiting.length === 0) delete d.waitingBraves;
  return brave!;
}

/** Brave object `id` as a spirit on the field holds it, if one does (an Imagine Brave, E828). */
function heldBy(d: SagaData, id: number): CardObj | undefined {
  for (const pl of d.players) for (const c of pl.field) if (c.brave?.id === id) return c.brave;
  return undefined;
}

/** A Brave off the field goes to `to` (a deck: on top) as a bare card, keeping its object id. */
function putWhere(d: SagaData, brave: CardObj, to: Zone): void {
  const home = d.players[brave.owner];
  if (to === 'deck') home.deck.unshift(bareCard(brave.id, brave.def, brave.owner));
  else putInto(home, to, bareCard(brave.id, brave.def, brave.owner), false);
}

/** Effects on an object that left the field are left behind (3-1-4). */
function forget(d: SagaData, id: number): void {
  d.mods = d.mods.filter((m) => m.target !== id);
  d.grants = d.grants.filter((m) => m.target !== id);
  d.bans = d.bans.filter((m) => m.target !== id);
}

/**
 * 3-5-5 and 10-1-3-4: cores on a card leaving the field go to the reserve (`to`), or where an effect
 * sends them instead (the trash, Eternal BS01-101).
 */
function returnCores(pl: PlayerData, obj: CardObj, to: 'reserve' | 'trash' | 'void' = 'reserve'): void {
  // Only regular cores go to the void (E950): the soul core never does (E645), to the reserve instead.
  if (to !== 'void') pl[to].n += obj.cores.n;
  if (obj.cores.soul) pl[to === 'void' ? 'reserve' : to].soul = true;
  obj.cores.n = 0;
  obj.cores.soul = false;
}
