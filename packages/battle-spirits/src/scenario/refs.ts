// Turns the human answers of a script ("summon Ember Whelp", {reserve: 2}, "block: none") into the
// engine's answers, by matching them against the pending decision's options (their ids, `card` and label).

import {
  compact,
  describeOptions,
  optionText,
  pick,
  rawAnswer,
  refsOf,
  resolveRefList,
  splitOrdinal,
  type One,
  type RefDialect,
  type Resolved,
} from '@arbiter/cardgame';
import type { Answer, Decision, PlayerIndex } from '@arbiter/engine';
import type { SagaOption } from '../asking.ts';
import type { CardRegistry } from '../cards.ts';
import type { CardObj, SagaData } from '../state.ts';
import type { AnswerSpec } from './schema.ts';

export interface RefContext {
  reg: CardRegistry;
  data: SagaData;
  decision: Decision;
}

// The scenario layer's: an engine answer or why none could be made (with a best-effort raw answer for
// `refused` steps), "Ember Whelp (2)" / "Ember Whelp#2" (the second matching one, in hand or field
// order), and the options listed for messages.
export { describeOptions, splitOrdinal, type Resolved };

/** A card reference is a card id (ARB-R01) or a card name (Ember Whelp), case-insensitive. */
export function cardMatches(reg: CardRegistry, def: string, ref: string): boolean {
  const r = ref.trim().toLowerCase();
  if (def.toLowerCase() === r) return true;
  return reg.has(def) && reg.get(def).name.toLowerCase() === r;
}

export function cardName(reg: CardRegistry, def: string): string {
  return reg.has(def) ? reg.get(def).name : def;
}

/**
 * The verb a script names an option about a card by ("summon X", "attack: X"): the action it takes
 * (its `act`, issue 14). Options naming no object ("Move cores") are found by their labels.
 */
const verbOf = (o: SagaOption): string | null => (o.obj === undefined ? null : (o.act ?? null));

/** The object id a card reference names among a player's field cards (then hand, then the other field). */
function objectFor(ctx: RefContext, ref: string, player: PlayerIndex): CardObj | undefined {
  const { base, nth } = splitOrdinal(ref);
  const pl = ctx.data.players[player];
  const opp = ctx.data.players[player === 0 ? 1 : 0];
  for (const list of [pl.field, pl.hand, opp.field, opp.hand]) {
    const hits = list.filter((c) => cardMatches(ctx.reg, c.def, base));
    if (hits.length > 0) return hits[Math.min(nth, hits.length) - 1];
  }
  return undefined;
}

/** A core location for moveCores: `reserve` or a card on the player's field. */
function locationId(ctx: RefContext, ref: string): string | null {
  const r = ref.trim();
  if (r.toLowerCase() === 'reserve') return 'reserve';
  if (/^c\d+$/.test(r)) return r;
  const { base, nth } = splitOrdinal(r);
  const hits = ctx.data.players[ctx.decision.player].field.filter((c) => cardMatches(ctx.reg, c.def, base));
  const c = hits[nth - 1];
  return c ? `c${c.id}` : null;
}

/** Resolves one reference to one option id, skipping ids already taken by the same answer. */
function resolveOne(ctx: RefContext, refIn: string, taken: ReadonlySet<string>): One {
  const d = ctx.decision;
  const ref = refIn.trim();
  const free = d.options.filter((o) => !taken.has(o.id));
  const fail = (message: string, raw = ref, ambiguous = false): One => ({
    ok: false,
    message,
    raw,
    ambiguous,
  });
  if (free.some((o) => o.id === ref)) return { ok: true, id: ref };
  const lower = ref.toLowerCase();
  // Not blocking (7-1-3-1), by the option's fact: the block decision's option that passes.
  const noBlock = d.kind === 'block' ? free.find((o) => o.pass === true) : undefined;
  if (noBlock && ['none', 'no block', 'noblock', 'no'].includes(lower)) return { ok: true, id: noBlock.id };

  // moveCores: "reserve > Ember Whelp", "soul reserve > Ember Whelp", "swap reserve > Ember Whelp".
  // The option is found by its facts: the places (`from`, `to`) and what moves (`cores`).
  if (d.options.some((o: SagaOption) => o.cores !== undefined && o.to !== undefined)) {
    const mv = /^(?:(soul|swap)\s+)?(.+?)\s*(?:>|\bto\b)\s*(.+)$/i.exec(ref);
    if (mv) {
      const from = locationId(ctx, mv[2]!);
      const to = locationId(ctx, mv[3]!);
      const kind =
        mv[1]?.toLowerCase() === 'soul' ? 'soul' : mv[1]?.toLowerCase() === 'swap' ? 'swap' : 'some';
      if (!from || !to) return fail(`"${!from ? mv[2] : mv[3]}" is not the reserve or a card on the field`);
      const hit = free.find((o: SagaOption) => o.from === from && o.to === to && o.cores === kind);
      if (hit) return { ok: true, id: hit.id };
      const raw = `${kind === 'soul' ? 's' : kind === 'swap' ? 'x' : 'm'}:${from}>${to}`;
      return fail(`"${ref}" (${raw}) is not one of the options`, raw);
    }
  }

  // "verb card": summon Ember Whelp, attack: Ember Whelp #2, block Tide Sprite.
  const vm = /^([A-Za-z]+)\s*(?::\s*|\s+)(.+)$/.exec(ref);
  if (vm) {
    const verb = vm[1]!;
    const withVerb = d.options.filter((o) => verbOf(o)?.toLowerCase() === verb.toLowerCase());
    if (withVerb.length > 0) {
      const ord = splitOrdinal(vm[2]!);
      const hits = withVerb.filter((o) => o.card !== undefined && cardMatches(ctx.reg, o.card, ord.base));
      const one = pick(hits, ord, taken, ref);
      if (one.ok) return one;
      const obj = objectFor(ctx, vm[2]!, d.player);
      return fail(
        hits.length > 0 ? one.message : `no "${verbOf(withVerb[0]!)}" option is for "${vm[2]}"`,
        obj ? `${verbOf(withVerb[0]!)}:${obj.id}` : ref,
      );
    }
  }

  // A card reference alone: the option about that card (block: Tide Sprite, target: Ember Whelp).
  const ord = splitOrdinal(ref);
  const { base } = ord;
  const byCard = d.options.filter((o) => o.card !== undefined && cardMatches(ctx.reg, o.card, base));
  if (byCard.length > 0) {
    const verbs = new Set(byCard.map((o) => verbOf(o)));
    if (verbs.size > 1) {
      return fail(
        `"${ref}" is ambiguous: ${byCard.map(optionText).join(', ')}; name the action, e.g. "${[...verbs][0]} ${base}"`,
        ref,
        true,
      );
    }
    const one = pick(byCard, ord, taken, ref);
    return one.ok ? one : fail(one.message, one.raw ?? ref);
  }

  // The option's label, whole or in part (orderTriggers: "Ember Whelp" matches "Ember Whelp: summoned").
  const exact = d.options.filter((o) => o.label.toLowerCase() === base.toLowerCase());
  const partial =
    exact.length > 0 ? exact : d.options.filter((o) => o.label.toLowerCase().includes(base.toLowerCase()));
  if (partial.some((o) => !taken.has(o.id)) || (ord.explicit && partial.length > 0)) {
    const labels = new Set(partial.map((o) => o.label));
    if (labels.size > 1 && !ord.explicit && partial.filter((o) => !taken.has(o.id)).length > 1) {
      return fail(`"${ref}" is ambiguous: ${partial.map(optionText).join(', ')}`, ref, true);
    }
    const one = pick(partial, ord, taken, ref);
    if (one.ok) return one;
  }

  // Nothing matched: for a refused step, aim the raw answer at the card's object if it can be found.
  const verbs = new Set(d.options.map((o) => verbOf(o)).filter((v) => v !== null));
  const obj = objectFor(ctx, ref, d.player);
  const verbObj = vm ? objectFor(ctx, vm[2]!, d.player) : undefined;
  let raw = ref;
  if (verbObj && vm) raw = `${vm[1]}:${verbObj.id}`;
  else if (obj && verbs.size === 1) raw = `${[...verbs][0]}:${obj.id}`;
  else if (obj && d.options.length > 0 && d.options.every((o) => /^\d+$/.test(o.id))) raw = String(obj.id);
  return fail(`no option matches "${ref}"`, raw);
}

/** Saga's scripts answer "none" to its "none" options and write `{summon: Ember Whelp}`. */
const SAGA_REFS: RefDialect = { none: 'reference', keyed: true };

function resolveChoice(ctx: RefContext, spec: AnswerSpec, asOrder: boolean): Resolved {
  const refs = refsOf(spec, SAGA_REFS);
  const wrap = (ids: string[]): Answer => (asOrder ? { order: ids } : { choose: ids });
  if (!refs) {
    return { ok: false, message: `cannot read ${compact(spec)} as a choice`, fallback: wrap([]) };
  }
  // "none" with no "none"-like option means choosing nothing (an "up to" target, 8-5-3-2).
  if (
    refs.length === 1 &&
    refs[0] === 'none' &&
    !ctx.decision.options.some((o) => o.id === 'noBlock' || o.id === 'none')
  ) {
    return { ok: true, answer: wrap([]) };
  }
  return resolveRefList(refs, (r, taken) => resolveOne(ctx, r, taken), wrap);
}

/** One key of a core distribution: `reserve`, `soul`, a field card, `Ember Whelp*` for its soul core, or an option id. */
function resolveSource(ctx: RefContext, key: string): One {
  const d = ctx.decision;
  const k = key.trim();
  if (d.options.some((o) => o.id === k)) return { ok: true, id: k };
  if (k.toLowerCase() === 'soul') {
    const s = d.options.filter((o: SagaOption) => o.cores === 'soul');
    if (s.length === 1) return { ok: true, id: s[0]!.id };
    return { ok: false, message: 'the soul core is not among the core sources', raw: 'reserve*' };
  }
  const soul = k.endsWith('*');
  const refText = soul ? k.slice(0, -1).trim() : k;
  if (refText.toLowerCase() === 'reserve') {
    return { ok: false, message: `"${k}" is not among the core sources`, raw: soul ? 'reserve*' : 'reserve' };
  }
  const { base, nth } = splitOrdinal(refText);
  const hits = d.options.filter(
    (o: SagaOption) =>
      o.card !== undefined && (o.cores === 'soul') === soul && cardMatches(ctx.reg, o.card, base),
  );
  const hit = hits[nth - 1];
  if (hit) return { ok: true, id: hit.id };
  const obj = objectFor(ctx, refText, d.player);
  return {
    ok: false,
    message: `"${k}" is not among the core sources`,
    raw: obj ? `c${obj.id}${soul ? '*' : ''}` : k,
  };
}

function resolveCounts(ctx: RefContext, spec: AnswerSpec): Resolved {
  if (spec === null || spec === 0 || (typeof spec === 'string' && spec.trim().toLowerCase() === 'none')) {
    return { ok: true, answer: { counts: {} } };
  }
  if (typeof spec !== 'object' || Array.isArray(spec)) {
    return {
      ok: false,
      message: `a core distribution is written as {reserve: 2, Ember Whelp: 1}, not ${compact(spec)}`,
      fallback: { counts: {} },
    };
  }
  const counts: Record<string, number> = {};
  const problems: string[] = [];
  for (const [key, n] of Object.entries(spec)) {
    if (typeof n !== 'number') {
      problems.push(`the count for "${key}" must be a number`);
      continue;
    }
    const one = resolveSource(ctx, key);
    const id = one.ok ? one.id : (one.raw ?? key);
    if (!one.ok) problems.push(one.message);
    counts[id] = (counts[id] ?? 0) + n;
  }
  if (problems.length > 0) return { ok: false, message: problems.join('; '), fallback: { counts } };
  return { ok: true, answer: { counts } };
}

/** Resolves a scripted answer against the pending decision. */
export function resolveAnswer(ctx: RefContext, spec: AnswerSpec): Resolved {
  const raw = rawAnswer(spec);
  if (raw) return { ok: true, answer: raw };
  // Taking the action back (Decision.back), whatever the decision's shape.
  if (typeof spec === 'string' && spec.trim().toLowerCase() === 'back')
    return { ok: true, answer: { back: true } };
  switch (ctx.decision.type) {
    case 'select':
      return resolveChoice(ctx, spec, false);
    case 'order':
      return resolveChoice(ctx, spec, true);
    case 'distribute':
      return resolveCounts(ctx, spec);
    case 'number': {
      const n = typeof spec === 'number' ? spec : typeof spec === 'string' ? Number(spec) : NaN;
      if (Number.isInteger(n)) return { ok: true, answer: { number: n } };
      return {
        ok: false,
        message: `expected a whole number, not ${compact(spec)}`,
        fallback: { number: NaN },
      };
    }
  }
}

/** Whether a reference names one of the decision's options (for `can` / `cannot`). */
export function offers(ctx: RefContext, ref: string): boolean {
  const one = resolveOne(ctx, ref, new Set());
  // Ambiguous means several options match: it is offered, so `cannot` must not pass.
  return one.ok || one.ambiguous === true;
}
