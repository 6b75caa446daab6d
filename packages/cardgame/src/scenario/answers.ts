// Turns a script's human answers ("Play Red Brawler", [Red Guard, Blue Wall], yes, none) into the
// engine's answers by matching them against the pending decision's options: their label, the card
// they are about (`card`), their id. Option ids stay opaque: nothing here parses them.
import type { Answer, Decision, DecisionOption } from '@arbiter/engine';
import { compact } from './events.ts';

/** A scripted answer as YAML gives it. */
export type AnswerSpec = string | number | boolean | null | AnswerSpec[] | { [k: string]: AnswerSpec };

export type Resolved = { ok: true; answer: Answer } | { ok: false; message: string; fallback: Answer };

/**
 * "Red Brawler (2)" (or "Red Brawler#2"): the second matching option; the first by default.
 * `explicit`: the number was written.
 */
export function splitOrdinal(ref: string): { base: string; nth: number; explicit: boolean } {
  const m = /^(.*?)\s*(?:#(\d+)|\((\d+)\))$/.exec(ref.trim());
  return m && m[1]
    ? { base: m[1].trim(), nth: Math.max(1, Number(m[2] ?? m[3])), explicit: true }
    : { base: ref.trim(), nth: 1, explicit: false };
}

/** How the game names a card definition (id or name both match, case-insensitive). */
export type CardNamer = (def: string) => string;

function cardIs(name: CardNamer, def: string | undefined, ref: string): boolean {
  if (def === undefined) return false;
  const r = ref.toLowerCase();
  return def.toLowerCase() === r || name(def).toLowerCase() === r;
}

/** An option for messages: its id, and its label when that says more (`attack:3 (Attack with ...)`). */
export function optionText(o: DecisionOption): string {
  return o.label && o.label !== o.id ? `${o.id} (${o.label})` : o.id;
}

export function describeOptions(d: Decision): string {
  if (d.options.length === 0) return `a number from ${d.min} to ${d.max}`;
  return d.options.map(optionText).join(', ');
}

const YES = new Set(['yes', 'true']);
const NO = new Set(['no', 'false']);

/**
 * One reference resolved: the option's id, or why none (`raw`: what a refused step sends instead,
 * `ambiguous`: several options match, so the reference is offered).
 */
export type One =
  { ok: true; id: string } | { ok: false; message: string; raw?: string; ambiguous?: boolean };

/**
 * The option a reference picks among those that match it. A written ordinal counts among all of
 * them, whatever the same answer took before ("[Red Guard, Red Guard (2)]": the first and the
 * second); without one, the first not taken yet ("[Red Guard, Red Guard]").
 */
export function pick(
  list: readonly DecisionOption[],
  ord: { nth: number; explicit: boolean },
  taken: ReadonlySet<string>,
  what: string,
): One {
  const o = ord.explicit ? list[ord.nth - 1] : list.find((x) => !taken.has(x.id));
  if (!o) return { ok: false, message: `only ${list.length} option(s) match "${what}"` };
  if (taken.has(o.id))
    return { ok: false, message: `"${what}" (${o.id}) is already chosen in this answer`, raw: o.id };
  return { ok: true, id: o.id };
}

/** A reference that several different options match: it is offered, but not an answer. */
const ambiguous = (ref: string, open: readonly DecisionOption[]): One => ({
  ok: false,
  message: `"${ref}" is ambiguous: ${open.map((o) => `"${o.label}"`).join(', ')}`,
  ambiguous: true,
});

/**
 * How a game's scripts write answers beyond the common forms (docs/scenarios.md, "Answers"): the
 * words one game uses and the others do not. Every member is optional but `none` and `keyed`.
 */
export interface RefDialect {
  /**
   * "none": kept as a reference when an option answers to it (an option `none`, or one the game's
   * own words read as "none", such as Saga's not blocking), else choosing nothing; or always nothing.
   */
  none: 'reference' | 'nothing';
  /** `{summon: Ember Whelp}` reads as "summon Ember Whelp" (Saga's scripts), or is not an answer. */
  keyed: boolean;
  /**
   * The action an option takes on its card, when the game's options say it (Saga's `act`:
   * "summon"), so that "summon Ember Whelp" and "attack: Ember Whelp" name it, and a card alone is
   * ambiguous when it names two actions; without it, options are told apart by their labels.
   */
  verbOf?(o: DecisionOption): string | null;
  /**
   * References in the game's own words, read before the common forms (Saga: "no block", cores
   * moved "reserve > Ember Whelp"); null when `ref` is none of them.
   */
  ownWords?(d: Decision, ref: string, taken: ReadonlySet<string>): One | null;
  /**
   * A key of a distribution (`{reserve: 2}`) that is not an option id, in the game's words (Saga's
   * `soul`, `Ember Whelp*`); without it, a key is read as a reference to one option.
   */
  source?(d: Decision, key: string): One;
  /**
   * What a refused step sends for a reference no option matches, aimed at the card's object when
   * the game can find it (`attack Blaze Drake` for an exhausted Blaze Drake): `card` the reference's
   * card, `verb` the action it names, if any. Undefined: the reference as written.
   */
  aim?(d: Decision, card: string, verb?: string): string | undefined;
}

export const COMMON_REFS: RefDialect = { none: 'nothing', keyed: false };

/** "summon Ember Whelp", "attack: Ember Whelp #2": a verb and a card reference. */
const VERB_CARD = /^([A-Za-z]+)\s*(?::\s*|\s+)(.+)$/;

/** One reference to one option, skipping options the same answer took already. */
export function resolveOne(
  d: Decision,
  name: CardNamer,
  refIn: string,
  taken: ReadonlySet<string>,
  dialect: RefDialect = COMMON_REFS,
): One {
  const ref = refIn.trim();
  const free = d.options.filter((o) => !taken.has(o.id));
  const lower = ref.toLowerCase();
  if (free.some((o) => o.id === ref)) return { ok: true, id: ref };
  const own = dialect.ownWords?.(d, ref, taken);
  if (own) return own;
  // "yes" / "no" pick the option saying so (its `yes` fact, issue 14); an option without the fact
  // answers by its id.
  const said = YES.has(lower) ? true : NO.has(lower) ? false : undefined;
  const yesNo =
    said === undefined
      ? undefined
      : (free.find((o) => o.yes === said) ??
        free.find((o) => o.yes === undefined && o.id === (said ? 'yes' : 'no')));
  if (yesNo) return { ok: true, id: yesNo.id };
  const ord = splitOrdinal(ref);
  const { base } = ord;
  const b = base.toLowerCase();
  // Options that match, in the decision's order; a written ordinal counts among all of them.
  const usable = (list: DecisionOption[]) => ord.explicit || list.some((o) => !taken.has(o.id));
  const unmatched = (message: string, card: string, verb?: string, raw?: string): One => ({
    ok: false,
    message,
    raw: raw ?? dialect.aim?.(d, card, verb) ?? ref,
  });
  // The whole label ("Play Red Brawler", "Pass").
  const exact = d.options.filter((o) => o.label.toLowerCase() === b);
  if (exact.length > 0 && usable(exact)) return pick(exact, ord, taken, ref);
  // A verb and a card, where the game's options say their action ("summon Ember Whelp").
  const verbOf = dialect.verbOf;
  const vm = verbOf ? VERB_CARD.exec(ref) : null;
  if (verbOf && vm) {
    const withVerb = d.options.filter((o) => verbOf(o)?.toLowerCase() === vm[1]!.toLowerCase());
    if (withVerb.length > 0) {
      const verb = verbOf(withVerb[0]!)!;
      const cardOrd = splitOrdinal(vm[2]!);
      const hits = withVerb.filter((o) => cardIs(name, o.card, cardOrd.base));
      const one = pick(hits, cardOrd, taken, ref);
      if (one.ok) return one;
      return unmatched(hits.length > 0 ? one.message : `no "${verb}" option is for "${vm[2]}"`, vm[2]!, verb);
    }
  }
  // A card alone: the option about that card (a target, a payment, a [Counter]).
  const byCard = d.options.filter((o) => cardIs(name, o.card, base));
  if (byCard.length > 0 && usable(byCard)) {
    const open = byCard.filter((o) => !taken.has(o.id));
    // Two actions on the same card: the reference must name the action.
    const actions = verbOf
      ? new Set(byCard.map((o) => verbOf(o) ?? ''))
      : new Set(open.map((o) => o.label.replace(name(o.card!), '').trim()));
    if (actions.size > 1 && (verbOf !== undefined || !actions.has(''))) return ambiguous(ref, open);
    return pick(byCard, ord, taken, ref);
  }
  // Part of a label ("Attack Azure Mentor" for "Attack Azure Mentor with Red Brawler").
  const partial = d.options.filter((o) => o.label.toLowerCase().includes(b));
  if (partial.length > 0 && usable(partial)) {
    const open = partial.filter((o) => !taken.has(o.id));
    const labels = new Set(open.map((o) => o.label));
    if (labels.size > 1 && !ord.explicit) return ambiguous(ref, open);
    const one = pick(partial, ord, taken, ref);
    if (one.ok || one.raw !== undefined) return one;
  }
  // Nothing matched: a refused step aims its answer at the card's object if the game finds it.
  // The verb's card first ("attack Blaze Drake"), else the whole reference as a card.
  const aimed = vm ? dialect.aim?.(d, vm[2]!, vm[1]!) : undefined;
  return unmatched(`no option matches "${ref}"`, ref, undefined, aimed);
}

/** The references a scripted answer makes, one per option it picks; null if it is not a choice. */
export function refsOf(spec: AnswerSpec, dialect: RefDialect = COMMON_REFS): string[] | null {
  if (spec === null) return [];
  if (typeof spec === 'string') {
    if (spec.trim().toLowerCase() !== 'none') return [spec];
    return dialect.none === 'reference' ? ['none'] : [];
  }
  if (typeof spec === 'number') return [String(spec)];
  if (typeof spec === 'boolean') return [spec ? 'yes' : 'no'];
  const out: string[] = [];
  if (Array.isArray(spec)) {
    for (const s of spec) {
      const r = refsOf(s, dialect);
      if (!r) return null;
      out.push(...r);
    }
    return out;
  }
  if (!dialect.keyed) return null;
  for (const [k, v] of Object.entries(spec)) {
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    out.push(`${k} ${v}`);
  }
  return out;
}

/**
 * A raw engine answer written out in full: {choose: [...]}, {order: [...]}, {counts: {...}},
 * {number: n}, {back: true}; null for anything else.
 */
export function rawAnswer(spec: AnswerSpec): Answer | null {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return null;
  const keys = Object.keys(spec);
  if (keys.length !== 1) return null;
  const v = spec[keys[0]!];
  switch (keys[0]) {
    case 'choose':
    case 'order':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return null;
      return keys[0] === 'choose' ? { choose: v as string[] } : { order: v as string[] };
    case 'counts':
      return typeof v === 'object' &&
        v !== null &&
        !Array.isArray(v) &&
        Object.values(v).every((x) => typeof x === 'number')
        ? { counts: v as Record<string, number> }
        : null;
    case 'number':
      return typeof v === 'number' ? { number: v } : null;
    case 'back':
      return v === true ? { back: true } : null;
    default:
      return null;
  }
}

/**
 * The references of one answer resolved one by one (`one`, skipping the options the answer took
 * already) into `wrap`'s answer; on failure, every problem and the answer to send for a `refused`
 * step (each reference that failed as its `raw`, else as written).
 */
export function resolveRefList(
  refs: readonly string[],
  one: (ref: string, taken: ReadonlySet<string>) => One,
  wrap: (ids: string[]) => Answer,
): Resolved {
  const taken = new Set<string>();
  const ids: string[] = [];
  const problems: string[] = [];
  for (const r of refs) {
    const o = one(r, taken);
    if (o.ok) {
      taken.add(o.id);
      ids.push(o.id);
    } else {
      problems.push(o.message);
      ids.push(o.raw ?? r);
    }
  }
  return problems.length > 0
    ? { ok: false, message: problems.join('; '), fallback: wrap(ids) }
    : { ok: true, answer: wrap(ids) };
}

/**
 * The choice a scripted answer makes. "none", where the game keeps it as a reference, chooses
 * nothing when no option answers to it (an "up to" target, Saga 8-5-3-2).
 */
function resolveChoice(d: Decision, name: CardNamer, spec: AnswerSpec, dialect: RefDialect): Resolved {
  const wrap = (ids: string[]): Answer => (d.type === 'order' ? { order: ids } : { choose: ids });
  const refs = refsOf(spec, dialect);
  if (!refs) return { ok: false, message: `cannot read ${compact(spec)} as a choice`, fallback: wrap([]) };
  const answersNone =
    d.options.some((o) => o.id === 'none') || dialect.ownWords?.(d, 'none', new Set())?.ok === true;
  if (refs.length === 1 && refs[0] === 'none' && !answersNone) return { ok: true, answer: wrap([]) };
  return resolveRefList(refs, (r, taken) => resolveOne(d, name, r, taken, dialect), wrap);
}

/**
 * A distribution (`{reserve: 2, Ember Whelp: 1}`): each key an option id, else the game's words
 * (`source`), else a reference to one option; `none` or `{}` assigns nothing.
 */
function resolveCounts(d: Decision, name: CardNamer, spec: AnswerSpec, dialect: RefDialect): Resolved {
  if (spec === null || spec === 0 || (typeof spec === 'string' && spec.trim().toLowerCase() === 'none'))
    return { ok: true, answer: { counts: {} } };
  if (typeof spec !== 'object' || Array.isArray(spec))
    return {
      ok: false,
      message: `a distribution is written as {reserve: 2, Ember Whelp: 1}, not ${compact(spec)}`,
      fallback: { counts: {} },
    };
  const counts: Record<string, number> = {};
  const problems: string[] = [];
  for (const [key, n] of Object.entries(spec)) {
    if (typeof n !== 'number') {
      problems.push(`the count for "${key}" must be a number`);
      continue;
    }
    const k = key.trim();
    const one: One = d.options.some((o) => o.id === k)
      ? { ok: true, id: k }
      : dialect.source
        ? dialect.source(d, k)
        : resolveOne(d, name, k, new Set(), dialect);
    const id = one.ok ? one.id : (one.raw ?? key);
    if (!one.ok) problems.push(one.message);
    counts[id] = (counts[id] ?? 0) + n;
  }
  return problems.length > 0
    ? { ok: false, message: problems.join('; '), fallback: { counts } }
    : { ok: true, answer: { counts } };
}

/**
 * Resolves a scripted answer against the pending decision, the same way for every game: a raw
 * answer, `back` (taking the action back, whatever the decision's shape), a whole number, a
 * distribution, or a choice of references; `dialect` adds the game's own words.
 */
export function resolveAnswer(
  d: Decision,
  name: CardNamer,
  spec: AnswerSpec,
  dialect: RefDialect = COMMON_REFS,
): Resolved {
  const raw = rawAnswer(spec);
  if (raw) return { ok: true, answer: raw };
  if (typeof spec === 'string' && spec.trim().toLowerCase() === 'back')
    return { ok: true, answer: { back: true } };
  switch (d.type) {
    case 'number': {
      const n = typeof spec === 'number' ? spec : typeof spec === 'string' ? Number(spec) : NaN;
      return Number.isInteger(n)
        ? { ok: true, answer: { number: n } }
        : { ok: false, message: `expected a whole number, not ${compact(spec)}`, fallback: { number: NaN } };
    }
    case 'distribute':
      return resolveCounts(d, name, spec, dialect);
    default:
      return resolveChoice(d, name, spec, dialect);
  }
}

/** Whether a reference names one of the decision's options (for `can` / `cannot`). */
export function offers(
  d: Decision,
  name: CardNamer,
  ref: string,
  dialect: RefDialect = COMMON_REFS,
): boolean {
  const one = resolveOne(d, name, ref, new Set(), dialect);
  // Ambiguous means several options match: it is offered, so `cannot` must not pass.
  return one.ok || one.ambiguous === true;
}
