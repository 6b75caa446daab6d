// Card facts from the shared Saga card data (../shared/data/battle-spirits-saga/cards/<SET>/<ID>.json).
// Only facts are read out: names, numbers, types, colours, costs, reductions, symbols, spirit types,
// levels, keywords with their values, and a count of printed abilities. Effect text, steps and
// conditions are never copied (see the data's SOURCE.md).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLORS, type CardType, type Color, type LevelDef } from '../cards.ts';
import type { CardFacts, FactKeyword, KeywordFact, KeywordValue } from './schema.ts';

/** Known defects of the data's names (a spreadsheet artefact left in one name). */
const NAME_FIXES: Record<string, string> = { 'BSS01-036': 'Bone Scout' };

/** The data's keyword names (as printed) → the vocabulary's. */
const KEYWORD_NAMES: Record<string, FactKeyword> = {
  awaken: 'awaken',
  confront: 'confront',
  curse: 'curse',
  immortal: 'immortal',
  armor: 'armor',
  luster: 'luster',
  blessed: 'blessed',
  ascend: 'ascend',
  swift: 'swift',
  gale: 'gale',
  crush: 'crush',
  raid: 'raid',
  'a.t. field': 'atField',
  astral: 'astral',
  chain: 'chain',
  link: 'link',
  feast: 'feast',
  agile: 'agile',
  bloodcurse: 'bloodcurse',
  burst: 'burst',
};
/** Keywords whose value is colours (Armor: Red/Purple; Chain: Blue). */
const COLOR_VALUED = new Set<FactKeyword>(['armor', 'chain']);
const TYPES: Record<string, CardType> = { SPIRIT: 'spirit', NEXUS: 'nexus', MAGIC: 'magic' };
/** The data writes "—" for a card with no reduction symbol. */
const NO_REDUCTION = '—';

interface RawKeyword {
  keyword_name?: unknown;
  keyword_modifier?: unknown;
  keyword?: unknown;
  value?: unknown;
}
interface RawEffect {
  condition?: unknown;
  details?: unknown;
  keywords?: RawKeyword[];
  steps?: unknown[];
}
interface RawCard {
  ID?: unknown;
  name?: unknown;
  cardType?: unknown;
  color?: unknown[];
  cost?: unknown;
  reduction?: unknown[];
  symbols?: unknown[];
  subType?: unknown[];
  core_requirements?: { level?: unknown; cores?: unknown; battlePoints?: unknown }[];
  effects?: RawEffect[];
}

export interface GeneratedFacts {
  /** Set code → its cards, sorted by id. */
  sets: Record<string, CardFacts[]>;
  /** Everything skipped, one line each, naming the card. */
  warnings: string[];
}

function toColor(v: unknown): Color | undefined {
  const c = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return (COLORS as readonly string[]).includes(c) ? (c as Color) : undefined;
}

const na = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '' || v.trim() === 'N/A';

/** The data gives vanilla cards one empty entry (no condition, text, keyword or step): not an ability. */
function isPrinted(e: RawEffect): boolean {
  return !(na(e.condition) && na(e.details) && !e.keywords?.length && !e.steps?.length);
}

/** Sorts like people read set numbers: BSS01-002 before BSS01-010, PR-9 before PR-10. */
export function compareCardIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function keywordOf(raw: RawKeyword, warn: (m: string) => void): KeywordFact | undefined {
  // Field-name variants: keyword_name/keyword_modifier, and (in BSS03 and later) keyword/value.
  const name = raw.keyword_name ?? raw.keyword;
  const keyword = typeof name === 'string' ? KEYWORD_NAMES[name.trim().toLowerCase()] : undefined;
  if (!keyword) {
    warn(`unknown keyword ${JSON.stringify(name)} skipped`);
    return undefined;
  }
  const rawValue = raw.keyword_modifier !== undefined ? raw.keyword_modifier : raw.value;
  if (rawValue === null || rawValue === undefined) return { keyword };
  let value: KeywordValue | undefined;
  if (COLOR_VALUED.has(keyword)) {
    const list = Array.isArray(rawValue) ? rawValue : [rawValue];
    const colors = list.map(toColor);
    if (colors.every((c) => c !== undefined) && colors.length > 0) {
      value = Array.isArray(rawValue) ? colors : colors[0];
    }
  } else if (typeof rawValue === 'number' && Number.isInteger(rawValue)) value = rawValue;
  else if (typeof rawValue === 'string' && /^\d+$/.test(rawValue.trim())) value = Number(rawValue);
  else if (
    Array.isArray(rawValue) &&
    rawValue.length > 0 &&
    rawValue.every((x) => (typeof x === 'number' && Number.isInteger(x)) || (typeof x === 'string' && x))
  ) {
    value = rawValue as (number | string)[];
  }
  if (value === undefined) {
    warn(`${keyword}: value ${JSON.stringify(rawValue)} is not understood; kept without a value`);
    return { keyword };
  }
  return { keyword, value };
}

/** One data card → its facts, or undefined (with warnings) when a fact cannot be mapped. */
export function cardFacts(raw: RawCard, warn: (m: string) => void): CardFacts | undefined {
  const id = typeof raw.ID === 'string' ? raw.ID : '';
  const w = (m: string): void => warn(`${id || '(no id)'}: ${m}`);
  let ok = true;
  const fail = (m: string): void => {
    w(`${m}; card skipped`);
    ok = false;
  };
  if (!id) fail('no ID');
  const given = typeof raw.name === 'string' ? raw.name.trim() : '';
  const name = NAME_FIXES[String(raw.ID)] ?? given;
  if (!name) fail('no name');
  const type = typeof raw.cardType === 'string' ? TYPES[raw.cardType.trim().toUpperCase()] : undefined;
  if (!type) fail(`card type ${JSON.stringify(raw.cardType)} is not spirit, nexus or magic`);
  const cost = typeof raw.cost === 'string' && /^\d+$/.test(raw.cost.trim()) ? Number(raw.cost) : NaN;
  if (Number.isNaN(cost)) fail(`cost ${JSON.stringify(raw.cost)} is not a whole number`);

  const colors: Color[] = [];
  for (const c of raw.color ?? []) {
    const col = toColor(c);
    if (col) colors.push(col);
    else fail(`colour ${JSON.stringify(c)} is not a colour`);
  }
  if (colors.length === 0) fail('no colour');

  const reduction: Color[] = [];
  for (const r of raw.reduction ?? []) {
    if (r === NO_REDUCTION) continue;
    const col = toColor(r);
    if (col) reduction.push(col);
    else fail(`reduction symbol ${JSON.stringify(r)} is not a colour`);
  }

  const symbols: Color[][] = [];
  for (const s of raw.symbols ?? []) {
    const cols = typeof s === 'string' ? s.split('/').map(toColor) : [undefined];
    if (cols.every((c) => c !== undefined)) symbols.push(cols);
    else fail(`symbol ${JSON.stringify(s)} is not a colour or a two-colour symbol`);
  }

  const spiritTypes = (raw.subType ?? []).filter(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );

  const levels: LevelDef[] = [];
  if (type !== 'magic') {
    for (const r of raw.core_requirements ?? []) {
      if (!Number.isInteger(r.level) || !Number.isInteger(r.cores)) {
        fail(`level ${JSON.stringify(r)} has no whole level and core count`);
        continue;
      }
      const l: LevelDef = { level: r.level as number, cores: r.cores as number };
      // 2-10-4: nexuses have no BP (the data writes 0).
      if (type === 'spirit') {
        if (Number.isInteger(r.battlePoints)) l.bp = r.battlePoints as number;
        else fail(`level ${l.level} has no BP`);
      }
      levels.push(l);
    }
  }

  const printed = (raw.effects ?? []).filter(isPrinted);
  const keywords: KeywordFact[] = [];
  const seen = new Set<string>();
  for (const e of printed) {
    for (const k of e.keywords ?? []) {
      const fact = keywordOf(k, w);
      const key = JSON.stringify(fact);
      if (fact && !seen.has(key)) {
        seen.add(key);
        keywords.push(fact);
      }
    }
  }
  if (!ok || !type) return undefined;
  return {
    id,
    name,
    type,
    colors,
    cost,
    reduction,
    symbols,
    spiritTypes,
    levels,
    keywords,
    printedAbilities: printed.length,
  };
}

/** Reads every `<SET>/<ID>.json` under `cardsDir`; sets and cards in a fixed order. */
export function generateSagaFacts(cardsDir: string): GeneratedFacts {
  if (!existsSync(cardsDir)) throw new Error(`No card data at ${cardsDir}`);
  const warnings: string[] = [];
  const sets: Record<string, CardFacts[]> = {};
  const setNames = readdirSync(cardsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(compareCardIds);
  for (const set of setNames) {
    const cards: CardFacts[] = [];
    const files = readdirSync(join(cardsDir, set))
      .filter((f) => f.endsWith('.json'))
      .sort(compareCardIds);
    for (const f of files) {
      let raw: RawCard;
      try {
        raw = JSON.parse(readFileSync(join(cardsDir, set, f), 'utf8')) as RawCard;
      } catch (e) {
        warnings.push(`${set}/${f}: not readable JSON (${(e as Error).message}); skipped`);
        continue;
      }
      const facts = cardFacts(raw, (m) => warnings.push(`${set}/${m}`));
      if (facts) cards.push(facts);
    }
    sets[set] = cards.sort((a, b) => compareCardIds(a.id, b.id));
  }
  return { sets, warnings };
}
