import type { GameResult, JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import {
  describeEvent,
  type DescribeContext,
  stepLabel,
  trackEvent,
  type CardRegistry,
  type DescribableEvent,
} from '@arbiter/battle-spirits';

/**
 * Turns a viewer's log into indented text: a header per turn, a sub-header per step, and one
 * sentence per event. Fed incrementally, so decisions can be interleaved with `note`.
 */
export class Narrator {
  readonly lines: string[] = [];
  private readonly objects: Map<number, string>;
  private inTurn = false;
  private started = false;
  /** BP changes still in force, so "effects end" is only said when something ends (6-8-1-2, 7-1-6-2). */
  private readonly active = { turn: 0, battle: 0 };

  constructor(
    private readonly registry: CardRegistry,
    private readonly names: readonly [string, string],
    private readonly viewer: Viewer = 'spectator',
    objects: Map<number, string> = new Map(),
    /** The seat told about in the second person (the terminal's player), if any. */
    private readonly you?: PlayerIndex,
  ) {
    this.objects = objects;
  }

  /** One event of `viewLog(log, viewer)`. */
  event(raw: JsonObject): void {
    const ev = raw as unknown as DescribableEvent;
    trackEvent(this.objects, ev, this.viewer);
    switch (ev.t) {
      case 'turn':
        this.lines.push('', `Turn ${ev.turn}: ${ev.p === this.you ? 'your turn' : this.name(ev.p)}`);
        this.inTurn = true;
        this.started = true;
        return;
      case 'step':
        this.lines.push(`  ${stepLabel(ev.step)} step`);
        return;
      case 'bp':
        this.active[ev.until]++;
        break;
      case 'expire':
        if (this.active[ev.until] === 0) return;
        this.active[ev.until] = 0;
        break;
      case 'gameEnd':
        this.lines.push('', describeEvent(this.registry, ev, this.viewer, this.context()));
        return;
      default:
        break;
    }
    this.note(describeEvent(this.registry, ev, this.viewer, { ...this.context(), objects: this.objects }));
  }

  private context(): DescribeContext {
    return this.you === undefined ? { names: this.names } : { names: this.names, you: this.you };
  }

  /** A line at the current indentation (inside a step, or in the set-up). */
  note(text: string): void {
    if (!this.started && !this.inTurn) this.lines.push('Set-up');
    this.started = true;
    this.lines.push(`${this.inTurn ? '    ' : '  '}${text}`);
  }

  private name(p: PlayerIndex): string {
    return this.names[p];
  }
}

/**
 * The last line of a demo, a replay or a terminal game: `Result: <name> wins`, `Result: draw`, or
 * `Result: you win` for the seat told about in the second person.
 */
export function resultLine(
  result: GameResult | null,
  names: readonly [string, string],
  you?: PlayerIndex,
): string {
  if (!result) return 'Result: unfinished';
  if (result.winner === null) return 'Result: draw';
  if (result.winner === you) return 'Result: you win';
  return `Result: ${names[result.winner]} wins`;
}
