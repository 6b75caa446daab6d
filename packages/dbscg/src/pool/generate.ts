// Card facts from the shared DBSCG data (../shared/data/dbscg/cards/<SET>.json). Only facts are read
// out; a skill's text is never kept (SOURCE.md), only the keywords printed at the head of a skill
// and the number of skills. The data's known defects are fixed here, each with a note on the card.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Color } from '../vocab.ts';
import type { DbsFacts, TokenFacts } from './facts.ts';

interface RawCard {
  number: string;
  name: string;
  rarity: string;
  type: string;
  color: string;
  set: string;
  power: string;
  energy: string;
  comboEnergy: string;
  comboPower: string;
  character: string;
  specialTrait: string;
  era: string;
  skill: string;
}

const COLOR_WORDS: Record<string, Color> = {
  Red: 'red',
  Blue: 'blue',
  Green: 'green',
  Yellow: 'yellow',
  Black: 'black',
};
/** Energy cost letters (2-11): R red, B blue, G green, Y yellow; black cards have none ("-"). */
const COST_LETTERS: Record<string, Color> = { R: 'red', B: 'blue', G: 'green', Y: 'yellow' };
/** Skill heads that are not keywords: skill kinds and timings. */
const NOT_KEYWORDS = /^(Auto|Permanent|Activate.*|Counter.*|Once per turn)$/i;

function list(s: string): string[] {
  return s
    .split('/')
    .map((x) => x.trim())
    .filter((x) => x !== '' && x !== '-');
}

/** "6(RR)" → 6 with 2 red; "3(-)" → 3; "0-" → 0 (a defect: the data lost the brackets). */
function parseCost(raw: string, id: string, notes: string[]): DbsFacts['cost'] {
  if (raw === '') return null;
  const m = /^(\d+)\(([RBGY-]*)\)$/.exec(raw);
  if (!m) {
    const n = /^(\d+)-?$/.exec(raw);
    if (!n) throw new Error(`${id}: energy cost "${raw}" cannot be read`);
    notes.push(`energy "${raw}" read as ${n[1]} with no specified cost`);
    return { total: Number(n[1]), colors: {} };
  }
  const colors: Partial<Record<Color, number>> = {};
  for (const ch of m[2]!) {
    const c = COST_LETTERS[ch];
    if (c) colors[c] = (colors[c] ?? 0) + 1;
  }
  return { total: Number(m[1]), colors };
}

/** The card's colours: the colour field, or for "Multi" the colours of its specified cost (2-4-1-2). */
function parseColors(raw: RawCard, cost: DbsFacts['cost'], notes: string[]): Color[] {
  const direct = raw.color
    .split('/')
    .map((w) => COLOR_WORDS[w.trim()])
    .filter((c): c is Color => c !== undefined);
  if (direct.length > 0) return direct;
  const fromCost = Object.keys(cost?.colors ?? {}) as Color[];
  if (fromCost.length === 0) throw new Error(`${raw.number}: colour "${raw.color}" cannot be read`);
  notes.push(`colour "${raw.color}" read from the specified cost: ${fromCost.join('/')}`);
  return fromCost;
}

/** Skill heads that begin a new skill wherever they stand (not keywords). */
const KIND_HEAD = /[.)]\s*\[(Auto|Permanent|Activate[^\]]*|Counter[^\]]*)\]/g;

/**
 * Keyword heads and the number of skills of one side's skill text (skills are "|"-separated). Two
 * defects of the data are read through, each noted on the card: a head closed by "}" instead of "]"
 * ("[Auto}"), and a skill printed right after another's text or reminder with no "|" between them
 * ("...)[Permanent] ...", "... negated.[Auto] ...").
 */
function skillFacts(text: string, notes: string[]): { keywords: string[]; skills: number } {
  const keywords: string[] = [];
  let skills = 0;
  for (const seg of text.split(' | ')) {
    const m = /^\[([^\]}]+)([\]}])/.exec(seg.trim());
    // Bullets of a "choose" skill and text broken off by a stray "|" belong to the skill before.
    if (!m) continue;
    skills++;
    const head = m[1]!.trim();
    if (m[2] === '}') notes.push(`the skill head "[${head}}" read as [${head}]`);
    if (!NOT_KEYWORDS.test(head)) keywords.push(head);
    for (const inner of seg.matchAll(KIND_HEAD)) {
      skills++;
      notes.push(`[${inner[1]!}] printed right after the text before it, with no "|": counted as a skill`);
    }
  }
  return { keywords, skills };
}

/**
 * A leader's two names, "front / back"; one leader of the data lost the space before the slash
 * ("Front/ Back"): read the same way, with a note.
 */
function sideNames(raw: RawCard, notes: string[]): [string, string] {
  const parts = raw.name.includes(' / ') ? raw.name.split(' / ') : raw.name.split(/\s*\/\s+/);
  if (parts.length !== 2) return [raw.name.trim(), raw.name.trim()];
  if (!raw.name.includes(' / ')) {
    const note = `the name "${raw.name}" read as two sides at its "/"`;
    if (!notes.includes(note)) notes.push(note);
  }
  return [parts[0]!.trim(), parts[1]!.trim()];
}

function num(s: string, id: string): number {
  const n = Number(s.replace(/,/g, ''));
  if (!Number.isInteger(n)) throw new Error(`${id}: "${s}" is not a number`);
  return n;
}

/**
 * 10-18-2: the tokens a skill text describes in its reminder ("<Name> tokens have N power", with
 * their combo cost and combo power when it gives them): the name and numbers only, each token once.
 */
export function tokenFacts(text: string): TokenFacts[] {
  const out: TokenFacts[] = [];
  const re =
    /\(([^()]+?) [Tt]okens? ha(?:s|ve) ([\d,]+) power(?:, ([\d,]+) combo costs?,? (?:and )?([\d,]+) combo power)?\.?\)/g;
  for (const m of text.matchAll(re)) {
    const token: TokenFacts = {
      name: m[1]!.trim(),
      power: Number(m[2]!.replace(/,/g, '')),
      combo: m[3] ? { cost: Number(m[3].replace(/,/g, '')), power: Number(m[4]!.replace(/,/g, '')) } : null,
    };
    if (!out.some((t) => JSON.stringify(t) === JSON.stringify(token))) out.push(token);
  }
  return out;
}

export function factsOf(raw: RawCard): DbsFacts {
  const id = raw.number;
  const notes: string[] = [];
  const type = raw.type === 'Leader' ? 'leader' : raw.type === 'Battle' ? 'battle' : 'extra';
  const cost = type === 'leader' ? null : parseCost(raw.energy, id, notes);
  const colors = parseColors(raw, cost, notes);
  const [frontSkill, backSkill] = raw.skill.split(' // ');
  const [frontPower, backPower] = raw.power.split(' // ');
  const two = (s: string): [string, string] => {
    const [a, b] = s.split(' // ');
    return [a ?? '', b ?? a ?? ''];
  };
  const [char, charB] = two(raw.character);
  const [trait, traitB] = two(raw.specialTrait);
  const [era, eraB] = two(raw.era);
  const front = skillFacts(frontSkill ?? '', notes);
  const facts: DbsFacts = {
    id,
    name: type === 'leader' ? sideNames(raw, notes)[0] : raw.name.trim(),
    rarity: raw.rarity,
    type,
    colors,
    power: frontPower ? num(frontPower, id) : 0,
    cost: type === 'leader' ? null : (cost ?? { total: 0, colors: {} }),
    combo:
      type === 'battle' && raw.comboEnergy !== '' && raw.comboPower !== ''
        ? { cost: num(raw.comboEnergy, id), power: num(raw.comboPower, id) }
        : null,
    characters: list(char),
    traits: list(trait),
    eras: list(era),
    keywords: front.keywords,
    skills: front.skills,
  };
  if (type === 'leader') {
    const back = skillFacts(backSkill ?? '', notes);
    facts.back = {
      name: sideNames(raw, notes)[1],
      power: backPower ? num(backPower, id) : facts.power,
      characters: list(charB),
      traits: list(traitB),
      eras: list(eraB),
      keywords: back.keywords,
      skills: back.skills,
    };
  }
  const tokens = tokenFacts(raw.skill);
  if (tokens.length > 0) facts.tokens = tokens;
  if (type !== 'leader' && raw.energy === '') notes.push('no energy cost in the data: read as 0');
  if (notes.length > 0) facts.note = notes.join('; ');
  return facts;
}

export interface GeneratedDbsFacts {
  sets: Record<string, DbsFacts[]>;
  warnings: string[];
}

/** Reads every set of the shared data. */
export function generateDbsFacts(dataDir: string): GeneratedDbsFacts {
  const dir = join(dataDir, 'cards');
  if (!existsSync(dir)) throw new Error(`No card data in ${dir}`);
  const sets: Record<string, DbsFacts[]> = {};
  const warnings: string[] = [];
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const set = f.replace(/\.json$/, '');
    const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as RawCard[];
    const out: DbsFacts[] = [];
    for (const r of raw) {
      try {
        out.push(factsOf(r));
      } catch (e) {
        warnings.push(`${r.number}: skipped: ${(e as Error).message}`);
      }
    }
    sets[set] = out.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  }
  return { sets, warnings };
}
