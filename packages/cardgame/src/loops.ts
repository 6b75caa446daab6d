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

/**
 * How a game follows the answers in a loop. `owner` (Saga): the answers of the free choice's player
 * only; everyone who made a free choice in the loop took part. `every` (DBSCG): every answer, by
 * whoever gives it (a choice inside an effect, say), and only a player who had a real alternative
 * somewhere in the loop could have stopped it. Its answers are kept by the places of the options
 * chosen in their lists rather than by option ids: an id may name a card object, which is new each
 * time the loop moves the card, while the lists of a position met again are the same.
 */
export type LoopMode = 'owner' | 'every';

/** One free choice of the current window: where it was made and the answers that followed. */
export interface LoopStep {
  fp: string;
  player: PlayerIndex;
  /**
   * The answers themselves (kept as given, mode `every` by option places: keys are only worked out
   * once a loop is found).
   */
  path: Answer[];
  /** The free choice's player's answers in words (option labels), to tell which actions repeat. */
  said: string[];
  /** Mode `every`: who gave each answer of `path`. */
  by?: PlayerIndex[];
  /** Mode `every`: the indexes in `path` of the answers given with a real alternative. */
  opens?: number[];
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
    trail: l.trail.map(cloneStep),
    bans: l.bans.map((s) => {
      const b: LoopBan = { fp: s.fp, player: s.player, path: s.path.slice() };
      if (s.after !== undefined) b.after = s.after;
      return b;
    }),
    current: l.current ? cloneStep(l.current) : null,
    declared: l.declared.slice(),
  };
}

function cloneStep(s: LoopStep): LoopStep {
  const out: LoopStep = { fp: s.fp, player: s.player, path: s.path.slice(), said: s.said.slice() };
  if (s.by) out.by = s.by.slice();
  if (s.opens) out.opens = s.opens.slice();
  return out;
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
  /** The players who take part (mode `every`: who could have stopped it; maybe nobody). */
  players: PlayerIndex[];
  actions: { player: PlayerIndex; said: string[] }[];
  /**
   * Each player's first choice in the loop (mode `every`: the first where they had a real
   * alternative), counted from the position met again, as the ban that keeps them from making it
   * the same way again; in the loop's order.
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
  mode: LoopMode = 'owner',
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
  l.current =
    mode === 'every'
      ? { fp, player, path: [], said: [], by: [], opens: [] }
      : { fp, player, path: [], said: [] };
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
  const enter = (s: LoopStep, q: PlayerIndex, upTo: number): void => {
    if (players.includes(q)) return;
    players.push(q);
    entries.push({ fp: s.fp, player: q, path: stepKeys(s, upTo) });
  };
  for (const s of loop) {
    if (mode === 'owner') {
      enter(s, s.player, s.path.length);
      continue;
    }
    // Each player's answers in the step, up to the last one they had a choice at.
    const last = new Map<PlayerIndex, number>();
    for (const i of s.opens ?? []) last.set(s.by![i]!, i);
    for (const [q, i] of [...last].sort((x, y) => x[1] - y[1])) enter(s, q, i + 1);
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

/**
 * After a loop's declarations: its positions are forgotten, so that another loop through them (by
 * other actions) is found in its turn; the bans stay. The free choice is asked again afresh (the
 * declarations are no answers of it).
 */
export function forgetLoopTrail(l: LoopData): void {
  l.trail = [];
  l.declared = [];
  forgetCurrentAnswers(l);
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
  if (cur.by) cur.by = [];
  if (cur.opens) cur.opens = [];
}

/** A short key of an answer (selections are by far the most common); mode `every`: with its player. */
function answerKey(a: Answer, by?: PlayerIndex): string {
  const who = by === undefined ? '' : `${by}`;
  if ('choose' in a) return `${who}c${a.choose.join('|')}`;
  if ('number' in a) return `${who}n${a.number}`;
  if ('order' in a) return `${who}o${a.order.join('|')}`;
  return who + JSON.stringify(a);
}

/** The keys of a step's first `n` answers. */
function stepKeys(s: LoopStep, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(answerKey(s.path[i]!, s.by?.[i]));
  return out;
}

/**
 * Follows the answers given since the current free choice: its player's only, or (mode `every`,
 * when the step was started so) everyone's, noting which had a real alternative.
 */
export function noteAnswer(l: LoopData, decision: Decision, answer: Answer): void {
  const cur = l.current;
  if (!cur) return;
  const mine = decision.player === cur.player;
  if (cur.by) {
    if (hasAlternative(decision)) cur.opens!.push(cur.path.length);
    cur.by.push(decision.player);
  } else if (!mine) return;
  cur.path.push(cur.by ? byPlace(decision, answer) : answer);
  if (!mine) return;
  if ('choose' in answer) {
    const labels = answer.choose.map((id) => decision.options.find((o) => o.id === id)?.label ?? id);
    cur.said.push(labels.length === 1 ? labels[0]! : labels.join(' and '));
  } else if ('number' in answer) cur.said.push(`${decision.prompt} ${answer.number}`);
}

/** The answer with the places of its options in the decision's list instead of their ids. */
function byPlace(d: Decision, a: Answer): Answer {
  if ('choose' in a) return { choose: places(d, a.choose) };
  if ('order' in a) return { order: places(d, a.order) };
  return a;
}

/** Option ids as "#<place in the list>" (this runs at every answer: plain loops, no closures). */
function places(d: Decision, ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of ids) {
    let i = 0;
    while (i < d.options.length && d.options[i]!.id !== id) i++;
    out.push(i < d.options.length ? `#${i}` : id);
  }
  return out;
}

/** Can the decision be answered in more than one way? */
export function hasAlternative(d: Decision): boolean {
  switch (d.type) {
    case 'select':
      return d.options.length > 0 && (d.min === 0 || d.options.length > d.min);
    case 'number':
      return d.max > d.min;
    default:
      return d.options.length > 1 || d.max > d.min;
  }
}

/**
 * True when this answer would complete a path that re-enters a declared loop (a ban in force). A
 * choice with a single option stays open: re-entering is refused "unless forced".
 */
export function loopBanned(l: LoopData, decision: Decision, answer: Answer): boolean {
  const cur = l.current;
  if (!cur || l.bans.length === 0) return false;
  if (!cur.by && decision.player !== cur.player) return false;
  if (decision.type === 'select' && decision.options.length === 1) return false;
  const n = cur.path.length;
  const key = cur.by ? answerKey(byPlace(decision, answer), decision.player) : answerKey(answer);
  let keys: string[] | null = null;
  for (const b of l.bans) {
    if (b.after !== undefined || b.fp !== cur.fp || b.player !== decision.player) continue;
    if (b.path.length !== n + 1 || b.path[n] !== key) continue;
    keys ??= stepKeys(cur, n);
    if (keys.every((k, i) => b.path[i] === k)) return true;
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
