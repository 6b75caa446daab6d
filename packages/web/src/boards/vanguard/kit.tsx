// Cardfight!! Vanguard's board for the web table: its table (Board.tsx), its card faces (text from
// the server's generated text), its log in the terminal's words, and its decisions, whose options
// name their board objects (`obj`): a hand card to ride, call or guard with, a unit to attack with,
// boost or intercept with, a unit to give a trigger's power or critical to; and its deck builder.
import { optionObject, standingOf, summaryOf, type Board, type BoardKit, type SideProps } from '../board.ts';
import { deckBuilderOf } from '../../DeckBuilder.tsx';
import { BattleBar, PlayerArea } from './Board.tsx';
import { makeVgBook, vgLogLines, vgObjects, vgPlaceName, vgStep, vgWaiting } from './book.ts';
import { vgPassWindow } from './pass-window.ts';
import { VgCardFace } from './CardFace.tsx';
import { vgDeckSpec } from './deck-spec.tsx';
import type { VgCardInfo, VgGameView } from './types.ts';
import './vanguard.css';

/** The server's Vanguard view, as packages/vanguard/src/view.ts gives it. */
const vgView = (view: unknown): VgGameView => view as VgGameView;

function load(cards: unknown[]): Board {
  const book = makeVgBook(cards as VgCardInfo[]);

  function Side(props: SideProps) {
    return <PlayerArea {...props} g={vgView(props.view)} book={book} />;
  }

  function Between({ view, acting }: { view: unknown; acting?: string | undefined }) {
    return <BattleBar game={vgView(view)} book={book} acting={acting} />;
  }

  function CardPreview({ card }: { card: string; view: unknown }) {
    const info = book.get(card);
    return info ? <VgCardFace info={info} /> : <p className="muted">{card}</p>;
  }

  const deckSpec = vgDeckSpec(cards as VgCardInfo[], book);

  return {
    Side,
    Between,
    tableClass: 'vg-table',
    CardPreview,
    DeckBuilder: deckBuilderOf(deckSpec),
    summary(view) {
      const g = vgView(view);
      return summaryOf(g, vgStep(g));
    },
    // 4.8.3: six damage loses; the deck and the hand (4.2, 4.3) are counts for everyone.
    standing(view, seat) {
      const p = vgView(view).players[seat];
      const hand = typeof p.hand === 'number' ? p.hand : p.hand.length;
      return standingOf({ what: 'Damage', n: p.damage.length }, p.deck, hand);
    },
    objects: (view) => vgObjects(vgView(view)),
    cardName: (card) => book.get(card)?.name,
    logLines: (log, _viewer, names) => vgLogLines(book, log, names),
    waiting: vgWaiting,
    passWindow: (view, d) => vgPassWindow(vgView(view), d),
    objectOf: optionObject,
    // An attack's place is the attacked circle (7.3.1.2); a call's, ride's or guard's is the player's own.
    placeSide: (d) => (d.kind === 'attack' ? 'opponent' : 'decider'),
    placeName: vgPlaceName,
  };
}

export const VANGUARD_BOARD: BoardKit = { game: 'vanguard', deckBuilder: true, load };
