// What `arbiter sim --queue` and `arbiter worker` agree on: key names, the job and its result.
import { randomUUID } from 'node:crypto';
import type { GameRecord } from './ai-games.ts';

/** BullMQ key prefix: every key of a run is `arbiter:<queue>:...`. */
export const QUEUE_PREFIX = 'arbiter';
/** Sorted set of the runs in progress: queue name, scored by the run's last heartbeat (ms). */
export const RUNS_KEY = `${QUEUE_PREFIX}:sim-runs`;
export const HEARTBEAT_MS = 5_000;
/** A run not heard of for this long is over (its sim process died): workers forget it. */
export const RUN_EXPIRY_MS = 60_000;
export const GAME_JOB_NAME = 'game';

/** A job's return value: the game and who played it. */
export interface GameResult {
  record: GameRecord;
  worker: string;
}

/** A queue name of its own for each run, so that two runs never share jobs. */
export function newRunQueueName(): string {
  return `sim-${randomUUID()}`;
}

export const gameJobId = (index: number): string => `g${index}`;
