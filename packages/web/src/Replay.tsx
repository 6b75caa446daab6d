// The replay viewer: a finished game step by step (one step per answer), from either player's seat
// or the spectator's. Each step is asked of the server (GET /v1/games/:id/replay/view), which sends
// only what that viewer knew at that point: the browser never holds the whole game. Its URL follows the
// viewpoint and the step (replay-nav.ts); the arrow keys step wherever the focus is, and the turn menu,
// its buttons, PageUp and PageDown jump to where a turn starts (the server's `turns`).
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError } from './api.ts';
import type { Interaction } from './boards/board.ts';
import { Table } from './boards/Table.tsx';
import { LogView } from './LogView.tsx';
import { NOTHING_ARMED } from './direct-pick.ts';
import { useBoard } from './boards/index.ts';
import { sayNames } from './words.ts';
import { replaySearch, stepForKey, turnAtStep, turnJump, type ReplayViewer } from './replay-nav.ts';
import type { DecisionOption, GameInfo, ReplayView, Seat } from './types.ts';

interface Props {
  gameId: string;
  /** Whose view to start with. */
  initialViewer: ReplayViewer;
  /** The step to start at (the link's `step`). */
  initialStep?: number;
  onLeave(): void;
}

type Who = ReplayViewer;

/** How long each step shows while the replay plays by itself. */
const PLAY_STEP_MS = 800;

const NO_TARGETS = new Map<number, string[]>();
const NO_PLACES = new Map<string, DecisionOption[]>();
const NONE = new Set<number>();
const NO_TURNS: NonNullable<ReplayView['turns']> = [];

function describeError(e: unknown): string {
  if (e instanceof ApiError) return [e.message, ...e.problems].join(' ');
  return e instanceof Error ? e.message : String(e);
}

export function Replay({ gameId, initialViewer, initialStep = 0, onLeave }: Props) {
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [viewer, setViewer] = useState<Who>(initialViewer);
  const [step, setStep] = useState(initialStep);
  const [playing, setPlaying] = useState(false);
  const [data, setData] = useState<ReplayView | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    api
      .game(gameId)
      .then(setInfo)
      .catch((e: unknown) => setError(describeError(e)));
  }, [gameId]);

  useEffect(() => {
    const n = ++asked.current;
    setLoading(true);
    api
      .replayView(gameId, viewer, step)
      .then((r) => {
        if (n !== asked.current) return;
        setData(r);
        setError(null);
      })
      .catch((e: unknown) => {
        if (n === asked.current) setError(describeError(e));
      })
      .finally(() => {
        if (n === asked.current) setLoading(false);
      });
  }, [gameId, viewer, step]);

  const { board, error: boardError } = useBoard(info?.game ?? null, info?.format);
  const steps = data?.steps ?? 0;
  const turns = data?.turns ?? NO_TURNS;
  const go = (s: number) => setStep(Math.max(0, Math.min(steps, s)));
  const names = sayNames([info?.players[0]?.name ?? 'Player 1', info?.players[1]?.name ?? 'Player 2']);
  const log = data?.log;
  const lines = useMemo(
    () => (log && data && board ? board.logLines(log, data.viewer, names) : []),
    [board, log, data, names[0], names[1]],
  );

  // The address follows what is shown (replaced, not pushed: Back leaves the replay, not one step).
  useEffect(() => {
    history.replaceState(null, '', replaySearch({ gameId, viewer, step }));
  }, [gameId, viewer, step]);

  // The keys step wherever the focus is (the page itself included), not only inside the viewer.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const t = e.target instanceof HTMLElement ? e.target : document.body;
      const type = t instanceof HTMLInputElement ? t.type : undefined;
      const to = stepForKey(
        e.key,
        step,
        steps,
        {
          tagName: t.tagName,
          isContentEditable: t.isContentEditable,
          ...(type ? { type } : {}),
        },
        turns,
      );
      if (to === null) return;
      e.preventDefault();
      setStep(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, steps, turns]);

  // Playing: one step forward each PLAY_STEP_MS once the step shown has loaded; it stops at the end.
  useEffect(() => {
    if (!playing || loading) return;
    if (step >= steps) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(steps, s + 1)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, loading, step, steps]);

  const ix: Interaction = {
    targets: NO_TARGETS,
    chosen: NONE,
    pointed: null,
    pick: () => undefined,
    places: NO_PLACES,
    placeSeat: null,
    armed: NOTHING_ARMED,
    aimed: NONE,
    pickPlace: () => undefined,
    distribution: null,
    choice: null,
    preview: setPreview,
  };
  const view = data?.view ?? null;
  const game = view?.game ?? null;
  const seat: Seat | null = data && data.viewer !== 'spectator' ? data.viewer : null;
  const bottom: Seat = seat ?? 0;
  const result = view?.result ?? null;
  const decision = view?.decision ?? null;
  const turn = board && game ? board.summary(game).turn : 0;
  // The turn menu names the turn of the step shown (the set-up's steps come before turn 1).
  const turnShown = turnAtStep(turns, step);
  const turnBack = turnJump(turns, step, -1);
  const turnOn = turnJump(turns, step, 1);
  // Who was deciding at this step, shown with the battle on the table.
  const acting =
    board && data && !result && decision ? board.waiting(decision, data.viewer, names) : undefined;

  const viewers: [Who, string][] = [
    [0, `${names[0]}'s view`],
    [1, `${names[1]}'s view`],
    ['spectator', 'Spectator'],
  ];

  return (
    <div
      className="game replay"
      data-testid="replay"
      data-step={data?.step ?? ''}
      data-steps={steps}
      data-viewer={data?.viewer ?? ''}
      data-loading={loading ? 'yes' : 'no'}
    >
      <header className="topbar">
        <span className="brand">Replay</span>
        <span className="phase" aria-live="polite" data-testid="replay-step">
          {names[0]} vs {names[1]} · step {data?.step ?? step} of {steps}
          {turn > 0 ? ` · turn ${turn}` : ''}
        </span>
        <button type="button" onClick={onLeave}>
          Lobby
        </button>
      </header>
      <div className="replay-controls" role="group" aria-label="Replay controls">
        <div className="viewer-pick" role="group" aria-label="Seen by">
          <span className="viewer-pick-title" aria-hidden="true">
            Seen by
          </span>
          {/* Buttons, not radios: a radio group takes the arrow keys, which step the replay here. */}
          {viewers.map(([w, label]) => (
            <button
              key={String(w)}
              type="button"
              aria-pressed={viewer === w}
              className={viewer === w ? 'selected' : undefined}
              onClick={() => setViewer(w)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="stepper-row">
          <button type="button" aria-label="First step" disabled={step <= 0} onClick={() => go(0)}>
            «
          </button>
          <button type="button" disabled={step <= 0} onClick={() => go(step - 1)}>
            ◀ Back
          </button>
          <input
            type="range"
            aria-label="Step"
            min={0}
            max={steps}
            value={Math.min(step, steps)}
            onChange={(e) => go(Number(e.target.value))}
          />
          <button type="button" disabled={step >= steps} onClick={() => go(step + 1)}>
            Forward ▶
          </button>
          <button type="button" aria-label="Last step" disabled={step >= steps} onClick={() => go(steps)}>
            »
          </button>
          {turns.length > 0 && (
            <span className="turn-jump" role="group" aria-label="Turns">
              <button
                type="button"
                aria-label="Previous turn"
                title="Previous turn (Page Up)"
                disabled={turnBack === null}
                onClick={() => turnBack !== null && go(turnBack)}
              >
                ◀ Turn
              </button>
              <select
                aria-label="Go to turn"
                value={turnShown}
                onChange={(e) => {
                  const t = turns.find((x) => x.turn === Number(e.target.value));
                  go(t ? t.step : 0);
                }}
              >
                {turns[0]!.step > 0 && <option value={0}>Set-up</option>}
                {turns.map((t) => (
                  <option key={t.turn} value={t.turn}>
                    Turn {t.turn}
                  </option>
                ))}
              </select>
              <button
                type="button"
                aria-label="Next turn"
                title="Next turn (Page Down)"
                disabled={turnOn === null}
                onClick={() => turnOn !== null && go(turnOn)}
              >
                Turn ▶
              </button>
            </span>
          )}
          <button
            type="button"
            aria-pressed={playing}
            disabled={!playing && step >= steps}
            onClick={() => setPlaying(!playing)}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
        </div>
      </div>
      {(error ?? boardError) && (
        <p role="alert" className="error banner">
          {error ?? boardError}
        </p>
      )}
      {game && view && board ? (
        <div className="layout">
          <Table board={board} view={game} bottom={bottom} seat={seat} ix={ix} acting={acting} />
          <aside className="side">
            <section className="decision" aria-label="At this step">
              {result ? (
                <p role="status" data-testid="replay-result">
                  {result.winner === null
                    ? `Draw: ${result.reason}.`
                    : `${names[result.winner]} wins: ${result.reason}.`}
                </p>
              ) : decision ? (
                <>
                  <p className="thinking">{board.waiting(decision, data!.viewer, names)}</p>
                  {data?.answered && (
                    <p data-testid="replay-answered">
                      <strong>Answered:</strong>{' '}
                      {data.answered.length > 0 ? data.answered.join(', ') : 'nothing chosen'}
                    </p>
                  )}
                </>
              ) : null}
            </section>
            <section className="preview" aria-label="Card preview">
              {preview ? (
                <board.CardPreview card={preview} view={game} />
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
      ) : (
        !error && !boardError && <p className="waiting-room">Loading…</p>
      )}
    </div>
  );
}
