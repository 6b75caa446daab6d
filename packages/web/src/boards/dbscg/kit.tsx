// The Dragon Ball Super Card Game's board for the web table: its table, its card faces (text from
// the server's generated text), its log in the terminal's words, and its decisions, whose options
// name their board objects (`obj`), and its deck builder (deck-spec.tsx).
import { optionObject, standingOf, summaryOf, type Board, type BoardKit, type SideProps } from '../board.ts';
import { BattleBar, PlayerArea } from './Board.tsx';
import { dbsLogLines, dbsObjects, dbsStep, dbsWaiting, makeDbsBook } from './book.ts';
import { dbsPassWindow } from './pass-window.ts';
import { deckBuilderOf } from '../../DeckBuilder.tsx';
import { DbsCardFace } from './CardFace.tsx';
import { dbsDeckSpec } from './deck-spec.tsx';
import type { DbsCardInfo, DbsGameView } from './types.ts';
import { dbsAimHint } from './aim-hint.ts';
import './dbscg.css';

/** The server's DBSCG view, as docs/protocol.md and packages/dbscg/src/view.ts give it. */
const dbsView = (view: unknown): DbsGameView => view as DbsGameView;

function load(cards: unknown[]): Board {
  const list = cards as DbsCardInfo[];
  const book = makeDbsBook(list);
  const deckSpec = dbsDeckSpec(list, book);

  function Side(props: SideProps) {
    return <PlayerArea {...props} g={dbsView(props.view)} book={book} />;
  }

  function Between({ view, acting }: { view: unknown; acting?: string | undefined }) {
    return <BattleBar game={dbsView(view)} book={book} acting={acting} />;
  }

  function CardPreview({ card, view }: { card: string; view: unknown }) {
    const info = book.get(card);
    if (!info) return <p className="muted">{card}</p>;
    // A leader in play shows the side that is up.
    const flipped = view
      ? dbsView(view).players.some((p) => p.leader.card === card && p.leader.flipped === true)
      : false;
    return <DbsCardFace info={info} flipped={flipped} />;
  }

  return {
    Side,
    DeckBuilder: deckBuilderOf(deckSpec),
    Between,
    tableClass: 'dbs-table',
    CardPreview,
    summary(view) {
      const g = dbsView(view);
      return summaryOf(g, dbsStep(g));
    },
    // 9-2-3, 9-2-4: no life left or no deck loses.
    standing(view, seat) {
      const p = dbsView(view).players[seat];
      return standingOf({ what: 'Life', n: p.lifeCount }, p.deckCount, p.handCount);
    },
    objects: (view) => dbsObjects(dbsView(view)),
    cardName: (card) => book.get(card)?.name,
    logLines: (log, viewer, names) => dbsLogLines(book, log, viewer, names),
    waiting: dbsWaiting,
    passWindow: (view, d) => dbsPassWindow(dbsView(view), d),
    objectOf: optionObject,
    aimHint: dbsAimHint,
  };
}

export const DBSCG_BOARD: BoardKit = { game: 'dbscg', deckBuilder: true, load };
