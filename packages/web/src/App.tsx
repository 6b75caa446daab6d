// Routes by query string: `/` the lobby, `/?join=ID` join a game, `/?game=ID` play your seat (its token
// is kept in this browser), `/?watch=ID` spectate, `/?decks` the deck builder (`/?decks=NAME` opens a
// saved deck), `/?replay=ID[&as=0|1|spectator]` the replay viewer of a finished game.
import { useEffect, useState } from 'react';
import { api, seats } from './api.ts';
import { DeckBuilder } from './DeckBuilder.tsx';
import { Game } from './Game.tsx';
import { Lobby } from './Lobby.tsx';
import { Replay } from './Replay.tsx';
import { makeBook, type CardBook } from './words.ts';
import type { CardInfo, Seat, SeatTicket } from './types.ts';

type Route =
  | { page: 'lobby'; join: string | null }
  | { page: 'game'; gameId: string; watch: boolean }
  | { page: 'decks'; open: string | null }
  | { page: 'replay'; gameId: string; as: Seat | 'spectator' };

function routeOf(search: string): Route {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const watch = q.get('watch');
  if (game) return { page: 'game', gameId: game, watch: false };
  if (watch) return { page: 'game', gameId: watch, watch: true };
  const replay = q.get('replay');
  if (replay) {
    const as = q.get('as');
    return { page: 'replay', gameId: replay, as: as === '1' ? 1 : as === 'spectator' ? 'spectator' : 0 };
  }
  if (q.has('decks')) return { page: 'decks', open: q.get('decks') || null };
  return { page: 'lobby', join: q.get('join') };
}

export function App() {
  const [route, setRoute] = useState<Route>(() => routeOf(location.search));
  const [book, setBook] = useState<CardBook | null>(null);
  const [cards, setCards] = useState<CardInfo[]>([]);
  const [decks, setDecks] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([api.server(), api.cards()])
      .then(([s, c]) => {
        setDecks(s.decks);
        setBook(makeBook(c.cards));
        setCards(c.cards);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    const onPop = () => setRoute(routeOf(location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (search: string) => {
    history.pushState(null, '', search || '/');
    setRoute(routeOf(search));
  };

  if (error) {
    return (
      <main className="lobby">
        <p role="alert" className="error">
          {error}
        </p>
      </main>
    );
  }
  if (!book) return <main className="lobby">Loading…</main>;

  if (route.page === 'game') {
    const ticket: SeatTicket | null = route.watch ? null : seats.get(route.gameId);
    return (
      <>
        {!route.watch && !ticket && (
          <p role="alert" className="error banner">
            This browser holds no seat in game {route.gameId}: you are watching it.
          </p>
        )}
        <Game
          key={route.gameId}
          gameId={route.gameId}
          ticket={ticket}
          book={book}
          onLeave={() => go('')}
          onReplay={() =>
            go(`?replay=${encodeURIComponent(route.gameId)}&as=${ticket ? ticket.seat : 'spectator'}`)
          }
        />
      </>
    );
  }
  if (route.page === 'decks') {
    return <DeckBuilder cards={cards} book={book} initial={route.open} onLeave={() => go('')} />;
  }
  if (route.page === 'replay') {
    return (
      <Replay
        key={route.gameId}
        gameId={route.gameId}
        initialViewer={route.as}
        book={book}
        onLeave={() => go('')}
      />
    );
  }
  return (
    <Lobby
      decks={decks}
      onDecks={() => go('?decks')}
      onReplay={(id) => go(`?replay=${encodeURIComponent(id)}`)}
      joinId={route.join}
      onSeat={(t) => {
        seats.put(t);
        go(`?game=${encodeURIComponent(t.gameId)}`);
      }}
      onWatch={(id) => go(`?watch=${encodeURIComponent(id)}`)}
    />
  );
}
