// A game's rule coverage: where its rulebook, committed rule ids and exemptions are, how its rule
// ids are read from the book, and which scenarios and test packages cite its rules. Every game
// describes itself with one `RulebookSpec`; the report is computed the same way for all.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeRuleCoverage, parseRuleExemptions, type RuleCoverageReport } from './report.ts';
import { CoverageInputError } from './rulebook.ts';
import { findTestFiles, scanScenarioFiles, scanTestFiles } from './sources.ts';

export interface RulebookSpec {
  /** The rulebook's file name in ../shared/rules beside the repository. */
  rulebookName: string;
  /** The committed rule ids (`{rulebook, ids}`), used when the rulebook is absent. */
  idsFile: string;
  /** Rule id → why it needs no test (YAML). */
  exemptFile: string;
  /** The book's rule ids in book order. */
  parse(text: string, file: string): string[];
  /** The `game` key of its scenarios. */
  scenarioGame: string;
  /** Whether a package's tests cite this rulebook. */
  testPackages(pkg: string): boolean;
  /** The rule ids a test title cites, when the book does not number its rules 1-2-3 (ruleIdsIn). */
  idsIn?(title: string): string[];
}

export interface RuleIds {
  ids: string[];
  /** The file read: the rulebook, or the committed list when the rulebook is absent. */
  source: string;
  fromBook: boolean;
}

export interface GameCoverage {
  report: RuleCoverageReport;
  rulebook: RuleIds;
  /** Files that could not be read, e.g. an invalid scenario. */
  problems: string[];
}

export interface CoverageOptions {
  /** The repository whose scenarios and tests are read. */
  root: string;
  rulesFile?: string;
  exemptFile?: string;
}

export function defaultRulebook(spec: RulebookSpec, root: string): string {
  return join(root, '..', 'shared', 'rules', spec.rulebookName);
}

export function ruleIdsJson(spec: RulebookSpec, ids: readonly string[]): string {
  return `${JSON.stringify({ rulebook: spec.rulebookName, ids }, null, 2)}\n`;
}

export function readCommittedIds(file: string): string[] {
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

/** The rule ids from `rulesFile` (must exist), else the default rulebook, else the committed list. */
export function loadRuleIds(spec: RulebookSpec, root: string, rulesFile?: string): RuleIds {
  const book = rulesFile ?? defaultRulebook(spec, root);
  if (existsSync(book))
    return { ids: spec.parse(readFileSync(book, 'utf8'), book), source: book, fromBook: true };
  if (rulesFile !== undefined) throw new CoverageInputError(`No such file: ${rulesFile}`);
  return { ids: readCommittedIds(spec.idsFile), source: spec.idsFile, fromBook: false };
}

/** Coverage of a game's rules by the repository's scenarios and vitest titles. */
export async function ruleCoverage(spec: RulebookSpec, opts: CoverageOptions): Promise<GameCoverage> {
  const rulebook = loadRuleIds(spec, opts.root, opts.rulesFile);
  const exemptFile = opts.exemptFile ?? spec.exemptFile;
  if (!existsSync(exemptFile)) throw new CoverageInputError(`No such file: ${exemptFile}`);
  const exemptions = parseRuleExemptions(readFileSync(exemptFile, 'utf8'), exemptFile);
  const scenarios = scanScenarioFiles(opts.root, [join(opts.root, 'scenarios')], spec.scenarioGame);
  const tests = await scanTestFiles(
    opts.root,
    findTestFiles(opts.root, spec.testPackages),
    spec.idsIn ? (t) => spec.idsIn!(t) : undefined,
  );
  const report = computeRuleCoverage(rulebook.ids, [...scenarios.citations, ...tests.citations], exemptions);
  return { report, rulebook, problems: [...scenarios.problems, ...tests.problems] };
}

/**
 * A game's rule coverage per format (a descriptor's `ruleCoverage`): each format's rulebook spec,
 * the scenarios and tests of the repository at `root` unless the options name another.
 */
export function rulebookCoverage(
  root: string,
  books: Readonly<Record<string, RulebookSpec>>,
): (format: string, opts: Partial<CoverageOptions>) => Promise<GameCoverage> {
  return (format, opts) => {
    const spec = books[format];
    if (spec === undefined)
      return Promise.reject(new CoverageInputError(`No rulebook for the format ${format}.`));
    return ruleCoverage(spec, { ...opts, root: opts.root ?? root });
  };
}
