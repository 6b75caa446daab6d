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
  /** The answers themselves (kept as given: keys are only worked out once a loop is found). */
  path: Answer[];
  /** The same answers in words (option labels), to tell the players which actions repeat. */
  said: string[];
}

/** Answers that would re-enter a loop, as keys. */
export interface LoopBan {
  fp: string;
  player: PlayerIndex;
  path: string[];
}

export interface LoopData {
  /** Turn, step and battle (as one number): a new window forgets the old one. */
  window: number;
  trail: LoopStep[];
  /** Answer paths that would re-enter a loop, per position and player. */
  bans: LoopBan[];
  /** The current free choice, its answers so far. */
  current: LoopStep | null;
  /** Positions whose loop was already declared. */
  declared: string[];
}

export const newLoopData = (): LoopData => ({ window: -1, trail: [], bans: [], current: null, declared: [] });

const STEPS = ['setup', 'start', 'core', 'draw', 'refresh', 'main', 'attack', 'end'];

export function cloneLoopData(l: LoopData): LoopData {
  return {
    window: l.window,
    trail: l.trail.map((s) => ({ fp: s.fp, player: s.player, path: s.path.slice(), said: s.said.slice() })),
    bans: l.bans.map((s) => ({ fp: s.fp, player: s.player, path: s.path.slice() })),
    current: l.current
      ? {
          fp: l.current.fp,
          player: l.current.player,
          path: l.current.path.slice(),
          said: l.current.said.slice(),
        }
      : null,
    declared: l.declared.slice(),
  };
}

// Two 32-bit running hashes of whole numbers, kept at module level: this runs at every free
// choice, so it builds no strings and allocates nothing (a fingerprint is never computed re-entrantly).
let A = 0;
let B = 0;

function int(x: number): void {
  A = Math.imul(A ^ (x | 0), 0x01000193);
  B = Math.imul(B ^ (x | 0), 0x5bd1e995) ^ (B >>> 15);
}

/** Hash codes of strings seen (card ids, step names): few, and looked up often. */
const codes = new Map<string, number>();

function str(s: string): void {
  let c = codes.get(s);
  if (c === undefined) {
    c = 0;
    for (let i = 0; i < s.length; i++) c = Math.imul(c ^ s.charCodeAt(i), 0x01000193);
    codes.set(s, c);
  }
  int(c);
}

function cards(list: CardObj[]): void {
  int(list.length);
  for (const c of list) {
    str(c.def);
    int((c.exhausted ? 1 : 0) + (c.cores.soul ? 2 : 0) + c.cores.n * 4);
  }
}

function coresOf(x: { n: number; soul: boolean }): void {
  int(x.n * 2 + (x.soul ? 1 : 0));
}

/** A field card by its place (player and index), which survives nothing but is stable in a position. */
function at(d: SagaData, id: number): number {
  for (let p = 0; p < 2; p++) {
    const field = d.players[p]!.field;
    for (let i = 0; i < field.length; i++) if (field[i]!.id === id) return p * 1000 + i;
  }
  return -1;
}

/**
 * The position: every card's identity (not its object id, which changes as cards move), place,
 * orientation and cores, every core count, the changes in force, whose choice it is, and where.
 */
export function fingerprint(d: SagaData, kind: string, player: PlayerIndex, frames: Frame[]): string {
  A = 0x811c9dc5 | 0;
  B = 0x9747b28c | 0;
  int(d.turn);
  str(d.step);
  int(d.active);
  str(kind);
  int(player);
  // The procedures running: their number and the innermost one (the decision's kind says the rest).
  int(frames.length);
  str(frames[frames.length - 1]?.kind ?? '');
  for (const pl of d.players) {
    coresOf(pl.life);
    coresOf(pl.reserve);
    coresOf(pl.trash);
    int(pl.voidUsed * 2 + (pl.soulInVoid ? 1 : 0));
    // The deck by its size and object ids (a card that left the deck and came back is new to it):
    // cheap, and a loop through the deck still shows up as soon as the deck stops changing.
    let ids = 0;
    for (const c of pl.deck) ids = (ids + Math.imul(c.id, 0x9e3779b1)) | 0;
    int(pl.deck.length);
    int(ids);
    cards(pl.hand);
    cards(pl.trashCards);
    cards(pl.field);
    // A set burst by its object id, which lasts as long as it is set: the card is face down (3-8-2),
    // and whether a position repeats must not depend on what it is.
    int(pl.burst ? pl.burst.id : 0);
  }
  const b = d.battle;
  if (b) {
    int(at(d, b.attacker));
    int(at(d, b.blocker));
    int(b.link === -1 ? -1 : at(d, b.link));
  }
  for (const m of d.mods) {
    int(at(d, m.target));
    str(m.kind ?? 'plus');
    int(m.amount);
    str(m.until);
  }
  for (const g of d.grants) {
    int(at(d, g.target));
    str(JSON.stringify(g.spec));
    str(g.until);
  }
  for (const x of d.bans) {
    int(at(d, x.target));
    str(x.action);
    str(x.until);
  }
  for (const t of d.temps) {
    int(at(d, t.target));
    str(JSON.stringify(t.x));
    str(t.until);
  }
  for (const r of d.raids) int(at(d, r));
  for (const u of d.used) str(u);
  return `${A >>> 0}.${B >>> 0}`;
}

/** A loop found: who declares (turn player first), and what each did in it, in words. */
export interface LoopFound {
  players: PlayerIndex[];
  actions: { player: PlayerIndex; said: string[] }[];
}

/**
 * At a free choice: closes the previous one, then looks for the same position earlier in the window.
 * Returns the loop found, or null.
 */
export function reachFreeChoice(
  d: SagaData,
  kind: string,
  player: PlayerIndex,
  frames: Frame[],
): LoopFound | null {
  const l = d.loop;
  // Turn, step and attacker in one number: no string built at every free choice.
  const window = (d.turn * 8 + STEPS.indexOf(d.step)) * 100_000 + (d.battle ? d.battle.attacker + 1 : 0);
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
  l.current = { fp, player, path: [], said: [] };
  let first = -1;
  for (let i = 0; i < l.trail.length; i++) {
    if (l.trail[i]!.fp === fp) {
      first = i;
      break;
    }
  }
  if (first === -1 || l.declared.includes(fp)) return null;
  l.declared.push(fp);
  const loop = l.trail.slice(first);
  // 12-1-1-3: with both players in the loop, each one's first choice in it is theirs to give up.
  const players: PlayerIndex[] = [];
  for (const s of loop) {
    if (players.includes(s.player)) continue;
    players.push(s.player);
    l.bans.push({ fp: s.fp, player: s.player, path: s.path.map(answerKey) });
  }
  return {
    players: players.sort((a, b) => (a === d.active ? -1 : b === d.active ? 1 : 0)),
    actions: loop.map((s) => ({ player: s.player, said: s.said })),
  };
}

/**
 * The player took back the action chosen at the current free choice (Decision.back): the choice is
 * asked again in the same position, which is no loop, so its answers so far are forgotten.
 */
export function forgetCurrentAnswers(d: SagaData): void {
  const cur = d.loop.current;
  if (!cur) return;
  cur.path = [];
  cur.said = [];
}

/** A short key of an answer (selections are by far the most common). */
function answerKey(a: Answer): string {
  if ('choose' in a) return `c${a.choose.join('|')}`;
  if ('number' in a) return `n${a.number}`;
  if ('order' in a) return `o${a.order.join('|')}`;
  return JSON.stringify(a);
}

/** Follows the answers of the current free choice's player. */
export function noteAnswer(d: SagaData, decision: Decision, answer: Answer): void {
  const cur = d.loop.current;
  if (!cur || decision.player !== cur.player) return;
  cur.path.push(answer);
  if ('choose' in answer) {
    const labels = answer.choose.map((id) => decision.options.find((o) => o.id === id)?.label ?? id);
    cur.said.push(labels.length === 1 ? labels[0]! : labels.join(' and '));
  } else if ('number' in answer) cur.said.push(`${decision.prompt} ${answer.number}`);
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
    if (cur.path.every((x, i) => b.path[i] === answerKey(x)))
      return 'That would repeat an infinite loop once more: re-entering it is no longer an option (12-1-1-2, 12-1-1-3).';
  }
  return null;
}
