// The `state` messages the hub pushes to a game's viewers (docs/protocol.md): each viewer's view,
// the new part of the log, the result with the seat that conceded, and for AIs the information state.
import type { GameResult, JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import { stageTimes } from './stages.ts';
import { watcherKey, type Room } from './room.ts';
import type { GameRecord } from './store.ts';

/**
 * A result with the seat that conceded, when the last answer was a concession: the kernel's reason
 * says "Player N conceded" and clients name the player. Taken from the answers, outside the hashed
 * state, so saved replays keep verifying.
 */
export function resultWithConceded(
  result: GameResult | JsonObject | null,
  last: { player: PlayerIndex; answer: unknown } | undefined,
): JsonObject | null {
  if (!result) return null;
  return last?.answer === 'concede' ? { ...result, conceded: last.player } : { ...result };
}

/** The `state` message for `viewer`, with the log from `logFrom` on. */
export function stateMessage(
  room: Room,
  viewer: Viewer,
  logFrom: number,
  info: boolean,
  status = room.record.status,
): string {
  const game = room.game!;
  const v = stageTimes
    ? stageTimes.time('view', () => game.view(viewer, logFrom))
    : game.view(viewer, logFrom);
  const result = resultWithConceded(v.result, game.answers[game.answers.length - 1]);
  const msg: JsonObject = {
    type: 'state',
    gameId: room.record.id,
    status,
    seq: game.decision?.id ?? null,
    view: { viewer: v.viewer, decision: v.decision, result, game: v.game },
    logFrom,
    log: v.log,
  };
  // Information states exist for the games whose module gives them (Saga); a bot of another game
  // learns that it cannot play (bot.ts).
  if (info && viewer !== 'spectator' && game.decision?.player === viewer && game.module.infoState) {
    msg.infoState = stageTimes
      ? stageTimes.time('infoState', () => game.infoState(viewer))
      : game.infoState(viewer);
  }
  return stageTimes ? stageTimes.time('stringify', () => JSON.stringify(msg)) : JSON.stringify(msg);
}

/** The state messages for every kind of viewer watching, by `watcherKey`. */
export function stateMessages(
  room: Room,
  logFrom: number,
  status: GameRecord['status'],
): Map<string, string> {
  const texts = new Map<string, string>();
  for (const w of room.watchers.values()) {
    const key = watcherKey(w);
    if (!texts.has(key)) texts.set(key, stateMessage(room, w.viewer, logFrom, w.info, status));
  }
  return texts;
}
