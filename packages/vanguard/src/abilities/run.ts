// What a verb works with while an ability resolves (8.5.3.5): the game, the catalog and the
// ability procedure's locals; and the choices of units an effect makes (8.5.4), asked as decisions
// of the ability's master.
import type { PlayerIndex } from '@arbiter/engine';
import type { EffectCursor } from '@arbiter/cardgame';
import type { VgCatalog } from '../cards.ts';
import { cardOption } from '../ask.ts';
import { askSelect } from '@arbiter/cardgame';
import type { VgCtx } from '../events.ts';
import {
  CIRCLE_NAMES,
  CIRCLES,
  FRONT_ROW,
  REAR_CIRCLES,
  circleOf,
  gainedName,
  hiddenOnCircle,
  opponent,
  type Circle,
  type VgCard,
  type VgData,
} from '../state.ts';
import type { VgAutoAbility } from './ability.ts';
import { choosableUnits } from './resist.ts';
import type { Target, UnitFilter } from './vocab.ts';

/** The locals of the `ability` procedure: one ability of one card being played and resolved. */
export interface AbilityLocals {
  /** The master (3.3): who plays and resolves it. */
  p: PlayerIndex;
  /** The card object whose ability it is, as it was when the ability triggered or was played. */
  src: number;
  /** Its definition and the ability's index there. */
  def: string;
  ab: number;
  /** An activated ability (8.1.1.1) rather than an automatic one. */
  act: boolean;
  /**
   * The other object the trigger names: the battle's boosted unit when the ability triggered
   * (7.4.1.10), or the card a drive check revealed (7.6.1.2.3, "that card"); -1 when none.
   */
  boosted: number;
  /** 0 requirement and cost offer, 1 the answer to the offer, 2 cost choices, 3 the effect. */
  stage: number;
  /** Cost choices so far, by cost kind (option ids). */
  paid: Record<string, string[]>;
  at: EffectCursor;
  /** The answer to a verb's own choice, handed back to it. */
  picked: string[] | null;
  /** 10.21: an ability the card was given (not printed), resolved in place of `ab`. */
  given?: VgAutoAbility;
}

export interface VgRun {
  ctx: VgCtx;
  cat: VgCatalog;
  L: AbilityLocals;
}

/** What text generation reads. */
export interface VgTextCtx {
  cat: VgCatalog;
}

/** Where the ability's card is now: a circle, the guardian circle, or nowhere (8.6.8). */
export function selfPlace(d: VgData, L: AbilityLocals): { circle: Circle | 'GC'; card: VgCard } | null {
  const pl = d.players[L.p];
  const c = circleOf(pl, L.src);
  if (c) return { circle: c, card: pl.field[c]! };
  // 10.25.3: a Legion Mate is a vanguard on the vanguard circle.
  if (pl.mate?.id === L.src) return { circle: 'VC', card: pl.mate };
  const g = pl.gc.find((x) => x.id === L.src);
  return g ? { circle: 'GC', card: g } : null;
}

/**
 * Does a unit match a filter (2.2 clan, 2.1 name, 2.4 grade, 4.6.3 row)? `gained`: a card name the
 * unit has besides its own (10.28.3.3: a stridden G unit has its heart's, `gainedName`).
 */
export function matches(
  cat: VgCatalog,
  u: VgCard,
  circle: Circle | null,
  f: UnitFilter | undefined,
  gained?: string,
): boolean {
  if (!f) return true;
  const def = cat.get(u.def);
  const names = gained === undefined ? [def.name] : [def.name, gained];
  if (f.clan !== undefined && def.clan !== f.clan) return false;
  if (f.race !== undefined && def.race !== f.race) return false;
  if (f.name !== undefined && !names.includes(f.name)) return false;
  if (f.anyName !== undefined && !names.some((n) => f.anyName!.includes(n))) return false;
  if (f.nameIncludes !== undefined && !names.some((n) => n.includes(f.nameIncludes!))) return false;
  if (f.gradeMin !== undefined && def.grade < f.gradeMin) return false;
  if (f.gradeMax !== undefined && def.grade > f.gradeMax) return false;
  if (f.frontRow && (circle === null || !FRONT_ROW.includes(circle))) return false;
  return true;
}

/** The units of a side a target describes, with their circles. */
type UnitSet = { side: 'mine' | 'theirs'; what: 'unit' | 'rearGuard'; other?: boolean; filter?: UnitFilter };

/** The ability's local holding the objects a "for each" has chosen so far (12.6.3). */
export const REPEAT_CHOSEN = 'chosenInRepeat';

/** The units a `choose` target may pick, or an `all` target acts on, with their circles. */
export function candidates(run: VgRun, t: UnitSet): [Circle, VgCard][] {
  const d = run.ctx.data;
  const side = t.side === 'mine' ? run.L.p : opponent(run.L.p);
  const pl = d.players[side];
  const circles = t.what === 'unit' ? CIRCLES : REAR_CIRCLES;
  const out: [Circle, VgCard][] = [];
  const consider = (c: Circle, x: VgCard | null | undefined, gained?: string): void => {
    if (!x || hiddenOnCircle(x)) return;
    // 10.35.1.1.1: a rear-guard in the dominated state is not its original master's rear-guard.
    if (x.dominatedBy !== undefined) return;
    if (t.other && x.id === run.L.src) return;
    if (matches(run.cat, x, c, t.filter, gained)) out.push([c, x]);
  };
  for (const c of circles) {
    consider(c, pl.field[c], gainedName(run.cat, d, side, c));
    // 10.25.3: the Legion Mate is a vanguard, a unit on the vanguard circle after its Leader (the
    // gained name of 10.28.3.3 is the stridden vanguard's, never the Legion Mate's).
    if (c === 'VC') consider(c, pl.mate);
  }
  return out;
}

/**
 * The units a directive acts on, with their master. A `choose` target asks the master (8.5.4)
 * unless the choice is forced (8.5.4.1: as many as possible; 8.5.4.1.3: none to choose, none
 * chosen): then it returns 'asked' and the verb is performed again with the answer.
 */
export function resolveTarget(
  run: VgRun,
  t: Target,
  prompt: string,
): { p: PlayerIndex; units: VgCard[] } | 'asked' {
  const d = run.ctx.data;
  const L = run.L;
  const mine = d.players[L.p];
  if (t === 'self') {
    const s = selfPlace(d, L);
    return { p: L.p, units: s ? [s.card] : [] };
  }
  if (t === 'vanguard') return { p: L.p, units: mine.field.VC ? [mine.field.VC] : [] };
  if (typeof t === 'object' && 'all' in t) {
    const side = t.all.side === 'mine' ? L.p : opponent(L.p);
    return { p: side, units: candidates(run, t.all).map(([, u]) => u) };
  }
  if (t === 'boosted') {
    // 7.4.1.10.1.1: the boosted unit while this unit still boosts it.
    const b = d.battle;
    const ok =
      b && b.boosterId === L.src && b.attackerId === L.boosted && mine.field[b.attacker]?.id === L.boosted;
    return { p: L.p, units: ok ? [mine.field[b.attacker]!] : [] };
  }
  const ch = t.choose;
  const side = ch.side === 'mine' ? L.p : opponent(L.p);
  // 12.6.3: inside a "for each", an object an earlier time chose cannot be chosen again.
  const barred = L.paid[REPEAT_CHOSEN];
  const chosen = (units: VgCard[]): { p: PlayerIndex; units: VgCard[] } => {
    // A new list, never one a copy of the game may share.
    if (barred) L.paid[REPEAT_CHOSEN] = [...barred, ...units.map((u) => String(u.id))];
    return { p: side, units };
  };
  // 11.13.1: an opponent's unit with resist is not among the choices.
  const list = choosableUnits(run.cat, d, L.p, side, candidates(run, ch)).filter(
    ([, u]) => !barred?.includes(String(u.id)),
  );
  if (L.picked) {
    const ids = new Set(L.picked.map(Number));
    L.picked = null;
    return chosen(list.filter(([, u]) => ids.has(u.id)).map(([, u]) => u));
  }
  if (list.length === 0) return { p: side, units: [] };
  if (!ch.upTo && list.length <= ch.n) return chosen(list.map(([, u]) => u));
  askSelect(
    run.ctx,
    L.p,
    'abilityTarget',
    prompt,
    list.map(([c, u]) => ({
      id: String(u.id),
      label: `${run.cat.get(u.def).name} (${side === L.p ? 'your' : "opponent's"} ${CIRCLE_NAMES[c]}${u.id === d.players[side].mate?.id ? ', Legion Mate' : ''})`,
      card: u.def,
      obj: u.id,
    })),
    { min: ch.upTo ? 0 : Math.min(ch.n, list.length), max: Math.min(ch.n, list.length) },
  );
  return 'asked';
}

/** A unit's circle for its master (the guardian circle is not one of the six). */
export function circleOfUnit(d: VgData, p: PlayerIndex, id: number): Circle | null {
  return circleOf(d.players[p], id);
}

/**
 * `n` cards of `list` chosen by the ability's master (8.5.4): all of them when there are no more
 * than `n` (8.5.4.1); otherwise the master is asked and null is returned until the answer comes.
 */
export function pickCards(
  run: VgRun,
  list: readonly VgCard[],
  n: number,
  kind: string,
  prompt: string,
  secret = false,
  /** "Up to n" (8.5.4.1.1): none to n, so asked whenever there is a card to choose. */
  upTo = false,
): number[] | null {
  const L = run.L;
  if (L.picked) {
    const ids = L.picked.map(Number);
    L.picked = null;
    return ids;
  }
  if (list.length === 0 || (!upTo && list.length <= n)) return list.map((c) => c.id);
  askSelect(
    run.ctx,
    L.p,
    kind,
    prompt,
    list.map((c) => cardOption(run.cat, c)),
    { min: upTo ? 0 : n, max: Math.min(n, list.length), ...(secret ? { secret } : {}) },
  );
  return null;
}
