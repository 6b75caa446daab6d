// What cards gain from other effects: spirit types, Swift in the hand, triggered abilities for a
// while, "When Summoned" effects activated again, symbols from the trash, player rules (Gale).
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, Color, SagaCard, SymbolMark } from './cards.ts';
import { constantsNow, handConstants, keyword, targetMatches, targetAs } from './continuous.ts';
import { bareCard, symbolsOn, type CardObj, type SagaData } from './state.ts';
import type { Ability, Directive, KeywordName, Target, TriggerEvent } from './vocab.ts';

let typeDepth = 0;

/** Is a spirit-type reading in progress (a reading context of reading-depth.ts)? */
export function readingTypes(): boolean {
  return typeDepth > 0;
}

/**
 * The spirit types `c` has now: printed ones, and those constant effects or effects for a while give
 * it on the field. A `gainSpiritType` constant whose own filter names spirit types reads printed
 * types only, so it cannot go round in circles.
 */
export function spiritTypesOf(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  owner: PlayerIndex,
  onField: boolean,
): readonly string[] {
  const own = reg.get(c.def).spiritTypes;
  // Eternal: a combined spirit has its Brave's families added (E772).
  const printed = onField && c.brave ? withBraveTypes(own, reg.get(c.brave.def).spiritTypes) : own;
  if (!onField || typeDepth > 0 || !reg.uses('gainSpiritType')) return printed;
  typeDepth++;
  try {
    let out: string[] | null = null;
    for (const { x, src, controller } of constantsNow(reg, d, 'gainSpiritType')) {
      if (!('gainSpiritType' in x) || (out ?? printed).includes(x.gainSpiritType)) continue;
      if (targetMatches(reg, d, c, owner, x.to, controller, src.id))
        (out ??= printed.slice()).push(x.gainSpiritType);
    }
    return out ?? printed;
  } finally {
    typeDepth--;
  }
}

/** A spirit's families with its combined Brave's added, each once. */
function withBraveTypes(own: readonly string[], brave: readonly string[]): readonly string[] {
  const added = brave.filter((t) => !own.includes(t));
  return added.length === 0 ? own : [...own, ...added];
}

/**
 * 11-9-1: may this spirit card in player `p`'s hand be summoned with Swift? Printed, gained by its own
 * `inHand` constant, or by a field constant whose `to` looks in the hand (`zone: hand`).
 */
/** Does this directive grant Swift? (Module level: a closure made at every call costs its name under tsx.) */
function grantsSwift(x: object): boolean {
  return 'grant' in x && (x as { grant: { keyword: string } }).grant.keyword === 'swift';
}

export function swiftInHand(reg: CardRegistry, d: SagaData, p: PlayerIndex, card: SagaCard): boolean {
  if (card.type !== 'spirit') return false;
  if (card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'swift')) return true;
  if (!reg.uses('grant:swift')) return false;
  if (handConstants(reg, d, p, card).some(grantsSwift)) return true;
  const probe = bareCard(-1, card.id, p);
  return constantsNow(reg, d, 'grant').some(
    ({ x, src, controller }) =>
      'grant' in x &&
      grantsSwift(x) &&
      x.to.zone === 'hand' &&
      targetMatches(reg, d, probe, p, x.to, controller, src.id),
  );
}

/** The triggered abilities `c` has gained for a while (`gainAbility`), with where each is defined. */
export function gainedAbilities(
  d: SagaData,
  c: CardObj,
): { card: string; ability: number; path: number[]; index: number }[] {
  const out: { card: string; ability: number; path: number[]; index: number }[] = [];
  d.temps.forEach((t, index) => {
    if (t.target === c.id && 'gained' in t.x) out.push({ ...t.x.gained, index });
  });
  return out;
}

/** The directive at `path` of an ability's effect, entering blocks, delayed effects and gained abilities. */
export function directiveIn(
  reg: CardRegistry,
  card: string,
  ability: number,
  path: readonly number[],
): Directive | undefined {
  const a = reg.get(card).abilities[ability];
  let list: Directive[] = a && 'effect' in a ? a.effect : [];
  let dir: Directive | undefined;
  for (const k of path) {
    dir = list[k];
    if (!dir) return undefined;
    list =
      dir.do === 'delayed' || dir.do === 'chain'
        ? dir.effect
        : dir.do === 'if'
          ? dir.then
          : dir.do === 'gainAbility' && 'effect' in dir.ability
            ? dir.ability.effect
            : [];
  }
  return dir;
}

/** The ability a `gainAbility` directive gives (the one at `path` of the granting card's ability). */
export function gainedAbilityAt(
  reg: CardRegistry,
  card: string,
  ability: number,
  path: readonly number[],
): Ability {
  const dir = directiveIn(reg, card, ability, path);
  if (!dir || dir.do !== 'gainAbility') throw new Error(`${card}: no gained ability at ${path.join('.')}.`);
  return dir.ability;
}

/** Has `c` gained a triggered ability on this event (a "When Attacks or Blocks" one counts as both)? */
export function hasGainedTrigger(reg: CardRegistry, d: SagaData, c: CardObj, on: TriggerEvent): boolean {
  if (!reg.uses('gainAbility')) return false;
  const both = on === 'attacks' || on === 'blocks';
  return gainedAbilities(d, c).some((g) => {
    const a = gainedAbilityAt(reg, g.card, g.ability, g.path);
    return a.kind === 'trigger' && (a.on === on || (both && a.on === 'attacksOrBlocks'));
  });
}

/** Do the "When This Spirit Blocks" effects of `c` also trigger as it attacks (constant `blocksOnAttack`)? */
export function blocksOnAttack(reg: CardRegistry, d: SagaData, c: CardObj, owner: PlayerIndex): boolean {
  if (!reg.uses('blocksOnAttack')) return false;
  return constantsNow(reg, d, 'blocksOnAttack').some(
    ({ x, src, controller }) =>
      'blocksOnAttack' in x && targetMatches(reg, d, c, owner, x.to, controller, src.id),
  );
}

/** Does player `p` select the spirits their own Gale effects exhaust (a `galeChooser` rule)? */
export function choosesOwnGale(reg: CardRegistry, d: SagaData, p: PlayerIndex): boolean {
  if (!reg.uses('galeChooser')) return false;
  return constantsNow(reg, d, 'galeChooser').some(
    ({ x, controller }) => 'galeChooser' in x && controller === p,
  );
}

/** The number in a keyword of `c` (its Gale number...), 0 without the keyword. */
export function keywordValueOf(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj | undefined,
  k: KeywordName,
): number {
  if (!c) return 0;
  return keyword(reg, d, c, k)?.value ?? 0;
}

/**
 * 10-6-5: symbols beyond the field's for paying `card` from the hand: its own `trashSymbols`
 * (the symbols of matching cards in the trash), and field cards whose symbols are also of other
 * colours while paying for a matching card (`symbolColors`). `plain` is the field's symbols, in
 * field order; the result replaces it.
 */
export function extraPaySymbols(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  card: SagaCard,
  plain: SymbolMark[][],
  fromHand: boolean,
): SymbolMark[][] {
  let out = plain;
  const pl = d.players[p];
  if (reg.uses('symbolColors')) {
    const probe = bareCard(-1, card.id, p);
    for (const { x, src, controller } of constantsNow(reg, d, 'symbolColors')) {
      if (!('symbolColors' in x) || controller !== p) continue;
      if (x.for && !targetMatches(reg, d, probe, p, targetAs(x.for, 'any', 'hand'), p, src.id)) continue;
      out = recoloured(reg, d, p, x, src.id);
    }
    // The card's own "when summoning this card, treat the symbols of ... as blue" (BSS06-076), from the hand.
    if (fromHand)
      for (const x of handConstants(reg, d, p, card))
        if ('symbolColors' in x) out = recoloured(reg, d, p, x, -1);
  }
  if (reg.uses('payingSymbols')) {
    const probe = bareCard(-1, card.id, p);
    for (const { x, src, controller } of constantsNow(reg, d, 'payingSymbols')) {
      if (!('payingSymbols' in x) || controller !== p) continue;
      if (x.for && !targetMatches(reg, d, probe, p, targetAs(x.for, 'any', 'hand'), p, src.id)) continue;
      out = withPayingSymbols(reg, d, p, x, src.id, out);
    }
  }
  // "You can only count the symbols on your ... spirits" (BSS06-043): the other field cards' go.
  if (fromHand && reg.uses('paySymbolsOnly')) {
    for (const x of handConstants(reg, d, p, card)) {
      if (!('paySymbolsOnly' in x)) continue;
      const only = targetAs(x.paySymbolsOnly, 'own');
      out = pl.field
        .filter((c) => targetMatches(reg, d, c, p, only, p, -1))
        .flatMap((c) => symbolsOn(reg, c));
    }
  }
  if (fromHand && reg.uses('trashSymbols')) {
    for (const x of handConstants(reg, d, p, card)) {
      if (!('trashSymbols' in x)) continue;
      for (const t of pl.trashCards) {
        if (!targetMatches(reg, d, t, p, targetAs(x.trashSymbols, 'any', 'trash'), p, -1)) continue;
        out = out === plain ? plain.slice() : out;
        for (const s of reg.get(t.def).symbols) out.push(s);
      }
    }
  }
  return out;
}

/**
 * The symbols of `p`'s field rebuilt card by card, so the symbols of the cards `x.to` matches take
 * the colours of `x.symbolColors` too (10-6-5). A module-level function rather than a closure of
 * `extraPaySymbols`, which runs whenever a cost is priced: under tsx a named closure also costs its
 * `name` property at every call (issue 15: 2% of random starter games).
 */
function recoloured(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  x: { symbolColors: Color[]; to: Target },
  srcId: number,
): SymbolMark[][] {
  const rebuilt: SymbolMark[][] = [];
  for (const c of d.players[p].field) {
    const more = targetMatches(reg, d, c, p, x.to, p, srcId);
    for (const s of reg.get(c.def).symbols)
      rebuilt.push(more ? [...s, ...x.symbolColors.filter((col) => !s.includes(col))] : s);
  }
  return rebuilt;
}

/**
 * The symbols that pay with `x` in force (10-6-5): added to those counted so far, or, `instead`, the
 * field rebuilt card by card with the matching cards' symbols replaced.
 */
function withPayingSymbols(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  x: { payingSymbols: Color[][]; to: Target; instead?: true },
  srcId: number,
  sofar: SymbolMark[][],
): SymbolMark[][] {
  if (!x.instead) {
    const n = d.players[p].field.filter((c) => targetMatches(reg, d, c, p, x.to, p, srcId)).length;
    const out = sofar.slice();
    for (let k = 0; k < n; k++) out.push(...x.payingSymbols);
    return out;
  }
  const rebuilt: SymbolMark[][] = [];
  for (const c of d.players[p].field)
    rebuilt.push(...(targetMatches(reg, d, c, p, x.to, p, srcId) ? x.payingSymbols : symbolsOn(reg, c)));
  return rebuilt;
}

/**
 * `sharesTypeWith: chosen` worked out as the effect resolves: the spirit types of the chosen cards
 * (the caller leaves the chosen cards themselves out).
 */
export function sharesTypeBounds(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  chosen: readonly number[],
  find: (id: number) => { c: CardObj; owner: PlayerIndex; onField: boolean } | undefined,
): Target {
  if (t.sharesTypeWith !== 'chosen') return t;
  const types = new Set<string>();
  for (const id of chosen) {
    const x = find(id);
    if (x) for (const s of spiritTypesOf(reg, d, x.c, x.owner, x.onField)) types.add(s);
  }
  const out: Target = { ...t };
  delete out.sharesTypeWith;
  // No spirit type in common with a card that has none: nothing matches.
  out.spiritTypes = types.size > 0 ? [...types] : ['\u0000none'];
  return out;
}
