// A game told in words for a terminal (`arbiter demo`, `play`, `replay`): each game says how its log
// reads, how its table looks and what its cards are; the terminal only prints. The layout of a
// narration (a header per turn, a sub-header per step or phase, one indented sentence per event) is
// the same for every game and lives here.
import type { Answer, Decision, JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';

/** Who a narration is for. */
export interface NarratorOptions {
  names: readonly [string, string];
  viewer: Viewer;
  /** The seat told about in the second person (the terminal's player), if any. */
  you?: PlayerIndex;
  /** The viewer's view of the game as it began, naming the cards already in play (scenario states). */
  start?: JsonObject;
}

/** A log told as text, fed one event at a time so that decisions can be interleaved (`note`). */
export interface Narration {
  readonly lines: string[];
  /** One event of `viewLog(log, viewer)`. */
  event(ev: JsonObject): void;
  /** A line at the current indentation. */
  note(text: string): void;
}

/** What one event says: a new turn, a new step or phase, a sentence, or nothing. */
export type Told = { turn: string } | { step: string } | { line: string } | null;

/** A narration laid out the same way for every game, from the game's own sentences (`tell`). */
export class LogNarration implements Narration {
  readonly lines: string[] = [];
  private inTurn = false;
  private started = false;

  constructor(private readonly tell: (ev: JsonObject) => Told) {}

  event(ev: JsonObject): void {
    const told = this.tell(ev);
    if (!told) return;
    if ('turn' in told) {
      this.lines.push('', told.turn);
      this.inTurn = true;
      this.started = true;
    } else if ('step' in told) this.lines.push(`  ${told.step}`);
    else if (ev.t === 'gameEnd') this.lines.push('', told.line);
    else this.note(told.line);
  }

  note(text: string): void {
    if (!this.started && !this.inTurn) this.lines.push('Set-up');
    this.started = true;
    this.lines.push(`${this.inTurn ? '    ' : '  '}${text}`);
  }
}

/**
 * Card names as one line of a board. Names of every hosted game hold commas ("Vegeta, Prince of Speed",
 * "Weapons Dealer, Govannon"), so a list of them is split by semicolons; `none` when the list is empty.
 */
export function nameList(names: readonly string[], none = 'empty'): string {
  return names.length ? names.join('; ') : none;
}

export interface GameTeller {
  narrator(opts: NarratorOptions): Narration;
  /** The table as seat `me` sees it, from its view of the game (`module.view`). */
  board(view: JsonObject, me: PlayerIndex): string[];
  /**
   * Who is deciding what: the decider reads the prompt, everyone else "Waiting for ...". `decision`
   * is the decision as `viewer` sees it.
   */
  decision(
    decision: Decision | JsonObject | null,
    viewer: Viewer,
    names: readonly [string, string],
    you?: PlayerIndex,
  ): string;
  /**
   * A warning to confirm before an answer is given, or null: an answer that costs the player
   * something it might not mean to give (Saga: the last cores of a spirit, 9-3-2).
   */
  confirm?(decision: Decision, answer: Answer): string | null;
  /** A card's facts and the text generated from its definition, by id or exact name; null if unknown. */
  card(ref: string): string[] | null;
}

/**
 * `GameTeller.decision` for a game whose waiting players are told "Waiting for X to <what>", by the
 * decision's kind (`waiting`; "decide" for a kind it does not list).
 */
export function decisionLine(
  waiting: Readonly<Record<string, string>>,
  d: Decision | JsonObject | null,
  viewer: Viewer,
  names: readonly [string, string],
  you?: PlayerIndex,
): string {
  if (!d) return 'No decision is pending.';
  const p = d.player === 1 ? 1 : 0;
  const name = you === p ? 'You' : names[p];
  if (viewer === p && typeof d.prompt === 'string') return `${name}: ${d.prompt}`;
  return `Waiting for ${name} to ${waiting[String(d.kind)] ?? 'decide'}.`;
}
