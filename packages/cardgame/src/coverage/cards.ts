// Which cards of a pool are implemented: every printed skill has a definition (or the card has
// none) and a scenario of its game names the card (its id or name in `start`, `cards` or `script`).
// Computed, never typed: `arbiter cards coverage --game G` prints it per set.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import { findScenarioFiles } from '../scenario/files.ts';

export interface CardCoverage {
  id: string;
  name: string;
  set: string;
  /** Skills (abilities) printed on the card. */
  printed: number;
  /** Skills the project defines for it. */
  defined: number;
  /** Scenario files naming it. */
  scenarios: string[];
  implemented: boolean;
  /** What an unimplemented card lacks. */
  missing?: string;
}

export interface SetCoverage {
  set: string;
  implemented: number;
  total: number;
  cards: CardCoverage[];
}

export interface PoolCoverage {
  sets: SetCoverage[];
  implemented: number;
  total: number;
  /** Scenario files that could not be read (they exercise nothing). */
  problems: string[];
}

/** The text of a scenario's `start`, `cards` and `script` (keys and values), lower-cased. */
export function scenarioCardText(doc: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      for (const [k, x] of Object.entries(v)) {
        out.push(k);
        walk(x);
      }
    }
  };
  if (typeof doc === 'object' && doc !== null) {
    const d = doc as Record<string, unknown>;
    for (const part of ['start', 'cards', 'script', 'decks']) walk(d[part]);
  }
  return out.join('\n').toLowerCase();
}

const wordChar = /[\p{L}\p{N}]/u;

/** Whether `text` names `ref` as a whole (not inside a longer word). Both lower-case. */
export function namesCard(text: string, ref: string): boolean {
  if (!ref) return false;
  for (let i = text.indexOf(ref); i >= 0; i = text.indexOf(ref, i + 1)) {
    const before = text[i - 1];
    const after = text[i + ref.length];
    if ((before === undefined || !wordChar.test(before)) && (after === undefined || !wordChar.test(after)))
      return true;
  }
  return false;
}

/** One scenario as the coverage reads it: its card text and the rule ids it cites. */
export interface ScenarioText {
  file: string;
  text: string;
  rules: readonly string[];
}

/** The scenarios of one game (by their `game` key; Saga's have none) with their card text. */
export function scenarioTexts(
  paths: readonly string[],
  game: string,
): { scenarios: ScenarioText[]; problems: string[] } {
  const scenarios: ScenarioText[] = [];
  const problems: string[] = [];
  for (const file of findScenarioFiles(paths)) {
    try {
      const doc = parse(readFileSync(file, 'utf8')) as { game?: unknown; rules?: unknown } | null;
      if ((typeof doc?.game === 'string' ? doc.game : 'saga') !== game) continue;
      const rules = Array.isArray(doc?.rules) ? doc.rules.map(String) : [];
      scenarios.push({ file: relative(process.cwd(), file), text: scenarioCardText(doc), rules });
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  return { scenarios, problems };
}

/** What a game says of one card of its pool; the coverage does the rest. */
export interface CardFacts {
  id: string;
  name: string;
  set: string;
  /** Skills (abilities) printed on the card. */
  printed: number;
  /** Skills the project defines for it. */
  defined: number;
  /** Every printed skill is defined (or it has none). */
  complete: boolean;
  /** Why the project cannot define it yet (a lost text, a missing piece of vocabulary), if it says. */
  gap?: string;
  /**
   * Abilities (keyword skills) that a scenario naming the card must also cite the rule of: naming a
   * card does not show its keywords at work, so each needs a scenario about that keyword.
   */
  abilities?: readonly CitedAbility[];
}

/** An ability of a card and the rule (or rule section) a scenario exercising it cites. */
export interface CitedAbility {
  label: string;
  /** Rule ids; a cited rule matches one of them or lies under it (10-7 covers 10-7-1-2). */
  rules: readonly string[];
}

/** Whether a scenario's cited rule is `rule` or one of its sub-rules. */
function citesRule(cited: readonly string[], rule: string): boolean {
  return cited.some((c) => c === rule || c.startsWith(`${rule}-`));
}

/**
 * The coverage of a game's pool (`arbiter cards coverage`): each card of `cards` with the scenarios
 * under `scenarioPaths` whose `game` key is `game` that name it, per set and in all.
 */
export function cardPoolCoverage(
  cards: readonly CardFacts[],
  scenarioPaths: readonly string[],
  game: string,
  noun?: [string, string],
): PoolCoverage {
  const { scenarios, problems } = scenarioTexts(scenarioPaths, game);
  return poolCoverage(
    cards.map((c) => cardRow(c, scenarios, noun)),
    problems,
  );
}

/** One card's row: implemented when fully defined and named by a scenario. */
export function cardRow(
  c: CardFacts,
  scenarios: readonly ScenarioText[],
  /** What the game calls a printed piece of card text: [singular, plural]. */
  noun: [string, string] = ['skill', 'skills'],
): CardCoverage {
  const refs = [c.id.toLowerCase(), c.name.toLowerCase()];
  const naming = scenarios.filter((s) => refs.some((r) => namesCard(s.text, r)));
  const named = naming.map((s) => s.file);
  const unexercised = (c.abilities ?? []).filter(
    (a) => !naming.some((s) => a.rules.some((r) => citesRule(s.rules, r))),
  );
  const row: CardCoverage = {
    id: c.id,
    name: c.name,
    set: c.set,
    printed: c.printed,
    defined: c.defined,
    scenarios: named,
    // A card is implemented only when a scenario plays it, a card without skills included.
    implemented: c.complete && named.length > 0 && unexercised.length === 0,
  };
  if (!row.implemented) {
    row.missing = !c.complete
      ? `no definition of its ${c.printed} printed ${c.printed === 1 ? noun[0] : noun[1]}${c.gap ? `: ${c.gap}` : ''}`
      : named.length === 0
        ? 'no scenario exercises it'
        : `no scenario naming it cites the rule of ${unexercised.map((a) => `${a.label} (${a.rules.join(', ')})`).join(', ')}`;
  }
  return row;
}

/** Per-set totals from the rows. */
export function poolCoverage(rows: readonly CardCoverage[], problems: string[]): PoolCoverage {
  const bySet = new Map<string, CardCoverage[]>();
  for (const r of rows) bySet.set(r.set, [...(bySet.get(r.set) ?? []), r]);
  const sets = [...bySet].map(([set, cards]) => ({
    set,
    implemented: cards.filter((c) => c.implemented).length,
    total: cards.length,
    cards,
  }));
  return {
    sets,
    implemented: sets.reduce((n, s) => n + s.implemented, 0),
    total: sets.reduce((n, s) => n + s.total, 0),
    problems,
  };
}
