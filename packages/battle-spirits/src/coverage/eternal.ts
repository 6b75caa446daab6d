// Eternal rule coverage: the official manual (Eternal format, version 17) has no rule numbers, so
// its rule ids are derived from the file itself: a rule is a heading (a section) or a statement
// inside one, and its id is `E` followed by the line number where it starts (`E497` is line 497).
// A statement is a line that starts with a list mark (`-`, `•`, `▪`), a note mark (`※`, `*`), a
// condition mark (`◆`), a circled step number (① to ⑳) or a question number (`Q3.`, which covers
// its answer), and in the glossary every entry. Paragraphs belong to their section's id. A test
// title cites a rule as `E497`; the ids of other books (7-1-3, 7.3.1) are not read as Eternal's.
import { join } from 'node:path';
import { CoverageInputError, OTHER_GAME_TEST_PACKAGES, type RulebookSpec } from '@arbiter/cardgame';
import { ARBITER_ROOT } from './saga.ts';

const RULES_DIR = join(ARBITER_ROOT, 'packages', 'battle-spirits', 'rules');
export const ETERNAL_RULEBOOK_NAME = 'battle-spirits-eternal-official-manual-v17.txt';
/** Rule ids only, generated from the manual by `npm run rules:ids`; used when the manual is absent. */
export const ETERNAL_RULE_IDS_FILE = join(RULES_DIR, 'eternal-v17-ids.json');
export const ETERNAL_EXEMPT_FILE = join(RULES_DIR, 'eternal-exempt.yaml');

const HEADING = /^#{1,6}\s+\S/;
const STATEMENT = /^(?:[-•▪◆※]|\\?\*(?!\*)|[①-⑳]|Q\d+\.)/;
// The glossary's entries are one line each, whatever their mark.
const GLOSSARY = /^#\s+GLOSSARY\s*$/;
// A cited rule: `E` and a line number, not inside a longer word or number.
const RULE_REF = /(?<![\w.-])E\d{1,4}(?![\w-]|\.\d)/g;

/** Every section and statement of the manual, by the line it starts on, in file order. */
export function parseEternalRuleIds(text: string, file = '(manual)'): string[] {
  const ids: string[] = [];
  let inSection = false;
  let inGlossary = false;
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const id = `E${i + 1}`;
    if (HEADING.test(line)) {
      inSection = true;
      if (line.startsWith('# ')) inGlossary = GLOSSARY.test(line);
      ids.push(id);
    } else if (inSection && (inGlossary || STATEMENT.test(line))) {
      ids.push(id);
    }
  }
  if (ids.length === 0) throw new CoverageInputError(`${file}: no sections found`);
  return ids;
}

/** The Eternal rule ids a test title cites, in order, without repeats. */
export function eternalRuleIdsIn(text: string): string[] {
  return [...new Set(text.match(RULE_REF) ?? [])];
}

export const ETERNAL_RULEBOOK: RulebookSpec = {
  rulebookName: ETERNAL_RULEBOOK_NAME,
  idsFile: ETERNAL_RULE_IDS_FILE,
  exemptFile: ETERNAL_EXEMPT_FILE,
  parse: parseEternalRuleIds,
  // Eternal scenarios say `game: eternal`; Eternal is a format of the battle-spirits module, so
  // its tests are those of every package but the other games'.
  scenarioGame: 'eternal',
  testPackages: (pkg) => !OTHER_GAME_TEST_PACKAGES.has(pkg),
  idsIn: eternalRuleIdsIn,
};
