// Saga card definitions: facts (2-1 to 2-11) and abilities written in the effect vocabulary.

export const COLORS = ['red', 'purple', 'white', 'yellow', 'green', 'blue'] as const;
export type Color = (typeof COLORS)[number];
/**
 * What a symbol or reduction symbol may be: a colour, or Eternal's God symbol (E938), which reduces only
 * God reduction symbols and no colour's; a coloured God symbol lists both (E993).
 */
export type SymbolMark = Color | 'god';
export type CardType = 'spirit' | 'nexus' | 'magic';
export type StepName = 'start' | 'core' | 'draw' | 'refresh' | 'main' | 'attack' | 'end';

export interface LevelDef {
  level: number;
  /** Maintenance cost: cores needed on the card for this level (2-10-3). */
  cores: number;
  /** BP at this level (2-10-4); nexuses have none. */
  bp?: number;
}

import type { Ability, Directive, TokenSpec } from './vocab.ts';
export type { Ability, Directive, Target, TriggerEvent } from './vocab.ts';

export interface SagaCard {
  id: string;
  name: string;
  /** 2-1-2: not part of the card name. */
  additionalName?: string;
  /**
   * The card number, when printings with different ids share one (the id otherwise): cards with the
   * same number are the same card even under different names (official ruling on card identity).
   */
  number?: string;
  type: CardType;
  colors: Color[];
  cost: number;
  /** One entry per reduction symbol (2-7). */
  reduction: SymbolMark[];
  /** One entry per symbol; a two-colour symbol lists both colours (2-8-2-1). */
  symbols: SymbolMark[][];
  spiritTypes: string[];
  levels: LevelDef[];
  abilities: Ability[];
  /** Made by an effect, not part of any deck (4-12). */
  token?: boolean;
  /** Eternal: a Brave card (manual "BRAVE"): what it may combine with and the BP it adds. */
  brave?: BraveDef;
}

/**
 * A Brave's combine condition and its "BP+" (manual, "WHAT IS A BRAVE?"): the spirit it combines with must
 * cost `minCost` or more (the common printed condition).
 */
export interface BraveDef {
  minCost: number;
  bp: number;
  /**
   * An Imagine Brave's left combine condition (E828), `minCost` being its right one: with it, and the
   * family Imagine (E822), the Brave may combine with two spirits, one on each side.
   */
  leftMinCost?: number;
  /**
   * A Saga Brave (E849): its second combine condition is a Grandwalker nexus, with which it may combine
   * as well as with a spirit meeting `minCost`.
   */
  grandwalker?: boolean;
}

/** E822: an Imagine Brave, a Brave of the family Imagine, which may combine with two spirits. */
export function isImagineBrave(card: SagaCard): boolean {
  return card.brave !== undefined && card.spiritTypes.includes('Imagine');
}

/**
 * E924, E1016: the family of a Grandwalker or Grandstone nexus, nexuses apart from the others (E942,
 * E1022: E1028 has Grandstone nexuses follow the Grandwalker rules). Only Eternal has them: `grandNexusIn`
 * (state.ts) asks the format too.
 */
export function grandNexusFamily(card: SagaCard): 'Grandwalker' | 'Grandstone' | undefined {
  if (card.type !== 'nexus') return undefined;
  if (card.spiritTypes.includes('Grandwalker')) return 'Grandwalker';
  return card.spiritTypes.includes('Grandstone') ? 'Grandstone' : undefined;
}

/** Facts derived once per definition, for the hot paths that scan the field. */
export interface CardMeta {
  card: SagaCard;
  hasConstant: boolean;
  /** Has it constant effects that apply while it is in the hand (`inHand`)? */
  hasHandConstant: boolean;
  hasKeyword: boolean;
  hasTrigger: boolean;
  /** The keys of the directives of its constant effects on the field (what they can change). */
  constantKeys: ReadonlySet<string>;
  /** The events its triggered abilities answer. */
  triggerOns: ReadonlySet<string>;
  /** Its printed keywords. */
  keywords: ReadonlySet<string>;
}

export class CardRegistry {
  private readonly cards = new Map<string, SagaCard>();
  private readonly metas = new Map<string, CardMeta>();
  /** The kinds of continuous rules some card uses: hot paths skip the rules no card has. */
  private readonly usedRules = new Set<string>();
  /** The trigger events some card's abilities answer: event handling skips the others. */
  private readonly usedTriggers = new Set<string>();

  constructor(cards: Iterable<SagaCard> = []) {
    for (const c of cards) this.add(c);
  }

  add(card: SagaCard): void {
    const problem = checkCard(card);
    if (problem) throw new Error(`Card ${card.id || '(no id)'}: ${problem}`);
    // 4-12-2: a token's information comes from the effect that makes it; register it as a card.
    for (const t of tokensIn(card.abilities)) {
      const have = this.cards.get(t.id);
      if (have && !have.token) throw new Error(`Card ${card.id}: token id ${t.id} is already a card`);
      if (!have) this.add({ ...t, type: 'spirit', reduction: [], abilities: [], token: true });
    }
    this.cards.set(card.id, card);
    for (const k of rulesIn(card.abilities)) this.usedRules.add(k);
    // Bloodcurse, printed or given, is looked for at each destruction only when some card has it.
    if (JSON.stringify(card.abilities).includes('"bloodcurse"')) this.usedRules.add('bloodcurse');
    for (const x of card.abilities)
      if (x.kind === 'trigger' || x.kind === 'burst') this.usedTriggers.add(x.on);
    for (const on of gainedTriggersIn(card.abilities)) this.usedTriggers.add(on);
    this.metas.set(card.id, {
      card,
      hasConstant: card.abilities.some((a) => a.kind === 'constant'),
      hasHandConstant: card.abilities.some((a) => a.kind === 'constant' && a.inHand === true),
      hasKeyword: card.abilities.some((a) => a.kind === 'keyword'),
      hasTrigger: card.abilities.some((a) => a.kind === 'trigger'),
      constantKeys: new Set(
        card.abilities.flatMap((a) =>
          a.kind === 'constant' && !a.inHand ? a.apply.flatMap((x) => Object.keys(x)) : [],
        ),
      ),
      triggerOns: new Set(card.abilities.flatMap((a) => (a.kind === 'trigger' ? [a.on] : []))),
      keywords: new Set(card.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []))),
    });
  }

  meta(id: string): CardMeta {
    const m = this.metas.get(id);
    if (!m) throw new Error(`Unknown card "${id}".`);
    return m;
  }

  /**
   * May field card `c` bring constant effects: its own, or those of the Brave combined with it ([While
   * Braved], Eternal E853)?
   */
  hasConstantOn(c: { def: string; brave?: { def: string } }): boolean {
    return this.meta(c.def).hasConstant || (c.brave !== undefined && this.meta(c.brave.def).hasConstant);
  }

  has(id: string): boolean {
    return this.cards.has(id);
  }

  get(id: string): SagaCard {
    const c = this.cards.get(id);
    if (!c) throw new Error(`Unknown card "${id}".`);
    return c;
  }

  /** Finds a card by id or exact name. */
  find(ref: string): SagaCard | undefined {
    const byId = this.cards.get(ref);
    if (byId) return byId;
    for (const c of this.cards.values()) if (c.name === ref) return c;
    return undefined;
  }

  all(): SagaCard[] {
    return [...this.cards.values()];
  }

  /** A registry holding this one's cards plus `extra` (which win on the same id). */
  /** Does any card have a triggered ability (or a burst) on this event? */
  triggers(on: string): boolean {
    return this.usedTriggers.has(on);
  }

  /** Does any card use this kind of continuous rule (`levelCost`, `protect`, `cannot:activate`...)? */
  uses(rule: string): boolean {
    return this.usedRules.has(rule);
  }

  with(extra: readonly SagaCard[]): CardRegistry {
    const r = new CardRegistry(this.cards.values());
    for (const c of extra) r.add(c);
    return r;
  }
}

/** The kinds of continuous rules in abilities: constant effects, and rules given for a while. */
function rulesIn(abilities: Ability[]): string[] {
  const out: string[] = [];
  const walk = (ds: Directive[]): void => {
    for (const x of ds) {
      if (x.do === 'apply') out.push(...Object.keys(x.effect));
      if (x.do === 'rule') out.push(...Object.keys(x.apply));
      if (x.do === 'cannot' && x.action === 'activate') out.push('cannot:activate');
      if (x.do === 'if') walk(x.then);
      if (x.do === 'chain' || x.do === 'delayed' || x.do === 'repeat') walk(x.effect);
      if (x.do === 'gainAbility') {
        out.push('gainAbility');
        if ('effect' in x.ability) walk(x.ability.effect);
      }
      if (x.do === 'oneOf') for (const o of x.options) walk(o);
    }
  };
  for (const a of abilities) {
    if (a.kind === 'constant') {
      for (const x of a.apply) {
        out.push(...Object.keys(x));
        if ('cannot' in x && x.cannot === 'activate') out.push('cannot:activate');
        // Swift given to cards in the hand is looked for only when some card gives Swift.
        if ('grant' in x && x.grant.keyword === 'swift') out.push('grant:swift');
        if ('substitute' in x) walk(x.instead);
      }
    }
    if ('effect' in a) walk(a.effect);
  }
  return out;
}

/** The events of the triggered abilities `gainAbility` directives give. */
function gainedTriggersIn(abilities: Ability[]): string[] {
  const out: string[] = [];
  const walk = (ds: Directive[]): void => {
    for (const x of ds) {
      if (x.do === 'gainAbility' && x.ability.kind === 'trigger') {
        out.push(x.ability.on);
        walk(x.ability.effect);
      }
      if (x.do === 'chain' || x.do === 'delayed') walk(x.effect);
      if (x.do === 'if') walk(x.then);
    }
  };
  for (const a of abilities) if ('effect' in a) walk(a.effect);
  return out;
}

function tokensIn(abilities: Ability[]): TokenSpec[] {
  const out: TokenSpec[] = [];
  const walk = (ds: Directive[]): void => {
    for (const x of ds) {
      if (x.do === 'token') out.push(x.token);
      if (x.do === 'feast') out.push(...x.tokens);
      if (x.do === 'chain' || x.do === 'delayed' || x.do === 'repeat') walk(x.effect);
      if (x.do === 'oneOf') for (const o of x.options) walk(o);
      if (x.do === 'if') walk(x.then);
      if (x.do === 'gainAbility' && 'effect' in x.ability) walk(x.ability.effect);
    }
  };
  for (const a of abilities) if ('effect' in a) walk(a.effect);
  return out;
}

function checkCard(c: SagaCard): string | null {
  if (!c.id) return 'id is missing';
  if (!c.name) return 'name is missing';
  if (!['spirit', 'nexus', 'magic'].includes(c.type))
    return `type "${String(c.type)}" is not spirit, nexus or magic`;
  if (!Number.isInteger(c.cost) || c.cost < 0) return `cost ${c.cost} is not a whole number of 0 or more`;
  for (const col of c.colors) if (!COLORS.includes(col)) return `"${col}" is not a colour`;
  // E938: a God symbol (or God reduction symbol) is no colour.
  for (const mark of [...c.reduction, ...c.symbols.flat()])
    if (mark !== 'god' && !COLORS.includes(mark)) return `"${mark}" is not a colour`;
  if (c.type !== 'magic') {
    if (c.levels.length === 0) return 'a spirit or nexus needs at least one level';
    for (let i = 1; i < c.levels.length; i++) {
      if (c.levels[i]!.cores <= c.levels[i - 1]!.cores) return 'level core counts must increase';
    }
    if (c.type === 'spirit' && c.levels.some((l) => l.bp === undefined)) return 'every spirit level needs BP';
  }
  return null;
}

/** Lowest level's maintenance cost: the cores a spirit or nexus needs to stay on the field (9-3). */
export function lv1Cores(card: SagaCard): number {
  return card.levels[0]?.cores ?? 0;
}

/** 2-10-3: the highest level whose maintenance cost is met; 0 when even LV1 is not. */
export function levelFor(card: SagaCard, cores: number): number {
  let lv = 0;
  for (const l of card.levels) if (cores >= l.cores) lv = l.level;
  return lv;
}

export function hasBurst(card: SagaCard): boolean {
  return card.abilities.some((a) => a.kind === 'burst');
}
