import type { GameResult, JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import {
  describeEvent,
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
  ) {
    this.objects = objects;
  }

  /** One event of `viewLog(log, viewer)`. */
  event(raw: JsonObject): void {
    const ev = raw as unknown as DescribableEvent;
    trackEvent(this.objects, ev, this.viewer);
    switch (ev.t) {
      case 'turn':
        this.lines.push('', `Turn ${ev.turn}: ${this.name(ev.p)}`);
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
        this.lines.push('', describeEvent(this.registry, ev, this.viewer, { names: this.names }));
        return;
      default:
        break;
    }
    this.note(describeEvent(this.registry, ev, this.viewer, { names: this.names, objects: this.objects }));
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

/** The last line of a demo or replay: `Result: <name> wins` or `Result: draw`. */
export function resultLine(result: GameResult | null, names: readonly [string, string]): string {
  if (!result) return 'Result: unfinished';
  return result.winner === null ? 'Result: draw' : `Result: ${names[result.winner]} wins`;
}
