// 11-1: infinite loops, DBSCG's part; the machinery is @arbiter/cardgame's (loops.ts there). A loop
// that needs no decision at all is ended by the kernel (onEndlessLoop: a draw, 11-1-2). A loop that
// goes through decisions shows as a position that comes back: the same free choice (a free timing,
// 4-6, or a counter timing, 4-7) in the exact same state (all cards in the same areas, 11-1-2-1).
// Who could stop it (11-1-2) are the players who had a real alternative at some decision in it:
// their free choices, a "you may" or "up to" inside an effect; a counter timing where the player
// holds no [Counter] they can activate offers only "pass" and stops nothing (whether they could is
// known to both through the declarations, as the rules have it). Nobody: a draw (11-1-2). One
// player: they declare how many times they carry out the loop action (11-1-2-1). Both: the turn
// player declares, then the other player (11-1-2-2, 1-3-4). A number named is a whole number of at
// least 1 (1-3-5). As the state after each loop action is the same, the engine does not replay it:
// what the declarations decide is where the loop ends. The player who declared fewer (or alone)
// must stop it at their first choice in it; the one who declared more carries it out up to there
// and cannot restart it afterwards. On a tie the player whose choice comes first in the loop stops it.
import {
  banLoopEntries,
  forgetLoopTrail,
  hashEnd,
  hashInt as int,
  hashStart,
  hashStr as str,
  loopActionLines,
  loopDeclareProcedure,
  reachFreeChoice,
  type LoopBan,
  type LoopDeclareLocals,
} from '@arbiter/cardgame';
import type { Ctx, Frame, PendingTrigger, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { emit } from './events.ts';
import { K } from './procs.ts';
import type { DbsCard, DbsData, Phase, Timed } from './state.ts';

type C = Ctx<DbsData>;

export type LoopDeclare = LoopDeclareLocals & {
  /** Each player's first choice in the loop where they could have stopped it, in the loop's order. */
  entries: LoopBan[];
  /** The numbers declared so far, in the order of `players`. */
  counts: number[];
};

/** The most a player may declare: any number ends the loop the same way. */
const LOOP_DECLARE_MAX = 99;

const PHASES: readonly Phase[] = ['setup', 'charge', 'main', 'mainEnd', 'end'];
const BATTLE_STEPS = ['attack', 'offense', 'defense', 'damage', 'end'];

/** A card in play by its place (player, area, index): stable within a position, unlike object ids. */
function place(d: DbsData, id: number): number {
  for (let p = 0; p < 2; p++) {
    const pl = d.players[p]!;
    if (pl.leader.id === id) return p * 10_000;
    for (let i = 0; i < pl.battle.length; i++) if (pl.battle[i]!.id === id) return p * 10_000 + 1000 + i;
    for (let i = 0; i < pl.combo.length; i++) if (pl.combo[i]!.id === id) return p * 10_000 + 2000 + i;
  }
  return -1;
}

function card(c: DbsCard): void {
  str(c.def);
  int(
    (c.rest ? 1 : 0) + (c.flipped ? 2 : 0) + (c.overRealm ? 4 : 0) + (c.evolved ? 8 : 0) + (c.token ? 16 : 0),
  );
  int(c.under.length);
  for (const u of c.under) str(u.def);
}

function cards(list: readonly DbsCard[]): void {
  int(list.length);
  for (const c of list) card(c);
}

/**
 * A face-down area (deck, life) by its size and object ids: whether a position repeats must not
 * depend on what the cards are, and a card that left and came back is new to it.
 */
function faceDown(list: readonly DbsCard[]): void {
  let ids = 0;
  for (const c of list) ids = (ids + Math.imul(c.id, 0x9e3779b1)) | 0;
  int(list.length);
  int(ids);
}

/** Keys "<object id>:<skill>" of cards in play by their places; cards that left play are forgotten. */
/** A timed effect's end moment; a `turnStart` one names whose turn (existing keys are unchanged). */
function timedKey(m: Timed): string {
  return m.endsFor === undefined ? m.until : `${m.until}:${m.endsFor}`;
}

function keys(d: DbsData, list: readonly string[]): void {
  for (const k of list) {
    const at = place(d, Number(k.slice(0, k.indexOf(':'))));
    if (at === -1) continue;
    int(at);
    str(k.slice(k.indexOf(':')));
  }
}

/**
 * Where the game is in its procedures: each one running and its step, with the words and flags
 * of its locals (a card's definition, how it is played) but not their numbers, which are mostly
 * object ids; and the [Auto] skills pending, by their card's place.
 */
function procedures(d: DbsData, frames: readonly Frame[], pending: readonly PendingTrigger[]): void {
  int(frames.length);
  for (const f of frames) {
    str(f.kind);
    int(f.step);
    const locals = f.locals;
    for (const k in locals) {
      const v = locals[k];
      if (typeof v === 'string') str(v);
      else if (typeof v === 'boolean') int(v ? 1 : 0);
    }
  }
  int(pending.length);
  for (const t of pending) {
    int(t.controller);
    int(place(d, t.source));
    int(t.ability);
  }
}

/**
 * The position (11-1-2-1: "all cards are in the same areas"): every card's identity (not its object
 * id, which changes as cards move), area, order and position, the battle, the effects in force, the
 * counter timing in progress, the procedures under way, whose choice it is, and where.
 */
export function fingerprint(
  d: DbsData,
  kind: string,
  player: PlayerIndex,
  state: { frames: readonly Frame[]; triggers: readonly PendingTrigger[] },
): string {
  hashStart();
  int(d.turn);
  str(d.phase);
  int(d.active);
  str(kind);
  int(player);
  procedures(d, state.frames, state.triggers);
  for (const pl of d.players) {
    card(pl.leader);
    faceDown(pl.deck);
    faceDown(pl.life);
    cards(pl.hand);
    cards(pl.drop);
    cards(pl.warp);
    cards(pl.battle);
    cards(pl.combo);
    cards(pl.energy);
    cards(pl.removed);
  }
  const b = d.battle;
  if (b) {
    int(place(d, b.attacker));
    int(place(d, b.guard));
    int(place(d, b.original));
    int((b.negated ? 1 : 0) + (b.blocked ? 2 : 0));
    str(b.step);
    for (const side of b.combos) for (const id of side) int(place(d, id));
    for (const r of b.revenge ?? []) str(r.card);
  }
  for (const m of d.power) {
    int(place(d, m.target));
    int(m.amount);
    str(timedKey(m));
    int((m.combo ? 1 : 0) + (m.by ?? -1) * 2);
    int(m.endsAfter ?? -1);
  }
  for (const g of d.grants) {
    int(place(d, g.target));
    str(JSON.stringify(g.spec));
    str(timedKey(g));
    int(g.endsAfter ?? -1);
  }
  for (const x of d.bans) {
    int(x.target < 0 ? x.target : place(d, x.target));
    str(x.what);
    str(timedKey(x));
    int(x.endsAfter ?? -1);
  }
  keys(d, d.used);
  keys(d, d.endTriggered);
  keys(d, d.situations);
  for (const id of d.dualAttacks) int(place(d, id));
  int(d.overRealms[0] * 1000 + d.overRealms[1]);
  int(d.inCounter ? 1 : 0);
  if (d.declared) {
    str(d.declared.card);
    int(d.declared.p + (d.declared.rest ? 2 : 0) + (d.declared.negated ? 4 : 0));
  }
  for (const c of d.counters) {
    str(c.card);
    int(c.p + c.skill * 2 + (c.negated ? 1000 : 0));
  }
  int(d.counterAt);
  int(d.replacing.length);
  // Extra turns waiting: nothing is hashed when there is none, as before they existed.
  for (const p of d.extraTurns ?? []) int(10 + p);
  // Effects left for the end of the turn: nothing is hashed when there is none.
  for (const x of d.delayed ?? []) {
    str(x.card);
    int(place(d, x.source));
    int(x.p + (x.flipped ? 2 : 0) + x.skill * 4 + x.part * 1000);
  }
  return hashEnd();
}

/** Turn, phase, attack and battle step as one number: a loop never spans two of them. */
function windowOf(d: DbsData): number {
  const b = d.battle;
  const step = b ? BATTLE_STEPS.indexOf(b.step) + 1 : 0;
  return ((d.turn * 8 + PHASES.indexOf(d.phase)) * 8 + step) * 1_000_000 + (b ? b.attacker + 1 : 0);
}

/**
 * At a free choice of `player` (decision kind `kind`): when the game is back at a position met
 * earlier in the window, the loop is dealt with (a draw, or the declarations) and true is returned:
 * the caller asks its choice again afterwards.
 */
export function loopAtFreeChoice(ctx: C, kind: string, player: PlayerIndex): boolean {
  const d = ctx.data;
  const fp = fingerprint(d, kind, player, ctx.state);
  const found = reachFreeChoice(d.loop, windowOf(d), fp, player, d.active, 'every');
  if (!found) return false;
  if (found.players.length === 0) {
    // 11-1-2: no player had a choice that could stop it.
    ctx.end({ winner: null, reason: 'An infinite loop that neither player can stop (11-1-2)' });
    return true;
  }
  K.push(ctx, 'loopDeclare', {
    players: found.players,
    actions: loopActionLines(found, (p) => d.players[p].name),
    entries: found.entries,
    counts: [],
  });
  return true;
}

/** 11-1-2-1, 11-1-2-2: the declarations, then where the loop ends. */
export function loopDeclareDbs(): TypedProcedure<DbsData, LoopDeclare> {
  return loopDeclareProcedure<DbsData, LoopDeclare>({
    kind: 'loopCount',
    prompt: (actions) =>
      `The game is back where it was: these actions can repeat without end, an infinite loop (11-1-1): ${actions.join('; ')}. Declare how many times you carry out this loop action, at least 1 (1-3-5; the one just done counts). It ends at the choice of the player who declared fewer and cannot be restarted (11-1-2-1, 11-1-2-2).`,
    min: 1,
    max: LOOP_DECLARE_MAX,
    declared(ctx, L, p, n) {
      L.counts.push(n);
      emit(ctx, { t: 'loop', p, n });
    },
    done(ctx, L) {
      const l = ctx.data.loop;
      // Another loop through the same positions (other actions) is found and declared in its turn.
      forgetLoopTrail(l);
      const entry = (p: PlayerIndex): LoopBan => L.entries.find((e) => e.player === p)!;
      if (L.players.length === 1) {
        banLoopEntries(l, [{ ...entry(L.players[0]!) }]);
        return;
      }
      // 11-1-2-2: the fewer number ends it; on a tie, the first of the two to choose in the loop.
      const order = L.entries.map((e) => e.player);
      const [a, b] = L.players as [PlayerIndex, PlayerIndex];
      const [na, nb] = L.counts as [number, number];
      const fewer = na < nb || (na === nb && order.indexOf(a) < order.indexOf(b)) ? a : b;
      const stops = entry(fewer);
      const more = entry(fewer === a ? b : a);
      // The player who declared more carries the loop action out up to where the other one stops
      // it, and only then may not restart it.
      const goesOn = order.indexOf(more.player) < order.indexOf(stops.player);
      banLoopEntries(l, [{ ...stops }, goesOn ? { ...more, after: stops.fp } : { ...more }]);
    },
  });
}
