// The deck's statistics in the deck builder: its cost curve (how many cards at each cost, as bars)
// and how many cards of each type, for any game's DeckSpec.
import type { DeckSpec } from './deck-spec.ts';
import type { DeckList } from './types.ts';

interface Props<C extends { id: string; name: string }> {
  cards: DeckList['cards'];
  spec: DeckSpec<C>;
}

export function DeckStats<C extends { id: string; name: string }>({ cards, spec }: Props<C>) {
  const curve = new Map<number, number>();
  const types = new Map<string, number>();
  for (const e of cards) {
    const c = spec.book.get(e.id);
    if (!c) continue;
    const cost = spec.cost(c);
    curve.set(cost, (curve.get(cost) ?? 0) + e.count);
    types.set(spec.typeName(c), (types.get(spec.typeName(c)) ?? 0) + e.count);
  }
  if (curve.size === 0) return null;
  const top = Math.max(...curve.values());
  const costs = [...curve.keys()].sort((a, b) => a - b);
  const all = Array.from({ length: costs.at(-1)! - costs[0]! + 1 }, (_, i) => costs[0]! + i);
  return (
    <div className="deck-stats" data-testid="deck-stats">
      <p className="type-counts" data-testid="type-counts">
        {[...types]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([t, n]) => `${t} ${n}`)
          .join(' · ')}
      </p>
      <ol className="curve" aria-label="Cost curve">
        {all.map((cost) => {
          const n = curve.get(cost) ?? 0;
          return (
            <li key={cost} aria-label={`Cost ${cost}: ${n} card${n === 1 ? '' : 's'}`}>
              <span className="bar" style={{ height: `${(n / top) * 100}%` }} />
              <span className="bar-n">{n}</span>
              <span className="bar-cost">{cost}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
