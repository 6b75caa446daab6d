// The boards the web table knows, one per game (boards/<game>/kit.tsx): the only list of games in
// the client. The game of a table is the one the server reports (game info's `game`); its board is
// built once from that game's cards (`GET /v1/cards?game=`).
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { cardNames, glyphsBeyondLatin, SHIPPED_FONT } from '../card-glyphs.ts';
import type { Board, BoardKit } from './board.ts';
import { DBSCG_BOARD } from './dbscg/kit.tsx';
import { SAGA_BOARD } from './saga/kit.tsx';
import { VANGUARD_BOARD } from './vanguard/kit.tsx';

const KITS: readonly BoardKit[] = [SAGA_BOARD, DBSCG_BOARD, VANGUARD_BOARD];

export function kitFor(game: string): BoardKit | undefined {
  return KITS.find((k) => k.game === game);
}

const loaded = new Map<string, Promise<Board>>();

/** Loads the pieces of the shipped font that `texts` need; never fails (a font is not worth an error). */
async function loadGlyphs(texts: readonly string[]): Promise<void> {
  const text = glyphsBeyondLatin(texts);
  if (!text || !('fonts' in document)) return;
  try {
    await document.fonts.load(`15px ${SHIPPED_FONT}`, text);
  } catch {
    // Drawn with the fallback fonts instead.
  }
}

/** The board of a game in a format (default its first: Battle Spirits Eternal has its own cards), fetched once per page. */
export function loadBoard(game: string, format?: string): Promise<Board> {
  const kit = kitFor(game);
  if (!kit) return Promise.reject(new Error(`This table has no board for the game "${game}".`));
  const key = format ? `${game}/${format}` : game;
  let board = loaded.get(key);
  if (!board) {
    // The card names' glyphs are loaded first, so the table never draws them before the font (card-glyphs.ts).
    board = api.cards(game, format).then(async (r) => {
      await loadGlyphs(cardNames(r.cards));
      return kit.load(r.cards, format);
    });
    // A failed load (the server unreachable) is tried again next time.
    board.catch(() => loaded.delete(key));
    loaded.set(key, board);
  }
  return board;
}

/** The board of `game` (null: not known yet), and why it could not be loaded. */
export function useBoard(
  game: string | null,
  format?: string,
): { board: Board | null; error: string | null } {
  const [state, setState] = useState<{ game: string; board: Board | null; error: string | null } | null>(
    null,
  );
  useEffect(() => {
    if (!game) return;
    let live = true;
    loadBoard(game, format).then(
      (board) => live && setState({ game, board, error: null }),
      (e: unknown) =>
        live && setState({ game, board: null, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [game, format]);
  return state && state.game === game
    ? { board: state.board, error: state.error }
    : { board: null, error: null };
}
