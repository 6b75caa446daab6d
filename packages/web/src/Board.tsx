// One side of the table: cores, field, burst, trash, hand and deck, as this viewer may see them.
import type { ReactNode } from 'react';
import { seatName } from './api.ts';
import { Cores, frameStyle } from './CardFace.tsx';
import type { CardBook } from './words.ts';
import type { CardRef, FieldCard, GameView, PlayerView, Seat } from './types.ts';

export interface Interaction {
  /** Board objects the pending decision lets this player pick, with the option ids about each. */
  targets: ReadonlyMap<number, string[]>;
  chosen: ReadonlySet<number>;
  pick(id: number): void;
  preview(card: string | null): void;
}

interface ChipProps {
  objId: number;
  def: string;
  book: CardBook;
  ix: Interaction;
  className: string;
  label: string;
  children: ReactNode;
}

/** A card on the table: a button when the decision lets you pick it, focusable for its preview always. */
function Chip({ objId, def, book, ix, className, label, children }: ChipProps) {
  const info = book.get(def);
  const target = ix.targets.has(objId);
  const chosen = ix.chosen.has(objId);
  const cls = `${className}${target ? ' target' : ''}${chosen ? ' chosen' : ''}`;
  const common = {
    className: cls,
    style: frameStyle(info?.colors ?? []),
    'data-obj': objId,
    onMouseEnter: () => ix.preview(def),
    onFocus: () => ix.preview(def),
    title: label,
  };
  if (target) {
    return (
      <button
        type="button"
        {...common}
        aria-label={`${label} (can be chosen)`}
        onClick={() => ix.pick(objId)}
      >
        {children}
      </button>
    );
  }
  return (
    <div {...common} tabIndex={0} role="img" aria-label={label}>
      {children}
    </div>
  );
}

function FieldChip({ c, book, ix }: { c: FieldCard; book: CardBook; ix: Interaction }) {
  const info = book.get(c.card);
  const label =
    `${c.name}, ${c.type}, level ${c.level}` +
    (c.bp !== undefined ? `, ${c.bp} BP` : '') +
    `, ${c.cores} core${c.cores === 1 ? '' : 's'}${c.soul ? ' and the soul core' : ''}` +
    (c.exhausted ? ', exhausted' : '');
  return (
    <Chip
      objId={c.id}
      def={c.card}
      book={book}
      ix={ix}
      className={`card field-card${c.exhausted ? ' exhausted' : ''}`}
      label={label}
    >
      <span className="chip-inner">
        <span className="chip-name">{c.name}</span>
        <span className="chip-stats">
          <b>LV{c.level}</b>
          {c.bp !== undefined && <span>{c.bp} BP</span>}
          {c.type === 'nexus' && <span>Nexus</span>}
        </span>
        <Cores n={c.cores} soul={c.soul} label="Cores" />
        {c.keywords && <span className="chip-kw">{c.keywords.join(' ')}</span>}
        {info?.symbols.length ? (
          <span className="chip-sym" aria-hidden="true">
            {info.symbols.map((s, i) => (
              <span key={i} className="sym sym-symbol" style={frameStyle(s)} />
            ))}
          </span>
        ) : null}
        {c.exhausted && <span className="chip-flag">exhausted</span>}
      </span>
    </Chip>
  );
}

export function HandChip({ c, book, ix }: { c: CardRef; book: CardBook; ix: Interaction }) {
  const info = book.get(c.card);
  const name = info?.name ?? c.card;
  return (
    <Chip
      objId={c.id}
      def={c.card}
      book={book}
      ix={ix}
      className="card hand-card"
      label={`${name}, cost ${info?.cost ?? '?'}`}
    >
      <span className="chip-inner" data-card={c.card}>
        <span className="chip-cost">{info?.cost ?? '?'}</span>
        <span className="chip-name">{name}</span>
        <span className="chip-stats">
          {info?.type === 'spirit' && info.levels[0]?.bp !== undefined && <span>{info.levels[0].bp} BP</span>}
          {info && info.type !== 'spirit' && <span>{info.type}</span>}
        </span>
      </span>
    </Chip>
  );
}

function SmallCard({ c, book, ix }: { c: CardRef; book: CardBook; ix: Interaction }) {
  const info = book.get(c.card);
  const name = info?.name ?? c.card;
  return (
    <Chip objId={c.id} def={c.card} book={book} ix={ix} className="card small-card" label={name}>
      <span className="chip-name">{name}</span>
    </Chip>
  );
}

interface AreaProps {
  p: PlayerView;
  seat: Seat;
  me: boolean;
  active: boolean;
  book: CardBook;
  ix: Interaction;
  battle: { attacker: number; blocker: number } | null;
}

export function PlayerArea({ p, seat, me, active, book, ix, battle }: AreaProps) {
  const burst = p.burst;
  const who = me ? 'Your' : `${p.name}'s`;
  return (
    <section
      className={`side-area ${me ? 'mine' : 'theirs'}${active ? ' active' : ''}`}
      aria-label={`${p.name} (${me ? 'you' : 'opponent'})`}
      data-seat={seat}
    >
      <header className="stats">
        <h2>
          {p.name}
          {/* The seat beside the name: two players cannot pass for each other whatever their names. */}
          <span className="seat-label">{seatName(seat)}</span>
          {active && <span className="turn-badge">turn</span>}
        </h2>
        <span className="stat">
          Life <Cores n={p.life} soul={p.lifeSoul} label={`${who} life`} />
        </span>
        <span className="stat">
          Reserve <Cores n={p.reserve} soul={p.reserveSoul} label={`${who} reserve`} />
        </span>
        <span className="stat">
          Trash <Cores n={p.trashCores} soul={p.trashSoul} label={`${who} core trash`} />
        </span>
        <span className="stat" data-deck-count={p.deckCount}>
          Deck {p.deckCount}
        </span>
        <span className="stat">Hand {p.handCount}</span>
      </header>
      <div className="zones">
        <div className="zone field" aria-label={`${who} field`}>
          {p.field.length === 0 && <span className="empty">No spirits or nexuses</span>}
          {p.field.map((c) => (
            <div
              key={c.id}
              className={`slot${battle?.attacker === c.id ? ' attacking' : ''}${battle?.blocker === c.id ? ' blocking' : ''}`}
            >
              <FieldChip c={c} book={book} ix={ix} />
              {battle?.attacker === c.id && <span className="battle-tag">attacking</span>}
              {battle?.blocker === c.id && <span className="battle-tag">blocking</span>}
            </div>
          ))}
        </div>
        <div className="zone side-zones">
          <div className="mini-zone" aria-label={`${who} burst area`}>
            <span className="zone-title">Burst</span>
            {burst === null ? (
              <span className="empty">none</span>
            ) : 'faceDown' in burst ? (
              <div className="card card-back" role="img" aria-label="A face-down burst" />
            ) : (
              <SmallCard c={burst} book={book} ix={ix} />
            )}
          </div>
          <div className="mini-zone" aria-label={`${who} trash`}>
            <span className="zone-title">Trash ({p.trash.length})</span>
            {p.trash.length > 0 && (
              <details>
                <summary>{book.get(p.trash[p.trash.length - 1]!.card)?.name ?? 'cards'}</summary>
                <div className="trash-list">
                  {p.trash
                    .slice()
                    .reverse()
                    .map((c) => (
                      <SmallCard key={c.id} c={c} book={book} ix={ix} />
                    ))}
                </div>
              </details>
            )}
          </div>
          {p.resolving.length > 0 && (
            <div className="mini-zone" aria-label={`${who} cards resolving`}>
              <span className="zone-title">Resolving</span>
              {p.resolving.map((c) => (
                <SmallCard key={c.id} c={c} book={book} ix={ix} />
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="zone hand" aria-label={`${who} hand`} data-hand={me ? 'mine' : 'theirs'}>
        {p.hand
          ? p.hand.map((c) => <HandChip key={c.id} c={c} book={book} ix={ix} />)
          : Array.from({ length: p.handCount }, (_, i) => (
              <div key={i} className="card card-back" role="img" aria-label="A card in hand, face down" />
            ))}
        {p.handCount === 0 && <span className="empty">No cards in hand</span>}
      </div>
    </section>
  );
}

/** Both sides of the table, the viewer's seat (or player 1's for a spectator) at the bottom. */
export function Table(props: {
  game: GameView;
  bottom: Seat;
  seat: Seat | null;
  book: CardBook;
  ix: Interaction;
}) {
  const { game, bottom, seat, book, ix } = props;
  const top: Seat = bottom === 0 ? 1 : 0;
  return (
    <main className="table" aria-label="The table">
      <PlayerArea
        p={game.players[top]}
        seat={top}
        me={false}
        active={game.active === top && game.turn > 0}
        book={book}
        ix={ix}
        battle={game.battle}
      />
      <PlayerArea
        p={game.players[bottom]}
        seat={bottom}
        me={seat !== null}
        active={game.active === bottom && game.turn > 0}
        book={book}
        ix={ix}
        battle={game.battle}
      />
    </main>
  );
}
