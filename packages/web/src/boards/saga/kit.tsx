// Battle Spirits Saga's board for the web table: its table of cores and spirits, its card faces,
// its log and decisions in the terminal's words (packages/battle-spirits/src/describe.ts), and its
// deck builder.
import type { JsonObject } from '@arbiter/engine';
import { describeDecision, objectsFromView } from '../../../../battle-spirits/src/describe.ts';
import { optionObject, standingOf, summaryOf, type Board, type BoardKit, type SideProps } from '../board.ts';
import { PlayerArea } from './Board.tsx';
import { SagaBattleBar } from './BattleBar.tsx';
import { logLines, makeBook } from './book.ts';
import { CardFace } from './CardFace.tsx';
import { isSoul, sagaCheckDistribution, sagaDefaultCounts } from './decisions.ts';
import { sagaPassWindow } from './pass-window.ts';
import { deckBuilderOf } from '../../DeckBuilder.tsx';
import { sagaDeckSpec } from './deck-spec.tsx';
import type { CardInfo, GameView } from './types.ts';

const GAME = 'battle-spirits';

const STEP_NAMES: Record<string, string> = {
  setup: 'Set-up',
  start: 'Start step',
  core: 'Core step',
  draw: 'Draw step',
  refresh: 'Refresh step',
  main: 'Main step',
  attack: 'Attack step',
  end: 'End step',
};

/** The server's Saga view, as docs/protocol.md gives it. */
const sagaView = (view: unknown): GameView => view as GameView;

function load(cards: unknown[], format?: string): Board {
  const list = cards as CardInfo[];
  const book = makeBook(list, format);

  function SagaSide(props: SideProps) {
    return <PlayerArea {...props} g={sagaView(props.view)} book={book} />;
  }

  function SagaCard({ card, view }: { card: string; view: unknown }) {
    const info = book.get(card);
    if (!info) return <p className="muted">{card}</p>;
    // A card on the field shows the level it is at now.
    const level = view
      ? sagaView(view)
          .players.flatMap((p) => p.field)
          .find((c) => c.card === card)?.level
      : undefined;
    return <CardFace info={info} {...(level !== undefined ? { level } : {})} />;
  }

  function SagaBetween({ view, acting }: { view: unknown; acting?: string | undefined }) {
    return <SagaBattleBar g={sagaView(view)} acting={acting} />;
  }

  // Each format builds its own decks (Eternal's checked by E225 to E235): the board of the format asked.
  const deckSpec = sagaDeckSpec(GAME, list, book, format);

  return {
    Side: SagaSide,
    CardPreview: SagaCard,
    DeckBuilder: deckBuilderOf(deckSpec),
    Between: SagaBetween,
    summary(view) {
      const g = sagaView(view);
      return summaryOf(g, STEP_NAMES[g.step] ?? g.step);
    },
    // 1-2-1-1-1, 1-2-1-1-2: a game is won by the opponent's last life or their empty deck.
    standing(view, seat) {
      const p = sagaView(view).players[seat];
      return standingOf({ what: 'Life', n: p.life }, p.deckCount, p.handCount);
    },
    objects: (view) => objectsFromView(view as JsonObject),
    cardName: (card) => book.get(card)?.name,
    logLines: (log, viewer, names) => logLines(book, log, viewer, names),
    waiting: (d, viewer, names) =>
      describeDecision(book.registry, d as unknown as JsonObject, viewer, { names }),
    objectOf: optionObject,
    defaultCounts: sagaDefaultCounts,
    checkDistribution: sagaCheckDistribution,
    // 10-6-6, 10-6-7: cores are paid and placed from the field or the reserve: dragged (Board.tsx CoreTokens).
    dragsToDistribution: true,
    passWindow: (view, d) => sagaPassWindow(sagaView(view), d),
    optionClass: (o) => (isSoul(o) ? 'soul-row' : ''),
  };
}

export const SAGA_BOARD: BoardKit = { game: GAME, deckBuilder: true, load };
