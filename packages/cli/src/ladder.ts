// `arbiter ai ladder`: the AIs against each other with fixed seeds, both decks each way round, on
// worker threads; a strength table printed and written as Markdown (docs/ai-strength.md).
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { seedFromString } from '@arbiter/engine';
import { runJobsWithProgress } from './ai-pool.ts';
import { aiLabel, gameSeed, resolveDeck, type AiSpec, type GameJob, type GameRecord } from './ai-games.ts';
import { pct, rateText, wilson, type Rate } from './ai-stats.ts';
import { UsageError } from './errors.ts';
import { DEFAULT_GAME, gameHost } from './games.ts';

export const DEFAULT_LADDER_OUT = resolve(import.meta.dirname, '../../../docs/ai-strength.md');

/** Where the ladder of a game writes its table unless told: docs/ai-strength.md, or -<game>.md. */
export function defaultLadderOut(game: string = DEFAULT_GAME): string {
  return game === DEFAULT_GAME ? DEFAULT_LADDER_OUT : DEFAULT_LADDER_OUT.replace(/\.md$/, `-${game}.md`);
}

export interface LadderOptions {
  /** The game (default Battle Spirits Saga). */
  game?: string;
  games: number;
  workers: number;
  seed: string;
  iterations: number;
  decks: [string, string];
  progress?: boolean;
}

export interface LadderRow {
  a: string;
  b: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** A's points per game (a draw is half), with its 95% interval. */
  rate: Rate;
  avgTurns: number;
  avgDecisions: number;
  avgMs: number;
}

export interface LadderReport {
  options: LadderOptions;
  /** The game's name. */
  title: string;
  rows: LadderRow[];
  wallSeconds: number;
  command: string;
}

function pairings(o: LadderOptions): [AiSpec, AiSpec][] {
  const random: AiSpec = { kind: 'random' };
  const heuristic: AiSpec = { kind: 'heuristic' };
  const ismcts: AiSpec = { kind: 'ismcts', iterations: o.iterations };
  return [
    [heuristic, random],
    [ismcts, heuristic],
    [ismcts, random],
  ];
}

/**
 * Game i of a pairing: the same seed in every pairing; A takes the second deck on odd games and the
 * second seat on every other pair of games, so each AI plays both decks from both seats.
 */
export function ladderJobs(o: LadderOptions): GameJob[] {
  if (!Number.isInteger(o.games) || o.games < 1)
    throw new UsageError('--games must be a whole number of 1 or more.');
  if (!Number.isInteger(o.iterations) || o.iterations < 1)
    throw new UsageError('--iterations must be a whole number of 1 or more.');
  const base = seedFromString(o.seed);
  const game = o.game ?? DEFAULT_GAME;
  const jobs: GameJob[] = [];
  pairings(o).forEach(([a, b], p) => {
    for (let i = 0; i < o.games; i++) {
      const deckA = o.decks[i % 2]!;
      const deckB = o.decks[(i + 1) % 2]!;
      const aSeat = (i >> 1) % 2;
      jobs.push({
        index: p * o.games + i,
        seed: gameSeed(base, i),
        game,
        decks: aSeat === 0 ? [deckA, deckB] : [deckB, deckA],
        ai: aSeat === 0 ? [a, b] : [b, a],
      });
    }
  });
  return jobs;
}

export function ladderRows(o: LadderOptions, records: GameRecord[]): LadderRow[] {
  return pairings(o).map(([a, b], p) => {
    const games = records.slice(p * o.games, (p + 1) * o.games);
    let wins = 0;
    let draws = 0;
    let turns = 0;
    let decisions = 0;
    let ms = 0;
    games.forEach((r, i) => {
      const aSeat = (i >> 1) % 2;
      if (r.winner === null) draws++;
      else if (r.winner === aSeat) wins++;
      turns += r.turns;
      decisions += r.decisions;
      ms += r.ms;
    });
    const n = games.length;
    return {
      a: aiLabel(a),
      b: aiLabel(b),
      games: n,
      wins,
      draws,
      losses: n - wins - draws,
      rate: wilson(wins + draws / 2, n),
      avgTurns: turns / n,
      avgDecisions: decisions / n,
      avgMs: ms / n,
    };
  });
}

export async function runLadder(o: LadderOptions, command: string): Promise<LadderReport> {
  const jobs = ladderJobs(o);
  // Unknown decks are refused here, before any thread starts.
  const host = await gameHost(o.game);
  for (const d of o.decks) resolveDeck(host, d);
  const { records, seconds } = await runJobsWithProgress(jobs, o.workers, 'ladder', o.progress !== false);
  return { options: o, title: host.title, rows: ladderRows(o, records), wallSeconds: seconds, command };
}

function budget(label: string, o: LadderOptions): string {
  if (label === 'random') return 'none: uniform over the legal answers';
  if (label === 'heuristic')
    return 'greedy, one decision at a time: up to 16 answers, each looked ahead up to 8 follow-up decisions (6 answers each)';
  return `${o.iterations} iterations per decision; rollouts of up to 64 random decisions, then the board evaluation`;
}

/** The report as Markdown: the table, the budgets, the goals, how it was made. */
export function ladderMarkdown(r: LadderReport): string {
  const o = r.options;
  const row = (x: LadderRow) =>
    `| ${x.a} vs ${x.b} | ${x.games} | ${x.wins} | ${x.draws} | ${x.losses} | ${pct(x.rate.rate)} | ${pct(x.rate.low)} to ${pct(x.rate.high)} | ${x.avgTurns.toFixed(1)} | ${x.avgDecisions.toFixed(0)} | ${(x.avgMs / 1000).toFixed(2)} |`;
  const find = (a: string, b: string) => r.rows.find((x) => x.a.startsWith(a) && x.b.startsWith(b));
  const goal = (text: string, x: LadderRow | undefined, min: number) =>
    x
      ? `- ${text}: ${pct(x.rate.rate)} (95% interval ${pct(x.rate.low)} to ${pct(x.rate.high)}), goal at least ${pct(min)}: ${x.rate.rate >= min ? 'met' : 'not met'}.`
      : `- ${text}: not played.`;
  const cpu = cpus();
  const labels = [...new Set(r.rows.flatMap((x) => [x.a, x.b]))];
  const minutes = r.wallSeconds / 60;
  return [
    `# AI strength: ${r.title}`,
    '',
    `Generated by \`${r.command}\`; do not edit by hand.`,
    '',
    `Decks ${o.decks.join(' and ')}; ${o.games} games per match with fixed seeds (base seed ${o.seed}); in each`,
    'match every AI plays both decks from both seats, and game i uses the same game seed in every match.',
    'Win rate: wins plus half the draws, per game, with its 95% Wilson interval.',
    '',
    '| match | games | wins | draws | losses | win rate | 95% interval | turns | decisions | seconds per game |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.rows.map(row),
    '',
    '## Budgets',
    '',
    ...labels.map((l) => `- ${l}: ${budget(l, o)}.`),
    '',
    '## Goals',
    '',
    goal('heuristic against random', find('heuristic', 'random'), 0.9),
    goal(`ISMCTS (${o.iterations} iterations) against heuristic`, find('ismcts', 'heuristic'), 0.7),
    `- The whole ladder: ${minutes.toFixed(1)} minutes, goal under 30: ${minutes < 30 ? 'met' : 'not met'}.`,
    '',
    '## Machine',
    '',
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${o.workers} worker thread(s), Node ${process.version}.`,
    'Seconds per game are per thread and vary with the machine and its load; everything else is',
    'reproducible: the same command gives the same games on any machine and with any number of workers.',
    '',
  ].join('\n');
}

export function ladderLines(r: LadderReport): string[] {
  return [
    `AI ladder, ${r.title}: ${r.options.games} games per match, decks ${r.options.decks.join(' and ')}, seed ${r.options.seed}, ${r.options.workers} worker(s)`,
    ...r.rows.map(
      (x) =>
        `${`${x.a} vs ${x.b}`.padEnd(36)} ${String(x.wins).padStart(4)}-${x.draws}-${x.losses}  ${rateText(x.rate)}  ${x.avgTurns.toFixed(1)} turns  ${(x.avgMs / 1000).toFixed(2)} s/game`,
    ),
    `Total: ${(r.wallSeconds / 60).toFixed(1)} minutes`,
  ];
}
