// Eternal's words where the manual's terms differ from Saga's: the log's set-up line, the ruleset the
// games carry. The loss reasons and the nexus action are checked by scenarios (scenarios/eternal/victory,
// bs01-029-rib-reaper-red-nexus.yaml).
import { describe, expect, it } from 'vitest';
import { eternalHost, SAGA_RULESET, sagaHost } from '../src/index.ts';
import { ETERNAL_RULESET } from '../src/formats.ts';

const [eternal, saga] = await Promise.all([eternalHost(), sagaHost()]);

/** The lines a format's narrator tells for the set-up's two answers (p1 redraws, p2 keeps). */
function setUpLines(host: typeof eternal, you?: 0 | 1): string[] {
  const n = host.teller!.narrator({
    names: ['Ann', 'Bob'],
    viewer: 0,
    ...(you === undefined ? {} : { you }),
  });
  n.event({ t: 'mulligan', p: 0, mulligan: true });
  n.event({ t: 'mulligan', p: 1, mulligan: false });
  return n.lines.map((l) => l.trim()).filter((l) => l !== 'Set-up');
}

describe("Eternal's words", () => {
  it('the set-up line says redraw, and keeping draws nothing (E281); Saga keeps its mulligan words', () => {
    expect(setUpLines(eternal)).toEqual([
      'Ann redraws: the whole hand goes back into the deck, which is shuffled, and four new cards are drawn.',
      'Bob keeps their hand.',
    ]);
    expect(setUpLines(eternal, 0)[0]).toMatch(/^You redraw:/);
    expect(setUpLines(saga)).toEqual([
      'Ann takes a mulligan: four new cards.',
      'Bob keeps their hand and draws one more card.',
    ]);
  });

  it('Eternal games carry their own ruleset id, Saga games Saga’s', () => {
    expect(eternal.module.ruleset).toBe(ETERNAL_RULESET);
    expect(saga.module.ruleset).toBe(SAGA_RULESET);
    expect(ETERNAL_RULESET).not.toBe(SAGA_RULESET);
  });
});
