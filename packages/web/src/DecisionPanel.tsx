// The pending decision in plain words, for any game: its prompt, its options as buttons (pointing at
// one marks its board object), distributions with +/-, orders and numbers (DecisionInputs.tsx; the
// actions of a loop whose repetitions are declared), a Cancel button while the action can still be
// taken back, and a second click to confirm what the game says needs it (a payment that takes a
// card's last cores).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Board } from './boards/board.ts';
import { fitting } from './direct-pick.ts';
import {
  disarmed,
  draftAnswer,
  isArmed,
  isPassLike,
  optionFacts,
  repeating,
  total,
  withOneLess,
  type Draft,
} from './decision.ts';
import { DragToken } from './boards/DragToken.tsx';
import { NumberInput, OrderList } from './DecisionInputs.tsx';
import { listWords } from './list-words.ts';
import type { Answer, Decision, DecisionOption } from './types.ts';

interface Props {
  decision: Decision;
  draft: Draft;
  setDraft(d: Draft): void;
  send(a: Answer): void;
  busy: boolean;
  board: Pick<
    Board,
    'objectOf' | 'checkDistribution' | 'optionClass' | 'placeName' | 'dragsToDistribution' | 'aimHint'
  >;
  objectName(id: number): string | undefined;
  /** The board object of the option pointed at or focused (null: none). */
  point(obj: number | null): void;
  /** Shows a card beside the table (an option's `card`); null clears it. */
  preview?(card: string | null): void;
}

export function DecisionPanel(props: Props) {
  const { decision: d, draft, setDraft, send, busy, board, objectName, point, preview } = props;
  const ref = useRef<HTMLDivElement>(null);
  // A new decision of mine: focus its first option, so the keyboard is where the choice is.
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('button:not([disabled]), input');
    first?.focus({ preventScroll: true });
  }, [d.id]);

  const opts = d.options ?? [];
  const single = d.type === 'select' && (d.max ?? 1) === 1 && (d.min ?? 1) <= 1;
  const check = draftAnswer(d, draft);
  // What the game asks to confirm again before this distribution is sent.
  const again = d.type === 'distribute' ? (board.checkDistribution?.(d, draft.counts) ?? null) : null;
  const countsKey = JSON.stringify(draft.counts);
  // Escape puts back the card or place clicked on the board, wherever the focus is.
  const armedNow = d.type === 'select' && isArmed(draft);
  useEffect(() => {
    if (!armedNow) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      setDraft(disarmed(draft));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [armedNow, draft, setDraft]);
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(false), [d.id, countsKey]);

  const pointing = (o: DecisionOption) => {
    const obj = board.objectOf(o);
    return obj === null
      ? {}
      : {
          'data-obj-ref': obj,
          // The option's place (a circle), for tests that click the board as a player does.
          ...(o.at === undefined ? {} : { 'data-at': o.at }),
          // The object it aims at (an attack's target card), for the same tests.
          ...(o.target === undefined ? {} : { 'data-target': o.target }),
          onMouseEnter: () => point(obj),
          onMouseLeave: () => point(null),
          onFocus: () => point(obj),
          onBlur: () => point(null),
        };
  };

  const optionButton = (o: DecisionOption) => {
    const pass = isPassLike(o);
    if (single) {
      return (
        <button
          key={o.id}
          type="button"
          className={pass ? 'opt opt-pass' : 'opt'}
          data-option={o.id}
          {...optionFacts(o)}
          {...pointing(o)}
          disabled={busy}
          onClick={() => send({ choose: [o.id] })}
        >
          {o.label}
        </button>
      );
    }
    const on = draft.chosen.includes(o.id);
    return (
      <button
        key={o.id}
        type="button"
        className={`opt${on ? ' opt-on' : ''}`}
        aria-pressed={on}
        data-option={o.id}
        {...optionFacts(o)}
        {...pointing(o)}
        disabled={busy}
        onClick={() =>
          setDraft({
            ...draft,
            chosen: on ? draft.chosen.filter((x) => x !== o.id) : [...draft.chosen, o.id],
          })
        }
      >
        {on ? '✓ ' : ''}
        {o.label}
      </button>
    );
  };

  let body: ReactNode;
  if (d.type === 'select') {
    // What the board has armed (a card, a place: direct-pick.ts): its options are offered first.
    const armed = isArmed(draft);
    const focused = armed ? fitting(opts, { obj: draft.focus, place: draft.place }) : [];
    const placeWords = draft.place === null ? '' : (board.placeName?.(draft.place) ?? draft.place);
    const armedWords =
      draft.focus === null
        ? placeWords.charAt(0).toUpperCase() + placeWords.slice(1)
        : `${objectName(draft.focus) ?? 'This card'}${placeWords ? ` to ${placeWords}` : ''}`;
    // The armed card's options aim at cards (an attacker's cards to attack): say which, and how to pick.
    const aimedNames = [
      ...new Set(focused.flatMap((o) => (o.target === undefined ? [] : [objectName(o.target) ?? 'a card']))),
    ];
    const actor = (draft.focus === null ? undefined : objectName(draft.focus)) ?? 'This card';
    const aimWords =
      aimedNames.length === 0
        ? null
        : (board.aimHint?.(actor, aimedNames) ??
          `${actor} aims at ${listWords(aimedNames)}: click one on the board (marked), or choose below.`);
    const rest = opts.filter((o) => !focused.includes(o));
    const main = rest.filter((o) => !isPassLike(o));
    const pass = rest.filter((o) => isPassLike(o));
    body = (
      <>
        {focused.length > 0 && (
          <div className="opt-group focused" role="group" aria-label="Options for the chosen card or place">
            <p className="hint">
              {armedWords}: {focused.length} options
            </p>
            {aimWords && (
              <p className="hint aim-hint" data-testid="aim-hint">
                {aimWords}
              </p>
            )}
            {focused.map(optionButton)}
            <button
              type="button"
              className="opt opt-pass"
              data-disarm
              onClick={() => setDraft(disarmed(draft))}
            >
              Put it back (Esc)
            </button>
          </div>
        )}
        <div className="opt-group" role="group" aria-label="Options">
          {main.map(optionButton)}
        </div>
        {pass.length > 0 && <div className="opt-group pass-group">{pass.map(optionButton)}</div>}
        {single && (d.min ?? 1) === 0 && (
          // One option or none: choosing none is an answer too (a charge declined, no target).
          <div className="opt-group pass-group">
            <button
              type="button"
              className="opt opt-pass"
              data-none
              disabled={busy}
              onClick={() => send({ choose: [] })}
            >
              None
            </button>
          </div>
        )}
        {!single && (
          <div className="confirm-row">
            <span className="hint">
              {draft.chosen.length} chosen ({d.min ?? 0} to {d.max ?? 0})
            </span>
            <button
              type="button"
              className="confirm"
              data-confirm
              disabled={busy || 'problem' in check}
              onClick={() => 'answer' in check && send(check.answer)}
            >
              {draft.chosen.length === 0 ? 'Choose none' : 'Confirm'}
            </button>
          </div>
        )}
      </>
    );
  } else if (d.type === 'distribute') {
    const t = total(draft.counts);
    const max = d.max ?? 0;
    const giveBack = (id: string) => {
      const r = withOneLess(d, draft.counts, id);
      if ('counts' in r) setDraft({ ...draft, counts: r.counts });
    };
    body = (
      // Cores (or what else is distributed) dragged here from the board count one each (DragToken).
      <div className="drop-tray" data-drop="distribution" data-testid="drop-tray">
        {board.dragsToDistribution && (
          <p className="hint">
            Drag cores from the board to here and back off again, press one, or use + and −.
          </p>
        )}
        <ul className="dist">
          {opts.map((o) => {
            const n = draft.counts[o.id] ?? 0;
            const cap = o.max ?? max;
            const set = (v: number) => setDraft({ ...draft, counts: { ...draft.counts, [o.id]: v } });
            return (
              <li key={o.id} className={board.optionClass?.(o) ?? ''} {...pointing(o)}>
                <span className="dist-label">
                  {o.label} <small>(up to {cap})</small>
                </span>
                {board.dragsToDistribution && n > 0 && (
                  // A core taken can be dragged back off the payment (let go anywhere but the
                  // tray) or pressed: one less from its source, as the − button does (10-6-6).
                  <DragToken
                    from={o.from ?? ''}
                    soul={o.cores === 'soul'}
                    className="taken"
                    label={`A core taken from ${o.label}: drag it off the payment, or press, to give it back (${n} taken)`}
                    disabled={busy}
                    onDrop={(drop) => drop !== 'distribution' && giveBack(o.id)}
                    onDragOff={() => giveBack(o.id)}
                  />
                )}
                <span className="stepper">
                  <button
                    type="button"
                    aria-label={`One less from ${o.label}`}
                    disabled={busy || n <= 0}
                    onClick={() => set(n - 1)}
                  >
                    −
                  </button>
                  <output aria-label={`${o.label}: ${n}`}>{n}</output>
                  <button
                    type="button"
                    aria-label={`One more from ${o.label}`}
                    disabled={busy || n >= cap || t >= max}
                    onClick={() => set(n + 1)}
                  >
                    +
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
        {again && (
          <p className="warn" data-testid="destroys">
            {again.warning}
          </p>
        )}
        <div className="confirm-row">
          <span className="hint">
            {t} of {d.min === d.max ? d.min : `${d.min ?? 0}–${max}`}
            {'problem' in check ? ` · ${check.problem}` : ''}
          </span>
          <button
            type="button"
            className={asking ? 'confirm danger' : 'confirm'}
            data-confirm
            {...(asking ? { 'data-confirm-destroy': true } : {})}
            disabled={busy || 'problem' in check}
            onClick={() => {
              if (!('answer' in check)) return;
              if (again && !asking) setAsking(true);
              else send(check.answer);
            }}
          >
            {asking && again ? again.confirm : 'Confirm'}
          </button>
        </div>
      </div>
    );
  } else if (d.type === 'order') {
    body = (
      <>
        <OrderList
          options={opts}
          order={draft.order}
          setOrder={(order) => setDraft({ ...draft, order })}
          busy={busy}
          {...(preview ? { preview } : {})}
        />
        <div className="confirm-row">
          <button
            type="button"
            className="confirm"
            data-confirm
            disabled={busy}
            onClick={() => 'answer' in check && send(check.answer)}
          >
            Confirm this order
          </button>
        </div>
      </>
    );
  } else {
    const actions = repeating(d);
    body = (
      <>
        {actions.length > 0 && (
          <div className="loop-actions">
            <p className="hint">What repeats:</p>
            <ol>
              {actions.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ol>
          </div>
        )}
        <div className="confirm-row">
          <NumberInput
            min={d.min ?? 0}
            max={d.max ?? 0}
            value={draft.num}
            set={(num) => setDraft({ ...draft, num })}
            submit={() => 'answer' in check && send(check.answer)}
            busy={busy}
            problem={'problem' in check ? check.problem : null}
          />
          <button
            type="button"
            className="confirm"
            data-confirm
            disabled={busy || 'problem' in check}
            onClick={() => 'answer' in check && send(check.answer)}
          >
            Confirm
          </button>
        </div>
      </>
    );
  }

  return (
    <div ref={ref} className="decision-body">
      {body}
      {d.back === true && (
        <div className="confirm-row back-row">
          <span className="hint">Nothing has happened yet: you may still take this action back.</span>
          <button
            type="button"
            className="back"
            data-back
            disabled={busy}
            onClick={() => send({ back: true })}
          >
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
