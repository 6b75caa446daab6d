// The table of any game: both sides facing each other, the viewer's seat (or player 1's for a
// spectator) at the bottom, each drawn by the game's board, and what the board draws between them.
import type { Seat } from '../types.ts';
import type { Board, Interaction } from './board.ts';

export function Table(props: {
  board: Board;
  view: unknown;
  bottom: Seat;
  seat: Seat | null;
  ix: Interaction;
  /** Who is deciding now and what, in words (for the battle display). */
  acting?: string | undefined;
}) {
  const { board, view, bottom, seat, ix, acting } = props;
  const { turn, active } = board.summary(view);
  const top: Seat = bottom === 0 ? 1 : 0;
  const { Side, Between } = board;
  const side = (s: Seat, me: boolean) => (
    <Side view={view} seat={s} me={me} active={turn > 0 && active === s} ix={ix} />
  );
  return (
    <main className={`table${board.tableClass ? ` ${board.tableClass}` : ''}`} aria-label="The table">
      {side(top, false)}
      {Between && <Between view={view} acting={acting} />}
      {side(bottom, seat !== null)}
    </main>
  );
}
