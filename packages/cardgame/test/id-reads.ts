// Issue 14: the source scan both games' option-facts tests run. Some reads of option ids cannot be
// caught by renaming ids after the fact (options filtered as they are built, answer checks), so the
// game's source is read for the shapes such reads take: an id parsed as a number or split, compared
// with a word ("yes", "soul"), a distribution's key built from a place ("c12*").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ID_READS: RegExp[] = [
  /\bo\.id\.(startsWith|endsWith|slice|split)\(/,
  /\bo\.id === `/,
  /\b(choose|order)\.map\(Number\)/,
  /Number\(a\.(choose|order)\[/,
  /\b(choose|order)\[0\] [!=]== '/,
  /String\([^)]*\) === a\.choose/,
  /\bchosenIds\(/,
  /\bchoice\(ctx\)/,
  /=== '(yes|no)'/,
  /counts\[`[^`]*`\]/,
  /\b(key|id)\.endsWith\('\*'\)/,
  /\bkeys\((a\.)?counts\)/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * The lines of the TypeScript files under `dir` (its folders too, `skip` aside: paths relative to
 * `dir`, e.g. a scenario resolver turning scripts into ids) that read an option id.
 */
export function idReads(dir: string, skip: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const file of sources(dir)) {
    const name = relative(dir, file);
    if (skip.some((s) => name.startsWith(s))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (ID_READS.some((re) => re.test(line))) found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}
