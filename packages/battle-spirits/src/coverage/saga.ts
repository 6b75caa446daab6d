// Saga rule coverage: where the rulebook, the committed rule ids and the exemptions live.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeRuleCoverage, parseRuleExemptions, type RuleCoverageReport } from './report.ts';
import { CoverageInputError, parseRuleIds } from './rulebook.ts';
import { scanScenarioFiles, scanTestFiles } from './sources.ts';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

/** The repository this package sits in (packages/battle-spirits/src/coverage/ → four levels up). */
export const ARBITER_ROOT = here('../../../..');
export const SAGA_RULEBOOK_NAME = 'battle-spirits-saga-comprehensive-rules-v1.6.0.txt';
/** Rule ids only, generated from the rulebook by `npm run rules:ids`; used when the book is absent. */
export const SAGA_RULE_IDS_FILE = here('../../rules/saga-1.6.0-ids.json');
export const SAGA_EXEMPT_FILE = here('../../rules/saga-exempt.yaml');

/** Where the rulebook is by default: the shared folder beside the repository. */
export function defaultSagaRulebook(root = ARBITER_ROOT): string {
  return join(root, '..', 'shared', 'rules', SAGA_RULEBOOK_NAME);
}

/** The committed list's file content for these ids. */
export function sagaRuleIdsJson(ids: readonly string[]): string {
  return `${JSON.stringify({ rulebook: SAGA_RULEBOOK_NAME, ids }, null, 2)}\n`;
}

export function readCommittedRuleIds(file = SAGA_RULE_IDS_FILE): string[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new CoverageInputError(`cannot read the rule ids in ${file}: ${(e as Error).message}`);
  }
  const ids = (data as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string')) {
    throw new CoverageInputError(`${file}: expected {"ids": ["1-1", ...]}`);
  }
  return ids;
}

export interface SagaRuleIds {
  ids: string[];
  /** The file read: the rulebook, or the committed list when the rulebook is absent. */
  source: string;
  fromBook: boolean;
}

/** The rule ids from `rulesFile` (must exist), else the default rulebook, else the committed list. */
export function loadSagaRuleIds(rulesFile?: string, root = ARBITER_ROOT): SagaRuleIds {
  const book = rulesFile ?? defaultSagaRulebook(root);
  if (existsSync(book)) {
    return { ids: parseRuleIds(readFileSync(book, 'utf8'), book), source: book, fromBook: true };
  }
  if (rulesFile !== undefined) throw new CoverageInputError(`No such file: ${rulesFile}`);
  return { ids: readCommittedRuleIds(), source: SAGA_RULE_IDS_FILE, fromBook: false };
}

export interface SagaCoverageOptions {
  /** The repository whose scenarios and tests are read; default: this one. */
  root?: string;
  rulesFile?: string;
  exemptFile?: string;
}

export interface SagaCoverage {
  report: RuleCoverageReport;
  rulebook: SagaRuleIds;
  /** Files that could not be read, e.g. an invalid scenario. */
  problems: string[];
}

/** Coverage of the Saga rules by the repository's scenarios and vitest titles. */
export async function sagaRuleCoverage(opts: SagaCoverageOptions = {}): Promise<SagaCoverage> {
  const root = opts.root ?? ARBITER_ROOT;
  const rulebook = loadSagaRuleIds(opts.rulesFile, root);
  const exemptFile = opts.exemptFile ?? SAGA_EXEMPT_FILE;
  if (!existsSync(exemptFile)) throw new CoverageInputError(`No such file: ${exemptFile}`);
  const exemptions = parseRuleExemptions(readFileSync(exemptFile, 'utf8'), exemptFile);
  const scenarios = scanScenarioFiles(root);
  const tests = await scanTestFiles(root);
  const report = computeRuleCoverage(rulebook.ids, [...scenarios.citations, ...tests.citations], exemptions);
  return { report, rulebook, problems: [...scenarios.problems, ...tests.problems] };
}
