// The game log, whatever the game: grouped by turn (a heading for each), the newest at the bottom
// and kept in view; a card name in a line is a button that opens the card in the preview.
import { useEffect, useRef } from 'react';
import { lineParts, type LogLine } from './boards/log.ts';

/** Lines shown at most (the oldest are left out). */
const SHOWN = 300;

interface Props {
  lines: readonly LogLine[];
  /** Opens a card (its id) in the card preview. */
  openCard(card: string): void;
}

export function LogView({ lines, openCard }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  const first = Math.max(0, lines.length - SHOWN);
  const groups: { turn: number; at: number; lines: LogLine[] }[] = [];
  lines.slice(first).forEach((l, i) => {
    const last = groups.at(-1);
    if (last && last.turn === l.turn) last.lines.push(l);
    else groups.push({ turn: l.turn, at: first + i, lines: [l] });
  });

  return (
    <div className="log-body" ref={ref} role="log" tabIndex={0} aria-label="Log lines">
      {groups.map((g) => {
        const title = g.turn === 0 ? 'Before the first turn' : `Turn ${g.turn}`;
        return (
          <section key={g.at} className="log-turn" data-turn={g.turn} aria-label={title}>
            <h3>{title}</h3>
            <ol>
              {g.lines.map((l, i) => (
                <li key={g.at + i}>
                  {lineParts(l).map((p, k) =>
                    'card' in p ? (
                      <button
                        key={k}
                        type="button"
                        className="card-link"
                        data-card-link={p.card}
                        onClick={() => openCard(p.card)}
                      >
                        {p.name}
                      </button>
                    ) : (
                      p.text
                    ),
                  )}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
