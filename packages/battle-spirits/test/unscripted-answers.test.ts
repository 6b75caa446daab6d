// A scenario that is not strict leaves decisions to the runner (docs/scenarios: strict: false): the
// runner answers them by the options' facts (the card-game layer's `declineAnswer`), never by their
// ids, so the answer is the same option when every id is made opaque.
import { describe, expect, it } from 'vitest';
import { newRenamed, makeOpaque } from '@arbiter/cardgame';
import { seedRng, type Answer, type Decision } from '@arbiter/engine';
import { unscriptedAnswer } from '../src/index.ts';
import { decksFor, newGame } from './helpers.ts';

/** The places of the options an answer chooses. */
const places = (d: Decision, a: Answer): number[] =>
  'choose' in a ? a.choose.map((id) => d.options.findIndex((o) => o.id === id)) : [];

describe('the runner answers unscripted decisions by the options facts', () => {
  it('the same option with opaque ids, and passing, ending or not blocking where offered', () => {
    const met = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const [a, b] = decksFor(seed);
      const game = newGame(seed, { decks: [a, b] });
      const rng = seedRng(seed);
      for (let n = 0; n < 400 && game.decision; n++) {
        const d = game.decision;
        // The runner's own answers are to choices of one option; it asks the game for the others.
        if (d.type !== 'select' || d.max !== 1) {
          game.respond(d.id, game.randomAnswer(rng), d.player);
          continue;
        }
        const plain = places(d, unscriptedAnswer(game, d));
        // A clone shares the pending decision (it is never written once asked): the twin gets its own.
        const twin = game.clone();
        twin.state.pending = structuredClone(d);
        makeOpaque(twin.decision!, {}, newRenamed());
        expect(
          places(twin.decision!, unscriptedAnswer(twin, twin.decision!)),
          `${d.kind} (seed ${seed})`,
        ).toEqual(plain);
        const declining = ['pass', 'end', 'noBlock'].find((id) => d.options.some((o) => o.id === id));
        if (declining) {
          met.add(declining);
          expect(plain).toEqual([d.options.findIndex((o) => o.id === declining)]);
        }
        // Play on at random, so the games reach attacks and blocks.
        expect(game.respond(d.id, game.randomAnswer(rng), d.player).ok).toBe(true);
      }
    }
    expect([...met].sort()).toEqual(['end', 'noBlock', 'pass']);
  });
});
