// `arbiter sim`: many games between two decks, played by AIs on worker threads; win rates with
// confidence intervals, first-player advantage, turns and game length, as text, JSON and CSV.
import { seedFromString } from '@arbiter/engine';
import { runJobsWithProgress } from './ai-pool.ts';
import { gameSeed, aiLabel, resolveDeck, type AiSpec, type GameJob, type GameRecord } from './ai-games.ts';
import { rateText, wilson, type Rate } from './ai-stats.ts';
import { UsageError } from './errors.ts';
import { DEFAULT_GAME, gameHost } from './games.ts';
import { runJobsOnQueue, type QueueInfo } from './queue-sim.ts';

export interface SimOptions {
  /** The game (default Battle Spirits Saga). */
  game?: string;
  /** Its format (default the game's first). */
  format?: string;
  decks: [string, string];
  ai: [AiSpec, AiSpec];
  games: number;
  workers: number;
  seed: string;
  progress?: boolean;
  /** A Redis URL: the games go on a BullMQ queue there, for `arbiter worker` processes to play. */
  queue?: string;
  /** Where a queued run says that it is waiting for workers. */
  warn?: (line: string) => void;
}

export interface SimSummary {
  /** The game's id and its name. */
  game: string;
  title: string;
  games: number;
  seed: string;
  /** Worker threads; for a queued run, the worker processes that played. */
  workers: number;
  decks: [string, string];
  ai: [string, string];
  /** Wins of the deck in seat 1 and seat 2, and draws. */
  wins: [number, number];
  draws: number;
  /** Win rate of each deck, draws counting half, with its 95% interval. */
  winRate: [Rate, Rate];
  /** Games won by the player who took the first turn, and that rate (draws counting half). */
  firstPlayerWins: number;
  firstPlayerRate: Rate;
  avgTurns: number;
  avgDecisions: number;
  /** Wall-clock figures: these alone vary from run to run. */
  avgMsPerGame: number;
  wallSeconds: number;
}

export function simJobs(o: SimOptions): GameJob[] {
  if (!Number.isInteger(o.games) || o.games < 1)
    throw new UsageError('--games must be a whole number of 1 or more.');
  const base = seedFromString(o.seed);
  const game = o.game ?? DEFAULT_GAME;
  return Array.from({ length: o.games }, (_, i) => ({
    index: i,
    seed: gameSeed(base, i),
    game,
    ...(o.format !== undefined ? { format: o.format } : {}),
    decks: o.decks,
    ai: o.ai,
  }));
}

export function summarize(
  o: SimOptions,
  records: GameRecord[],
  wallSeconds: number,
  title: string,
): SimSummary {
  const n = records.length;
  const wins: [number, number] = [0, 0];
  let draws = 0;
  let firstWins = 0;
  let firstPoints = 0;
  let turns = 0;
  let decisions = 0;
  let ms = 0;
  for (const r of records) {
    if (r.winner === null) {
      draws++;
      firstPoints += 0.5;
    } else {
      wins[r.winner]++;
      if (r.winner === r.first) {
        firstWins++;
        firstPoints++;
      }
    }
    turns += r.turns;
    decisions += r.decisions;
    ms += r.ms;
  }
  return {
    game: o.game ?? DEFAULT_GAME,
    title,
    games: n,
    seed: o.seed,
    workers: o.workers,
    decks: o.decks,
    ai: [aiLabel(o.ai[0]), aiLabel(o.ai[1])],
    wins,
    draws,
    winRate: [wilson(wins[0] + draws / 2, n), wilson(wins[1] + draws / 2, n)],
    firstPlayerWins: firstWins,
    firstPlayerRate: wilson(firstPoints, n),
    avgTurns: n ? turns / n : 0,
    avgDecisions: n ? decisions / n : 0,
    avgMsPerGame: n ? ms / n : 0,
    wallSeconds,
  };
}

export function summaryLines(s: SimSummary): string[] {
  const deck = (i: 0 | 1) => `${s.decks[i]} (${s.ai[i]})`;
  return [
    `Simulation: ${deck(0)} vs ${deck(1)}, ${s.games} games, seed ${s.seed}, ${s.workers} worker(s), ${s.title}`,
    `${deck(0)}: ${s.wins[0]} wins, win rate ${rateText(s.winRate[0])}`,
    `${deck(1)}: ${s.wins[1]} wins, win rate ${rateText(s.winRate[1])}`,
    `Draws: ${s.draws}`,
    `First player: ${s.firstPlayerWins} wins, win rate ${rateText(s.firstPlayerRate)}`,
    `Average: ${s.avgTurns.toFixed(1)} turns, ${s.avgDecisions.toFixed(1)} decisions per game`,
    `Time: ${s.wallSeconds.toFixed(1)} s, ${s.avgMsPerGame.toFixed(0)} ms per game on a thread, ${(s.games / Math.max(s.wallSeconds, 1e-9)).toFixed(1)} games/s`,
  ];
}

export const CSV_HEADER = 'game,seed,deck1,deck2,ai1,ai2,winner,first,turns,decisions,ms,reason';

/** One row per game; `winner` and `first` are seats 1 and 2 (`draw` for a draw). */
export function csvText(records: GameRecord[]): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows = records.map((r) =>
    [
      r.index + 1,
      r.seed,
      q(r.decks[0]),
      q(r.decks[1]),
      q(r.ai[0]),
      q(r.ai[1]),
      r.winner === null ? 'draw' : r.winner + 1,
      r.first + 1,
      r.turns,
      r.decisions,
      r.ms.toFixed(1),
      q(r.reason),
    ].join(','),
  );
  return `${[CSV_HEADER, ...rows].join('\n')}\n`;
}

export async function runSim(
  o: SimOptions,
): Promise<{ summary: SimSummary; records: GameRecord[]; queue?: QueueInfo }> {
  const jobs = simJobs(o);
  // Unknown decks are refused here, before any thread starts.
  const host = await gameHost(o.game, o.format);
  for (const d of o.decks) resolveDeck(host, d);
  const progress = o.progress !== false;
  if (o.queue !== undefined) {
    const run = await runJobsOnQueue(o.queue, jobs, { label: 'sim', progress, warn: o.warn });
    const workers = Object.keys(run.queue.workers).length;
    return {
      summary: summarize({ ...o, workers }, run.records, run.seconds, host.title),
      records: run.records,
      queue: run.queue,
    };
  }
  const { records, seconds } = await runJobsWithProgress(jobs, o.workers, 'sim', progress);
  return { summary: summarize(o, records, seconds, host.title), records };
}
