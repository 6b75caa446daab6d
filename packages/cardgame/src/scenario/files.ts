// Finding scenario files: `.yaml`/`.yml` below the given folders (searched recursively, skipping
// `pending/` folders, sorted); a path that is not a folder is taken as it is, so that a missing file
// becomes a failed result ("cannot read the file") rather than no result.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ScenarioOutcome } from '../descriptor.ts';

export function findScenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): string[] => {
    const found: string[] = [];
    for (const ent of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, ent.name);
      if (ent.isDirectory()) {
        if (ent.name !== 'pending' && ent.name !== 'node_modules') found.push(...walk(p));
      } else if (/\.ya?ml$/.test(ent.name)) found.push(p);
    }
    return found;
  };
  for (const p of paths) {
    if (statSync(p, { throwIfNoEntry: false })?.isDirectory()) out.push(...walk(p).sort());
    else out.push(p);
  }
  return [...new Set(out)];
}

/** The outcome of a scenario that could not be run (unreadable, invalid): its failures, no notes. */
export function failedScenario(file: string, failures: string[]): ScenarioOutcome & { notes: string[] } {
  return { file, name: file, rules: [], ok: false, failures, notes: [] };
}

/** Runs a scenario file's text; a file that cannot be read is a failed outcome ("cannot read the file"). */
export function readScenarioFile<R extends ScenarioOutcome>(
  file: string,
  run: (source: string) => R,
): R | ReturnType<typeof failedScenario> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (e) {
    return failedScenario(file, [`cannot read the file: ${(e as Error).message}`]);
  }
  return run(source);
}
