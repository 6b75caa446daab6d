// Which Saga cards are implemented: a card whose printed abilities are all defined (or that has none)
// and exercised by at least one scenario (the scenario names the card's id or name in `start`, `cards`
// or `script`).

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import { findScenarioFiles } from '../scenario/runner.ts';
import type { SagaPool } from './index.ts';
import { SAGA_SCENARIO_DIR } from './paths.ts';

export interface CardCoverage {
  id: string;
  name: string;
  set: string;
  /** Abilities printed on the card. */
  printed: number;
  /** Abilities the project defines for it. */
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

export interface SagaCardCoverage {
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
    for (const part of ['start', 'cards', 'script']) walk(d[part]);
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

/** Implemented N of M per set and in all, from the pool and the scenarios under `scenarioPaths`. */
export function sagaCardCoverage(
  pool: SagaPool,
  scenarioPaths: readonly string[] = [SAGA_SCENARIO_DIR],
): SagaCardCoverage {
  const problems: string[] = [];
  const scenarios: { file: string; text: string }[] = [];
  for (const file of findScenarioFiles(scenarioPaths)) {
    try {
      scenarios.push({
        file: relative(process.cwd(), file),
        text: scenarioCardText(parse(readFileSync(file, 'utf8'))),
      });
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  const sets: SetCoverage[] = pool.sets.map(({ set, cards }) => {
    const rows = cards.map((c): CardCoverage => {
      const defined = pool.defined.get(c.id)?.length ?? 0;
      const refs = [c.id.toLowerCase(), c.name.toLowerCase()];
      const named = scenarios.filter((s) => refs.some((r) => namesCard(s.text, r))).map((s) => s.file);
      const row: CardCoverage = {
        id: c.id,
        name: c.name,
        set,
        printed: c.printedAbilities,
        defined,
        scenarios: named,
        // A card is implemented only when a scenario plays it, a card without abilities included.
        implemented: (c.printedAbilities === 0 || defined > 0) && named.length > 0,
      };
      if (!row.implemented) {
        row.missing =
          c.printedAbilities > 0 && defined === 0
            ? `no definition of its ${c.printedAbilities} printed abilit${c.printedAbilities === 1 ? 'y' : 'ies'}`
            : 'no scenario exercises it';
      }
      return row;
    });
    return { set, implemented: rows.filter((r) => r.implemented).length, total: rows.length, cards: rows };
  });
  return {
    sets,
    implemented: sets.reduce((n, s) => n + s.implemented, 0),
    total: sets.reduce((n, s) => n + s.total, 0),
    problems,
  };
}
