// Where each turn of a finished game starts, for the replay viewer's "jump to a turn" (issue 22): the
// first step (answers applied) at which the game is in that turn. A finished game never changes, so
// each game's list is worked out once (one replay of its answers) and kept for a few games.
import type { HostedPlay } from '@arbiter/cardgame';
import type { GameRecord, StoredAnswer } from './store.ts';

/** Turn `turn` begins at step `step`: the view after `step` answers is the first in that turn. */
export interface TurnStart {
  turn: number;
  step: number;
}

/**
 * The turn starts of a game whose turn after `i` answers is `turns[i]`: each turn (from the first,
 * 1) at the first step that shows it. A turn number the game skips (it never goes back) has none.
 */
export function turnStartsOf(turns: readonly number[]): TurnStart[] {
  const out: TurnStart[] = [];
  let last = 0;
  turns.forEach((turn, step) => {
    if (turn > last) {
      out.push({ turn, step });
      last = turn;
    }
  });
  return out;
}

/** Games whose turn starts are kept (least recently used out). */
const KEPT = 32;

export class ReplayTurns {
  private readonly kept = new Map<string, TurnStart[]>();

  /**
   * `first`: the game of a record before any answer; `turnOf`: the turn a game of that record is in
   * (its host's `status(state).turn`).
   */
  constructor(
    private readonly first: (r: GameRecord) => HostedPlay,
    private readonly turnOf: (r: GameRecord, game: HostedPlay) => number,
  ) {}

  /** The turn starts of finished game `r` with its stored `answers`. */
  of(r: GameRecord, answers: readonly StoredAnswer[]): TurnStart[] {
    let starts = this.kept.get(r.id);
    if (!starts) {
      const game = this.first(r);
      const turns = [this.turnOf(r, game)];
      for (const a of answers) {
        const res =
          a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
        if (!res.ok)
          throw new Error(`Game ${r.id}: stored answer ${a.index + 1} is refused: ${res.error.message}`);
        turns.push(this.turnOf(r, game));
      }
      starts = turnStartsOf(turns);
    }
    this.kept.delete(r.id);
    this.kept.set(r.id, starts);
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return starts;
  }
}
