// The pending decision in plain words: its prompt, its options as buttons, core payments with +/-,
// a Cancel button while the action can still be taken back, and a second click to confirm a payment
// that takes a card's last cores.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { destroyedBy } from '../../battle-spirits/src/core-risk.ts';
import { draftAnswer, isPassLike, isSoul, objectOf, total, type Draft } from './decision.ts';
import type { Answer, Decision, DecisionOption } from './types.ts';

interface Props {
  decision: Decision;
  draft: Draft;
  setDraft(d: Draft): void;
  send(a: Answer): void;
  busy: boolean;
  objectName(id: number): string | undefined;
}

export function DecisionPanel({ decision: d, draft, setDraft, send, busy, objectName }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // A new decision of mine: focus its first option, so the keyboard is where the choice is.
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('button:not([disabled]), input');
    first?.focus({ preventScroll: true });
  }, [d.id]);

  const opts = d.options ?? [];
  const single = d.type === 'select' && (d.max ?? 1) === 1 && (d.min ?? 1) <= 1;
  const check = draftAnswer(d, draft);
  // The cards this payment would take the last cores of; asked again before it is sent.
  const doomed = d.type === 'distribute' ? destroyedBy(d, draft.counts) : [];
  const countsKey = JSON.stringify(draft.counts);
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(false), [d.id, countsKey]);

  const optionButton = (o: DecisionOption) => {
    const pass = isPassLike(o);
    if (single) {
      return (
        <button
          key={o.id}
          type="button"
          className={pass ? 'opt opt-pass' : 'opt'}
          data-option={o.id}
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
    const focused = draft.focus === null ? [] : opts.filter((o) => objectOf(o.id) === draft.focus);
    const rest = opts.filter((o) => !focused.includes(o));
    const main = rest.filter((o) => !isPassLike(o));
    const pass = rest.filter((o) => isPassLike(o));
    body = (
      <>
        {focused.length > 0 && (
          <div className="opt-group focused" role="group" aria-label="Options for the chosen card">
            <p className="hint">
              {objectName(draft.focus ?? -1) ?? 'This card'}: {focused.length} options
            </p>
            {focused.map(optionButton)}
          </div>
        )}
        <div className="opt-group" role="group" aria-label="Options">
          {main.map(optionButton)}
        </div>
        {pass.length > 0 && <div className="opt-group pass-group">{pass.map(optionButton)}</div>}
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
    body = (
      <>
        <ul className="dist">
          {opts.map((o) => {
            const n = draft.counts[o.id] ?? 0;
            const cap = o.max ?? max;
            const set = (v: number) => setDraft({ ...draft, counts: { ...draft.counts, [o.id]: v } });
            return (
              <li key={o.id} className={isSoul(o) ? 'soul-row' : ''}>
                <span className="dist-label">
                  {o.label} <small>(up to {cap})</small>
                </span>
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
        {doomed.length > 0 && (
          <p className="warn" data-testid="destroys">
            This takes the last cores of {doomed.join(' and ')}:{' '}
            {doomed.length > 1 ? 'they leave' : 'it leaves'} the field (9-3-2).
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
              if (doomed.length > 0 && !asking) setAsking(true);
              else send(check.answer);
            }}
          >
            {asking ? `Destroy ${doomed.join(' and ')} and confirm` : 'Confirm'}
          </button>
        </div>
      </>
    );
  } else if (d.type === 'order') {
    const label = (id: string) => opts.find((o) => o.id === id)?.label ?? id;
    const move = (i: number, by: number) => {
      const order = draft.order.slice();
      const [x] = order.splice(i, 1);
      order.splice(i + by, 0, x!);
      setDraft({ ...draft, order });
    };
    body = (
      <>
        <ol className="order">
          {draft.order.map((id, i) => (
            <li key={id}>
              <span>{label(id)}</span>
              <button
                type="button"
                aria-label={`Move ${label(id)} up`}
                disabled={busy || i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${label(id)} down`}
                disabled={busy || i === draft.order.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
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
    const min = d.min ?? 0;
    const max = d.max ?? 0;
    const set = (v: number) => setDraft({ ...draft, num: Math.max(min, Math.min(max, v)) });
    body = (
      <div className="confirm-row">
        <span className="stepper">
          <button
            type="button"
            aria-label="One less"
            disabled={busy || draft.num <= min}
            onClick={() => set(draft.num - 1)}
          >
            −
          </button>
          <input
            type="number"
            aria-label={`A number from ${min} to ${max}`}
            min={min}
            max={max}
            value={draft.num}
            onChange={(e) => set(Number(e.target.value))}
          />
          <button
            type="button"
            aria-label="One more"
            disabled={busy || draft.num >= max}
            onClick={() => set(draft.num + 1)}
          >
            +
          </button>
        </span>
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
