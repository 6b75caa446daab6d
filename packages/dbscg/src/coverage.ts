// DBSCG rule coverage: the rule ids of the rule manual v1.077 and where the exemptions live.
//
// The manual's text was extracted from a PDF and some rule numbers did not land at the start of
// their line. Rule ids are read from the start of lines (after a list dash, `**` or `>`), plus the
// numbers the extraction moved into the middle of a line, listed below by hand with the line they
// stand in. A number printed twice (1-2-1-1, 2-3-2-1, ...) is one entry. Reading begins after the
// table of contents ("General Rules") and stops where the update history begins (its first date).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareRuleIds, CoverageInputError, type RulebookSpec } from '@arbiter/cardgame';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

export const DBS_ROOT = here('../../..');
export const DBS_RULEBOOK_NAME = 'dragon-ball-super-card-game-rule-manual-v1.077.txt';

/** Rule numbers the PDF extraction left in the middle of a line: id → a piece of that line. */
export const MID_LINE_RULES: Readonly<Record<string, string>> = {
  '4-11': 'Damage Source 4-11.',
  '4-11-1-1': 'is the 4-11-1-1. attacking card',
  '5-1-3-2-1': 'affect deck 5-1-3-2-1. construction refer',
  '5-1-3-2-2': 'affect deck 5-1-3-2-2. construction take effect',
  '6-3-1-2-1': 'out of Battle 6-3-1-2-1 The turn player',
  '6-3-1-2-2': '[Activate: 6-3-1-2-2 Main]',
  '6-3-1-2-3': 'they are the 6-3-1-2-3. master of',
  '6-3-1-2-4': 'choose to end 6-3-1-2-4. their Main Phase',
  '6-3-1-3-1': 'in this step. 6-3-1-3-1. Perform',
  '10-8-1-2': 'is 2. 10-8-1-2. The X of [Triple Attack]',
  '10-13-2': 'certain costs and conditions are met. 10-13-2.',
};

const RULE_START = /^\s*(?:[-*>]\s*)*(\d{1,2}(?:-\d{1,2})+)\.?(?=\s|$|\*|\[|[A-Z\d])/;
const HISTORY = /\d{1,2}\/\d{1,2}\/\d{4}/;

/** Every numbered rule of the DBSCG manual, in book order (by number). */
export function parseDbsRuleIds(text: string, file = '(rule manual)'): string[] {
  const ids = new Set<string>();
  const lines = text.split(/\r?\n/);
  const found = new Set<string>();
  // The rules begin after the table of contents, at "General Rules".
  const begin = lines.findIndex((l) => /^\s*General Rules\s*$/.test(l));
  for (const line of lines.slice(begin + 1)) {
    const id = RULE_START.exec(line)?.[1];
    if (id !== undefined) ids.add(id);
    for (const [mid, piece] of Object.entries(MID_LINE_RULES)) {
      if (line.includes(piece)) {
        ids.add(mid);
        found.add(mid);
      }
    }
    if (HISTORY.test(line)) break;
  }
  const missing = Object.keys(MID_LINE_RULES).filter((m) => !found.has(m));
  if (missing.length > 0)
    throw new CoverageInputError(`${file}: the lines of ${missing.join(', ')} are not where expected`);
  if (ids.size === 0) throw new CoverageInputError(`${file}: no numbered rules found`);
  return [...ids].sort(compareRuleIds);
}

export const DBS_RULEBOOK: RulebookSpec = {
  rulebookName: DBS_RULEBOOK_NAME,
  idsFile: here('../rules/dbscg-1.077-ids.json'),
  exemptFile: here('../rules/dbscg-exempt.yaml'),
  parse: parseDbsRuleIds,
  scenarioGame: 'dbscg',
  testPackages: (pkg) => pkg === 'dbscg',
};
