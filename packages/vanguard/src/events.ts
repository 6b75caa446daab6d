// Every change of a Vanguard game is an event (docs/architecture.md, "Events"). What an event tells
// each viewer is decided where it is emitted: a card's identity and object ids go into the secret
// part when neither zone of a move lets everyone see it (4.2.2 the deck, 4.3.2 the hand, 4.11.2 the
// G zone's face-down cards, a face-down first vanguard, 4.9.2.1 a face-down bound card), addressed to the owner where the owner may
// look (the hand), to nobody for the deck.
import type { Ctx, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { VgAutoAbility } from './abilities/ability.ts';
import type { VgCatalog } from './cards.ts';
import {
  CIRCLES,
  isCircle,
  type Circle,
  type Pile,
  type Place,
  type TimeLeapReturn,
  type VgCard,
  type VgData,
  type VgPlayer,
} from './state.ts';

export type VgCtx = Ctx<VgData>;

/** Who may see a card in this place (4.1.3): everyone, its owner, or nobody. */
function seenBy(place: Place, faceDown: boolean): 'public' | 'owner' | 'hidden' {
  if (place === 'deck') return 'hidden';
  if (place === 'hand' || place === 'gzone') return 'owner';
  // 4.6.8.1, 4.8.2.1: face-down cards on a circle or in the damage zone stay public, except the
  // first vanguard before stand up (5.4.3: "not revealed until you begin the game").
  if (place === 'VC' && faceDown) return 'owner';
  // 4.9.2.1: a face-down bound card is its owner's alone to see.
  if (place === 'bind' && faceDown) return 'owner';
  return 'public';
}

function pile(pl: VgPlayer, place: Pile): VgCard[] {
  return pl[place];
}

/** Takes a card out of a place: the deck's top card, or the object `id`. */
function take(pl: VgPlayer, from: Place, id: number | undefined): VgCard | null {
  if (from === 'mate') {
    // 10.25.2: the Legion Mate changes zones: the legion state ends.
    const c = pl.mate ?? null;
    delete pl.mate;
    return c;
  }
  if (isCircle(from)) {
    const c = pl.field[from];
    pl.field[from] = null;
    return c;
  }
  const list = pile(pl, from);
  if (from === 'deck' && id === undefined) return list.shift() ?? null;
  const i = indexOfId(list, id);
  return i < 0 ? null : list.splice(i, 1)[0]!;
}

export interface MoveOptions {
  /** The object moved (not for the deck's top card). */
  id?: number;
  rested?: boolean;
  faceDown?: boolean;
  /** Circle to circle keeps the object (4.1.4); every other move makes a new one. */
  keepId?: boolean;
  /** Into the deck on top rather than at the bottom. */
  top?: boolean;
  /** A ride: the ridden card's new object in the soul (10.6). */
  ridden?: number;
}

/**
 * Moves one card of player `p` from `from` to `to` (3.12, 4.1.4) and returns the moved object's new
 * id, or null when there is no such card (1.3.2: nothing happens).
 */
export function moveCard(
  ctx: VgCtx,
  p: PlayerIndex,
  from: Place,
  to: Place,
  o: MoveOptions = {},
): number | null {
  const pl = ctx.data.players[p];
  const card = from === 'deck' && o.id === undefined ? pl.deck[0] : findIn(pl, from, o.id);
  if (!card) return null;
  const newId = o.keepId ? card.id : ctx.newObjectId();
  const faceDown = o.faceDown ?? false;
  // 10.26.6: a deleted unit's face-up side is everyone's to check.
  const fromSeen = seenBy(from, card.faceDown && card.deleted !== true);
  const toSeen = seenBy(to, faceDown);
  const ev: JsonObject = { t: 'move', p, from, to };
  if (o.rested !== undefined) ev.rested = o.rested;
  if (faceDown) ev.faceDown = true;
  if (o.top) ev.top = true;
  if (o.ridden !== undefined) ev.ridden = o.ridden;
  // The deck's top card is taken without naming it; a chosen one (5.4.3) is named to its chooser.
  const named = from !== 'deck' || o.id !== undefined;
  if (fromSeen === 'public' || toSeen === 'public') {
    // The identity in the event itself, after the move's keys (the order the log has always had).
    ev.newId = newId;
    ev.card = card.def;
    if (named) ev.id = card.id;
    ctx.emit(ev);
    return newId;
  }
  const ident: JsonObject = { newId, card: card.def };
  if (named) ident.id = card.id;
  if (fromSeen === 'owner' || toSeen === 'owner') ctx.emit(ev, { to: [p], data: ident });
  else ctx.emit(ev, { to: [], data: ident });
  return newId;
}

/**
 * 10.7, 11.19.1: a card put on (RC) or (GC) from outside the field is called (from the hand, deck,
 * drop zone, soul or G zone); a unit moved between circles (an intercept, 11.3) or a heart (10.27.6)
 * is not.
 */
function countCall(d: VgData, p: PlayerIndex, from: Place, to: Place, faceDown: boolean): void {
  const onto = to === 'gc' || (isCircle(to) && to !== 'VC');
  if (!onto || isCircle(from) || from === 'heart' || from === 'gc') return;
  // 10.22.9: a card put on a circle as a locked card is not a unit, so it is not called.
  if (faceDown) return;
  // A new pair each time: a clone (cloneVgData) may share the old one.
  const n: [number, number] = d.calledThisTurn ? [d.calledThisTurn[0], d.calledThisTurn[1]] : [0, 0];
  n[p] += 1;
  d.calledThisTurn = n;
}

function findIn(pl: VgPlayer, place: Place, id: number | undefined): VgCard | undefined {
  if (place === 'mate') return pl.mate && (id === undefined || pl.mate.id === id) ? pl.mate : undefined;
  if (isCircle(place)) {
    const c = pl.field[place];
    return c && (id === undefined || c.id === id) ? c : undefined;
  }
  const list = pile(pl, place);
  const i = indexOfId(list, id);
  return i < 0 ? undefined : list[i];
}

/** Where object `id` is in a pile (-1: not there). A loop, not a callback: every move runs it (issue 15). */
function indexOfId(list: readonly VgCard[], id: number | undefined): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return i;
  return -1;
}

/**
 * A copy of a card object with the keys every card is made with, in their order (module.ts `init`),
 * less `deleted`, which a moved card loses (10.26.11); a literal, not a spread, so that every card
 * object keeps one shape (issue 15).
 */
function newCardObject(c: VgCard): VgCard {
  return { id: c.id, def: c.def, owner: c.owner, rested: c.rested, faceDown: c.faceDown };
}

/** Does a power change name object `id`? (At every move: a loop, not a callback.) */
function modNames(d: VgData, id: number): boolean {
  for (let i = 0; i < d.mods.length; i++) if (d.mods[i]!.id === id) return true;
  return false;
}

/** Applies one event to the data (the kernel logs it and runs nothing else). */
export function applyVgEvent(ctx: VgCtx, e: JsonObject): void {
  const d = ctx.data;
  const p = e.p as PlayerIndex;
  switch (e.t) {
    case 'move': {
      const pl = d.players[p];
      const from = e.from as Place;
      const to = e.to as Place;
      const taken = take(pl, from, from === 'deck' && e.id === undefined ? undefined : (e.id as number));
      if (!taken) throw new Error(`move: no card ${String(e.id)} in ${from}`);
      // A card off the circles may be shared with an AI's copy of the game (cloneVgData), so it moves
      // as a new object (which it is by the rules too, 4.1.4); a unit on a circle is this state's own.
      const c = isCircle(from) || from === 'mate' ? taken : newCardObject(taken);
      c.id = e.newId as number;
      c.faceDown = e.faceDown === true;
      // 10.26.11: a new object, face up unless told otherwise (deleting a key the card lacks is slow).
      if ('deleted' in c) delete c.deleted;
      // 10.35.4.1: a dominated unit leaving the circles goes to its owner's zone, a new object.
      if ('dominatedBy' in c && !isCircle(to)) delete c.dominatedBy;
      // 4.6.4.1, 4.6.6.1: a unit put on a circle stands, unless told otherwise; 4.6.5.1: a guardian rests.
      c.rested = e.rested === true;
      countCall(d, p, from, to, c.faceDown);
      if (isCircle(to)) pl.field[to] = c;
      else if (to === 'mate') pl.mate = c;
      else if (to === 'deck') {
        if (e.top === true) pl.deck.unshift(c);
        else pl.deck.push(c);
      } else pile(pl, to).push(c);
      // A card leaving the circles loses its changes; the list is rebuilt only when one names it
      // (most moves are draws and piles: issue 15).
      if (!isCircle(to) && modNames(d, c.id)) d.mods = d.mods.filter((m) => m.id !== c.id);
      return;
    }
    case 'shuffle':
      ctx.shuffle(d.players[p].deck);
      return;
    case 'orient': {
      const pl = d.players[p];
      const c = isCircle(e.circle as string)
        ? pl.field[e.circle as Circle]
        : pl.gc.find((g) => g.id === e.id);
      if (c) c.rested = e.rested === true;
      // 10.25.10: the Legion Leader and Legion Mate stand and rest together (10.25.5: both rest to attack).
      if (c && e.circle === 'VC' && pl.mate) pl.mate.rested = c.rested;
      return;
    }
    case 'exchange': {
      // 6.6.1.2.3: both cards of a rear-guard column change circles at once, orientation kept (4.6.6.2).
      const pl = d.players[p];
      const a = e.a as Circle;
      const b = e.b as Circle;
      const x = pl.field[a];
      pl.field[a] = pl.field[b];
      pl.field[b] = x;
      return;
    }
    case 'standUp': {
      const v = d.players[p].field.VC;
      if (v) v.faceDown = false;
      return;
    }
    case 'mod':
      d.mods.push({
        id: e.id as number,
        power: (e.power as number | undefined) ?? 0,
        critical: (e.critical as number | undefined) ?? 0,
        ...(typeof e.shield === 'number' ? { shield: e.shield } : {}),
        ...(typeof e.drive === 'number' ? { drive: e.drive } : {}),
        ...(e.noHit === true ? { noHit: true } : {}),
        ...(e.noRestraint === true ? { noRestraint: true } : {}),
        until: e.until as 'turn' | 'battle',
      });
      return;
    case 'expire':
      d.mods = d.mods.filter((m) => m.until !== e.until);
      if (e.until === 'turn') {
        d.used = [];
        d.battles = 0;
        delete d.calledThisTurn;
        // 10.35.1: the dominated state lasts until the end of the turn.
        for (const pl of d.players)
          for (const c of CIRCLES)
            if (pl.field[c]?.dominatedBy !== undefined) delete pl.field[c]!.dominatedBy;
        if (d.granted) delete d.granted;
        if (d.costless) delete d.costless;
        if (d.forbidden) delete d.forbidden;
        if (d.successful) delete d.successful;
        if (d.charging) delete d.charging;
      }
      return;
    case 'lock': {
      // 10.22.2: a locked card is turned face down and put to stand; 10.24.1, 10.24.3: an unlocked card
      // is face up again, in stand (not "standing from rest"). 10.22.2, 10.24.2: either way it is a
      // different card, a new object: the old one's effects end with it.
      const u = d.players[p].field[e.circle as Circle];
      if (u) {
        u.faceDown = e.locked === true;
        u.rested = false;
        d.mods = d.mods.filter((m) => m.id !== u.id);
        u.id = e.newId as number;
        // 10.35.2.4: a locked unit is no longer in the dominated state.
        if ('dominatedBy' in u) delete u.dominatedBy;
      }
      return;
    }
    case 'dominate': {
      // 10.35.1, 10.35.1.1: the effect's master becomes the master of the rear-guard on `circle` of
      // player `p`'s field (10.35.5: the circle stays p's), until the end of the turn.
      const u = d.players[p].field[e.circle as Circle];
      if (u) u.dominatedBy = e.by as PlayerIndex;
      return;
    }
    case 'delete': {
      // 10.26.2: turned face down, orientation kept, the same unit (same object, its effects kept);
      // 10.26.5: undeleted, it is turned face up.
      const u = d.players[p].field[e.circle as Circle];
      if (u) {
        u.faceDown = e.deleted === true;
        if (e.deleted === true) u.deleted = true;
        else delete u.deleted;
      }
      return;
    }
    case 'flip': {
      // 10.13, 10.16, 10.30: a damage card turned face down (counter blast) or face up (counter charge).
      const c = d.players[p].damage.find((x) => x.id === e.id);
      if (c) c.faceDown = e.faceDown === true;
      return;
    }
    case 'used':
      if (e.game === true) d.usedInGame = [...(d.usedInGame ?? []), e.key as string];
      else d.used.push(e.key as string);
      return;
    case 'legion':
      // 10.25.1: the vanguard `id` is now a Legion Leader (10.25.14: this turn; 11.10.2: for good).
      d.legioned = [...(d.legioned ?? []), { p, id: e.id as number, turn: d.turn }];
      return;
    case 'delay':
      d.delayed = [
        ...(d.delayed ?? []),
        {
          p,
          id: e.id as number,
          ...(e.retire === true ? { retire: true as const } : {}),
          ...(e.close === true ? { close: true as const } : {}),
          ...(e.leap ? { leap: e.leap as unknown as TimeLeapReturn } : {}),
        },
      ];
      return;
    case 'grant':
      d.granted = [
        ...(d.granted ?? []),
        { p, id: e.id as number, ability: e.ability as unknown as VgAutoAbility },
      ];
      return;
    case 'forcedAttack':
      if (e.done === true) delete d.forcedAttack;
      else d.forcedAttack = { attackerId: e.attackerId as number, target: e.target as Circle };
      return;
    case 'loseCost':
      d.costless = [...(d.costless ?? []), e.id as number];
      return;
    case 'extraTurn': {
      // 12.4.1: added right after the current turn; in a turn of the usual order, that order resumes
      // with the turn player's opponent once the added turns are over.
      const x = d.extraTurns;
      d.extraTurns = { stack: [...(x?.stack ?? []), p], resume: x ? x.resume : d.active === 0 ? 1 : 0 };
      return;
    }
    case 'nextTurn': {
      // 12.4.2: the extra turn added last is taken first; the usual order resumes after the last.
      const x = d.extraTurns;
      if (x && x.stack.length > 0) d.extraTurns = { stack: x.stack.slice(0, -1), resume: x.resume };
      else delete d.extraTurns;
      return;
    }
    case 'charging':
      // 11.29.1: the unit is charging until end of turn.
      d.charging = [...(d.charging ?? []), e.id as number];
      return;
    case 'successful':
      // 11.37.2: the unit is successful until end of turn.
      d.successful = [...(d.successful ?? []), e.id as number];
      return;
    case 'forbidAbilities':
      d.forbidden = [...(d.forbidden ?? []), e.id as number];
      return;
    case 'noStand':
      d.noStand = [...(d.noStand ?? []), { p, id: e.id as number }];
      return;
    case 'noStandDone': {
      // The master's stand phase has passed: its entries are spent.
      const left = (d.noStand ?? []).filter((x) => x.p !== p);
      if (left.length) d.noStand = left;
      else delete d.noStand;
      return;
    }
    case 'delayDone': {
      // The close step's delayed effects are done (`close`), or the end phase's, the rest.
      const left = (d.delayed ?? []).filter((x) => (x.close === true) !== (e.close === true));
      if (left.length) d.delayed = left;
      else delete d.delayed;
      return;
    }
    case 'reveal':
      return; // 10.9: shown to both players; nothing changes
    case 'first':
      d.first = p;
      d.active = p;
      return;
    case 'phase':
      d.phase = e.phase as VgData['phase'];
      d.step = (e.step as string | undefined) ?? '';
      if (typeof e.turn === 'number') d.turn = e.turn;
      if (e.active !== undefined) d.active = e.active as PlayerIndex;
      return;
    case 'step':
      d.step = e.step as string;
      return;
    case 'attack':
      d.battle = {
        attacker: e.attacker as Circle,
        attackerId: e.attackerId as number,
        target: e.target as Circle,
        targetId: e.targetId as number,
        booster: null,
        boosterId: null,
        hit: null,
        ...(e.side !== undefined ? { side: e.side as PlayerIndex } : {}),
      };
      d.battles++;
      return;
    case 'boost':
      if (d.battle) {
        d.battle.booster = e.booster as Circle;
        d.battle.boosterId = e.boosterId as number;
      }
      return;
    case 'hit':
      if (d.battle) d.battle.hit = e.hit === true;
      return;
    case 'battleEnd':
      d.battle = null;
      return;
    case 'vanguardDamage':
      d.vanguardDamage[p] += e.n as number;
      return;
    case 'mateStays': {
      // 10.25.2, 10.25.3: the Legion Leader left; the Legion Mate, out of legion, is the vanguard alone.
      const pl = d.players[p];
      if (!pl.field.VC && pl.mate) {
        pl.field.VC = pl.mate;
        delete pl.mate;
      }
      return;
    }
    default:
      return;
  }
}

/**
 * 10.25.2: a Legion Leader an effect moved off the vanguard circle (not a ride, which takes its Legion
 * Mate too) ends the legion; the Legion Mate stays on the circle, a vanguard (10.25.3), not a new object
 * as it never changed zones.
 */
export function leaderLeft(ctx: VgCtx, p: PlayerIndex): void {
  const pl = ctx.data.players[p];
  if (!pl.field.VC && pl.mate) ctx.emit({ t: 'mateStays', p });
}

/**
 * 8.5.3.1: another card takes the vanguard circle and the vanguard (with its Legion Mate) goes into the soul. A G unit there
 * is not put into the soul but back into the G zone face up (10.6.1.3 a ride, 10.32.4 a move, 4.6.9),
 * and the heart cards under it go to the soul (10.6.1.4). Returns the old vanguard's new object in
 * the soul, or null when none went there.
 */
export function vacateVanguard(ctx: VgCtx, cat: VgCatalog, p: PlayerIndex): number | null {
  const pl = ctx.data.players[p];
  const old = pl.field.VC;
  if (!old) return null;
  if (cat.get(old.def).type !== 'g_unit') {
    const ridden = moveCard(ctx, p, 'VC', 'soul', { id: old.id });
    // 10.6.1.2, 10.26.11: ridden over, the Legion Leader and its Legion Mate both go to the soul; a
    // unit moved onto (VC) overloads it and they go there too (9.3.1).
    if (pl.mate) moveCard(ctx, p, 'mate', 'soul', { id: pl.mate.id });
    return ridden;
  }
  moveCard(ctx, p, 'VC', 'gzone', { id: old.id });
  for (const h of pl.heart.slice()) moveCard(ctx, p, 'heart', 'soul', { id: h.id });
  return null;
}

/**
 * 10.6, 8.5.3.1: the vanguard leaves (vacateVanguard) and the card goes onto the vanguard circle,
 * standing. The move onto (VC) names the ridden card's new object in the soul (`ridden`), for the
 * abilities that trigger "when (a unit) rides this unit".
 */
export function rideFrom(
  ctx: VgCtx,
  cat: VgCatalog,
  p: PlayerIndex,
  from: 'hand' | 'soul' | 'deck' | 'drop',
  id: number,
): void {
  const ridden = vacateVanguard(ctx, cat, p);
  moveCard(ctx, p, from, 'VC', { id, ...(ridden !== null ? { ridden } : {}) });
}
