// Finding scenario files: `.yaml`/`.yml` below the given paths, sorted, skipping `pending/` folders.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function findScenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    if (statSync(p).isDirectory()) {
      for (const e of readdirSync(p).sort()) {
        if (e === 'pending' || e === 'node_modules') continue;
        walk(join(p, e));
      }
    } else if (p.endsWith('.yaml') || p.endsWith('.yml')) out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}
