// The lobby: the game to play (any game the server hosts, GET /v1), a quick game against the AI, a
// game with a friend (a join link), joining and watching, the deck builder, and replays of finished
// games. A deck is a built-in deck of the game, a deck saved in this browser, or a pasted deck list.
import { useEffect, useState } from 'react';
import { api, ApiError, type AiLevel, type DeckChoice } from './api.ts';
import { kitFor } from './boards/index.ts';
import { gameKey, keyOf } from './game-key.ts';
import { deckChoice, deckSize, SAVED_PREFIX, savedDecks } from './decks.ts';
import type { DeckList, GameInfo, GamePage, HostedGameInfo, SeatTicket } from './types.ts';
import { sayNames } from './words.ts';

interface Props {
  /** The games this server hosts (GET /v1), the first the default. */
  games: HostedGameInfo[];
  onSeat(t: SeatTicket): void;
  onWatch(gameId: string): void;
  onDecks(game: string): void;
  onReplay(gameId: string): void;
  /** `?join=ID`: the game to join, asked first. */
  joinId: string | null;
}

/** The deck menus' value for a pasted deck list. */
const PASTE = 'paste:';

const AI_LABEL: Record<AiLevel, string> = {
  random: 'Random (plays any legal move)',
  heuristic: 'Heuristic (greedy, quick)',
  ismcts: 'ISMCTS (searches, strongest)',
};

function describeError(e: unknown): string {
  if (e instanceof ApiError) return [e.message, ...e.problems].join(' ');
  return e instanceof Error ? e.message : String(e);
}

/**
 * The names of a game's built-in decks (GET /v1/decks: their themes and colours, "Starter ST01
 * (red)"), by id; empty until they come (the menus show the ids meanwhile).
 */
function useDeckNames(game: string, format: string | undefined): ReadonlyMap<string, string> {
  const [names, setNames] = useState<{ key: string; names: ReadonlyMap<string, string> } | null>(null);
  const key = keyOf(game, format);
  useEffect(() => {
    if (!game) return;
    let live = true;
    api.builtInDecks(game, format).then(
      (r) => live && setNames({ key, names: new Map(r.decks.map((d) => [d.id, d.name])) }),
      // Without the names the menus show the decks' ids: nothing is lost.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, format, key]);
  return names?.key === key ? names.names : NO_NAMES;
}
const NO_NAMES: ReadonlyMap<string, string> = new Map();

function DeckSelect({
  id,
  decks,
  names,
  saved,
  value,
  onChange,
}: {
  id: string;
  decks: string[];
  names: ReadonlyMap<string, string>;
  saved: DeckList[];
  value: string;
  onChange(v: string): void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <optgroup label="A deck list">
        <option value={PASTE}>Paste a deck list…</option>
      </optgroup>
      <optgroup label="Built-in decks">
        {decks.map((d) => (
          <option key={d} value={d}>
            {names.get(d) ?? d}
          </option>
        ))}
      </optgroup>
      {saved.length > 0 && (
        <optgroup label="Your decks (this browser)">
          {saved.map((d) => (
            <option key={d.name} value={`${SAVED_PREFIX}${d.name}`}>
              {d.name} ({deckSize(d)} cards)
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

function winnerText(g: GameInfo): string {
  const w = g.result?.winner;
  if (w === null || w === undefined) return 'draw';
  return `${sayNames([g.players[0]?.name ?? 'Player 1', g.players[1]?.name ?? 'Player 2'])[w]} won`;
}

/** A join link or a bare game id. */
function gameIdOf(text: string): string {
  const t = text.trim();
  try {
    const u = new URL(t);
    return u.searchParams.get('join') ?? u.searchParams.get('watch') ?? u.searchParams.get('game') ?? t;
  } catch {
    return t;
  }
}

/** Games per page of the lobby's lists (the server gives at most 100). */
const LIST_PAGE = 20;

/**
 * One of the lobby's game lists, paged: the first page is asked again every 5 s; "Older games" adds
 * the page after the last one shown (kept as it was, while the first page stays fresh).
 */
function usePagedGames(status: 'open' | 'active' | 'finished') {
  const [first, setFirst] = useState<GamePage>({ games: [], next: null });
  const [older, setOlder] = useState<GamePage | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api
        .games(status, LIST_PAGE)
        .then((p) => live && setFirst(p))
        .catch(() => undefined);
    void load();
    const t = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [status]);
  const seen = new Set(first.games.map((g) => g.gameId));
  const games = [...first.games, ...(older?.games ?? []).filter((g) => !seen.has(g.gameId))];
  const next = older ? older.next : first.next;
  const more = next
    ? () =>
        void api
          .games(status, LIST_PAGE, next)
          .then((p) => setOlder({ games: [...(older?.games ?? []), ...p.games], next: p.next }))
          .catch(() => undefined)
    : null;
  return { games, more };
}

function MoreButton({ more, label }: { more: (() => void) | null; label: string }) {
  return more ? (
    <button type="button" className="more" onClick={more} aria-label={`Older ${label}`}>
      Older games…
    </button>
  ) : null;
}

/** Which game a listed game is, by its name. */
function GameTag({ title }: { title: string }) {
  return <span className="game-tag">{title}</span>;
}

/** "Ann vs Bob", the names told apart when they look alike. */
function versus(g: GameInfo): string {
  const [a, b] = sayNames([g.players[0]?.name ?? '?', g.players[1]?.name ?? '?']);
  return `${a} vs ${b}`;
}

/** The text area of a pasted deck list, under its deck menu. */
function PasteField({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  return (
    <p className="field-row paste-row">
      <label htmlFor={id}>Deck list (a card a line: count and card number)</label>
      <textarea
        id={id}
        value={value}
        rows={6}
        spellCheck={false}
        placeholder={'# name: My deck\n4 CARD-001\n...'}
        onChange={(e) => onChange(e.target.value)}
      />
    </p>
  );
}

export function Lobby({ games, onSeat, onWatch, onDecks, onReplay, joinId }: Props) {
  const [game, setGame] = useState<HostedGameInfo | null>(games[0] ?? null);
  const gameId = game?.game ?? '';
  // A game's further formats are menu entries of their own (gameKey), each with its deck builder
  // and saved decks (named by that key).
  const menuKey = (g: HostedGameInfo): string => gameKey(games, g);
  const key = game ? menuKey(game) : '';
  const format = !game || key === gameId ? undefined : game.format;
  const decks = game?.decks ?? [];
  const saved = savedDecks.all(key);
  const deckNames = useDeckNames(gameId, format);
  const [name, setName] = useState(() => localStorage.getItem('arbiter.name') ?? '');
  const [deck, setDeck] = useState(decks[0] ?? PASTE);
  const [ai, setAi] = useState<AiLevel>('heuristic');
  const [aiDeck, setAiDeck] = useState(decks[1] ?? decks[0] ?? PASTE);
  const [pasted, setPasted] = useState('');
  const [aiPasted, setAiPasted] = useState('');
  const [joinText, setJoinText] = useState(joinId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = usePagedGames('open');
  const active = usePagedGames('active');
  const finished = usePagedGames('finished');
  const [joining, setJoining] = useState<GameInfo | null>(null);
  const titleOf = (id: string) => games.find((g) => g.game === id)?.title ?? id;

  /** Another game: its own decks. */
  const choose = (next: HostedGameInfo | null) => {
    if (!next || next === game) return;
    setGame(next);
    setDeck(next.decks[0] ?? PASTE);
    setAiDeck(next.decks[1] ?? next.decks[0] ?? PASTE);
  };

  useEffect(() => {
    localStorage.setItem('arbiter.name', name);
  }, [name]);

  useEffect(() => {
    if (!joinId) return;
    api
      .game(joinId)
      .then((g) => {
        setJoining(g);
        // The game to join decides the decks offered.
        const hosted = games.find((h) => h.game === g.game && h.format === g.format);
        if (hosted) choose(hosted);
        else setError(`This server does not host the game of ${joinId} (${g.game}).`);
      })
      .catch((e: unknown) => setError(describeError(e)));
  }, [joinId]);

  /** The deck a menu value and its pasted text stand for; a pasted list is read and checked first. */
  const resolve = async (value: string, text: string): Promise<DeckChoice> => {
    if (value !== PASTE) return deckChoice(key, value);
    if (!text.trim()) throw new ApiError('INVALID_DECK', 'Paste a deck list first.');
    const r = await api.checkDeck(gameId, { text }, format);
    if (!r.valid)
      throw new ApiError('INVALID_DECK', `The deck list "${r.name}" cannot be played:`, r.problems);
    return { name: r.name, cards: r.cards };
  };

  const run = async (f: () => Promise<SeatTicket>) => {
    setBusy(true);
    setError(null);
    try {
      onSeat(await f());
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const nameField = (
    <p className="field-row">
      <label htmlFor="name">Your name</label>
      <input
        id="name"
        value={name}
        maxLength={40}
        placeholder="Player"
        autoComplete="nickname"
        onChange={(e) => setName(e.target.value)}
      />
    </p>
  );
  const deckField = (
    <>
      <p className="field-row">
        <label htmlFor="deck">Your deck</label>
        <DeckSelect id="deck" decks={decks} names={deckNames} saved={saved} value={deck} onChange={setDeck} />
      </p>
      {deck === PASTE && <PasteField id="deck-text" value={pasted} onChange={setPasted} />}
    </>
  );

  return (
    <main className="lobby">
      <header className="builder-head">
        <h1>Arbiter{game ? ` · ${game.title}` : ''}</h1>
        {kitFor(gameId)?.deckBuilder && (
          <button type="button" onClick={() => onDecks(key)}>
            Deck builder
          </button>
        )}
      </header>
      <p className="field-row game-pick">
        <label htmlFor="game">Game</label>
        <select
          id="game"
          value={key}
          disabled={!!joinId}
          onChange={(e) => choose(games.find((g) => menuKey(g) === e.target.value) ?? null)}
        >
          {games.map((g) => (
            <option key={`${g.game}/${g.format}`} value={menuKey(g)}>
              {g.title}
            </option>
          ))}
        </select>
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {joinId && (
        <section className="panel join-panel" aria-labelledby="join-title">
          <h2 id="join-title">Join game {joinId}</h2>
          {joining ? (
            joining.status === 'open' ? (
              <p>
                {joining.players[0]?.name ?? 'Someone'} invites you with the deck{' '}
                {joining.players[0]?.deckName}.
              </p>
            ) : (
              <p>
                This game is {joining.status}: it cannot be joined.{' '}
                {joining.status === 'active' && (
                  <button type="button" onClick={() => onWatch(joining.gameId)}>
                    Watch it
                  </button>
                )}
              </p>
            )
          ) : null}
          {nameField}
          {deckField}
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void run(async () => api.join(joinId, await resolve(deck, pasted), name))}
          >
            Join this game
          </button>
        </section>
      )}
      <div className="lobby-grid">
        <section className="panel" aria-labelledby="ai-title">
          <h2 id="ai-title">Quick game against the AI</h2>
          {!joinId && nameField}
          {!joinId && deckField}
          <p className="field-row">
            <label htmlFor="ai">AI</label>
            <select id="ai" value={ai} onChange={(e) => setAi(e.target.value as AiLevel)}>
              {(Object.keys(AI_LABEL) as AiLevel[]).map((l) => (
                <option key={l} value={l}>
                  {AI_LABEL[l]}
                </option>
              ))}
            </select>
          </p>
          <p className="field-row">
            <label htmlFor="ai-deck">AI's deck</label>
            <DeckSelect
              id="ai-deck"
              decks={decks}
              names={deckNames}
              saved={saved}
              value={aiDeck}
              onChange={setAiDeck}
            />
          </p>
          {aiDeck === PASTE && <PasteField id="ai-deck-text" value={aiPasted} onChange={setAiPasted} />}
          <button
            type="button"
            className="primary"
            disabled={busy || !game}
            onClick={() =>
              void run(async () =>
                api.create(game!, await resolve(deck, pasted), name, {
                  ai,
                  deck: await resolve(aiDeck, aiPasted),
                }),
              )
            }
          >
            Play against the AI
          </button>
        </section>
        <section className="panel" aria-labelledby="friend-title">
          <h2 id="friend-title">Play a friend</h2>
          <p>Create a game, then send your friend the link it shows.</p>
          <button
            type="button"
            disabled={busy || !game}
            onClick={() =>
              void run(async () => api.create(game!, await resolve(deck, pasted), name, 'human'))
            }
          >
            Create a game
          </button>
          <form
            className="field-row"
            onSubmit={(e) => {
              e.preventDefault();
              const id = gameIdOf(joinText);
              if (id) location.search = `?join=${encodeURIComponent(id)}`;
            }}
          >
            <label htmlFor="join-link">Join by link or id</label>
            <input id="join-link" value={joinText} onChange={(e) => setJoinText(e.target.value)} />
            <button type="submit">Go</button>
          </form>
        </section>
        <section className="panel" aria-labelledby="games-title">
          <h2 id="games-title">Games</h2>
          <h3>Waiting for a player</h3>
          {open.games.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <ul className="game-list" data-testid="open-games">
              {open.games.map((g) => (
                <li key={g.gameId} data-game={g.gameId}>
                  {g.players[0]?.name} ({g.players[0]?.deckName}) <GameTag title={titleOf(g.game)} />{' '}
                  <a href={`/?join=${encodeURIComponent(g.gameId)}`}>Join</a>
                </li>
              ))}
            </ul>
          )}
          <MoreButton more={open.more} label="games waiting for a player" />
          <h3>In play</h3>
          {active.games.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <ul className="game-list">
              {active.games.map((g) => (
                <li key={g.gameId}>
                  {versus(g)} <GameTag title={titleOf(g.game)} />{' '}
                  <button type="button" onClick={() => onWatch(g.gameId)}>
                    Watch
                  </button>
                </li>
              ))}
            </ul>
          )}
          <MoreButton more={active.more} label="games in play" />
          <h3>Finished</h3>
          {finished.games.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <ul className="game-list" data-testid="finished-games">
              {finished.games.map((g) => (
                <li key={g.gameId} data-game={g.gameId}>
                  {versus(g)}
                  {g.result ? ` · ${winnerText(g)}` : ''} <GameTag title={titleOf(g.game)} />{' '}
                  <button
                    type="button"
                    aria-label={`Replay ${versus(g)} (${g.gameId})`}
                    onClick={() => onReplay(g.gameId)}
                  >
                    Replay
                  </button>
                </li>
              ))}
            </ul>
          )}
          <MoreButton more={finished.more} label="finished games" />
        </section>
      </div>
    </main>
  );
}
