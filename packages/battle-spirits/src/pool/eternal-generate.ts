// Card facts from the shared Eternal card data (../shared/data/battle-spirits-eternal/cards/<SET>.json,
// the Japanese official card list). Only facts are read out: numbers, Japanese names (facts, shown as
// they are), types, colours, costs, reductions, families, levels with cores and BP, the keywords
// 【神速】 and 【覚醒】, and a count of printed abilities. Effect text and Q&A sentences are never
// copied (see the data's SOURCE.md); the text is only scanned to count abilities, find keywords and
// flag cards whose symbols may not follow the reading below.
//
// Symbols: the data has none (SOURCE.md defect 1). For BS01 the project takes one symbol of the card's
// own colour for every spirit and nexus and none for magic; a card whose text or Q&A speaks of
// symbols is flagged, not guessed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { COLORS, type CardType, type Color, type LevelDef } from '../cards.ts';
import { compareCardIds, type GeneratedFacts } from './generate.ts';
import type { CardFacts, FactKeyword, KeywordFact } from './schema.ts';

const TYPES: Record<string, CardType> = { spirit: 'spirit', nexus: 'nexus', magic: 'magic' };
/** The printed keywords of the sets read so far → the vocabulary's. */
const KEYWORDS: Record<string, FactKeyword> = { 神速: 'swift', 覚醒: 'awaken' };
/** The data separates a card's abilities with a run of tabs (SOURCE.md: 8, and 16 on BS01-X01). */
const ABILITY_SEPARATOR = /\t{8,}/;
/** The sets whose symbols follow "one of its own colour for a spirit or nexus, none for magic". */
const ONE_OWN_SYMBOL_SETS = new Set(['BS01']);
/** The detail page's key after which come the Q&A pairs (SOURCE.md, "Fields"). */
const LAST_FACT_KEY = '作品アイコン';
const SYMBOL_WORD = 'シンボル';

interface RawEternalCard {
  id?: unknown;
  name?: unknown;
  set?: unknown;
  type?: unknown;
  colors?: unknown[];
  cost?: unknown;
  costAlleviationColor?: unknown;
  costAlleviationCount?: unknown;
  family?: unknown[];
  text?: unknown;
  _rawDtDd?: Record<string, unknown>;
}

function toColor(v: unknown): Color | undefined {
  return typeof v === 'string' && (COLORS as readonly string[]).includes(v) ? (v as Color) : undefined;
}

/**
 * The levels from the detail page's raw "BP/コア" field (SOURCE.md defect 4: `bpLevels` is incomplete):
 * whitespace-separated pairs of BP (`-` for none) and cores, one pair per level, `-` cores for none.
 */
export function rawLevels(raw: string, type: CardType): LevelDef[] | string {
  const tokens = raw.split(/\s+/).filter((t) => t !== '');
  if (tokens.length % 2 !== 0) return `BP/コア has an odd number of values (${tokens.length})`;
  const levels: LevelDef[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const [bp, cores] = [tokens[i]!, tokens[i + 1]!];
    if (cores === '-') continue;
    if (!/^\d+$/.test(cores)) return `level ${levels.length + 1} has cores ${JSON.stringify(cores)}`;
    const l: LevelDef = { level: i / 2 + 1, cores: Number(cores) };
    if (type === 'spirit') {
      if (!/^\d+$/.test(bp)) return `level ${l.level} has BP ${JSON.stringify(bp)}`;
      l.bp = Number(bp);
    }
    levels.push(l);
  }
  return levels;
}

/** The Q&A pairs of the detail page: every key after the last fact key (questions and answers). */
function qaText(dtdd: Record<string, unknown>): string {
  const keys = Object.keys(dtdd);
  const i = keys.indexOf(LAST_FACT_KEY);
  return i < 0
    ? ''
    : keys
        .slice(i + 1)
        .map((k) => `${k}\n${String(dtdd[k])}`)
        .join('\n');
}

/** One data card → its facts, or undefined (with a warning) when a fact is missing. */
export function eternalCardFacts(raw: RawEternalCard, warn: (m: string) => void): CardFacts | undefined {
  const id = typeof raw.id === 'string' ? raw.id : '';
  const w = (m: string): void => warn(`${id || '(no id)'}: ${m}`);
  const problems: string[] = [];
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!id) problems.push('no id');
  if (!name) problems.push('no name');
  const type = typeof raw.type === 'string' ? TYPES[raw.type] : undefined;
  if (!type) problems.push(`card type ${JSON.stringify(raw.type)} is not spirit, nexus or magic`);
  const cost = Number.isInteger(raw.cost) ? (raw.cost as number) : NaN;
  if (Number.isNaN(cost)) problems.push(`cost ${JSON.stringify(raw.cost)} is not a whole number`);
  const given = (raw.colors ?? []).map(toColor);
  if (given.length === 0 || given.some((c) => c === undefined)) problems.push('colours not understood');

  const count = Number.isInteger(raw.costAlleviationCount) ? (raw.costAlleviationCount as number) : 0;
  const reductionColor = toColor(raw.costAlleviationColor);
  if (count > 0 && !reductionColor)
    problems.push(`reduction colour ${JSON.stringify(raw.costAlleviationColor)}`);
  const reduction: Color[] = reductionColor ? Array<Color>(count).fill(reductionColor) : [];

  const dtdd = raw._rawDtDd ?? {};
  let levels: LevelDef[] = [];
  if (type && type !== 'magic') {
    const bpCores = dtdd['BP/コア'];
    const parsed = typeof bpCores === 'string' ? rawLevels(bpCores, type) : 'no BP/コア on the detail page';
    if (typeof parsed === 'string') problems.push(parsed);
    else if (parsed.length === 0) problems.push('no levels');
    else levels = parsed;
  }
  if (problems.length > 0 || !type) {
    w(`${problems.join('; ')}; card left out`);
    return undefined;
  }

  const set = typeof raw.set === 'string' ? raw.set : id.split('-')[0]!;
  const colors = given as Color[];
  const symbols: Color[][] = type === 'magic' ? [] : [[colors[0]!]];
  if (!ONE_OWN_SYMBOL_SETS.has(set)) w(`set ${set} has no symbol reading; one own-colour symbol assumed`);
  const text = typeof raw.text === 'string' ? raw.text : '';
  if (text.includes(SYMBOL_WORD) || qaText(dtdd).includes(SYMBOL_WORD)) {
    w('its text or Q&A speaks of symbols: check the one-own-colour-symbol reading');
  }

  const printedAbilities = text.split(ABILITY_SEPARATOR).filter((a) => a.trim() !== '').length;
  const keywords: KeywordFact[] = [];
  for (const [printed, keyword] of Object.entries(KEYWORDS)) {
    if (text.includes(`【${printed}】`)) keywords.push({ keyword });
  }
  const spiritTypes = (raw.family ?? []).filter((f): f is string => typeof f === 'string' && f.trim() !== '');
  const printedFacts = { id, name, type, colors, cost, reduction, symbols, spiritTypes, levels };
  return { ...printedFacts, keywords, printedAbilities };
}

/**
 * Reads every `<SET>.json` under `cardsDir` (`{cards: [...]}`); sets and cards in a fixed order. A file
 * that is not JSON is an error: the data is one file per set, so nothing could be generated for it.
 */
export function generateEternalFacts(cardsDir: string): GeneratedFacts {
  const files = existsSync(cardsDir) ? readdirSync(cardsDir).filter((x) => x.endsWith('.json')) : [];
  if (files.length === 0) throw new Error(`No card data (<SET>.json files) at ${cardsDir}`);
  const { sets, warnings }: GeneratedFacts = { sets: {}, warnings: [] };
  for (const f of files) {
    const set = basename(f, '.json');
    const data = JSON.parse(readFileSync(join(cardsDir, f), 'utf8')) as { cards?: RawEternalCard[] };
    sets[set] = (data.cards ?? [])
      .flatMap((raw) => eternalCardFacts(raw, (m) => warnings.push(`${set}/${m}`)) ?? [])
      .sort((a, b) => compareCardIds(a.id, b.id));
  }
  return { sets, warnings };
}
