// Pieces every game's table is made of: a player's side with its name and seat, a hand (face up
// for its owner, backs for everyone else), a public pile to browse, and a card frame in the card's
// colours.
import type { CSSProperties, ReactNode } from 'react';
import { seatName } from '../api.ts';
import type { Seat } from '../types.ts';

/** A card's frame: its colour, or a diagonal blend of its colours (grey when it has none). */
export function frameOf(hex: readonly string[]): CSSProperties {
  const list = hex.length ? hex : ['#777'];
  return { background: list.length === 1 ? list[0]! : `linear-gradient(135deg, ${list.join(', ')})` };
}

/** "Your" for the viewer's own side, "Ann's" for the other one. */
export const whose = (name: string, me: boolean): string => (me ? 'Your' : `${name}'s`);

/** One player's side: the name with its seat and whose turn it is, the counts, then the areas. */
export function SideArea(props: {
  name: string;
  seat: Seat;
  me: boolean;
  active: boolean;
  className?: string;
  stats: ReactNode;
  children: ReactNode;
}) {
  const { name, seat, me, active, className, stats, children } = props;
  return (
    <section
      className={`side-area ${me ? 'mine' : 'theirs'}${active ? ' active' : ''}${className ? ` ${className}` : ''}`}
      aria-label={`${name} (${me ? 'you' : 'opponent'})`}
      data-seat={seat}
    >
      <header className="stats">
        <h2>
          {name}
          {/* The seat beside the name: two players cannot pass for each other whatever their names. */}
          <span className="seat-label">{seatName(seat)}</span>
          {active && <span className="turn-badge">turn</span>}
        </h2>
        {stats}
      </header>
      {children}
    </section>
  );
}

/** A hand: its cards face up when this viewer may see them, otherwise as many backs as it holds. */
export function HandZone(props: { who: string; me: boolean; count: number; cards: ReactNode[] | null }) {
  const { who, me, count, cards } = props;
  return (
    <div className="zone hand" aria-label={`${who} hand`} data-hand={me ? 'mine' : 'theirs'}>
      {cards ??
        Array.from({ length: count }, (_, i) => (
          <div key={i} className="card card-back" role="img" aria-label="A card in hand, face down" />
        ))}
      {count === 0 && <span className="empty">No cards in hand</span>}
    </div>
  );
}

/** A public pile: its title and count, its top card's name, and every card (top first) on opening. */
export function Pile(props: { label: string; title: string; top: string | undefined; cards: ReactNode[] }) {
  const { label, title, top, cards } = props;
  return (
    <div className="mini-zone" aria-label={label}>
      <span className="zone-title">
        {title} ({cards.length})
      </span>
      {cards.length > 0 && (
        <details>
          <summary>{top ?? 'cards'}</summary>
          <div className="trash-list">{cards.slice().reverse()}</div>
        </details>
      )}
    </div>
  );
}
