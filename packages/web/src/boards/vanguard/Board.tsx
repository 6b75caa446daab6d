// The Vanguard table (4.6): for each player the six circles (front row: front left, vanguard, front
// right; back row: the three behind them), each unit with its power, critical and orientation; the
// guardian circle with each guardian's shield; the trigger zone; the damage zone with its face-up
// and face-down cards (both public, 4.8.2.1); the soul as a count to open; drop, bind, removal and
// the G zone (its face-down cards only to their owner, 4.11.2); the deck as a count; the hand (the
// viewer's face up, the opponent's as backs). Between both sides, the battle under way.
import type { ReactNode } from 'react';
import type { Interaction, SideProps } from '../board.ts';
import { Chip } from '../Chip.tsx';
import { HandZone, Pile, SideArea, whose } from '../parts.tsx';
import { CIRCLE_ORDER, type VgBook } from './book.ts';
import { triggerName, vgFrame } from './CardFace.tsx';
import type { Seat } from '../../types.ts';
import type { VgCircle, VgGameView, VgPlayerView, VgRef, VgUnit } from './types.ts';

interface CardProps {
  book: VgBook;
  ix: Interaction;
}

const CIRCLE_LABELS: Record<VgCircle, string> = {
  VC: 'Vanguard circle',
  FL: 'Front left rear-guard circle',
  BL: 'Back left rear-guard circle',
  BC: 'Back center rear-guard circle',
  FR: 'Front right rear-guard circle',
  BR: 'Back right rear-guard circle',
};
const CIRCLE_SHORT: Record<VgCircle, string> = { VC: 'VC', FL: 'RC', BL: 'RC', BC: 'RC', FR: 'RC', BR: 'RC' };
/** 4.6.3: the front row, then the circles behind it in the same columns. */
const FRONT: readonly VgCircle[] = ['FL', 'VC', 'FR'];
const BACK: readonly VgCircle[] = ['BL', 'BC', 'BR'];

/** A Vanguard card on the table, framed in its nation's colour. */
function VgChip(props: CardProps & { c: VgRef; className: string; label: string; children: ReactNode }) {
  const { c, book, ...rest } = props;
  return <Chip objId={c.id} card={c.card} style={vgFrame(book.get(c.card))} {...rest} />;
}

/**
 * A unit on a circle: name, power and critical now, stand or rest (3.17). On a vanguard circle in a
 * legion state (10.25), `legion` says which of the two vanguards it is.
 */
function UnitCard({
  u,
  circle,
  book,
  ix,
  legion,
}: CardProps & { u: VgUnit; circle: VgCircle; legion?: 'Legion Leader' | 'Legion Mate' }) {
  if (!u.card) {
    // 5.4.3: the opponent's first vanguard stays face down until stand up.
    return (
      <div className="card card-back" role="img" aria-label={`${CIRCLE_LABELS[circle]}: a face-down card`} />
    );
  }
  const info = book.get(u.card);
  const name = info?.name ?? u.card;
  const crit = u.critical ?? info?.critical ?? 1;
  const label =
    `${name}${legion ? `, ${legion},` : ''} on the ${CIRCLE_LABELS[circle].toLowerCase()}, grade ${info?.grade ?? '?'}, ${u.power ?? info?.power} power` +
    `${crit !== 1 ? `, ${crit} critical` : ''}, ${u.rested ? 'rest' : 'stand'}`;
  return (
    <VgChip
      c={{ id: u.id, card: u.card }}
      book={book}
      ix={ix}
      className={`card field-card vg-unit${u.rested ? ' exhausted' : ''}${circle === 'VC' ? ' vg-vanguard' : ''}`}
      label={label}
    >
      <span className="chip-inner" data-card={u.card}>
        <span className="chip-cost">{info?.grade}</span>
        <span className="chip-name">{name}</span>
        {legion && <span className="vg-legion-tag">{legion}</span>}
        <span className="chip-stats">
          <b>{u.power}</b>
          {crit !== 1 && <span>★{crit}</span>}
          <span>{u.rested ? 'Rest' : 'Stand'}</span>
        </span>
      </span>
    </VgChip>
  );
}

/** A card in a zone: its name, and what the zone says of it (face down, shield, trigger). */
function SmallCard({ c, book, ix, note }: CardProps & { c: VgRef; note?: string }) {
  const info = book.get(c.card);
  const name = info?.name ?? c.card;
  const extra = [c.faceDown ? 'face down' : null, note ?? null].filter(Boolean).join(', ');
  return (
    <VgChip
      c={c}
      book={book}
      ix={ix}
      className={`card small-card${c.faceDown ? ' vg-face-down' : ''}`}
      label={extra ? `${name} (${extra})` : name}
    >
      <span className="chip-name" data-card={c.card}>
        {name}
      </span>
      {extra && <span className="chip-flag">{extra}</span>}
    </VgChip>
  );
}

/** A card of the viewer's hand: grade, name, power and shield (what it guards for, 2.6). */
function HandCard({ c, book, ix }: CardProps & { c: VgRef }) {
  const info = book.get(c.card);
  const name = info?.name ?? c.card;
  const shield = info?.shield === null || info?.shield === undefined ? 'no shield' : `shield ${info.shield}`;
  return (
    <VgChip
      c={c}
      book={book}
      ix={ix}
      className="card hand-card"
      label={`${name}, grade ${info?.grade ?? '?'}, ${info?.power ?? '?'} power, ${shield}${info?.trigger ? `, ${triggerName(info.trigger)}` : ''}`}
    >
      <span className="chip-inner" data-card={c.card}>
        <span className="chip-cost">{info?.grade}</span>
        <span className="chip-name">{name}</span>
        <span className="chip-stats">
          <span>{info?.power}</span>
          <span>shield {info?.shield ?? '–'}</span>
          {info?.trigger && <span>{info.trigger}</span>}
        </span>
      </span>
    </VgChip>
  );
}

/** A public pile (heart, soul, drop, bind, removal), browsable, top first. */
function VgPile({ title, cards, book, ix, who }: CardProps & { title: string; cards: VgRef[]; who: string }) {
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

/** A zone whose cards lie open on the table (damage, trigger, guardian circle, G zone). */
function OpenZone(props: {
  label: string;
  title: string;
  className: string;
  children: ReactNode[];
  empty: string;
}) {
  const { label, title, className, children, empty } = props;
  return (
    <div className={`zone ${className}`} aria-label={label}>
      <span className="zone-title">{title}</span>
      {children.length === 0 ? <span className="empty">{empty}</span> : children}
    </div>
  );
}

/**
 * A circle the pending decision lets the player click (a call's, a ride's or an attack's place,
 * direct-pick.ts): a button over the whole circle, named by the option it sends or by how many
 * cards could go there. A unit on the circle that is itself a choice keeps its own click until a
 * card is armed (then the circle is the place, 8.5.3.2: a call there retires that unit).
 */
function circlePlace(ix: Interaction, seat: Seat, c: VgCircle, u: VgUnit | null): ReactNode {
  if (ix.placeSeat !== seat) return null;
  const options = ix.places.get(c);
  if (!options) return null;
  const armedHere = ix.armed.place === c;
  if (!armedHere && ix.armed.obj === null && u !== null && ix.targets.has(u.id)) return null;
  const name = options.length === 1 ? options[0]!.label : `${CIRCLE_LABELS[c]}: ${options.length} choices`;
  return (
    <button
      type="button"
      className={`vg-place${armedHere ? ' armed' : ''}`}
      data-place={c}
      aria-pressed={armedHere}
      title={name}
      onClick={() => ix.pickPlace(c)}
    >
      <span className="visually-hidden">{armedHere ? `${name} (chosen: click again to cancel)` : name}</span>
    </button>
  );
}

/** One player's side of a Vanguard view. */
export function PlayerArea({ g, seat, me, active, book, ix }: SideProps & { g: VgGameView; book: VgBook }) {
  const p: VgPlayerView = g.players[seat];
  const who = whose(p.name, me);
  const b = g.battle;
  const handCount = Array.isArray(p.hand) ? p.hand.length : p.hand;
  const faceDownDamage = p.damage.filter((c) => c.faceDown).length;
  const circle = (c: VgCircle) => {
    const u = p.field[c];
    // 10.25.1, 3.9.1.1: a vanguard circle in a legion state holds the Legion Mate, drawn to the left
    // of the Legion Leader; 10.25.5: both attack together.
    const mate = c === 'VC' && u !== null ? (p.mate ?? null) : null;
    const attacking = b !== null && u !== null && b.attackerId === u.id;
    const boosting = b !== null && u !== null && b.boosterId === u.id;
    const attacked = b !== null && u !== null && b.targetId === u.id;
    const place = circlePlace(ix, seat, c, u);
    return (
      <div
        key={c}
        className={`slot vg-circle${c === 'VC' ? ' vg-vc' : ''}${attacking ? ' attacking' : ''}${attacked ? ' blocking' : ''}`}
        aria-label={`${who} ${CIRCLE_LABELS[c].toLowerCase()}`}
        data-circle={c}
      >
        {place}
        {u && mate ? (
          <div className="vg-legion" data-legion="true">
            <UnitCard u={mate} circle={c} book={book} ix={ix} legion="Legion Mate" />
            <UnitCard u={u} circle={c} book={book} ix={ix} legion="Legion Leader" />
          </div>
        ) : u ? (
          <UnitCard u={u} circle={c} book={book} ix={ix} />
        ) : (
          <span className="empty vg-empty">{CIRCLE_SHORT[c]}</span>
        )}
        {attacking && <span className="battle-tag">attacking</span>}
        {boosting && <span className="battle-tag">boosting</span>}
        {attacked && <span className="battle-tag">attacked</span>}
      </div>
    );
  };
  // The opponent's front row faces the viewer's: their back row is drawn at the top.
  const rows = me ? [FRONT, BACK] : [BACK, FRONT];
  const stats = (
    <>
      <span
        className="stat"
        data-damage-count={p.damage.length}
        aria-label={`${who} damage: ${p.damage.length}`}
      >
        Damage {p.damage.length}
      </span>
      <span className="stat" data-deck-count={p.deck}>
        Deck {p.deck}
      </span>
      <span className="stat">Hand {handCount}</span>
      <span className="stat" data-soul-count={p.soul.length}>
        Soul {p.soul.length}
      </span>
      <span className="stat">Drop {p.drop.length}</span>
      {faceDownDamage > 0 && <span className="stat">Counter blasted {faceDownDamage}</span>}
      {!me && (p.bindFaceDown ?? 0) > 0 && <span className="stat">Bound face down {p.bindFaceDown}</span>}
    </>
  );
  const gFaceDown = me
    ? []
    : Array.from({ length: p.gzoneFaceDown }, (_, i) => (
        <div
          key={`back-${i}`}
          className="card card-back mini-card-back"
          role="img"
          aria-label="A face-down card of the G zone"
        />
      ));
  return (
    <SideArea name={p.name} seat={seat} me={me} active={active} className="vg-side" stats={stats}>
      <div className="zones vg-zones">
        <div className="zone vg-field" aria-label={`${who} field`}>
          {rows.map((row, i) => (
            <div key={i} className="vg-row">
              {row.map(circle)}
            </div>
          ))}
        </div>
        <div className="zone side-zones vg-piles">
          <OpenZone
            label={`${who} guardian circle`}
            title="Guardian circle"
            className="vg-gc"
            empty="no guardians"
          >
            {p.gc.map((c) => (
              <SmallCard key={c.id} c={c} book={book} ix={ix} note={`shield ${c.shield}`} />
            ))}
          </OpenZone>
          <OpenZone label={`${who} trigger zone`} title="Trigger zone" className="vg-trigger" empty="empty">
            {p.trigger.map((c) => {
              const t = book.get(c.card)?.trigger;
              return (
                <SmallCard key={c.id} c={c} book={book} ix={ix} {...(t ? { note: triggerName(t) } : {})} />
              );
            })}
          </OpenZone>
          {(p.heart ?? []).length > 0 && (
            <VgPile title="Heart" cards={p.heart ?? []} book={book} ix={ix} who={who} />
          )}
          <VgPile title="Soul" cards={p.soul} book={book} ix={ix} who={who} />
          <VgPile title="Drop" cards={p.drop} book={book} ix={ix} who={who} />
          {p.bind.length > 0 && <VgPile title="Bind" cards={p.bind} book={book} ix={ix} who={who} />}
          {p.removed.length > 0 && (
            <VgPile title="Removal zone" cards={p.removed} book={book} ix={ix} who={who} />
          )}
        </div>
      </div>
      <OpenZone
        label={`${who} damage zone`}
        title={`Damage (${p.damage.length})`}
        className="vg-damage"
        empty="no damage"
      >
        {p.damage.map((c) => (
          <SmallCard key={c.id} c={c} book={book} ix={ix} />
        ))}
      </OpenZone>
      {(p.gzone.length > 0 || p.gzoneFaceDown > 0) && (
        <OpenZone
          label={`${who} G zone`}
          title={`G zone (${p.gzone.length + (me ? 0 : p.gzoneFaceDown)})`}
          className="vg-gzone"
          empty=""
        >
          {[...gFaceDown, ...p.gzone.map((c) => <SmallCard key={c.id} c={c} book={book} ix={ix} />)]}
        </OpenZone>
      )}
      <HandZone
        who={who}
        me={me}
        count={handCount}
        cards={
          Array.isArray(p.hand) ? p.hand.map((c) => <HandCard key={c.id} c={c} book={book} ix={ix} />) : null
        }
      />
    </SideArea>
  );
}

/** The battle under way (7.4 to 7.8): attacker and boost against the unit attacked and its shields. */
export function BattleBar({
  game,
  book,
  acting,
}: {
  game: VgGameView;
  book: VgBook;
  acting?: string | undefined;
}) {
  const b = game.battle;
  if (!b) return null;
  const att = game.players[game.active];
  const def = game.players[game.active === 0 ? 1 : 0];
  const named = (u: VgUnit | null) =>
    u?.card
      ? `${book.info(u.card).name} (${u.power ?? '?'}${(u.critical ?? 1) !== 1 ? `, ★${u.critical}` : ''})`
      : 'a unit';
  const attacker = CIRCLE_ORDER.map((c) => att.field[c]).find((u) => u?.id === b.attackerId) ?? null;
  const booster =
    b.boosterId === null
      ? null
      : (CIRCLE_ORDER.map((c) => att.field[c]).find((u) => u?.id === b.boosterId) ?? null);
  const target = CIRCLE_ORDER.map((c) => def.field[c]).find((u) => u?.id === b.targetId) ?? null;
  const shields = def.gc.reduce((n, g) => n + g.shield, 0);
  return (
    <div className="dbs-battle-bar vg-battle-bar" role="status" data-testid="battle">
      <p>
        <strong>{named(attacker)}</strong>
        {b.attacker === 'VC' && att.mate ? <> in legion with {named(att.mate)}</> : null}
        {booster ? <> boosted by {book.info(booster.card ?? '').name}</> : null} attacks{' '}
        <strong>{named(target)}</strong>
        {def.gc.length > 0 && ` · ${def.gc.length} guardian(s), shield ${shields}`}
        {b.hit === true ? ' · the attack hits' : b.hit === false ? ' · the attack does not hit' : ''}
      </p>
      {acting && <p className="battle-acting">{acting}</p>}
    </div>
  );
}
