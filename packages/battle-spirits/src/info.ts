// What one viewer may learn beyond the Saga view of the data: the log with the object ids of hidden
// cards taken out, and the "information state" an AI playing through a protocol plays on. The module
// hands both to the kernel (GameModule.redactLog, GameModule.infoState), so every client of a game
// (server, CLI) gets them the same way.
import { HIDDEN_CARD, zoneInfoState } from '@arbiter/cardgame';
import type { GameState, JsonObject, Viewer } from '@arbiter/engine';
import type { SagaData } from './state.ts';
import { SAGA_ZONES } from './zones.ts';

/** Is a card in zone `zone` of player `p` hidden from `viewer` (3-3-2, 3-8-2; decks from everyone)? */
function hiddenZone(zone: unknown, p: unknown, viewer: Viewer): boolean {
  if (zone === 'deck') return true;
  if (zone === 'hand' || zone === 'burst') return viewer !== p;
  return false;
}

/**
 * The log as the kernel filters it still names the objects of hidden cards in its public part (a
 * card moved from the hand into the burst area, cards looked at). Object ids of a deck follow the
 * deck list's order, so they would tell which card is which: they are removed for `viewer`.
 */
export function redactLog(log: JsonObject[], viewer: Viewer): JsonObject[] {
  const out: JsonObject[] = new Array<JsonObject>(log.length);
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!;
    switch (e.t) {
      case 'move': {
        const dropId = hiddenZone(e.from, e.p, viewer);
        const dropNew = hiddenZone(e.to, e.p, viewer);
        if (dropId || dropNew) {
          const c = { ...e };
          if (dropId) delete c.id;
          if (dropNew) delete c.newId;
          out[i] = c;
        } else out[i] = e;
        break;
      }
      case 'look':
      case 'reveal':
        if (viewer !== e.p) {
          const c = { ...e };
          delete c.ids;
          delete c.id;
          out[i] = c;
        } else out[i] = e;
        break;
      default:
        out[i] = e;
    }
  }
  return out;
}

/** Placeholder definition of a hidden card in an information state (the card-game layer's). */
export { HIDDEN_CARD };

/** The loop history holds hashes of whole positions, hidden cards included (12-1): none is kept. */
const NO_LOOP_HISTORY = { window: -1, trail: [], bans: [], current: null, declared: [] };

/**
 * The game as `viewer` knows it, for a bot's AI: the card-game layer's information state over the
 * Saga areas (SAGA_ZONES): every card hidden from the viewer (both decks, the opponent's hand and
 * face-down burst) a placeholder with a new id, every other mention of an object it cannot see
 * renamed, the log dropped and the random generator replaced; and the loop history cleared. The
 * client redraws the placeholders from the deck lists (sagaDeterminizer) before it plays on it.
 */
export function infoState(state: GameState<SagaData>, viewer: Viewer): JsonObject {
  const info = zoneInfoState(SAGA_ZONES, state, viewer).state;
  return { ...info, data: { ...(info.data as JsonObject), loop: NO_LOOP_HISTORY } };
}
