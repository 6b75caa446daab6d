// Infinite loops that players can end, the game-agnostic part (Saga 12-1, DBSCG 11-1). A loop that
// no player can end is the kernel's business (GameModule.onEndlessLoop: procedures that never need
// a decision). A loop a player can end shows as a position that comes back: the same free choice in
// an identical game state ("all cards are in the same areas"). The game fingerprints its state at
// each free choice with the hash below; this module keeps the positions met in the current window
// (a turn's step, say), finds the first one met again, and tells the game who took part and what
// they did. The players then declare how many times they repeat the loop; the state afterwards is
// the same whatever they declare, so what remains is the rule's last part: re-entering the loop is
// no longer an option (bans on the answers that repeat it), unless it is forced.
import type { Answer, Ctx, Decision, PlayerIndex, TypedProcedure } from '@arbiter/engine';

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
  /**
   * The ban waits until the free choice at this position has been reached (the loop is carried out
   * up to where another player ends it, DBSCG 11-1-2-2); absent: in force at once.
   */
  after?: string;
}

export interface LoopData {
  /** The game's window (one number, e.g. turn and step): a new window forgets the old one. */
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

export function cloneLoopData(l: LoopData): LoopData {
  return {
    window: l.window,
    trail: l.trail.map((s) => ({ fp: s.fp, player: s.player, path: s.path.slice(), said: s.said.slice() })),
    bans: l.bans.map((s) => {
      const b: LoopBan = { fp: s.fp, player: s.player, path: s.path.slice() };
      if (s.after !== undefined) b.after = s.after;
      return b;
    }),
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

// ---- the position hash ----
// Two 32-bit running hashes of whole numbers, kept at module level: a game fingerprints its state
// at every free choice, so this builds no strings and allocates nothing. A fingerprint is never
// computed re-entrantly: hashStart, then hashInt and hashStr, then hashEnd.
let A = 0;
let B = 0;

export function hashStart(): void {
  A = 0x811c9dc5 | 0;
  B = 0x9747b28c | 0;
}

export function hashInt(x: number): void {
  A = Math.imul(A ^ (x | 0), 0x01000193);
  B = Math.imul(B ^ (x | 0), 0x5bd1e995) ^ (B >>> 15);
}

/** Hash codes of strings seen (card ids, step names): few, and looked up often. */
const codes = new Map<string, number>();

export function hashStr(s: string): void {
  let c = codes.get(s);
  if (c === undefined) {
    c = 0;
    for (let i = 0; i < s.length; i++) c = Math.imul(c ^ s.charCodeAt(i), 0x01000193);
    codes.set(s, c);
  }
  hashInt(c);
}

/** The fingerprint of what was hashed since hashStart. */
export function hashEnd(): string {
  return `${A >>> 0}.${B >>> 0}`;
}

// ---- spotting a loop ----

/** A loop found: who declares (turn player first), what each did in it, and where each began. */
export interface LoopFound {
  players: PlayerIndex[];
  actions: { player: PlayerIndex; said: string[] }[];
  /**
   * Each player's first free choice in the loop, counted from the position met again, as the ban
   * that keeps them from making it the same way again (in the loop's order).
   */
  entries: LoopBan[];
}

/**
 * At a free choice of `player` at position `fp` (the game's fingerprint) in `window`: closes the
 * previous free choice, then looks for the same position earlier in the window. Returns the loop
 * found, or null. A position whose loop was declared is not reported again.
 */
export function reachFreeChoice(
  l: LoopData,
  window: number,
  fp: string,
  player: PlayerIndex,
  active: PlayerIndex,
): LoopFound | null {
  if (l.window !== window) {
    l.window = window;
    l.trail = [];
    l.bans = [];
    l.current = null;
    l.declared = [];
  }
  for (const b of l.bans) if (b.after === fp) delete b.after;
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
  const players: PlayerIndex[] = [];
  const entries: LoopBan[] = [];
  for (const s of loop) {
    if (players.includes(s.player)) continue;
    players.push(s.player);
    entries.push({ fp: s.fp, player: s.player, path: s.path.map(answerKey) });
  }
  return {
    players: players.sort((a, b) => (a === active ? -1 : b === active ? 1 : 0)),
    actions: loop.map((s) => ({ player: s.player, said: s.said })),
    entries,
  };
}

/** Bans re-entering a loop the way these entries did (see LoopFound.entries). */
export function banLoopEntries(l: LoopData, entries: readonly LoopBan[]): void {
  for (const e of entries) l.bans.push(e);
}

/** What each player did in a loop, in words, one line each: "name: action > action". */
export function loopActionLines(found: LoopFound, name: (p: PlayerIndex) => string): string[] {
  return found.actions.map((a) => `${name(a.player)}: ${a.said.join(' > ')}`);
}

/**
 * The player took back the action chosen at the current free choice (Decision.back): the choice is
 * asked again in the same position, which is no loop, so its answers so far are forgotten.
 */
export function forgetCurrentAnswers(l: LoopData): void {
  const cur = l.current;
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
export function noteAnswer(l: LoopData, decision: Decision, answer: Answer): void {
  const cur = l.current;
  if (!cur || decision.player !== cur.player) return;
  cur.path.push(answer);
  if ('choose' in answer) {
    const labels = answer.choose.map((id) => decision.options.find((o) => o.id === id)?.label ?? id);
    cur.said.push(labels.length === 1 ? labels[0]! : labels.join(' and '));
  } else if ('number' in answer) cur.said.push(`${decision.prompt} ${answer.number}`);
}

/**
 * True when this answer would complete a path that re-enters a declared loop (a ban in force). A
 * choice with a single option stays open: re-entering is refused "unless forced".
 */
export function loopBanned(l: LoopData, decision: Decision, answer: Answer): boolean {
  const cur = l.current;
  if (!cur || decision.player !== cur.player || l.bans.length === 0) return false;
  if (decision.type === 'select' && decision.options.length === 1) return false;
  const key = answerKey(answer);
  for (const b of l.bans) {
    if (b.after !== undefined) continue;
    if (b.fp !== cur.fp || b.player !== cur.player || b.path.length !== cur.path.length + 1) continue;
    if (b.path[cur.path.length] !== key) continue;
    if (cur.path.every((x, i) => b.path[i] === answerKey(x))) return true;
  }
  return false;
}

// ---- the declarations ----

/** The locals of a loop's declarations: the players, in the order they declare, and the actions. */
export interface LoopDeclareLocals {
  players: PlayerIndex[];
  actions: string[];
}

export interface LoopDeclareRules<D extends object, L extends LoopDeclareLocals> {
  /** The decision's kind. */
  kind: string;
  prompt(actions: readonly string[]): string;
  /** The least and most a player may declare (any number ends the same way). */
  min: number;
  max: number;
  /** A player has declared `n` (the game logs it, and may keep it in its locals). */
  declared(ctx: Ctx<D>, locals: L, player: PlayerIndex, n: number): void;
  /** Every player has declared. */
  done?(ctx: Ctx<D>, locals: L): void;
}

/** The procedure where each player in a loop declares how many times they repeat it, in order. */
export function loopDeclareProcedure<D extends object, L extends LoopDeclareLocals>(
  rules: LoopDeclareRules<D, L>,
): TypedProcedure<D, L> {
  return (ctx, f) => {
    const players = f.locals.players;
    if (f.step > 0) {
      const a = ctx.takeAnswer();
      rules.declared(ctx, f.locals, players[f.step - 1]!, a && 'number' in a ? a.number : rules.min);
    }
    if (f.step >= players.length) {
      rules.done?.(ctx, f.locals);
      ctx.pop();
      return;
    }
    const actions = f.locals.actions;
    f.step++;
    ctx.ask({
      player: players[f.step - 1]!,
      kind: rules.kind,
      type: 'number',
      prompt: rules.prompt(actions),
      options: [],
      min: rules.min,
      max: rules.max,
      data: { actions },
    });
  };
}
