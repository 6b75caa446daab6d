// `npm run bench -- --compare REF`: this tree against commit REF, side by side on this machine.
// REF is checked out in a temporary worktree that borrows this tree's installed dependencies (its own
// workspace packages linked to its own sources), and this tree's bench files are copied into it, so
// both sides measure the same workloads with their own engine. The two sides then run alternately,
// one process at a time, `rounds` times: a busy machine slows both alike, and the ratios of each
// round (this tree / REF) are reported as their median with their range.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, median } from './stats.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Figures where less is better (time, bytes); for the rest more is better. */
const LOWER_IS_BETTER = new Set([
  'cloneMicros',
  'stateBytes',
  'starterCloneMicros',
  'starterStateBytes',
  'heapBytesPerGame',
]);

function git(args: string[], cwd = ROOT): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** A worktree of `sha` in a temporary folder, runnable with this tree's node_modules. */
function refTree(sha: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  git(['worktree', 'add', '--detach', '--quiet', dir, sha]);
  const mods = join(dir, 'node_modules');
  mkdirSync(mods);
  for (const e of readdirSync(join(ROOT, 'node_modules'))) {
    if (e === '@arbiter') {
      // Workspace packages: REF's own sources (relative links, as npm makes them).
      mkdirSync(join(mods, e));
      for (const pkg of readdirSync(join(dir, 'packages')))
        symlinkSync(join('..', '..', 'packages', pkg), join(mods, e, pkg));
    } else {
      symlinkSync(join(ROOT, 'node_modules', e), join(mods, e));
    }
  }
  // This tree's bench, so that both sides measure the same workloads.
  cpSync(join(ROOT, 'packages/cli/src/bench.ts'), join(dir, 'packages/cli/src/bench.ts'));
  cpSync(join(ROOT, 'packages/cli/src/bench'), join(dir, 'packages/cli/src/bench'), { recursive: true });
  return dir;
}

/** One measuring process in `cwd`: its JSON line of figures. */
function measure(cwd: string, runs: number, label: string): Record<string, number> {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/cli/src/bench.ts', '--json', '--runs', String(runs)],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const last = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !last.startsWith('{')) {
    throw new Error(`The bench failed on ${label} (exit ${r.status}):\n${r.stderr || r.stdout}`);
  }
  const out = JSON.parse(last) as Record<string, unknown>;
  const figures: Record<string, number> = {};
  for (const [k, v] of Object.entries(out)) if (typeof v === 'number') figures[k] = v;
  return figures;
}

export async function compareWith(ref: string, o: { rounds: number; runs: number }): Promise<void> {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const head = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain']).length > 0 ? ' with uncommitted changes' : '';
  console.log(
    `Comparing this tree (${head}${dirty}) with ${ref} (${sha.slice(0, 10)}): ${o.rounds} rounds, ${o.runs} run(s) per figure per side, alternately`,
  );
  const dir = refTree(sha);
  const mine: Record<string, number>[] = [];
  const theirs: Record<string, number>[] = [];
  try {
    for (let r = 0; r < o.rounds; r++) {
      // Alternate which side goes first, so that neither always meets the other's aftermath.
      const order = r % 2 === 0 ? (['ref', 'this'] as const) : (['this', 'ref'] as const);
      for (const side of order) {
        const t0 = Date.now();
        const f = side === 'ref' ? measure(dir, o.runs, ref) : measure(ROOT, o.runs, 'this tree');
        (side === 'ref' ? theirs : mine).push(f);
        console.log(
          `  round ${r + 1}: ${side === 'ref' ? ref : 'this tree'} measured in ${fmt((Date.now() - t0) / 1000)} s`,
        );
      }
    }
  } finally {
    git(['worktree', 'remove', '--force', dir]);
  }
  const keys = Object.keys(mine[0]!).filter((k) => theirs.every((t) => k in t));
  const ratios: Record<string, number> = {};
  console.log(
    `\nfigure                              ${ref.padStart(12)}   this tree   ratio (this/REF; range over rounds)`,
  );
  for (const k of keys) {
    const per = mine.map((m, i) => m[k]! / theirs[i]![k]!);
    const ratio = median(per);
    ratios[k] = Number(ratio.toFixed(3));
    const better = LOWER_IS_BETTER.has(k) ? 'lower is better' : 'higher is better';
    console.log(
      `${k.padEnd(34)} ${fmt(median(theirs.map((t) => t[k]!)), 1).padStart(12)} ${fmt(median(mine.map((m) => m[k]!)), 1).padStart(11)}   ×${ratio.toFixed(2)} (${Math.min(...per).toFixed(2)}-${Math.max(...per).toFixed(2)}; ${better})`,
    );
  }
  if (existsSync(dir)) console.log(`(could not remove ${dir})`);
  console.log(JSON.stringify({ ref, sha, rounds: o.rounds, ratios }));
}
