// Rule ids of a comprehensive-rules text file, and rule ids cited in free text (test titles).

/** Bad input to the coverage report (missing rulebook, bad exemption file): the CLI exits 2. */
export class CoverageInputError extends Error {
  override name = 'CoverageInputError';
}

// A rule starts a line, optionally after a list dash, with at least two numbers: chapter titles
// ("7 Attacking and Battles") and the table of contents are not rules.
const RULE_LINE = /^\s*(?:-\s+)?(\d+(?:-\d+)+)\s+\S/;
// The change log at the end cites rule ids too ("- Changed 11-3-1."): stop before it.
const CHANGE_LOG = /New Topics and Changes/;

/** Compares rule ids number by number: 2-9 < 2-10 < 2-10-1 < 3. */
export function compareRuleIds(a: string, b: string): number {
  const x = a.split('-').map(Number);
  const y = b.split('-').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return x.length - y.length;
}

/**
 * Every numbered rule of a rulebook text, in book order. Ids inside a rule's text ("(7-1-6)") are
 * references, and a wrapped line never starts with an id followed by text in this book; an id out
 * of order would mean one did, so it is an error rather than a silent extra rule.
 */
export function parseRuleIds(text: string, file = '(rulebook)'): string[] {
  const ids: string[] = [];
  let prevLine = 0;
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (CHANGE_LOG.test(line)) break;
    const id = RULE_LINE.exec(line)?.[1];
    if (id === undefined) continue;
    const prev = ids[ids.length - 1];
    if (prev !== undefined && compareRuleIds(prev, id) >= 0) {
      throw new CoverageInputError(
        `${file}: rule ${id} (line ${i + 1}) comes after ${prev} (line ${prevLine}): a wrapped line starting with a rule id?`,
      );
    }
    ids.push(id);
    prevLine = i + 1;
  }
  if (ids.length === 0) throw new CoverageInputError(`${file}: no numbered rules found`);
  return ids;
}

// Dates (2024-05-27) and longer numbers are not rule ids: at most two digits per part.
const RULE_REF = /(?<![\w.-])\d{1,2}(?:-\d{1,2})+(?![\w-])/g;

/** The rule ids cited in a text such as a test title, in order, without repeats. */
export function ruleIdsIn(text: string): string[] {
  return [...new Set(text.match(RULE_REF) ?? [])];
}
