// Random games of every game module (games.ts): each answer a legal one drawn at random; the games
// end without error, keep their invariants, leak nothing to any viewer, copy exactly, and replay
// exactly. A module added to games.ts is played here without a change to this file.
import { describe, it } from 'vitest';
import { PROPERTY_GAMES } from './games.ts';

describe.each(PROPERTY_GAMES.map((g) => [g.name, g] as const))('random games of %s (property)', (_, g) => {
  const chunks: number[] = [];
  for (let s = 1; s <= g.games; s += g.chunk) chunks.push(s);

  it.each(chunks)(
    'seeds %i.. end, keep their invariants, leak nothing, copy and replay exactly',
    async (first) => {
      const last = Math.min(g.games, first + g.chunk - 1);
      for (let seed = first; seed <= last; seed++) {
        // Let the test worker answer its messages between games.
        await new Promise((resolve) => setImmediate(resolve));
        g.play(seed);
      }
    },
  );
});
