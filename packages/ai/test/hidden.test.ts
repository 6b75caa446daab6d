import { describe, expect, it } from 'vitest';
import { cloneState, seedRng, type GameState } from '@arbiter/engine';
import { sagaDeterminizer, type SagaData } from '@arbiter/battle-spirits';
import { HeuristicAgent, IsmctsAgent, type Determinizer } from '../src/index.ts';
import { evaluator, module, randomPrefix, setupOf } from './helpers.ts';

const setup = setupOf('vanilla');
const det = sagaDeterminizer(setup.decks);

/** A main-step decision of seat 1 in mid-game, with several options and cards in the opponent's hand. */
function midGame(): GameState<SagaData> {
  for (let n = 40; n < 400; n++) {
    const g = randomPrefix(setup, 21, n);
    const d = g.decision;
    const opp = g.state.data.players[1];
    if (d?.player === 0 && d.kind === 'mainAction' && d.options.length >= 3 && opp.hand.length >= 3)
      return g.state;
  }
  throw new Error('no suitable position');
}

/**
 * The same position with everything seat 1 cannot see changed: the opponent's hand holds other
 * cards (swapped with cards of their deck), both decks are in another order, and the game's own
 * random generator is in another state.
 */
function otherHiddenCards(s: GameState<SagaData>): GameState<SagaData> {
  // A clone shares the card objects off the field with its original: changed cards are new objects.
  const t = cloneState(s, module.cloneData);
  const opp = t.data.players[1];
  let swapped = 0;
  opp.hand.forEach((h, i) => {
    const j = opp.deck.findIndex((x) => x.def !== h.def);
    if (j < 0) return;
    opp.hand[i] = { ...h, def: opp.deck[j]!.def };
    opp.deck[j] = { ...opp.deck[j]!, def: h.def };
    swapped++;
  });
  expect(swapped).toBeGreaterThan(0);
  for (const p of t.data.players) {
    const defs = p.deck.map((c) => c.def).reverse();
    p.deck = p.deck.map((c, i) => ({ ...c, def: defs[i]! }));
  }
  t.rng = seedRng(987654);
  return t;
}

describe('the AIs never read hidden information', () => {
  const a = midGame();
  const b = otherHiddenCards(a);

  it('the positions really differ in what seat 1 cannot see, and nowhere else', () => {
    expect(JSON.stringify(b.data.players[1].hand)).not.toBe(JSON.stringify(a.data.players[1].hand));
    expect(module.view(b, 0)).toEqual(module.view(a, 0));
    expect(b.pending).toEqual(a.pending);
  });

  it('the Saga determinizer gives the same world for both positions, keeping what seat 1 sees', () => {
    const x = det.determinize(module, a, 0, seedRng(5));
    const y = det.determinize(module, b, 0, seedRng(5));
    expect(JSON.stringify(y.data)).toBe(JSON.stringify(x.data));
    expect(y.rng).toEqual(x.rng);
    expect(module.view(x, 0)).toEqual(module.view(a, 0));
    const defs = (s: GameState<SagaData>) =>
      [...s.data.players[1].hand, ...s.data.players[1].deck].map((c) => c.def).sort();
    expect(defs(x)).toEqual(defs(a)); // the opponent's unseen cards are redrawn from the same multiset
  });

  it('ISMCTS searches the same way and chooses the same answer in both positions (same seed)', () => {
    const search = (s: GameState<SagaData>, d: Determinizer<SagaData>) => {
      const ai = new IsmctsAgent<SagaData>({ evaluator, determinizer: d, seed: 77, iterations: 120 });
      const answer = ai.choose(module, s);
      return { answer, stats: ai.lastSearch };
    };
    const x = search(a, det);
    const y = search(b, det);
    expect(x.stats).not.toBeNull();
    expect(y).toEqual(x);
    // The check can fail: a "determinizer" that keeps the real hidden cards searches differently.
    const leaky: Determinizer<SagaData> = { determinize: (m, s) => cloneState(s, m.cloneData) };
    expect(search(b, leaky).stats).not.toEqual(search(a, leaky).stats);
  });

  it('the heuristic chooses the same answers in both positions (same seed)', () => {
    const choose = (s: GameState<SagaData>) => {
      const ai = new HeuristicAgent<SagaData>({ evaluator, determinizer: det, seed: 3 });
      return [1, 2, 3].map(() => ai.choose(module, s));
    };
    expect(choose(b)).toEqual(choose(a));
  });
});
