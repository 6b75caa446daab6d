// The pace of the table: the server's states in the order they came, each of the other player's
// actions kept on screen for the chosen pause before the next is shown (skippable). Nothing is
// dropped or reordered: a state waits its turn, and the table only answers the newest one.
import type { LogEvent, Seat, StateMessage } from './types.ts';

/** A state as received, with the whole log up to it. */
export interface Received {
  msg: StateMessage;
  log: LogEvent[];
  /** It shows another player's action: it waits for the pause after the state before it. */
  paced: boolean;
}

/** The whole log once `m` is applied to the log before it (`m.logFrom`: where its events start). */
export function logAfter(prev: readonly LogEvent[], m: StateMessage): LogEvent[] {
  return m.logFrom === 0 ? m.log : prev.slice(0, Math.min(m.logFrom, prev.length)).concat(m.log);
}

/**
 * Whether `m` shows an action of someone other than `seat` (a spectator: anyone's): the decision
 * pending before it was theirs. A full state (after attaching) never waits.
 */
export function showsOthersAction(before: StateMessage | null, m: StateMessage, seat: Seat | null): boolean {
  const answered = before?.view.decision ?? null;
  return m.logFrom > 0 && answered !== null && (seat === null || answered.player !== seat);
}

/** What the table shows now, and how many states wait behind it. */
export interface Paced {
  shown: Received | null;
  waiting: number;
}

/**
 * The queue of states: `receive` takes each as it comes, `skip` shows the newest at once. A state
 * showing another player's action (when the pause is not 0) is shown no sooner than the pause after
 * the state before it; any other is shown as soon as those before it are.
 */
export class Pacer {
  pauseMs = 0;
  seat: Seat | null = null;
  private queue: Received[] = [];
  private last: { msg: StateMessage | null; log: LogEvent[] } = { msg: null, log: [] };
  private shownAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private shownNow: Received | null = null;

  constructor(
    private readonly show: (p: Paced) => void,
    private readonly now: () => number = Date.now,
  ) {}

  receive(m: StateMessage): void {
    const r: Received = {
      msg: m,
      log: logAfter(this.last.log, m),
      paced: this.pauseMs > 0 && showsOthersAction(this.last.msg, m, this.seat),
    };
    this.last = { msg: m, log: r.log };
    this.queue.push(r);
    this.pump();
  }

  skip(): void {
    const newest = this.queue[this.queue.length - 1];
    if (!newest) return;
    this.queue = [];
    this.display(newest);
  }

  /** Shows what may be shown now, and waits for the rest. */
  pump(): void {
    this.stop();
    for (let head = this.queue[0]; head; head = this.queue[0]) {
      const wait = head.paced ? this.shownAt + this.pauseMs - this.now() : 0;
      if (wait > 0) {
        this.timer = setTimeout(() => this.pump(), wait);
        this.show({ shown: this.shownNow, waiting: this.queue.length });
        return;
      }
      this.queue.shift();
      this.display(head);
    }
  }

  dispose(): void {
    this.stop();
  }

  private display(r: Received): void {
    this.shownAt = this.now();
    this.shownNow = r;
    this.show({ shown: r, waiting: this.queue.length });
  }

  private stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
