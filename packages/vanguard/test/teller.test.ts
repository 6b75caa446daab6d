// The terminal's words for a Vanguard game (teller.ts): lists of names that hold commas stay readable,
// and the steps of a turn read as its phases do.
import { describe, expect, it } from 'vitest';
import type { JsonObject, PlayerIndex } from '@arbiter/engine';
// The package's entry first: teller.ts alone would load the vocabulary's schemas out of order.
import { pool, started } from './started-game.ts';
import { vgBoardText, vgNarrator } from '../src/teller.ts';

describe('Vanguard teller', () => {
  it('4.3: the hand line splits names by semicolons, so a name with a comma reads as one card', () => {
    const g = started();
    const me: PlayerIndex = 0;
    const hand = ((g.view(me).game.players as JsonObject[])[me]!.hand as JsonObject[]).map(
      (c) => pool.catalog.get(String(c.card)).name,
    );
    const line = vgBoardText(pool.catalog, g.view(me).game, me).find((l) => l.startsWith('  hand: '));
    expect(line).toBe(`  hand: ${hand.join('; ')}`);
  });

  it('6.4.1.2, 6.5.1.2: step headings are capitalized as the phases are', () => {
    const narration = vgNarrator(pool.catalog, { names: ['p1', 'p2'], viewer: 0 });
    narration.event({ t: 'phase', phase: 'stand', step: '', turn: 1, active: 0 });
    narration.event({ t: 'step', step: 'G assist' });
    narration.event({ t: 'phase', phase: 'ride', step: '' });
    narration.event({ t: 'step', step: 'stride' });
    expect(narration.lines.slice(-3)).toEqual(['  G assist step', '  Ride phase', '  Stride step']);
  });
});
