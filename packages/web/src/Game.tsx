// A game in play (or watched), whatever the game: the socket, the game's board (chosen by the game
// the server reports), the pending decision and the log.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PlaySocket } from './api.ts';
import { rematch } from './rematch.ts';
import type { Interaction, Standing } from './boards/board.ts';
import { Table } from './boards/Table.tsx';
import { useBoard } from './boards/index.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { LogView } from './LogView.tsx';
import { initDraft, withOneMore, type Draft } from './decision.ts';
import {
  aimTargets,
  clickObject,
  clickPlace,
  NOTHING_ARMED,
  objectTargets,
  placeTargets,
  type Armed,
  type Click,
} from './direct-pick.ts';
import { Pacer, type Paced } from './pacing.ts';
import { autoPass, type TableSettings } from './table-settings.ts';
import { loadSettings, saveSettings, TableSettingsPanel } from './TableSettingsPanel.tsx';
import { sayNames } from './words.ts';
import { standingLine, turnsPlayed } from './end-summary.ts';
import type { Answer, AttachedMessage, DecisionOption, Seat, SeatTicket, StateMessage } from './types.ts';

const NO_PLACES: ReadonlyMap<string, readonly DecisionOption[]> = new Map();
const NOT_AIMED: ReadonlySet<number> = new Set();

interface Props {
  gameId: string;
  ticket: SeatTicket | null;
  onLeave(): void;
  /** The replay viewer of this game (offered once it is over). */
  onReplay(): void;
  /** Takes the seat of a new game (a rematch). */
  onSeat(t: SeatTicket): void;
}

export function Game({ gameId, ticket, onLeave, onReplay, onSeat }: Props) {
  const [info, setInfo] = useState<AttachedMessage | null>(null);
  const [settings, setSettings] = useState<TableSettings>(loadSettings);
  const seat: Seat | null = ticket ? ticket.seat : null;
  // The states as the pace shows them (pacing.ts): the other player's actions one by one.
  const paced = usePacedStates(seat, settings.pauseMs);
  const state = paced.shown?.msg ?? null;
  const log = useMemo(() => paced.shown?.log ?? [], [paced.shown]);
  // The last answer the settings gave without asking, in words.
  const [autoPassed, setAutoPassed] = useState<{ text: string; count: number }>({ text: '', count: 0 });
  // The decision (seq) passed for the player: once only; if the server refuses it, the player is asked.
  const [autoSent, setAutoSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rematching, setRematching] = useState(false);
  const [draft, setDraft] = useState<Draft>(initDraft(null));
  const [preview, setPreview] = useState<string | null>(null);
  // The option pointed at in the panel names this object (for the decision it belongs to).
  const [pointedAt, setPointedAt] = useState<{ decision: number; obj: number | null }>({
    decision: -1,
    obj: null,
  });
  const socket = useRef<PlaySocket | null>(null);
  const { receive } = paced;

  useEffect(() => {
    const s = new PlaySocket(gameId, ticket?.token ?? null, {
      onAttached: (m) => setInfo(m),
      onState: (m) => {
        receive(m);
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
  }, [gameId, ticket, receive]);

  const { board, error: boardError } = useBoard(info?.game ?? null, info?.format);
  const view = state?.view ?? null;
  const game = view?.game ?? null;
  const summary = board && game ? board.summary(game) : null;
  const decision = view?.decision ?? null;
  const mine = decision !== null && seat !== null && decision.player === seat && !!decision.options;
  const result = view?.result ?? null;

  // A new decision: a fresh draft (defaults for payments) and no stale error.
  const decisionId = decision?.id ?? -1;
  useEffect(() => {
    setDraft(initDraft(mine ? decision : null, board?.defaultCounts));
    if (mine) setError(null);
  }, [decisionId, mine, board]);

  const send = useCallback(
    (a: Answer) => {
      if (!state || state.seq === null || busy) return;
      setError(null);
      if (socket.current?.answer(state.seq, a)) setBusy(true);
      else setError('Not connected to the server: reconnecting…');
    },
    [state, busy],
  );

  // A window the settings cover is passed without asking, once per decision, and only when the table
  // shows the newest state (the server refuses any other: STALE_DECISION, which changes nothing).
  const myTurn = summary !== null && seat !== null && summary.active === seat;
  // A decision once put to the player stays theirs, whatever the settings become meanwhile.
  const [putToPlayer, setPutToPlayer] = useState<number | null>(null);
  const auto = useMemo(
    () =>
      mine && decision && board && game && !result && putToPlayer !== state?.seq
        ? autoPass(settings, decision, board.passWindow?.(game, decision) ?? null, myTurn)
        : null,
    [mine, decision, board, game, result, settings, myTurn, putToPlayer, state?.seq],
  );
  useEffect(() => {
    if (!auto || !decision || !state || state.seq === null) return;
    if (paced.waiting > 0 || busy || autoSent === state.seq) return;
    if (!socket.current?.answer(state.seq, auto.answer)) return;
    setAutoSent(state.seq);
    setBusy(true);
    setAutoPassed((p) => ({
      text: `Passed for you: ${decision.prompt ?? decision.kind} (${auto.why}).`,
      count: p.count + 1,
    }));
  }, [auto, decision, state, paced.waiting, busy, autoSent]);
  const passing = auto !== null && !(autoSent === state?.seq && !busy);
  // The player is asked: their decision, unless the settings pass it.
  const asked = mine && !passing;
  useEffect(() => {
    // (Once the table is drawn: before its board is loaded, nothing is put to anyone.)
    if (asked && auto === null && board && game && state?.seq != null) setPutToPlayer(state.seq);
  }, [asked, auto, board, game, state?.seq]);

  const changeSettings = useCallback((s: TableSettings) => {
    setSettings(s);
    saveSettings(s);
  }, []);

  const names = sayNames(
    summary ? summary.names : [info?.players[0]?.name ?? 'Player 1', info?.players[1]?.name ?? 'Player 2'],
  );
  const viewer = seat ?? 'spectator';
  const lines = useMemo(
    () => (board ? board.logLines(log, viewer, names) : []),
    [board, log, viewer, names[0], names[1]],
  );

  const objects = useMemo(
    () => (board && game ? board.objects(game) : new Map<number, string>()),
    [board, game],
  );

  // The draft of the decision now (a new decision's is made on its first render).
  const current =
    mine && decision && draft.decisionId !== decision.id ? initDraft(decision, board?.defaultCounts) : draft;
  // One choice of a select: answered on the board by a card and its place (direct-pick.ts).
  const single = asked && decision?.type === 'select' && (decision.max ?? 1) === 1;
  const armed: Armed =
    single && draft.decisionId === decisionId ? { obj: draft.focus, place: draft.place } : NOTHING_ARMED;

  // The board objects the options name, and the options about each (to the armed place, if any), and
  // those the armed object's options aim at (direct-pick.ts).
  const targets = useMemo(() => {
    const m = new Map<number, string[]>();
    if (!asked || !decision?.options || !board) return m;
    if (decision.type !== 'select' && decision.type !== 'distribute') return m;
    const about = decision.options.filter((o) => {
      const id = board.objectOf(o);
      return id !== null && objects.has(id);
    });
    return objectTargets(about, armed);
  }, [asked, decision, objects, board, armed.place, armed.obj]);

  // The cards the armed card's options aim at (an armed attacker's cards to attack, DBSCG 7-1).
  const aimed = useMemo(
    () => (single && decision?.options ? aimTargets(decision.options, armed) : NOT_AIMED),
    [single, decision, armed.obj, armed.place],
  );

  // The places the options name (a game's circles), on the side the board says they are on.
  const placeSide = single && decision && board?.placeSide ? board.placeSide(decision) : null;
  const placeSeat: Seat | null =
    placeSide === null || !decision
      ? null
      : placeSide === 'decider'
        ? decision.player
        : decision.player === 0
          ? 1
          : 0;
  const places = useMemo(
    () => (placeSeat !== null && decision?.options ? placeTargets(decision.options, armed) : NO_PLACES),
    [placeSeat, decision, armed.obj],
  );

  // A click on the board: the option it completes is sent; otherwise what it armed is kept.
  const clicked = (c: Click) => {
    if (!c || busy) return;
    if ('send' in c) send({ choose: [c.send] });
    else setDraft({ ...draft, decisionId, focus: c.arm.obj, place: c.arm.place });
  };

  const chosen = useMemo(() => {
    const s = new Set<number>();
    if (!board || !decision?.options) return s;
    const options = new Map(decision.options.map((o) => [o.id, o]));
    const mark = (id: string) => {
      const o = options.get(id);
      const obj = o ? board.objectOf(o) : null;
      if (obj !== null) s.add(obj);
    };
    for (const id of draft.chosen) mark(id);
    for (const [id, n] of Object.entries(draft.counts)) if (n > 0) mark(id);
    // The card clicked first, waiting for its place.
    if (armed.obj !== null) s.add(armed.obj);
    return s;
  }, [draft, decision, board, armed.obj]);

  const ix: Interaction = {
    targets,
    chosen,
    pointed: pointedAt.decision === decisionId ? pointedAt.obj : null,
    preview: setPreview,
    places,
    placeSeat,
    armed,
    aimed,
    pickPlace: (place) => {
      if (decision?.options && places.has(place)) clicked(clickPlace(decision.options, armed, place));
    },
    choice:
      single && decision?.options
        ? {
            options: decision.options,
            busy,
            choose: (id) => send({ choose: [id] }),
            refuse: setError,
          }
        : null,
    distribution:
      asked && decision?.type === 'distribute' && decision.options
        ? {
            kind: decision.kind,
            options: decision.options,
            counts: current.counts,
            busy,
            add: (id) => {
              const r = withOneMore(decision, current.counts, id);
              if ('problem' in r) setError(r.problem);
              else {
                setError(null);
                setDraft({ ...current, counts: r.counts });
              }
            },
          }
        : null,
    pick: (id) => {
      const opts = targets.get(id) ?? [];
      if (!decision || opts.length === 0 || busy) return;
      if (decision.type === 'select') {
        if (single) clicked(clickObject(decision.options ?? [], armed, id));
        else {
          const o = opts[0]!;
          const on = draft.chosen.includes(o);
          setDraft({ ...draft, chosen: on ? draft.chosen.filter((x) => x !== o) : [...draft.chosen, o] });
        }
      } else if (decision.type === 'distribute') {
        // A click adds one to the first option about this object (and starts again after its most).
        const o = decision.options?.find((x) => x.id === opts[0]);
        if (!o) return;
        const n = draft.counts[o.id] ?? 0;
        const next = n >= (o.max ?? 0) ? 0 : n + 1;
        setDraft({ ...draft, counts: { ...draft.counts, [o.id]: next } });
      }
    },
  };

  if (!state || !game || !view || !board || !summary) {
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
        {boardError && (
          <p role="alert" className="error">
            {boardError}
          </p>
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
    summary.turn === 0
      ? 'Setting up'
      : seat === null
        ? `${names[summary.active]}'s turn`
        : summary.active === seat
          ? 'Your turn'
          : `${names[summary.active]}'s turn`;
  // Who is deciding now and what, shown with the battle on the table.
  const acting =
    result || !decision
      ? undefined
      : asked
        ? `Your decision: ${decision.prompt}`
        : board.waiting(decision, viewer, names);
  const { CardPreview, Between } = board;
  let resultText = '';
  if (result) {
    // A concession names the player who conceded, not the kernel's "Player N".
    const reason =
      result.conceded === undefined
        ? result.reason
        : result.conceded === seat
          ? 'You conceded'
          : `${names[result.conceded]} conceded`;
    resultText =
      result.winner === null
        ? `Draw: ${reason}.`
        : seat === null
          ? `${names[result.winner]} wins: ${reason}.`
          : result.winner === seat
            ? `You win! ${reason}.`
            : `You lose. ${reason}.`;
  }

  return (
    <div className="game" data-seat={seat ?? 'spectator'} data-game={info?.game ?? ''}>
      <header className="topbar">
        <span className="brand">Arbiter</span>
        <span className="phase" data-testid="phase" aria-live="polite">
          {summary.turn > 0 ? `Turn ${summary.turn} · ` : ''}
          {summary.step} · <strong>{whose}</strong>
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
        <Table board={board} view={game} bottom={bottom} seat={seat} ix={ix} acting={acting} />
        <aside className="side">
          <section
            className={`decision${asked ? ' mine' : ''}`}
            aria-label="Decision"
            data-testid="decision"
            data-seq={state.seq ?? ''}
            data-kind={asked ? decision.kind : ''}
            data-type={asked ? (decision.type ?? '') : ''}
            data-mine={asked ? 'yes' : 'no'}
            data-passing={passing ? 'yes' : 'no'}
            data-over={result ? 'yes' : 'no'}
          >
            {Between && !result && (
              <div className="panel-battle">
                <Between view={game} />
              </div>
            )}
            {result ? (
              <div className="result" role="status">
                <h2>Game over</h2>
                <p className="winner" data-testid="winner">
                  {result.winner === null ? 'A draw' : `${names[result.winner]} wins`}
                  {seat !== null && result.winner !== null ? (result.winner === seat ? ' (you)' : '') : ''}
                </p>
                <p data-testid="result">{resultText}</p>
                {board.standing && (
                  <EndStanding
                    turns={summary.turn}
                    names={names}
                    left={([0, 1] as const).map((p) => board.standing!(game, p))}
                  />
                )}
                <p className="field-row">
                  {seat !== null && info && (
                    <button
                      type="button"
                      className="primary"
                      data-rematch
                      disabled={rematching}
                      onClick={() => {
                        setRematching(true);
                        rematch(info, seat).then(onSeat, (e: unknown) => {
                          setRematching(false);
                          setError(e instanceof Error ? e.message : String(e));
                        });
                      }}
                    >
                      {info.players[seat === 0 ? 1 : 0]?.ai ? 'Rematch' : 'Rematch (a new game to send them)'}
                    </button>
                  )}
                  <button type="button" onClick={onReplay}>
                    Watch the replay
                  </button>
                  <button type="button" onClick={onLeave}>
                    Back to the lobby
                  </button>
                </p>
              </div>
            ) : passing && auto ? (
              <p className="thinking" role="status">
                Passing for you ({auto.why})…
              </p>
            ) : mine && decision ? (
              <>
                <h2 className="prompt">{decision.prompt}</h2>
                <DecisionPanel
                  decision={decision}
                  draft={draft.decisionId === decision.id ? draft : initDraft(decision, board.defaultCounts)}
                  setDraft={setDraft}
                  send={send}
                  busy={busy}
                  board={board}
                  point={(obj) => setPointedAt({ decision: decision.id, obj })}
                  preview={setPreview}
                  objectName={(id) => {
                    const def = objects.get(id);
                    return def ? board.cardName(def) : undefined;
                  }}
                />
              </>
            ) : decision ? (
              <p className="thinking" role="status">
                {seat === null ? '' : 'Opponent is thinking… '}
                {board.waiting(decision, viewer, names)}
              </p>
            ) : (
              <p className="thinking">…</p>
            )}
            {paced.waiting > 0 && (
              <p className="pacing">
                <button type="button" data-testid="skip-pacing" onClick={paced.skip}>
                  Skip to now ({paced.waiting} more {paced.waiting === 1 ? 'action' : 'actions'})
                </button>
              </p>
            )}
            {autoPassed.count > 0 && !result && (
              <p className="auto-passed muted" data-testid="auto-passed" data-count={autoPassed.count}>
                {autoPassed.text}
              </p>
            )}
            {error && (
              <p role="alert" className="error">
                {error}
              </p>
            )}
          </section>
          {seat !== null && !result && <TableSettingsPanel settings={settings} change={changeSettings} />}
          <section className="preview" aria-label="Card preview">
            {preview ? (
              <CardPreview card={preview} view={game} />
            ) : (
              <p className="muted">Point at or focus a card to read it.</p>
            )}
          </section>
          <section className="log" aria-label="Game log">
            <h2>Log</h2>
            <LogView lines={lines} openCard={setPreview} />
          </section>
        </aside>
      </div>
    </div>
  );
}

/** The table's paced states (Pacer), for a seat (null: a spectator) and a pause. */
/** The end screen's summary: the turns played and each player's counts left. */
function EndStanding({
  turns,
  names,
  left,
}: {
  turns: number;
  names: readonly [string, string];
  left: Standing[][];
}) {
  return (
    <div className="end-standing" data-testid="end-standing">
      <p>{turnsPlayed(turns)}:</p>
      <ul>
        {left.map((counts, p) => (
          <li key={p} data-seat={p}>
            <strong>{names[p]}</strong>: {standingLine(counts)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function usePacedStates(seat: Seat | null, pauseMs: number) {
  const [paced, setPaced] = useState<Paced>({ shown: null, waiting: 0 });
  const [pacer] = useState(() => new Pacer(setPaced));
  pacer.seat = seat;
  pacer.pauseMs = pauseMs;
  useEffect(() => pacer.pump(), [pacer, pauseMs]);
  useEffect(() => () => pacer.dispose(), [pacer]);
  const receive = useCallback((m: StateMessage) => pacer.receive(m), [pacer]);
  const skip = useCallback(() => pacer.skip(), [pacer]);
  return { ...paced, receive, skip };
}
