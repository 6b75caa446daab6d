// A token the player drags from the board to a drop area (a core to the payment), for every game's
// board: pointer events (mouse, pen and touch alike), a marker that follows the pointer, and the
// drop found under the pointer on release (any element with `data-drop`). The token is a button:
// pressing it (Enter, Space, a click without moving) does what a drop would, so the keyboard keeps
// its way, and the decision panel's steppers stay as they are.
import { useRef, useState, type PointerEvent } from 'react';

/** The drop area under a point, by its `data-drop` name (null: none). */
function dropAt(x: number, y: number): string | null {
  const el = document.elementFromPoint(x, y);
  return el?.closest<HTMLElement>('[data-drop]')?.dataset.drop ?? null;
}

/** A pointer that moved this far (px) is dragging, not clicking. */
const DRAG_SLOP = 4;

export function DragToken(props: {
  /** The accessible name: what pressing or dropping it does. */
  label: string;
  className?: string;
  /**
   * Where its cores come from, as its option's facts name the place (Saga's `from`: `reserve` or a
   * card `c<object>`), and whether it is the soul core there: data for tests (`data-from`,
   * `data-soul`), never an option id.
   */
  from: string;
  soul: boolean;
  disabled: boolean;
  /** Dropped on a drop area (its name), or pressed (null). */
  onDrop(drop: string | null): void;
  /** Dragged and let go over no drop area (a core dragged back off the payment); none: nothing. */
  onDragOff?(): void;
}) {
  const { label, className, from, soul, disabled, onDrop, onDragOff } = props;
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const end = () => {
    start.current = null;
    setAt(null);
  };
  return (
    <button
      type="button"
      className={`drag-token${className ? ` ${className}` : ''}${at ? ' dragging' : ''}`}
      data-from={from}
      {...(soul ? { 'data-soul': true } : {})}
      aria-label={label}
      title={label}
      disabled={disabled}
      onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
        if (disabled || e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        start.current = { x: e.clientX, y: e.clientY };
        dragged.current = false;
      }}
      onPointerMove={(e) => {
        const s = start.current;
        if (!s) return;
        if (!dragged.current && Math.hypot(e.clientX - s.x, e.clientY - s.y) < DRAG_SLOP) return;
        dragged.current = true;
        setAt({ x: e.clientX, y: e.clientY });
      }}
      onPointerUp={(e) => {
        if (start.current && dragged.current) {
          const drop = dropAt(e.clientX, e.clientY);
          if (drop !== null) onDrop(drop);
          else onDragOff?.();
        }
        end();
      }}
      onPointerCancel={end}
      onClick={() => {
        // The click that ends a drag is not a press.
        if (dragged.current) dragged.current = false;
        else onDrop(null);
      }}
    >
      <span className="core" aria-hidden="true" />
      {at && <span className="drag-marker core" aria-hidden="true" style={{ left: at.x, top: at.y }} />}
    </button>
  );
}
