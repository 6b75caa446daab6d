// Finished games kept replayed for the replay viewer (GET /v1/games/:id/replay/view), so that stepping
// back and forth through a game replays a few answers, not the whole game, at each step.
import type { Answer, Decision } from '@arbiter/engine';
import type { HostedPlay } from '@arbiter/cardgame';
import type { GameRecord, StoredAnswer } from './store.ts';

type PlayedGame = HostedPlay;

/**
 * Games kept (least recently used out): for each, the last step asked and a copy of the state every
 * SNAP_EVERY answers, so any step is at most that many answers from a kept position.
 */
const KEPT = 8;
const SNAP_EVERY = 16;

export class ReplayCache {
  private readonly games = new Map<
    string,
    { game: PlayedGame; step: number; snaps: Map<number, PlayedGame> }
  >();

  /** `first`: the game of a record before any answer. */
  constructor(private readonly first: (r: GameRecord) => PlayedGame) {}

  /**
   * Game `r` after `at` of its stored `answers`, from the nearest kept position at or before it. The
   * game returned is the cache's own: read it before anything else asks this cache (synchronous).
   */
  at(r: GameRecord, answers: readonly StoredAnswer[], at: number): PlayedGame {
    let cached = this.games.get(r.id);
    if (!cached) {
      const first = this.first(r);
      cached = { game: first, step: 0, snaps: new Map([[0, first.clone()]]) };
    }
    this.games.delete(r.id);
    this.games.set(r.id, cached);
    while (this.games.size > KEPT) this.games.delete(this.games.keys().next().value!);
    // From the nearest position at or before `at`: the live one or a snapshot (copied, kept intact).
    let snap = 0;
    for (const k of cached.snaps.keys()) if (k <= at && k > snap) snap = k;
    if (cached.step > at || snap > cached.step) {
      cached.game = cached.snaps.get(snap)!.clone();
      cached.step = snap;
    }
    const game = cached.game;
    while (cached.step < at) {
      const a = answers[cached.step]!;
      const res =
        a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
      if (!res.ok) {
        this.games.delete(r.id);
        throw new Error(`Game ${r.id}: stored answer ${a.index + 1} is refused: ${res.error.message}`);
      }
      cached.step++;
      if (cached.step % SNAP_EVERY === 0 && !cached.snaps.has(cached.step)) {
        cached.snaps.set(cached.step, game.clone());
      }
    }
    return game;
  }
}

/** An answer in the words of its decision's options ("Summon X", "Reserve ×2", "3"). */
export function answerLabels(d: Decision, a: Answer): string[] {
  const label = (id: string) => d.options.find((o) => o.id === id)?.label ?? id;
  if ('choose' in a) return a.choose.map(label);
  if ('order' in a) return a.order.map(label);
  if ('counts' in a) return Object.entries(a.counts).map(([id, n]) => `${label(id)} ×${n}`);
  if ('back' in a) return ['Back: the action was taken back'];
  return [String(a.number)];
}
