// The DBSCG table: for each player the Leader Area (with the leader's side), the Battle Area and the
// Combo Area (power, keywords, Active or Rest Mode, cards placed beneath), the Energy Area with each
// card's mode, life as a count of face-down cards, the deck count, the Drop Area, the Warp and the
// cards removed from the game (public, browsable), and the hand (the viewer's face up, the
// opponent's as backs); between both sides, the battle in progress.
import type { ReactNode } from 'react';
import type { Interaction, SideProps } from '../board.ts';
import { Chip } from '../Chip.tsx';
import { HandZone, Pile, SideArea, whose } from '../parts.tsx';
import type { DbsBook } from './book.ts';
import { dbsFrame } from './CardFace.tsx';
import type { DbsGameView, DbsOpenCard, DbsRef } from './types.ts';

interface CardProps {
  book: DbsBook;
  ix: Interaction;
}

/** A DBSCG card on the table, framed in its colours. */
function DbsChip(props: CardProps & { c: DbsRef; className: string; label: string; children: ReactNode }) {
  const { c, book, ix, className, label, children } = props;
  return (
    <Chip
      objId={c.id}
      card={c.card}
      ix={ix}
      className={className}
      label={label}
      style={dbsFrame(book.get(c.card)?.colors ?? [])}
    >
      {children}
    </Chip>
  );
}

const mode = (c: DbsOpenCard): string => (c.rest ? 'Rest Mode' : 'Active Mode');

/** A card in the Leader, Battle or Combo Area: its name, power and keywords now, its mode. */
function PlayCard({ c, book, ix, leader }: CardProps & { c: DbsOpenCard; leader?: boolean }) {
  const info = book.get(c.card);
  const side = leader && info?.back ? (c.flipped ? 'back side' : 'front side') : null;
  const under = c.under ?? [];
  const label =
    `${c.name}${side ? ` (${side})` : ''}` +
    (c.power !== undefined ? `, ${c.power} power` : '') +
    `, ${mode(c)}` +
    (c.keywords?.length ? `, ${c.keywords.join(' ')}` : '') +
    (under.length ? `, ${under.length} card${under.length === 1 ? '' : 's'} beneath` : '');
  return (
    <DbsChip
      c={c}
      book={book}
      ix={ix}
      className={`card field-card dbs-card${c.rest ? ' exhausted' : ''}${leader ? ' dbs-leader-card' : ''}`}
      label={label}
    >
      <span className="chip-inner" data-card={c.card}>
        <span className="chip-name">{c.name}</span>
        {side && <span className="chip-side">{side}</span>}
        <span className="chip-stats">
          {c.power !== undefined && <b>{c.power}</b>}
          <span>{c.rest ? 'Rest' : 'Active'}</span>
        </span>
        {c.keywords && <span className="chip-kw">{c.keywords.join(' ')}</span>}
        {under.length > 0 && (
          <span className="chip-under">beneath: {under.map((u) => book.info(u.card).name).join(', ')}</span>
        )}
      </span>
    </DbsChip>
  );
}

/** An energy card: its colours and its mode (4-8-1: only Active energy pays). */
function EnergyCard({ c, book, ix }: CardProps & { c: DbsOpenCard }) {
  return (
    <DbsChip
      c={c}
      book={book}
      ix={ix}
      className={`card dbs-energy-card${c.rest ? ' rested' : ''}`}
      label={`${c.name}, energy, ${mode(c)}`}
    >
      <span className="chip-inner" data-card={c.card}>
        <span className="chip-name">{c.name}</span>
        <span className="chip-flag">{c.rest ? 'Rest' : 'Active'}</span>
      </span>
    </DbsChip>
  );
}

/** A card of the viewer's hand: its name, cost and power. */
function HandCard({ c, book, ix }: CardProps & { c: DbsRef }) {
  const info = book.get(c.card);
  const name = info?.name ?? c.card;
  return (
    <DbsChip
      c={c}
      book={book}
      ix={ix}
      className="card hand-card"
      label={`${name}${info?.cost ? `, cost ${info.cost.text}` : ''}`}
    >
      <span className="chip-inner" data-card={c.card}>
        {info?.cost && <span className="chip-cost">{info.cost.total}</span>}
        <span className="chip-name">{name}</span>
        <span className="chip-stats">
          {info?.type === 'battle' && <span>{info.power}</span>}
          {info?.type === 'extra' && <span>Extra</span>}
          {info?.combo && <span>+{info.combo.power}</span>}
        </span>
      </span>
    </DbsChip>
  );
}

function SmallCard({ c, book, ix }: CardProps & { c: DbsRef }) {
  const name = book.info(c.card).name;
  return (
    <DbsChip c={c} book={book} ix={ix} className="card small-card" label={name}>
      <span className="chip-name">{name}</span>
    </DbsChip>
  );
}

/** A public pile (Drop Area, Warp, removed from the game), browsable. */
function DbsPile({
  title,
  cards,
  book,
  ix,
  who,
}: CardProps & { title: string; cards: DbsRef[]; who: string }) {
  return (
    <Pile
      label={`${who} ${title}`}
      title={title}
      top={cards.length ? book.info(cards[cards.length - 1]!.card).name : undefined}
      cards={cards.map((c) => (
        <SmallCard key={c.id} c={c} book={book} ix={ix} />
      ))}
    />
  );
}

/** One player's side of a DBSCG view. */
export function PlayerArea({ g, seat, me, active, book, ix }: SideProps & { g: DbsGameView; book: DbsBook }) {
  const p = g.players[seat];
  const battle = g.battle;
  const who = whose(p.name, me);
  const activeEnergy = p.energy.filter((c) => !c.rest).length;
  const slot = (c: DbsOpenCard, leader = false) => {
    const attacking = battle?.attacker === c.id;
    const guarding = battle?.guard === c.id;
    // A card the armed attacker may attack (7-1): told by a tag, not only by its outline's colour.
    const aimed = ix.aimed.has(c.id) && ix.targets.has(c.id);
    return (
      <div key={c.id} className={`slot${attacking ? ' attacking' : ''}${guarding ? ' blocking' : ''}`}>
        <PlayCard c={c} book={book} ix={ix} leader={leader} />
        {aimed && (
          <span className="battle-tag aim-tag" aria-hidden="true">
            ⚔ attack here
          </span>
        )}
        {attacking && <span className="battle-tag">attacking</span>}
        {guarding && <span className="battle-tag">{battle?.blocked ? 'blocking' : 'attacked'}</span>}
      </div>
    );
  };
  const stats = (
    <>
      <span
        className="stat"
        data-life-count={p.lifeCount}
        aria-label={`${who} life: ${p.lifeCount} cards, face down`}
      >
        <span className="card-back mini-back" aria-hidden="true" /> Life {p.lifeCount}
      </span>
      <span className="stat" data-deck-count={p.deckCount}>
        Deck {p.deckCount}
      </span>
      <span className="stat">Hand {p.handCount}</span>
      <span className="stat" aria-label={`${who} energy: ${activeEnergy} active of ${p.energy.length}`}>
        Energy {activeEnergy}/{p.energy.length}
      </span>
    </>
  );
  return (
    <SideArea name={p.name} seat={seat} me={me} active={active} className="dbs-side" stats={stats}>
      <div className="zones">
        <div className="zone dbs-leader-area" aria-label={`${who} Leader Area`}>
          <span className="zone-title">Leader</span>
          {slot(p.leader, true)}
        </div>
        <div className="zone field" aria-label={`${who} Battle Area`}>
          {p.battle.length === 0 && <span className="empty">No Battle Cards</span>}
          {p.battle.map((c) => slot(c))}
        </div>
        <div className="zone side-zones">
          <div className="mini-zone" aria-label={`${who} Combo Area`}>
            <span className="zone-title">Combo ({p.combo.length})</span>
            {p.combo.map((c) => (
              <PlayCard key={c.id} c={c} book={book} ix={ix} />
            ))}
          </div>
          <DbsPile title="Drop Area" cards={p.drop} book={book} ix={ix} who={who} />
          <DbsPile title="Warp" cards={p.warp} book={book} ix={ix} who={who} />
          {p.removed.length > 0 && (
            <DbsPile title="Removed from the game" cards={p.removed} book={book} ix={ix} who={who} />
          )}
        </div>
      </div>
      <div className="zone dbs-energy" aria-label={`${who} Energy Area`}>
        <span className="zone-title">Energy</span>
        {p.energy.length === 0 && <span className="empty">none</span>}
        {p.energy.map((c) => (
          <EnergyCard key={c.id} c={c} book={book} ix={ix} />
        ))}
      </div>
      <HandZone
        who={who}
        me={me}
        count={p.handCount}
        cards={p.hand ? p.hand.map((c) => <HandCard key={c.id} c={c} book={book} ix={ix} />) : null}
      />
    </SideArea>
  );
}

/** The battle in progress, the card declared and the [Counter] skills waiting, between both sides. */
export function BattleBar({
  game,
  book,
  acting,
}: {
  game: DbsGameView;
  book: DbsBook;
  acting?: string | undefined;
}) {
  const b = game.battle;
  const cards = game.players.flatMap((p) => [p.leader, ...p.battle]);
  const named = (id: number) => {
    const c = cards.find((x) => x.id === id);
    return c ? `${c.name}${c.power !== undefined ? ` (${c.power})` : ''}` : 'a card';
  };
  if (!b && !game.declared && !game.counters?.length) return null;
  return (
    <div className="dbs-battle-bar" role="status" data-testid="battle">
      {b && (
        <p>
          <strong>{named(b.attacker)}</strong> attacks <strong>{named(b.guard)}</strong>
          {b.blocked ? ' (blocked)' : ''}
          {b.negated ? ' · the attack is negated' : ''}
          {b.combos.flat().length > 0 && ` · ${b.combos.flat().length} combo card(s)`}
        </p>
      )}
      {game.declared && (
        <p>
          {game.players[game.declared.p].name} declares playing {book.info(game.declared.card).name}.
        </p>
      )}
      {game.counters?.map((c, i) => (
        <p key={i}>
          [Counter] of {book.info(c.card).name} ({game.players[c.p].name}){c.negated ? ', negated' : ''}
        </p>
      ))}
      {acting && <p className="battle-acting">{acting}</p>}
    </div>
  );
}
