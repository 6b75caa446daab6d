// Rule coverage: each rule of the book with the tests citing it, or its exemption, or neither.

import { parseDocument } from 'yaml';
import { CoverageInputError } from './rulebook.ts';
import type { RuleCitation } from './sources.ts';

/** Rules that prescribe no engine behaviour, with why: rule id → reason. */
export interface RuleExemptions {
  file: string;
  reasons: ReadonlyMap<string, string>;
}

/** Reads an exemption file: a YAML mapping from rule id to a short reason. */
export function parseRuleExemptions(source: string, file = '(exemptions)'): RuleExemptions {
  const doc = parseDocument(source);
  if (doc.errors.length > 0)
    throw new CoverageInputError(`${file}: ${doc.errors[0]!.message.split('\n')[0]}`);
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new CoverageInputError(`${file}: expected a mapping from rule id to reason`);
  }
  const reasons = new Map<string, string>();
  for (const [id, reason] of Object.entries(data)) {
    if (typeof reason !== 'string' || reason.trim() === '') {
      throw new CoverageInputError(`${file}: ${id}: every exemption needs a reason`);
    }
    reasons.set(id, reason.trim());
  }
  return { file, reasons };
}

export type RuleStatus = 'covered' | 'exempt' | 'uncovered';

export interface RuleCoverage {
  id: string;
  status: RuleStatus;
  /** Tests citing the rule, in the order found. */
  tests: string[];
  /** The exemption's reason, also kept when tests cover the rule anyway. */
  reason?: string;
}

export interface RuleCoverageReport {
  rules: RuleCoverage[];
  /** Citations of ids that are not rules of the book: typos. */
  unknownCitations: RuleCitation[];
  /** Exempt rules that no test cites. */
  exempt: number;
  /** Rules that at least one test cites, exempt or not. */
  covered: number;
  total: number;
}

/** Matches citations and exemptions to the book's rules (`ids`, in book order). */
export function computeRuleCoverage(
  ids: readonly string[],
  citations: readonly RuleCitation[],
  exemptions: RuleExemptions,
): RuleCoverageReport {
  const known = new Set(ids);
  const stray = [...exemptions.reasons.keys()].filter((id) => !known.has(id));
  if (stray.length > 0) {
    throw new CoverageInputError(`${exemptions.file}: not rules of the rulebook: ${stray.join(', ')}`);
  }
  const byRule = new Map<string, string[]>();
  const unknownCitations: RuleCitation[] = [];
  for (const c of citations) {
    if (!known.has(c.id)) {
      unknownCitations.push(c);
      continue;
    }
    const tests = byRule.get(c.id) ?? [];
    if (!tests.includes(c.test)) tests.push(c.test);
    byRule.set(c.id, tests);
  }
  const rules = ids.map((id): RuleCoverage => {
    const tests = byRule.get(id) ?? [];
    const reason = exemptions.reasons.get(id);
    const status: RuleStatus = tests.length > 0 ? 'covered' : reason !== undefined ? 'exempt' : 'uncovered';
    return reason === undefined ? { id, status, tests } : { id, status, tests, reason };
  });
  const count = (s: RuleStatus): number => rules.filter((r) => r.status === s).length;
  return { rules, unknownCitations, exempt: count('exempt'), covered: count('covered'), total: ids.length };
}
