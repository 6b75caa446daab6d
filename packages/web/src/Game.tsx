// A game in play (or watched): the socket, the table, the pending decision and the log.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeDecision, objectsFromView } from '../../battle-spirits/src/describe.ts';
import { PlaySocket } from './api.ts';
import { Table, type Interaction } from './Board.tsx';
import { CardFace } from './CardFace.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { initDraft, objectOf, type Draft } from './decision.ts';
import { logLines, sayNames, type CardBook } from './words.ts';
import type { Answer, AttachedMessage, LogEvent, Seat, SeatTicket, StateMessage } from './types.ts';
import type { JsonObject } from '@arbiter/engine';

interface Props {
  gameId: string;
  ticket: SeatTicket | null;
  book: CardBook;
  onLeave(): void;
  /** The replay viewer of this game (offered once it is over). */
  onReplay(): void;
}

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

export function Game({ gameId, ticket, book, onLeave, onReplay }: Props) {
  const [info, setInfo] = useState<AttachedMessage | null>(null);
  const [state, setState] = useState<StateMessage | null>(null);
  const [log, setLog] = useState<LogEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<Draft>(initDraft(null));
  const [preview, setPreview] = useState<string | null>(null);
  const socket = useRef<PlaySocket | null>(null);

  useEffect(() => {
    const s = new PlaySocket(gameId, ticket?.token ?? null, {
      onAttached: (m) => setInfo(m),
      onState: (m) => {
        setState(m);
        setLog((prev) =>
          m.logFrom === 0 ? m.log : prev.slice(0, Math.min(m.logFrom, prev.length)).concat(m.log),
        );
        setBusy(false);
      },
      onError: (m) => {
        setBusy(false);
        // A second click on an answered decision: nothing to tell.
        if (m.code === 'STALE_DECISION') return;
        const problems = m.problems?.length ? ` ${m.problems.join(' ')}` : '';
        setError(`${m.message}${problems}`);
      },
      onConnection: (up) => setConnected(up),
    });
    socket.current = s;
    return () => s.close();
  }, [gameId, ticket]);

  const view = state?.view ?? null;
  const game = view?.game ?? null;
  const seat: Seat | null = ticket ? ticket.seat : null;
  const decision = view?.decision ?? null;
  const mine = decision !== null && seat !== null && decision.player === seat && !!decision.options;
  const result = view?.result ?? null;

  // A new decision: a fresh draft (defaults for payments) and no stale error.
  const decisionId = decision?.id ?? -1;
  useEffect(() => {
    setDraft(initDraft(mine ? decision : null));
    if (mine) setError(null);
  }, [decisionId, mine]);

  const send = useCallback(
    (a: Answer) => {
      if (!state || state.seq === null || busy) return;
      setError(null);
      if (socket.current?.answer(state.seq, a)) setBusy(true);
      else setError('Not connected to the server: reconnecting…');
    },
    [state, busy],
  );

  const names = sayNames(
    game
      ? [game.players[0].name, game.players[1].name]
      : [info?.players[0]?.name ?? 'Player 1', info?.players[1]?.name ?? 'Player 2'],
  );
  const viewer = seat ?? 'spectator';
  const lines = useMemo(() => logLines(book, log, viewer, names), [book, log, viewer, names[0], names[1]]);
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  const objects = useMemo(
    () => (game ? objectsFromView(game as unknown as JsonObject) : new Map<number, string>()),
    [game],
  );

  const targets = useMemo(() => {
    const m = new Map<number, string[]>();
    if (!mine || !decision?.options) return m;
    if (decision.type !== 'select' && decision.type !== 'distribute') return m;
    for (const o of decision.options) {
      const id = objectOf(o.id);
      if (id === null || !objects.has(id)) continue;
      m.set(id, [...(m.get(id) ?? []), o.id]);
    }
    return m;
  }, [mine, decision, objects]);

  const chosen = useMemo(() => {
    const s = new Set<number>();
    for (const id of draft.chosen) {
      const o = objectOf(id);
      if (o !== null) s.add(o);
    }
    for (const [id, n] of Object.entries(draft.counts)) {
      const o = objectOf(id);
      if (o !== null && n > 0) s.add(o);
    }
    return s;
  }, [draft]);

  const ix: Interaction = {
    targets,
    chosen,
    preview: setPreview,
    pick: (id) => {
      const opts = targets.get(id) ?? [];
      if (!decision || opts.length === 0 || busy) return;
      if (decision.type === 'select') {
        if ((decision.max ?? 1) === 1) {
          if (opts.length === 1) send({ choose: [opts[0]!] });
          else setDraft({ ...draft, focus: id });
        } else {
          const o = opts[0]!;
          const on = draft.chosen.includes(o);
          setDraft({ ...draft, chosen: on ? draft.chosen.filter((x) => x !== o) : [...draft.chosen, o] });
        }
      } else if (decision.type === 'distribute') {
        const o = decision.options?.find((x) => x.id === opts.find((y) => !y.endsWith('*')));
        if (!o) return;
        const n = draft.counts[o.id] ?? 0;
        const next = n >= (o.max ?? 0) ? 0 : n + 1;
        setDraft({ ...draft, counts: { ...draft.counts, [o.id]: next } });
      }
    },
  };

  if (!state || !game || !view) {
    const waiting = info?.status === 'open';
    const link = `${location.origin}/?join=${encodeURIComponent(gameId)}`;
    return (
      <main className="waiting-room">
        <h1>Game {gameId}</h1>
        {info?.status === 'abandoned' ? (
          <p role="alert">Nobody joined this game in time: it was abandoned.</p>
        ) : waiting ? (
          <>
            <p>Waiting for your opponent. Send them this link:</p>
            <p className="share">
              <input readOnly value={link} aria-label="Join link" onFocus={(e) => e.target.select()} />
              <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>
                Copy link
              </button>
            </p>
            <p className="thinking" aria-live="polite">
              Waiting for a second player…
            </p>
          </>
        ) : (
          <p aria-live="polite">{connected ? 'Loading the table…' : 'Connecting…'}</p>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="button" onClick={onLeave}>
          Back to the lobby
        </button>
      </main>
    );
  }

  const bottom: Seat = seat ?? 0;
  const whose =
    game.turn === 0
      ? 'Setting up'
      : seat === null
        ? `${names[game.active]}'s turn`
        : game.active === seat
          ? 'Your turn'
          : `${names[game.active]}'s turn`;
  const previewInfo = preview ? book.get(preview) : undefined;
  const previewLevel = preview
    ? game.players.flatMap((p) => p.field).find((c) => c.card === preview)?.level
    : undefined;
  let resultText = '';
  if (result) {
    resultText =
      result.winner === null
        ? `Draw: ${result.reason}.`
        : seat === null
          ? `${names[result.winner]} wins: ${result.reason}.`
          : result.winner === seat
            ? `You win! ${result.reason}.`
            : `You lose. ${result.reason}.`;
  }

  return (
    <div className="game" data-seat={seat ?? 'spectator'}>
      <header className="topbar">
        <span className="brand">Arbiter</span>
        <span className="phase" data-testid="phase" aria-live="polite">
          {game.turn > 0 ? `Turn ${game.turn} · ` : ''}
          {STEP_NAMES[game.step] ?? game.step} · <strong>{whose}</strong>
        </span>
        <span className={`conn ${connected ? 'up' : 'down'}`}>
          {connected ? 'connected' : 'reconnecting…'}
        </span>
        {seat !== null && !result && (
          <button
            type="button"
            className="concede"
            onClick={() => {
              if (window.confirm('Concede this game?')) socket.current?.concede();
            }}
          >
            Concede
          </button>
        )}
        <button type="button" onClick={onLeave}>
          Lobby
        </button>
      </header>
      <div className="layout">
        <Table game={game} bottom={bottom} seat={seat} book={book} ix={ix} />
        <aside className="side">
          <section
            className={`decision${mine ? ' mine' : ''}`}
            aria-label="Decision"
            data-testid="decision"
            data-seq={state.seq ?? ''}
            data-kind={mine ? decision.kind : ''}
            data-type={mine ? (decision.type ?? '') : ''}
            data-mine={mine ? 'yes' : 'no'}
            data-over={result ? 'yes' : 'no'}
          >
            {result ? (
              <div className="result" role="status">
                <h2>Game over</h2>
                <p data-testid="result">{resultText}</p>
                <p className="field-row">
                  <button type="button" className="primary" onClick={onReplay}>
                    Watch the replay
                  </button>
                  <button type="button" onClick={onLeave}>
                    Back to the lobby
                  </button>
                </p>
              </div>
            ) : mine && decision ? (
              <>
                <h2 className="prompt">{decision.prompt}</h2>
                <DecisionPanel
                  decision={decision}
                  draft={draft.decisionId === decision.id ? draft : initDraft(decision)}
                  setDraft={setDraft}
                  send={send}
                  busy={busy}
                  objectName={(id) => {
                    const def = objects.get(id);
                    return def ? book.get(def)?.name : undefined;
                  }}
                />
              </>
            ) : decision ? (
              <p className="thinking" role="status">
                {seat === null ? '' : 'Opponent is thinking… '}
                {describeDecision(book.registry, decision as unknown as JsonObject, viewer, { names })}
              </p>
            ) : (
              <p className="thinking">…</p>
            )}
            {error && (
              <p role="alert" className="error">
                {error}
              </p>
            )}
          </section>
          <section className="preview" aria-label="Card preview">
            {previewInfo ? (
              <CardFace info={previewInfo} {...(previewLevel !== undefined ? { level: previewLevel } : {})} />
            ) : (
              <p className="muted">Point at or focus a card to read it.</p>
            )}
          </section>
          <section className="log" aria-label="Game log">
            <h2>Log</h2>
            <ol ref={logRef} role="log">
              {lines.slice(-300).map((l, i) => (
                <li key={lines.length - Math.min(300, lines.length) + i}>{l}</li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
