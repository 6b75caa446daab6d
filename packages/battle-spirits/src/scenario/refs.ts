// Saga's words for a script's answers (docs/scenarios.md, "Answers"): the card-game layer's resolver
// reads every game's answers ("summon Ember Whelp", [Tide Sprite, Tide Sprite (2)], yes, back); this
// file gives it what only Saga's scripts say: the action an option takes on its card, not blocking,
// moving cores ("reserve > Ember Whelp"), the sources of a core payment ({reserve: 2, soul: 1}), and
// the object a refused answer is aimed at.

import { splitOrdinal, type One, type RefDialect } from '@arbiter/cardgame';
import type { Decision, DecisionOption, PlayerIndex } from '@arbiter/engine';
import type { SagaOption } from '../asking.ts';
import type { CardRegistry } from '../cards.ts';
import type { CardObj, SagaData } from '../state.ts';

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

/** The object a card reference names among a player's field cards (then hand, then the other player's). */
function objectFor(reg: CardRegistry, data: SagaData, ref: string, player: PlayerIndex): CardObj | undefined {
  const { base, nth } = splitOrdinal(ref);
  const pl = data.players[player];
  const opp = data.players[player === 0 ? 1 : 0];
  for (const list of [pl.field, pl.hand, opp.field, opp.hand]) {
    const hits = list.filter((c) => cardMatches(reg, c.def, base));
    if (hits.length > 0) return hits[Math.min(nth, hits.length) - 1];
  }
  return undefined;
}

/**
 * Saga's words, read by the card-game layer's resolver for the game as it is now: "none" and
 * `{summon: Ember Whelp}` in scripts, options told apart by their action.
 */
export function sagaRefs(reg: CardRegistry, data: SagaData): RefDialect {
  /** A core location for moveCores: `reserve` or a card on the deciding player's field. */
  const locationId = (d: Decision, ref: string): string | null => {
    const r = ref.trim();
    if (r.toLowerCase() === 'reserve') return 'reserve';
    if (/^c\d+$/.test(r)) return r;
    const { base, nth } = splitOrdinal(r);
    const c = data.players[d.player].field.filter((x) => cardMatches(reg, x.def, base))[nth - 1];
    return c ? `c${c.id}` : null;
  };

  const ownWords = (d: Decision, ref: string, taken: ReadonlySet<string>): One | null => {
    const free = d.options.filter((o) => !taken.has(o.id));
    // Not blocking (7-1-3-1), by the option's fact: the block decision's option that passes.
    const noBlock = d.kind === 'block' ? free.find((o) => o.pass === true) : undefined;
    if (noBlock && ['none', 'no block', 'noblock', 'no'].includes(ref.toLowerCase()))
      return { ok: true, id: noBlock.id };
    // moveCores: "reserve > Ember Whelp", "soul reserve > Ember Whelp", "swap reserve > Ember Whelp".
    // The option is found by its facts: the places (`from`, `to`) and what moves (`cores`).
    if (!d.options.some((o: SagaOption) => o.cores !== undefined && o.to !== undefined)) return null;
    const mv = /^(?:(soul|swap)\s+)?(.+?)\s*(?:>|\bto\b)\s*(.+)$/i.exec(ref);
    if (!mv) return null;
    const from = locationId(d, mv[2]!);
    const to = locationId(d, mv[3]!);
    const how = mv[1]?.toLowerCase();
    const kind = how === 'soul' ? 'soul' : how === 'swap' ? 'swap' : 'some';
    if (!from || !to)
      return {
        ok: false,
        message: `"${!from ? mv[2] : mv[3]}" is not the reserve or a card on the field`,
        raw: ref,
      };
    const hit = free.find((o: SagaOption) => o.from === from && o.to === to && o.cores === kind);
    if (hit) return { ok: true, id: hit.id };
    const raw = `${kind === 'soul' ? 's' : kind === 'swap' ? 'x' : 'm'}:${from}>${to}`;
    return { ok: false, message: `"${ref}" (${raw}) is not one of the options`, raw };
  };

  /** One key of a core distribution: `reserve`, `soul`, a field card, `Ember Whelp*` for its soul core. */
  const source = (d: Decision, k: string): One => {
    if (k.toLowerCase() === 'soul') {
      const s = d.options.filter((o: SagaOption) => o.cores === 'soul');
      if (s.length === 1) return { ok: true, id: s[0]!.id };
      return { ok: false, message: 'the soul core is not among the core sources', raw: 'reserve*' };
    }
    const soul = k.endsWith('*');
    const refText = soul ? k.slice(0, -1).trim() : k;
    if (refText.toLowerCase() === 'reserve')
      return {
        ok: false,
        message: `"${k}" is not among the core sources`,
        raw: soul ? 'reserve*' : 'reserve',
      };
    const { base, nth } = splitOrdinal(refText);
    const hit = d.options.filter(
      (o: SagaOption) =>
        o.card !== undefined && (o.cores === 'soul') === soul && cardMatches(reg, o.card, base),
    )[nth - 1];
    if (hit) return { ok: true, id: hit.id };
    const obj = objectFor(reg, data, refText, d.player);
    return {
      ok: false,
      message: `"${k}" is not among the core sources`,
      raw: obj ? `c${obj.id}${soul ? '*' : ''}` : k,
    };
  };

  /** A refused answer aimed at the card's object, in the shape of Saga's option ids (`attack:12`). */
  const aim = (d: Decision, card: string, verb?: string): string | undefined => {
    const obj = objectFor(reg, data, card, d.player);
    if (!obj) return undefined;
    if (verb !== undefined) return `${verb}:${obj.id}`;
    const verbs = new Set(d.options.map((o) => verbOf(o)).filter((v) => v !== null));
    if (verbs.size === 1) return `${[...verbs][0]}:${obj.id}`;
    if (d.options.length > 0 && d.options.every((o) => /^\d+$/.test(o.id))) return String(obj.id);
    return undefined;
  };

  return {
    none: 'reference',
    keyed: true,
    verbOf: (o: DecisionOption) => verbOf(o),
    ownWords,
    source,
    aim,
  };
}
