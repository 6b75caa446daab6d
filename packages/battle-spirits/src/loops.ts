// 12-1: infinite loops that players can end. The engine itself ends a loop nobody can end (a draw,
// 12-1-1-1, see onEndlessLoop). A loop a player can end shows as a position that comes back: the
// same free choice (main step action, flash timing) in an identical game state (all the same cards
// in the same areas, 12-1-1-2). Then the players who took part declare how many times they repeat
// it; the state after is the same whatever they declare, so what remains is the rule's last part:
// re-entering the loop is no longer an option (12-1-1-2, 12-1-1-3), unless forced.
import type { Answer, Decision, Frame, PlayerIndex } from '@arbiter/engine';
import type { CardObj, SagaData } from './state.ts';

/** One free choice of the current window: where it was made and the answers that followed. */
export interface LoopStep {
  fp: string;
  player: PlayerIndex;
  path: string[];
}

export interface LoopData {
  /** Turn, step and battle: a new window forgets the old one. */
  window: string;
  trail: LoopStep[];
  /** Answer paths that would re-enter a loop, per position and player. */
  bans: LoopStep[];
  /** The current free choice, its answers so far. */
  current: LoopStep | null;
  /** Positions whose loop was already declared. */
  declared: string[];
}

export const newLoopData = (): LoopData => ({ window: '', trail: [], bans: [], current: null, declared: [] });

export function cloneLoopData(l: LoopData): LoopData {
  return {
    window: l.window,
    trail: l.trail.map((s) => ({ fp: s.fp, player: s.player, path: s.path.slice() })),
    bans: l.bans.map((s) => ({ fp: s.fp, player: s.player, path: s.path.slice() })),
    current: l.current ? { fp: l.current.fp, player: l.current.player, path: l.current.path.slice() } : null,
    declared: l.declared.slice(),
  };
}

/** Two 32-bit running hashes of whole numbers (fast: no strings are built on this hot path). */
class Hasher {
  a = 0x811c9dc5;
  b = 0x9747b28c;
  int(x: number): void {
    this.a = Math.imul(this.a ^ (x | 0), 0x01000193);
    this.b = Math.imul(this.b ^ (x | 0), 0x5bd1e995) ^ (this.b >>> 15);
  }
  str(s: string): void {
    let c = codes.get(s);
    if (c === undefined) {
      c = 0;
      for (let i = 0; i < s.length; i++) c = Math.imul(c ^ s.charCodeAt(i), 0x01000193);
      codes.set(s, c);
    }
    this.int(c);
  }
  done(): string {
    return (this.a >>> 0).toString(36) + '.' + (this.b >>> 0).toString(36);
  }
}

/** Hash codes of strings seen (card ids, step names): few, and looked up often. */
const codes = new Map<string, number>();

function cards(h: Hasher, list: CardObj[]): void {
  h.int(list.length);
  for (const c of list) {
    h.str(c.def);
    h.int((c.exhausted ? 1 : 0) + (c.cores.soul ? 2 : 0) + c.cores.n * 4);
  }
}

/**
 * The position: every card's identity (not its object id, which changes as cards move), place,
 * orientation and cores, every core count, the changes in force, whose choice it is, and where.
 */
export function fingerprint(d: SagaData, kind: string, player: PlayerIndex, frames: Frame[]): string {
  const h = new Hasher();
  h.int(d.turn);
  h.str(d.step);
  h.int(d.active);
  h.str(kind);
  h.int(player);
  for (const f of frames) h.str(f.kind);
  const at = (id: number): number => {
    for (let p = 0; p < 2; p++) {
      const i = d.players[p]!.field.findIndex((c) => c.id === id);
      if (i !== -1) return p * 1000 + i;
    }
    return -1;
  };
  for (const pl of d.players) {
    for (const x of [pl.life, pl.reserve, pl.trash]) h.int(x.n * 2 + (x.soul ? 1 : 0));
    h.int(pl.voidUsed * 2 + (pl.soulInVoid ? 1 : 0));
    // The deck by its size and object ids (a card that left the deck and came back is new to it):
    // cheap, and a loop through the deck still shows up as soon as the deck stops changing.
    let ids = 0;
    for (const c of pl.deck) ids = (ids + c.id * 2654435761) | 0;
    h.int(pl.deck.length);
    h.int(ids);
    cards(h, pl.hand);
    cards(h, pl.trashCards);
    cards(h, pl.field);
    h.str(pl.burst ? pl.burst.def : '');
  }
  const b = d.battle;
  if (b) {
    h.int(at(b.attacker));
    h.int(at(b.blocker));
    h.int(b.link === -1 ? -1 : at(b.link));
  }
  for (const m of d.mods) {
    h.int(at(m.target));
    h.str(m.kind ?? 'plus');
    h.int(m.amount);
    h.str(m.until);
  }
  for (const g of d.grants) {
    h.int(at(g.target));
    h.str(JSON.stringify(g.spec));
    h.str(g.until);
  }
  for (const x of d.bans) {
    h.int(at(x.target));
    h.str(x.action);
    h.str(x.until);
  }
  for (const t of d.temps) {
    h.int(at(t.target));
    h.str(JSON.stringify(t.x));
    h.str(t.until);
  }
  for (const r of d.raids) h.int(at(r));
  for (const u of d.used) h.str(u);
  return h.done();
}

/**
 * At a free choice: closes the previous one, then looks for the same position earlier in the window.
 * Returns the players of the loop found (turn player first), or null.
 */
export function reachFreeChoice(
  d: SagaData,
  kind: string,
  player: PlayerIndex,
  frames: Frame[],
): PlayerIndex[] | null {
  const l = d.loop;
  const window = `${d.turn}:${d.step}:${d.battle ? d.battle.attacker : -1}`;
  if (l.window !== window) {
    l.window = window;
    l.trail = [];
    l.bans = [];
    l.current = null;
    l.declared = [];
  }
  const fp = fingerprint(d, kind, player, frames);
  // Asked again at the same point without an answer (after a declaration): nothing new.
  if (l.current && l.current.fp === fp && l.current.path.length === 0) return null;
  if (l.current) l.trail.push(l.current);
  l.current = { fp, player, path: [] };
  const first = l.trail.findIndex((s) => s.fp === fp);
  if (first === -1 || l.declared.includes(fp)) return null;
  l.declared.push(fp);
  const loop = l.trail.slice(first);
  // 12-1-1-3: with both players in the loop, each one's first choice in it is theirs to give up.
  const players: PlayerIndex[] = [];
  for (const s of loop) {
    if (players.includes(s.player)) continue;
    players.push(s.player);
    l.bans.push({ fp: s.fp, player: s.player, path: s.path.slice() });
  }
  return players.sort((a, b) => (a === d.active ? -1 : b === d.active ? 1 : 0));
}

const answerKey = (a: Answer): string => JSON.stringify(a);

/** Follows the answers of the current free choice's player. */
export function noteAnswer(d: SagaData, decision: Decision, answer: Answer): void {
  const cur = d.loop.current;
  if (cur && decision.player === cur.player) cur.path.push(answerKey(answer));
}

/** A message when this answer would complete a path that re-enters a declared loop. */
export function loopBanned(d: SagaData, decision: Decision, answer: Answer): string | null {
  const l = d.loop;
  const cur = l.current;
  if (!cur || decision.player !== cur.player || l.bans.length === 0) return null;
  // Unless it is forced (12-1-1-2): a choice with a single option stays open.
  if (decision.type === 'select' && decision.options.length === 1) return null;
  const key = answerKey(answer);
  for (const b of l.bans) {
    if (b.fp !== cur.fp || b.player !== cur.player || b.path.length !== cur.path.length + 1) continue;
    if (b.path[cur.path.length] !== key) continue;
    if (cur.path.every((x, i) => b.path[i] === x))
      return 'That would repeat an infinite loop once more: re-entering it is no longer an option (12-1-1-2, 12-1-1-3).';
  }
  return null;
}
