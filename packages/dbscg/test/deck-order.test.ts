// 3-1-6-1: cards from an open area placed together in a deck go in the order their owner decides,
// and the other player cannot confirm that order: nothing p2 sees depends on it.
import { describe, expect, it } from 'vitest';
import type { Game, JsonObject } from '@arbiter/engine';
import { createDbsModule, DbsCatalog, TEST_CARDS, type DbsData, type DbsSetup } from '@arbiter/dbscg';
import { battle, cost } from '../src/test-card-kit.ts';
import { startGame } from './start-game.ts';

const cat = new DbsCatalog(TEST_CARDS).with([
  battle('TST-RECYCLE', 'Recycler', 'red', 10000, cost(1), null, [
    {
      kind: 'activate',
      timing: ['main'],
      effect: [{ do: 'move', target: { side: 'own', zone: 'drop', count: 3 }, to: 'deckBottom' }],
    },
  ]),
]);
const mod = createDbsModule(cat);

/** Answers the pending decision with the options of these labels (in this order). */
function answer(g: Game<DbsData, DbsSetup>, labels: string[]): void {
  const d = g.decision!;
  const ids = labels.map((l) => d.options.find((o) => o.label === l)!.id);
  const r = g.respond(d.id, d.type === 'order' ? { order: ids } : { choose: ids });
  if (!r.ok) throw new Error(r.error.message);
}

/** Recycler places three cards of the Drop Area at the bottom of p1's deck, in `order`. */
function play(order: string[]) {
  const g = startGame(
    mod,
    {
      deck: ['DBT-010', 'DBT-011'],
      battle: [{ card: 'TST-RECYCLE' }],
      drop: ['DBT-012', 'DBT-014', 'DBT-016', 'DBT-017'],
    },
    {},
  );
  const names = ['DBT-012', 'DBT-014', 'DBT-016'].map((id) => cat.get(id).name);
  answer(g, ['Activate a skill of Recycler']);
  answer(g, names);
  expect(g.decision).toMatchObject({ player: 0, kind: 'orderCards', type: 'order', secret: true });
  answer(
    g,
    order.map((id) => cat.get(id).name),
  );
  const seen = (v: 0 | 1 | 'spectator'): JsonObject => {
    const { log, game, decision } = g.view(v);
    return { log, game, decision } as unknown as JsonObject;
  };
  return {
    deck: g.state.data.players[0].deck.map((c) => c.def),
    p1: seen(0),
    p2: seen(1),
    all: seen('spectator'),
  };
}

describe('cards placed together in a deck (3-1-6)', () => {
  it('3-1-6, 3-1-6-1: the owner decides the order, and the other player cannot tell which one', () => {
    const a = play(['DBT-012', 'DBT-014', 'DBT-016']);
    const b = play(['DBT-016', 'DBT-012', 'DBT-014']);
    expect(a.deck).toEqual(['DBT-010', 'DBT-011', 'DBT-012', 'DBT-014', 'DBT-016']);
    expect(b.deck).toEqual(['DBT-010', 'DBT-011', 'DBT-016', 'DBT-012', 'DBT-014']);
    expect(b.p2).toEqual(a.p2);
    expect(b.all).toEqual(a.all);
    // The owner is told the order chosen.
    expect(b.p1).not.toEqual(a.p1);
  });
});
