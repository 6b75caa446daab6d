import { existsSync } from 'node:fs';
import { CheckFailed, UsageError } from './errors.ts';

/** One scenario's outcome, as the Saga scenario runner reports it. */
export interface ScenarioOutcome {
  file: string;
  name: string;
  rules: string[];
  ok: boolean;
  failures: string[];
  /** What the runner did that the script does not say (a default answer passing over a choice). */
  notes?: string[];
  /** The event log, when asked for (`--events`). */
  events?: string[];
}

export interface ScenarioRunOptions {
  /** Also return each scenario's event log. */
  events?: boolean;
}

export type RunScenarioFiles = (
  paths: string[],
  opts?: ScenarioRunOptions,
) => ScenarioOutcome[] | Promise<ScenarioOutcome[]>;

/**
 * The runner lives in @arbiter/battle-spirits (src/scenario/). It is looked up at run time so the
 * CLI type-checks and runs its other commands even while the runner is not exported.
 */
async function loadRunner(): Promise<RunScenarioFiles> {
  const saga: Record<string, unknown> = await import('@arbiter/battle-spirits');
  // The pool's card definitions load asynchronously, before any scenario runs.
  if (typeof saga.loadScenarioRegistry === 'function')
    await (saga.loadScenarioRegistry as () => Promise<unknown>)();
  const run = saga.runScenarioFiles;
  if (typeof run !== 'function') {
    throw new CheckFailed('This build of @arbiter/battle-spirits has no scenario runner (runScenarioFiles).');
  }
  return run as RunScenarioFiles;
}

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
  const run = runner ?? (await loadRunner());
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
