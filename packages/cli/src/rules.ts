import { CoverageInputError, type GameCoverage, type RuleCoverageOptions } from '@arbiter/cardgame';
import { findGame, GAMES } from '@arbiter/games';
import { UsageError } from './errors.ts';

export interface RulesCoverageOptions {
  game: string;
  /** The format, which picks the rulebook; default: the game's first. */
  format?: string;
  rules?: string;
  uncovered?: boolean;
  json?: boolean;
  /** The repository whose tests are read; default: this one. */
  root?: string;
}

export interface RulesCoverageOutput {
  /** The report, for stdout. */
  lines: string[];
  /** Typos in rule citations, unreadable files, the fallback note: for stderr. */
  warnings: string[];
}

/** `arbiter rules coverage`: every rule with its tests, its exemption, or NOT COVERED. */
export async function rulesCoverage(opts: RulesCoverageOptions): Promise<RulesCoverageOutput> {
  const game = findGame(opts.game);
  if (!game)
    throw new UsageError(`Unknown game "${opts.game}" (known: ${GAMES.map((g) => g.id).join(', ')})`);
  const format = opts.format ?? game.formats[0]!;
  if (!game.formats.includes(format)) {
    throw new UsageError(`Unknown format "${format}" for ${opts.game} (known: ${game.formats.join(', ')})`);
  }
  let cov: GameCoverage;
  try {
    const o: RuleCoverageOptions = {};
    if (opts.rules !== undefined) o.rulesFile = opts.rules;
    if (opts.root !== undefined) o.root = opts.root;
    cov = await game.ruleCoverage(format, o);
  } catch (e) {
    if (e instanceof CoverageInputError) throw new UsageError(e.message);
    throw e;
  }
  const { report } = cov;
  const rules = opts.uncovered ? report.rules.filter((r) => r.status === 'uncovered') : report.rules;

  const warnings: string[] = [];
  if (!cov.rulebook.fromBook) {
    warnings.push(`note: rulebook not found; using the rule ids in ${cov.rulebook.source}`);
  }
  if (report.unknownCitations.length > 0) {
    warnings.push('warning: tests cite rule ids that are not in the rulebook:');
    for (const c of report.unknownCitations) warnings.push(`  ${c.id}  ${c.test}`);
  }
  for (const p of cov.problems) warnings.push(`warning: ${p}`);

  if (opts.json) {
    const json = {
      game: opts.game,
      format,
      rulebook: cov.rulebook.source,
      fromRulebook: cov.rulebook.fromBook,
      rules,
      unknownCitations: report.unknownCitations,
      problems: cov.problems,
      exempt: report.exempt,
      covered: report.covered,
      total: report.total,
    };
    return { lines: [JSON.stringify(json, null, 2)], warnings };
  }
  const lines = rules.map((r) => {
    if (r.status === 'covered') return `${r.id}  ${r.tests.join('; ')}`;
    if (r.status === 'exempt') return `${r.id}  exempt: ${r.reason ?? ''}`;
    return `${r.id}  NOT COVERED`;
  });
  lines.push(`exempt ${report.exempt}`, `covered ${report.covered} of ${report.total}`);
  return { lines, warnings };
}
