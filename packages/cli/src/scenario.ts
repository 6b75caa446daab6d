import { existsSync } from 'node:fs';
import type { ScenarioOutcome, ScenarioRunOptions } from '@arbiter/cardgame';
import { runScenarioPaths } from '@arbiter/games';
import { UsageError } from './errors.ts';

export type { ScenarioOutcome, ScenarioRunOptions };

export type RunScenarioFiles = (
  paths: string[],
  opts?: ScenarioRunOptions,
) => ScenarioOutcome[] | Promise<ScenarioOutcome[]>;

export interface ScenarioReport {
  lines: string[];
  passed: number;
  failed: number;
}

/**
 * Runs scenario files and folders; one line per scenario, failure details and notes, with `events`
 * its event log, then the summary.
 */
export async function runScenarios(
  paths: string[],
  runner?: RunScenarioFiles,
  opts: ScenarioRunOptions = {},
): Promise<ScenarioReport> {
  for (const p of paths) if (!existsSync(p)) throw new UsageError(`No such file or folder: ${p}`);
  // Each file is run by its own game's runner (its `game` key).
  const run = runner ?? ((p: string[], o?: ScenarioRunOptions) => runScenarioPaths(p, o));
  const results = await run(paths, opts);
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    if (r.ok) passed++;
    else failed++;
    const rules = r.rules.length ? ` [${r.rules.join(', ')}]` : '';
    lines.push(`${r.ok ? 'PASS' : 'FAIL'} ${r.name}${rules} (${r.file})`);
    for (const f of r.failures) lines.push(`     ${f.split('\n').join('\n     ')}`);
    for (const n of r.notes ?? []) lines.push(`     note: ${n}`);
    for (const e of r.events ?? []) lines.push(`     ${e}`);
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}
