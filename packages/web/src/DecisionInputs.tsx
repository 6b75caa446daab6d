// The decision panel's inputs for an order and for a number, whatever the game: an order is a list
// the player rearranges by dragging a row's handle (mouse, pen or touch), with the arrow keys on the
// handle, or with the ↑ ↓ buttons; a number is typed or stepped within the decision's bounds, and
// one out of them is said, not silently changed.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { moved } from './decision.ts';
import type { DecisionOption } from './types.ts';

interface OrderProps {
  options: readonly DecisionOption[];
  order: readonly string[];
  setOrder(order: string[]): void;
  busy: boolean;
  /** Shows an option's card beside the table (null clears it). */
  preview?(card: string | null): void;
}

export function OrderList({ options, order, setOrder, busy, preview }: OrderProps) {
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const label = (id: string) => options.find((o) => o.id === id)?.label ?? id;
  const card = (id: string) => options.find((o) => o.id === id)?.card;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || to === from) return;
    setOrder(moved(order, from, to));
    setSaid(`${label(order[from]!)}: ${to + 1} of ${order.length}.`);
  };

  /** The place in the list under the pointer: the first row whose middle is below it. */
  const placeAt = (y: number): number => {
    const rows = [...(list.current?.children ?? [])];
    const i = rows.findIndex((r) => {
      const b = r.getBoundingClientRect();
      return y < b.top + b.height / 2;
    });
    return i < 0 ? rows.length - 1 : i;
  };

  const handle = (id: string, i: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (busy) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      setDragging(id);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (dragging !== id) return;
      move(i, placeAt(e.clientY));
    },
    onPointerUp: () => setDragging(null),
    onPointerCancel: () => setDragging(null),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const by = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
      if (by === 0 || busy) return;
      e.preventDefault();
      move(i, i + by);
    },
  });

  return (
    <>
      <ol className="order" ref={list}>
        {order.map((id, i) => {
          const c = card(id);
          return (
            <li
              key={id}
              data-order-item={id}
              className={dragging === id ? 'dragging' : ''}
              onMouseEnter={() => c && preview?.(c)}
            >
              <span
                className="drag-handle"
                role="button"
                tabIndex={busy ? -1 : 0}
                aria-label={`Drag ${label(id)}, or move it with the arrow keys`}
                aria-disabled={busy}
                {...handle(id, i)}
                onFocus={() => c && preview?.(c)}
              >
                ⠿
              </span>
              <span className="order-place" aria-hidden="true">
                {i + 1}
              </span>
              <span className="order-label">{label(id)}</span>
              <button
                type="button"
                aria-label={`Move ${label(id)} up`}
                disabled={busy || i === 0}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${label(id)} down`}
                disabled={busy || i === order.length - 1}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}

interface NumberProps {
  min: number;
  max: number;
  /** NaN while the field is empty. */
  value: number;
  set(n: number): void;
  /** Sends the number (Enter in the field); nothing while it is out of bounds. */
  submit(): void;
  busy: boolean;
  problem: string | null;
}

export function NumberInput({ min, max, value, set, submit, busy, problem }: NumberProps) {
  const ok = Number.isFinite(value);
  return (
    <span className="number-input">
      <span className="stepper">
        <button
          type="button"
          aria-label="One less"
          disabled={busy || !ok || value <= min}
          onClick={() => set(Math.min(max, value - 1))}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          aria-label={`A number from ${min} to ${max}`}
          aria-invalid={problem !== null}
          min={min}
          max={max}
          step={1}
          value={ok ? value : ''}
          disabled={busy}
          onChange={(e) => set(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
        />
        <button
          type="button"
          aria-label="One more"
          disabled={busy || !ok || value >= max}
          onClick={() => set(Math.max(min, value + 1))}
        >
          +
        </button>
      </span>
      <span className="hint" data-testid="number-bounds">
        {min} to {max}
        {problem ? ` · ${problem}` : ''}
      </span>
    </span>
  );
}
