// One side of the table: cores, field, burst, trash, hand and deck, as this viewer may see them.
import type { ReactNode } from 'react';
import type { Interaction, SideProps } from '../board.ts';
import { Chip as BoardChip } from '../Chip.tsx';
import { HandZone, Pile, SideArea, whose } from '../parts.tsx';
import { DragToken } from '../DragToken.tsx';
import { Cores, frameStyle } from './CardFace.tsx';
import { coreMoveOption, coreOption, corePlace, isCoreMoveChoice, movesFrom } from './core-option.ts';
import type { CardBook } from './book.ts';
import { braveLabel, fieldCardLabel } from './field-words.ts';
import type { CardRef, FieldCard, GameView } from './types.ts';

/** A Saga card on the table, framed in its colours. */
function Chip(props: {
  objId: number;
  def: string;
  book: CardBook;
  ix: Interaction;
  className: string;
  label: string;
  children: ReactNode;
}) {
  const { def, book, ...rest } = props;
  return <BoardChip {...rest} card={def} style={frameStyle(book.get(def)?.colors ?? [])} />;
}

function FieldChip({ c, book, ix }: { c: FieldCard; book: CardBook; ix: Interaction }) {
  const info = book.get(c.card);
  const label = fieldCardLabel(c);
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

/**
 * Eternal: the Brave combined with a spirit, drawn under it as one card with it (E751); pointing at it
 * shows the Brave's card. Separating (E786) puts it back on the field as a spirit of its own.
 */
function BraveUnder({ c, book, ix }: { c: FieldCard; book: CardBook; ix: Interaction }) {
  const label = braveLabel(c);
  if (!c.brave || label === null) return null;
  return (
    <Chip objId={c.brave.id} def={c.brave.card} book={book} ix={ix} className="card brave-card" label={label}>
      <span className="chip-inner">
        <span className="brave-tag">Brave</span>
        <span className="chip-name">{c.brave.name}</span>
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

/**
 * The cores the distribution being drafted may take from a place (the reserve, a field card), as
 * tokens to drag to the payment in the decision panel or to press (10-6-6, 10-6-7; a payment that
 * takes a card's last cores is still confirmed twice there, 9-3-2).
 */
function CoreTokens({ ix, from, where }: { ix: Interaction; from: number | 'reserve'; where: string }) {
  const dist = ix.distribution;
  if (!dist) return <MoveTokens ix={ix} from={from} where={where} />;
  const tokens = [false, true].flatMap((soul) => {
    const o = coreOption(dist.options, from, soul);
    return o ? [{ o, soul }] : [];
  });
  if (tokens.length === 0) return null;
  return (
    <span className="core-tokens" aria-label={`Cores to take from ${where}`} role="group">
      {tokens.map(({ o, soul }) => {
        const n = dist.counts[o.id] ?? 0;
        return (
          <span key={o.id} className="core-token-wrap">
            <DragToken
              from={corePlace(from)}
              soul={soul}
              className={soul ? 'soul' : ''}
              label={`${soul ? 'The soul core' : 'A core'} from ${where}: drag it to the ${dist.kind === 'payCost' ? 'payment or your trash' : 'payment'}, or press to add one (${n} taken)`}
              disabled={dist.busy}
              onDrop={() => dist.add(o.id)}
            />
            {n > 0 && <span className="core-taken">×{n}</span>}
          </span>
        );
      })}
    </span>
  );
}

/**
 * The cores a main-step move may take from a place (6-6-1-2-3), as tokens to drag to the card or
 * reserve they move to: the drop sends the move whose facts name both places (`from`, `to`); how
 * many is asked next, as in the panel's list, which stays.
 */
function MoveTokens({ ix, from, where }: { ix: Interaction; from: number | 'reserve'; where: string }) {
  const choice = ix.choice;
  if (!choice || !isCoreMoveChoice(choice.options)) return null;
  const place = corePlace(from);
  const souls = [false, true].filter((soul) => movesFrom(choice.options, place, soul));
  if (souls.length === 0) return null;
  return (
    <span className="core-tokens" aria-label={`Cores to move from ${where}`} role="group">
      {souls.map((soul) => (
        <DragToken
          key={String(soul)}
          from={place}
          soul={soul}
          className={soul ? 'soul' : ''}
          label={`${soul ? 'The soul core' : 'Cores'} on ${where}: drag to the card or reserve to move ${soul ? 'it' : 'them'} to`}
          disabled={choice.busy}
          onDrop={(drop) => {
            if (drop === null) {
              choice.refuse(
                'Drag it to the card or the reserve it moves to, or choose the move in the list.',
              );
              return;
            }
            const o = coreMoveOption(choice.options, place, drop, soul);
            if (o) choice.choose(o.id);
            else choice.refuse(`No move takes ${soul ? 'the soul core' : 'cores'} from ${where} there.`);
          }}
        />
      ))}
    </span>
  );
}

/** One player's side of a Saga view. */
export function PlayerArea({ g, seat, me, active, book, ix }: SideProps & { g: GameView; book: CardBook }) {
  const p = g.players[seat];
  const battle = g.battle;
  const burst = p.burst;
  const who = whose(p.name, me);
  // A core move being chosen: the reserve and the cards are where a dragged core may be dropped.
  const moving = me && ix.choice !== null && isCoreMoveChoice(ix.choice.options);
  const drop = (from: number | 'reserve') => (moving ? { 'data-drop': corePlace(from) } : {});
  // A cost being paid: its cores go to the trash (10-6-6, 10-7-6, 10-8-6), so a core dropped on my
  // trash pays as one dropped on the payment does.
  const paying = me && ix.distribution?.kind === 'payCost';
  const stats = (
    <>
      <span className="stat">
        Life <Cores n={p.life} soul={p.lifeSoul} label={`${who} life`} />
      </span>
      <span className="stat" {...drop('reserve')}>
        Reserve <Cores n={p.reserve} soul={p.reserveSoul} label={`${who} reserve`} />
        {me && <CoreTokens ix={ix} from="reserve" where="your reserve" />}
      </span>
      <span className="stat" {...(paying ? { 'data-drop': 'trash' } : {})}>
        Trash <Cores n={p.trashCores} soul={p.trashSoul} label={`${who} core trash`} />
      </span>
      <span className="stat" data-deck-count={p.deckCount}>
        Deck {p.deckCount}
      </span>
      <span className="stat">Hand {p.handCount}</span>
    </>
  );
  return (
    <SideArea name={p.name} seat={seat} me={me} active={active} stats={stats}>
      <div className="zones">
        <div className="zone field" aria-label={`${who} field`}>
          {p.field.length === 0 && <span className="empty">No spirits or nexuses</span>}
          {p.field.map((c) => (
            <div
              key={c.id}
              {...drop(c.id)}
              className={`slot${c.brave ? ' combined' : ''}${battle?.attacker === c.id ? ' attacking' : ''}${battle?.blocker === c.id ? ' blocking' : ''}`}
            >
              <FieldChip c={c} book={book} ix={ix} />
              <BraveUnder c={c} book={book} ix={ix} />
              {me && <CoreTokens ix={ix} from={c.id} where={c.name} />}
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
          <Pile
            label={`${who} trash`}
            title="Trash"
            top={p.trash.length ? book.get(p.trash[p.trash.length - 1]!.card)?.name : undefined}
            cards={p.trash.map((c) => (
              <SmallCard key={c.id} c={c} book={book} ix={ix} />
            ))}
          />
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
      <HandZone
        who={who}
        me={me}
        count={p.handCount}
        cards={p.hand ? p.hand.map((c) => <HandChip key={c.id} c={c} book={book} ix={ix} />) : null}
      />
    </SideArea>
  );
}
