// The set-up switch between the formats: a Saga game and an Eternal game from the same seed and decks.
import { Game } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import { createSagaModule, ETERNAL_POOL_DIR, loadSagaPool, type SagaSetup } from '../src/index.ts';

const reg = await loadSagaPool({ dir: ETERNAL_POOL_DIR });
const deck = (ids: string[]): string[] => ids.flatMap((id) => [id, id, id]);
const decks: SagaSetup['decks'] = [
  deck(['BS01-001', 'BS01-002', 'BS01-005', 'BS01-008']),
  deck(['BS01-026', 'BS01-028', 'BS01-031', 'BS01-039']),
];

/** Plays set-up: the toss winner goes first, both keep; the hands' sizes and the mulligan question. */
function keepBoth(setup: SagaSetup): { hands: number[]; prompt: string; labels: string[] } {
  const game = Game.create(createSagaModule(reg), setup, 7);
  game.respond(game.decision!.id, { choose: ['first'] }, game.decision!.player);
  const d = game.decision!;
  const out = { prompt: d.prompt, labels: (d.options ?? []).map((o) => o.label), hands: [] as number[] };
  for (let i = 0; i < 2; i++) game.respond(game.decision!.id, { choose: ['keep'] }, game.decision!.player);
  // Player one's first turn has drawn its card in both formats; only the keepers' cards differ.
  out.hands = [0, 1].map((p) => game.state.data.players[p]!.hand.length);
  return out;
}

describe('the Eternal format at set-up', () => {
  it('Saga: a keeper draws one more card; Eternal: keeping draws nothing, and the question says redraw', () => {
    const saga = keepBoth({ decks });
    const eternal = keepBoth({ decks, format: 'eternal' });
    expect(saga.prompt).toMatch(/draw one more card/);
    expect(eternal.labels).toEqual(['Keep', 'Redraw']);
    expect(eternal.hands.reduce((a, b) => a + b) + 2).toBe(saga.hands.reduce((a, b) => a + b));
  });
});
