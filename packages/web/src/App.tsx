// Routes by query string: `/` the lobby, `/?join=ID` join a game, `/?game=ID` play your seat (its token
// is kept in this browser), `/?watch=ID` spectate, `/?decks[&for=G]` a game's deck builder
// (`/?decks=NAME` opens a saved deck), `/?replay=ID[&as=0|1|spectator][&step=N]` the replay viewer of
// a finished game (replay-nav.ts).
import { useEffect, useState } from 'react';
import { api, seats } from './api.ts';
import { kitFor, useBoard } from './boards/index.ts';
import { Game } from './Game.tsx';
import { gameKey, hostedByKey } from './game-key.ts';
import { Lobby } from './Lobby.tsx';
import { Replay } from './Replay.tsx';
import { replayPlaceOf, type ReplayPlace } from './replay-nav.ts';
import type { HostedGameInfo, SeatTicket } from './types.ts';

type Route =
  | { page: 'lobby'; join: string | null }
  | { page: 'game'; gameId: string; watch: boolean }
  | { page: 'decks'; open: string | null; game: string | null }
  | ({ page: 'replay' } & ReplayPlace);

function routeOf(search: string): Route {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const watch = q.get('watch');
  if (game) return { page: 'game', gameId: game, watch: false };
  if (watch) return { page: 'game', gameId: watch, watch: true };
  const replay = replayPlaceOf(search);
  if (replay) return { page: 'replay', ...replay };
  if (q.has('decks')) return { page: 'decks', open: q.get('decks') || null, game: q.get('for') };
  return { page: 'lobby', join: q.get('join') };
}

/** Why a deck builder cannot be shown, and the way back. */
function NoDeckBuilder({ text, onLeave }: { text: string; onLeave(): void }) {
  return (
    <main className="lobby">
      <p role="alert" className="error">
        {text}
      </p>
      <button type="button" onClick={onLeave}>
        Back to the lobby
      </button>
    </main>
  );
}

/**
 * A game's deck builder in a format (none: the game's first), from the board of that format (a game
 * without one says so).
 */
function Decks({
  game,
  format,
  title,
  open,
  onLeave,
}: {
  game: string;
  format: string | undefined;
  title: string | undefined;
  open: string | null;
  onLeave(): void;
}) {
  const { board, error } = useBoard(game, format);
  if (error || (board && !board.DeckBuilder)) {
    return (
      <NoDeckBuilder
        text={error ?? `No deck builder for this game yet: paste a deck list in the lobby.`}
        onLeave={onLeave}
      />
    );
  }
  if (!board?.DeckBuilder) return <main className="lobby">Loading…</main>;
  return <board.DeckBuilder initial={open} onLeave={onLeave} {...(title ? { title } : {})} />;
}

export function App() {
  const [route, setRoute] = useState<Route>(() => routeOf(location.search));
  const [games, setGames] = useState<HostedGameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .server()
      .then((s) => setGames(s.games))
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
  if (!games) return <main className="lobby">Loading…</main>;

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
          onLeave={() => go('')}
          onReplay={() =>
            go(`?replay=${encodeURIComponent(route.gameId)}&as=${ticket ? ticket.seat : 'spectator'}`)
          }
          onSeat={(t) => {
            seats.put(t);
            go(`?game=${encodeURIComponent(t.gameId)}`);
          }}
        />
      </>
    );
  }
  if (route.page === 'decks') {
    // The game asked for (the lobby's key: "game" or "game/format"), or the first this server hosts
    // whose board has a deck builder.
    const first = games.find((g) => kitFor(g.game)?.deckBuilder) ?? games[0];
    const key = route.game ?? (first ? gameKey(games, first) : '');
    const hosted = hostedByKey(games, key);
    if (!hosted) return <NoDeckBuilder text={`This server hosts no game "${key}".`} onLeave={() => go('')} />;
    const title = games.find((g) => gameKey(games, g) === key)?.title;
    return (
      <Decks
        key={key}
        game={hosted.game}
        format={hosted.format}
        title={title}
        open={route.open}
        onLeave={() => go('')}
      />
    );
  }
  if (route.page === 'replay') {
    return (
      <Replay
        key={route.gameId}
        gameId={route.gameId}
        initialViewer={route.viewer}
        initialStep={route.step}
        onLeave={() => go('')}
      />
    );
  }
  return (
    <Lobby
      games={games}
      onDecks={(game) => go(`?decks&for=${encodeURIComponent(game)}`)}
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
